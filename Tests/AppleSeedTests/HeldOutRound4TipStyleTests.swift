import LimelightSwiftUI
import SwiftUI
import Testing
import TipKit

// A custom tip view style, as Harbour's (Docs/AppleAPI.md, "The held-out set", round 4). In a file of its own: TipKit's
// `@Parameter` macro and App Intents' `@Parameter` wrapper share a name, on Apple platforms too.

struct RoundFourTip: Tip {
    var title: Text { Text("Swipe to stop") }
    var message: Text? { Text("Swipe a container to stop it.") }
    var image: Image? { Image(systemName: "stop") }
}

struct RoundFourTipStyle: TipViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            HStack {
                configuration.image?
                    .font(.callout)
                configuration.title?
                    .font(.callout)
                    .fontWeight(.medium)
            }
            configuration.message?
                .font(.footnote)
        }
        .padding()
    }
}

@Suite struct HeldOutRound4TipStyleTests {
    @MainActor @Test func aTipViewStyleLaysOutTheTipsParts() {
        let configuration = TipViewStyleConfiguration.simulated(RoundFourTip())
        #expect(configuration.tip.id == RoundFourTip().id)
        let node = SimViewRenderer.node(RoundFourTipStyle().makeBody(configuration: configuration))
        #expect(node.texts == ["Swipe to stop", "Swipe a container to stop it."])
        let mini = SimViewRenderer.node(MiniTipViewStyle.miniTip.makeBody(configuration: configuration))
        #expect(mini.kind == .hstack && mini.texts == ["Swipe to stop", "Swipe a container to stop it."])
    }

}
