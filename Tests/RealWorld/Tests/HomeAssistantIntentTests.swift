// Home Assistant's Spotlight open intent (Sources/App/Utilities/Spotlight/ShowEntityDetailsAppIntent.swift), unchanged:
// opening an indexed entity opens the frontend's more-info page for it.
// Waits for: intents helper (LocalizedStringResource(_:defaultValue:), OpenIntent with an entity target).
import Foundation
import LimelightKit
import LimelightTesting
import Shared
import Testing
@testable import RW_HomeAssistant_ShowEntityDetailsAppIntent

@Suite struct HomeAssistantIntentTests {
    @Test func openingAnEntityOpensItsPage() async throws {
        let sim = try TestSimulation(app: GenericApp.descriptor(bundleIdentifier: "io.robbie.HomeAssistant"))
        var intent = ShowEntityDetailsAppIntent()
        intent.target = HAAppEntityAppIntentEntity(id: "srv1-light.kitchen", entityId: "light.kitchen", serverId: "srv1",
                                                   displayString: "Kitchen")
        let open = intent
        try await sim.run { _ = try await open.perform() }
        #expect(URLOpener.shared.opened == [URL(string: "homeassistant://navigate/entity/light.kitchen?server=srv1")!])
    }
}
