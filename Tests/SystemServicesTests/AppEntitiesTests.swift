import LimelightCore
import Spotlight
import Testing
@testable import SystemServices

@Suite struct AppEntitiesTests {
    final class World {
        let runtime = Runtime()
        let spotlight: SpotlightService
        let intents: IntentsService
        let entities: AppEntitiesService
        let index: IndexHandle

        init(platform: DevicePlatform = .ios) throws {
            let host = Fixtures.host(runtime, platform: platform)
            spotlight = SpotlightService(runtime: runtime, deviceName: host.device, protectionState: { .unlocked })
            intents = IntentsService(host: host)
            try intents.install(Fixtures.landmarks)
            entities = AppEntitiesService(host: host, intents: intents, spotlight: spotlight)
            index = spotlight.searchableIndex(app: "landmarks", name: "landmarks")
        }

        func settle() { runtime.scheduler.advance(by: .seconds(1)) }
    }

    @Test func indexingKeysMapToAttributes() throws {
        let world = try World()
        var failure: Error?
        world.index.indexAppEntities([Fixtures.landmark("1", "Great Wall", continent: "Asia", tags: ["wall", "china"])], priority: 2) { failure = $0 }
        world.settle()
        #expect(failure == nil)
        let item = try #require(world.spotlight.item(app: "landmarks", identifier: "LandmarkEntity:1"))
        #expect(item.attributeSet.displayName == "Great Wall")
        #expect(item.attributeSet.title == "Great Wall")
        #expect(item.attributeSet.contentDescription == "Great Wall in Asia")
        #expect(item.attributeSet.keywords == ["wall", "china"])
        #expect(item.attributeSet.value(named: "continent") == .string("Asia"))
        #expect(item.attributeSet.value(named: "rating") == nil)  // not indexed
        #expect(item.domainIdentifier == "appentity.LandmarkEntity")
    }

    @Test func typingAsiaFindsLandmarksOnThatContinent() throws {
        let world = try World()
        world.index.indexAppEntities([Fixtures.landmark("1", "Great Wall", continent: "Asia"), Fixtures.landmark("2", "Eiffel Tower", continent: "Europe"),
                                      Fixtures.landmark("3", "Taj Mahal", continent: "Asia")])
        world.settle()
        let found = world.spotlight.textMatches(app: "landmarks", text: "Asia").map(\.uniqueIdentifier).sorted()
        #expect(found == ["LandmarkEntity:1", "LandmarkEntity:3"])
    }

    @Test func reindexSameIdUpdatesAndChangedIdLeavesAnOrphan() throws {
        let world = try World()
        world.index.indexAppEntities([Fixtures.landmark("1", "Great Wall", continent: "Asia")])
        world.settle()
        world.index.indexAppEntities([Fixtures.landmark("1", "Great Wall of China", continent: "Asia")])
        world.settle()
        #expect(world.entities.indexedEntities(app: "landmarks").count == 1)
        #expect(world.spotlight.item(app: "landmarks", identifier: "LandmarkEntity:1")?.attributeSet.title == "Great Wall of China")
        world.index.indexAppEntities([Fixtures.landmark("gw-1", "Great Wall of China", continent: "Asia")])
        world.settle()
        let orphans = world.entities.orphanedEntities(app: "landmarks")
        #expect(orphans.map(\.entity.identifier) == ["1"])
        let explicit = world.entities.orphanedEntities(app: "landmarks", existing: [EntityKey(for: "LandmarkEntity", identifier: "gw-1")])
        #expect(explicit.map(\.entity.identifier) == ["1"])
        world.index.deleteAppEntities(identifiedBy: ["1"], ofType: "LandmarkEntity")
        world.settle()
        #expect(world.entities.orphanedEntities(app: "landmarks").isEmpty)
        world.index.deleteAppEntities(ofType: "LandmarkEntity")
        world.settle()
        #expect(world.entities.indexedEntities(app: "landmarks").isEmpty)
    }

    @Test func invalidEntitiesFailTheCall() throws {
        let world = try World()
        var errors: [String] = []
        var bad = Fixtures.landmark("1", "x", continent: "Asia")
        bad.values["continet"] = .string("Asia")
        world.index.indexAppEntities([bad]) { errors.append("\($0.map { "\($0)" } ?? "nil")") }
        var wrongType = Fixtures.landmark("2", "y", continent: "Asia")
        wrongType.values["rating"] = .string("five")
        world.index.indexAppEntities([wrongType]) { errors.append("\($0.map { "\($0)" } ?? "nil")") }
        world.index.indexAppEntities([Fixtures.landmark("", "z", continent: "Asia")]) { errors.append("\($0.map { "\($0)" } ?? "nil")") }
        #expect(errors == ["LandmarkEntity has no property 'continet'; did you mean 'continent'?",
                           "LandmarkEntity.rating expects int, got string",
                           "LandmarkEntity instance has an empty id; entities need stable, persistent identifiers"])
        world.settle()
        #expect(world.entities.indexedEntities(app: "landmarks").isEmpty)
        #expect(IndexingKey.standard("contentDescripton").validationProblem?.contains("did you mean 'contentDescription'?") == true)
    }

    @Test func tapRunsOpenIntentOrReportsDeadEnd() throws {
        let world = try World()
        world.index.indexAppEntities([Fixtures.landmark("1", "Great Wall", continent: "Asia")])
        world.settle()
        let resolution = world.entities.resolveTap(app: "landmarks", itemIdentifier: "LandmarkEntity:1")
        guard case .openIntent(let intent, let target, let donation) = resolution else { Issue.record("expected open intent"); return }
        #expect(intent.typeName == "OpenLandmarkIntent")
        #expect(target == EntityKey(for: "LandmarkEntity", identifier: "1"))
        #expect(world.intents.donation(try #require(donation))?.source == .system(.spotlight))
        #expect(world.entities.resolveTap(app: "landmarks", itemIdentifier: "plain-item") == .notAnEntity(identifier: "plain-item"))

        var meta = Fixtures.landmarks
        meta.entityTypes[0].openIntentType = nil
        meta.intents.removeAll { $0.isOpenIntent }
        try world.intents.install(meta)
        guard case .deadEnd = world.entities.resolveTap(app: "landmarks", itemIdentifier: "LandmarkEntity:1") else { Issue.record("expected dead end"); return }
        #expect(world.runtime.log.events(ofKind: "entities.dead-end").count == 1)
    }

    @Test func macSpotlightActionsNeedCompleteParameterSummary() throws {
        let mac = try World(platform: .macos)
        #expect(try mac.entities.spotlightActionEligibility(app: "landmarks", intentType: "NavigateIntent").isEligible)
        let share = try mac.entities.spotlightActionEligibility(app: "landmarks", intentType: "ShareIntent")
        #expect(!share.isEligible)
        #expect(share.reasons == ["ParameterSummary \"Share ${landmark}\" does not name required parameter note"])
        let phone = try World()
        #expect(try !phone.entities.spotlightActionEligibility(app: "landmarks", intentType: "NavigateIntent").isEligible)
        #expect(throws: IntentDonationError.self) { try mac.entities.spotlightActionEligibility(app: "landmarks", intentType: "Navigate") }
    }

    @Test func onScreenEntityIsPreferredInSuggestions() throws {
        let world = try World()
        world.index.indexAppEntities([Fixtures.landmark("1", "Great Wall", continent: "Asia")], priority: 5)
        world.index.indexAppEntities([Fixtures.landmark("2", "Eiffel Tower", continent: "Europe")])
        world.settle()
        #expect(world.entities.suggestedEntities(app: "landmarks").map(\.entity.identifier) == ["1", "2"])
        let activity = ActivityRecord(activityType: "com.myapp.landmark", host: world.spotlight.activityHost(app: "landmarks"))
        activity.userInfo[AppEntitiesService.appEntityIdentifierKey] = "LandmarkEntity:2"
        activity.becomeCurrent()
        let suggestions = world.entities.suggestedEntities(app: "landmarks")
        #expect(suggestions.map(\.entity.identifier) == ["2", "1"])
        #expect(suggestions[0].reason.contains("on screen"))
    }

    @Test func indexedPropertiesProduceFindActions() throws {
        let world = try World()
        let view = try world.intents.shortcutsAppView(app: "landmarks")
        let find = try #require(view.actions.first { $0.origin == "find" })
        #expect(find.title == "Find Landmarks")
        #expect(find.filters.map(\.property) == ["name", "description", "tags", "continent"])
        #expect(find.filters[0].comparators.contains("contains"))
    }
}
