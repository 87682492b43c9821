import AppIntents
import Foundation
import LimelightCore
import SwiftUI
import Testing

// API that the fifth held-out round's files needed (Docs/AppleAPI.md, "The held-out set", round 5): interactive widget
// controls written in files that import SwiftUI and App Intents but not WidgetKit, a custom toggle style drawing a
// checkmark from `configuration.isOn` (UltimateWidgetTodo), and Xcode's generated asset symbols as
// `Image(.name)` (Solstice).

struct RoundFiveCompleteIntent: AppIntent {
    static let title: LocalizedStringResource = "Complete item"
    func perform() async throws -> some IntentResult { .result() }
}

struct RoundFiveCheckStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
            configuration.label
        }
    }
}

struct RoundFiveTapStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

extension ImageResource {
    static let roundFiveLogo = ImageResource(name: "logo", bundle: .main)
}

extension ColorResource {
    static let roundFiveAccent = ColorResource(name: "Accent", bundle: .main)
}

@Suite struct HeldOutRound5APITests {
    @Test func controlsPerformingAnIntentNameItAsTheirTarget() {
        let button = SimViewRenderer.node(Button(intent: RoundFiveCompleteIntent()) { Text("Done") })
        #expect(button.kind == .control)
        #expect(button.property("role") == "button")
        #expect(button.property("target") == "intent: RoundFiveCompleteIntent")
        #expect(button.texts == ["Done"])

        let erased: any AppIntent = RoundFiveCompleteIntent()
        let fromExistential = SimViewRenderer.node(Button(intent: erased) { Text("Done") })
        #expect(fromExistential.property("target") == "intent: RoundFiveCompleteIntent")

        let titled = SimViewRenderer.node(Button("Done", role: .destructive, intent: RoundFiveCompleteIntent()))
        #expect(titled.property("target") == "intent: RoundFiveCompleteIntent" && titled.texts == ["Done"])

        let toggle = SimViewRenderer.node(Toggle(isOn: true, intent: RoundFiveCompleteIntent()) { Text("Milk") })
        #expect(toggle.property("role") == "toggle")
        #expect(toggle.property("isOn") == "true")
        #expect(toggle.property("target") == "intent: RoundFiveCompleteIntent")
        let titledToggle = SimViewRenderer.node(Toggle("Milk", isOn: false, intent: RoundFiveCompleteIntent()))
        #expect(titledToggle.property("isOn") == "false" && titledToggle.texts == ["Milk"])
    }

    @MainActor @Test func aToggleStyleDrawsFromTheConfigurationAndChangesTheBinding() {
        var isOn = false
        let binding = Binding(get: { isOn }, set: { isOn = $0 })
        let configuration = ToggleStyleConfiguration.simulated(label: Text("Milk"), isOn: binding)

        let off = SimViewRenderer.node(RoundFiveCheckStyle().makeBody(configuration: configuration))
        #expect(off.kind == .hstack)
        #expect(off.children.first?.text?.contains("circle") == true)
        #expect(off.texts.contains("Milk"))

        configuration.isOn.toggle()
        #expect(isOn)
        let on = SimViewRenderer.node(RoundFiveCheckStyle().makeBody(configuration: configuration))
        #expect(on != off)

        // A built-in style draws the toggle itself, bound to the same value.
        let builtIn = SimViewRenderer.node(SwitchToggleStyle().makeBody(configuration: configuration))
        #expect(builtIn.property("role") == "toggle" && builtIn.property("isOn") == "true")
        #expect(!configuration.isMixed)
    }

    @MainActor @Test func aButtonStyleDrawsTheLabelAndSeesWhetherItIsPressed() {
        let idle = SimViewRenderer.node(RoundFiveTapStyle().makeBody(configuration: .simulated(label: Text("Go"))))
        let pressed = SimViewRenderer.node(RoundFiveTapStyle().makeBody(configuration: .simulated(label: Text("Go"), isPressed: true)))
        #expect(idle.texts == ["Go"] && pressed.texts == ["Go"])
        #expect(idle != pressed)
        #expect(ButtonStyleConfiguration.simulated(label: Text("Go"), role: .cancel).role == .cancel)
    }

    @Test func stylesAreNamedOnTheViewsTheyApplyTo() {
        let custom = SimViewRenderer.node(Toggle("Milk", isOn: true, intent: RoundFiveCompleteIntent()).toggleStyle(RoundFiveCheckStyle()))
        #expect(custom.property("toggleStyle") == "RoundFiveCheckStyle")
        let builtIn = SimViewRenderer.node(Toggle("Milk", isOn: true, intent: RoundFiveCompleteIntent()).toggleStyle(.switch))
        #expect(builtIn.property("toggleStyle") == "switch")
        let button = SimViewRenderer.node(Button("Go") {}.buttonStyle(RoundFiveTapStyle()))
        #expect(button.property("buttonStyle") == "RoundFiveTapStyle")
    }

    @Test func assetSymbolsAreTheirAssetsNames() {
        #expect(Image(.roundFiveLogo) == Image("logo"))
        #expect(Color(.roundFiveAccent).description == "asset(Accent)")
        #expect(ImageResource.roundFiveLogo == ImageResource(name: "logo", bundle: .main))
        #expect(ImageResource.roundFiveLogo != ImageResource(name: "other", bundle: .main))
        let heading = SimViewRenderer.node(Text("\(Image(.roundFiveLogo)) Solstice"))
        #expect(heading.plainText.contains("logo"))
    }

    @Test func aViewAdvertisesItsActivityFilledInByUpdate() {
        let advertised = SimViewRenderer.node(Text("Ridge trail").userActivity("com.example.trail", element: "Ridge") { name, activity in
            activity.title = "Trail: \(name)"
        })
        #expect(advertised.property("userActivity") == "com.example.trail")
        #expect(advertised.property("userActivityTitle") == "Trail: Ridge")

        let none = SimViewRenderer.node(Text("No trail").userActivity("com.example.trail", element: nil as String?) { _, activity in
            activity.title = "never"
        })
        #expect(none.property("userActivity") == "" && none.property("userActivityTitle") == "")

        let handler = SimViewRenderer.node(Text("Trails").onContinueUserActivity("com.example.trail") { _ in })
        #expect(handler.property("onContinueUserActivity") == "com.example.trail")
    }
}
