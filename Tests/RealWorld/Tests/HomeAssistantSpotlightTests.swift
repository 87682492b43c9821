// Home Assistant's calendar entity as Spotlight indexes it (Sources/App/Utilities/Spotlight/
// HACalendarAppEntity+IndexedEntity.swift), unchanged: the entity id as the second row, the server and the id spelled
// out as keywords, name and server paired as alternate names; indexed through App Intents' indexAppEntities.
// Needs: nothing beyond main.
import AppIntents
import CoreSpotlight
import Foundation
import LimelightKit
import LimelightTesting
import Testing
@testable import RW_HomeAssistant_HACalendarAppEntity_IndexedEntity

@Suite struct HomeAssistantSpotlightTests {
    let family = HACalendarAppEntity(id: "srv1-calendar.family_events", entityId: "calendar.family_events", serverId: "srv1",
                                     serverName: "Home", name: "Family")

    @Test func theAttributeSetCarriesWhatSpotlightShowsAndMatches() {
        let set = family.attributeSet
        #expect(set.title == "Family")
        #expect(set.contentDescription == "calendar.family_events")
        #expect(set.keywords == ["Home", "calendar.family_events", "calendar family events"])
        #expect(set.alternateNames == ["Family Home", "Home Family"])
    }

    @Test func aServerNameThatRepeatsTheIdIsNotRepeated() {
        let entity = HACalendarAppEntity(id: "x", entityId: "calendar.home", serverId: "s", serverName: "calendar.home", name: "Home")
        #expect(entity.attributeSet.keywords == ["calendar.home", "calendar home"])
    }

    @Test func indexingTheEntityTakesItsAttributeSet() async throws {
        let sim = try TestSimulation(app: GenericApp.descriptor(bundleIdentifier: "io.robbie.HomeAssistant"))
        let family = self.family
        try await sim.run { try await CSSearchableIndex.default().indexAppEntities([family]) }
        sim.advance(by: .seconds(1))
        #expect(sim.events(ofKind: "app.error").isEmpty)
    }
}
