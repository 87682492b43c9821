import Foundation
import LimelightCore
import LimelightKit
import Testing
import TipKit

/// A tip with a message and an image, as `TipView` draws it.
struct SearchTip: Tip {
    var title: Text { Text("Search your library") }
    var message: Text? { Text("Find any note by its words.") }
    var image: Image? { Image(systemName: "magnifyingglass") }
}

@Suite struct TipViewDrawingTests {
    static var descriptor: AppDescriptor {
        var d = AppDescriptor(bundleIdentifier: "com.example.tipscreen", shortName: "tipscreen", displayName: "TipScreen", summary: "TipView drawing") { _ in
            try? Tips.configure([.displayFrequency(.immediate)])
            return TipsProgram()
        }
        d.onInstall = { _ in try TipView(SearchTip()).place(in: "ContentView") }
        return d
    }

    @Test func anAvailableTipViewIsDrawnInTheAppsScreen() throws {
        let session = Session(catalog: AppCatalog([Self.descriptor]))
        for line in ["device add phone", "app install tipscreen", "app launch tipscreen"] { #expect(!session.execute(line).failed) }
        let screen = session.execute("screen").output
        #expect(screen.contains { $0.contains("+- Tip in ContentView") })
        #expect(screen.contains { $0.contains("Search your library") })
        #expect(screen.contains { $0.contains("Find any note by its words.") || $0.contains("Find any note by") })
        #expect(screen.contains { $0.contains("[magnifyingglass]") })
        #expect(!session.execute("tips close SearchTip").failed)
        #expect(!session.execute("screen").output.contains { $0.contains("Tip in ContentView") })
    }

    @Test func aTipThatIsNotAvailableDrawsNothing() {
        // Outside app code a tip's status is pending, so its TipView is empty.
        #expect(SimViewRenderer.node(TipView(SearchTip())).kind == .empty)
    }
}
