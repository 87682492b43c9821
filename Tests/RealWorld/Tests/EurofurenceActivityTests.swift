// Eurofurence's PlatformActivityFactory (ComponentBase/Activity/PlatformActivityFactory.swift), unchanged: an event
// page's activity, marked eligible for local indexing and made current, becomes a Spotlight result; without the mark
// it does not. The file imports only Foundation (NSUserActivity reaches it through the implicit CoreSpotlight import).
// Needs: nothing beyond main.
import Foundation
import LimelightKit
import LimelightTesting
import Testing
@testable import RW_Eurofurence_PlatformActivityFactory

@Suite struct EurofurenceActivityTests {
    func simulation() throws -> TestSimulation {
        try TestSimulation(app: GenericApp.descriptor(bundleIdentifier: "org.eurofurence.EuroFurence"))
    }

    @Test func anEventPageEligibleForLocalIndexingIsSearchable() throws {
        let sim = try simulation()
        let url = URL(string: "https://app.eurofurence.org/EF28/Web/Events/42")
        sim.run {
            let activity = PlatformActivityFactory().makeActivity(type: "org.eurofurence.activity.event", title: "Fursuit Parade", url: url)
            activity.markEligibleForLocalIndexing()
            activity.becomeCurrent()
        }
        sim.advance(by: .seconds(1))
        #expect(sim.indexedItems.map(\.attributeSet.title) == ["Fursuit Parade"])
    }

    @Test func anActivityNotMarkedStaysOutOfTheIndex() throws {
        let sim = try simulation()
        sim.run {
            let activity = PlatformActivityFactory().makeActivity(type: "org.eurofurence.activity.dealer", title: "Dealers' Den", url: nil)
            activity.becomeCurrent()
        }
        sim.advance(by: .seconds(1))
        #expect(sim.indexedItems.isEmpty)
        #expect(sim.events(ofKind: "activity.current").count == 1)
    }
}
