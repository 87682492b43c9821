import Foundation
import LimelightCore
import LimelightKit
import SwiftUI
import Testing
import LimelightUIKit   // `import UIKit` next to `import Testing` asks for swift-testing's `_Testing_UIKit` overlay, absent on Linux

@Suite struct UIKitTests {
    @Test func openingAURLIsRecordedAsTheAppOpeningIt() throws {
        let (_, device, app) = try SeedCodeRunsTests.phone()
        var opened: [Bool] = []
        app.run(on: device) {
            UIApplication.shared.open(URL(string: "https://example.com/help")!, options: [:]) { opened.append($0) }
            UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
            UIApplication.shared.open(URL(string: "myapp-unknown://x")!) { opened.append($0) }
            #expect(UIApplication.shared.canOpenURL(URL(string: "tel:123")!))
            EnvironmentValues().openURL(URL(string: "mailto:a@example.com")!)
        }
        #expect(opened == [true, false])
        #expect(device.runtime.log.events(ofKind: "app.openURL").map(\.message) == ["https://example.com/help", "app-settings:", "mailto:a@example.com"])
        #expect(device.runtime.log.events(ofKind: "app.openURLFailed").count == 1)
    }

    @Test func outsideAppCodeNothingOpens() async {
        #expect(await UIApplication.shared.open(URL(string: "https://example.com")!) == false)
        #expect(UIImage(systemName: "star")?.description == "systemName:star")
        #expect(Color(uiColor: .systemRed).description == "red")
    }
}
