import Testing
import LimelightCore
import Spotlight
@testable import SpotlightQuery

/// Marking deletes in the query index (Docs/Benchmark.md, "Deletes by marking"): a domain delete, a delete-all or an
/// uninstall marks the slots of the groups it covers without looking identifiers up; searches never see a marked item,
/// the same identifiers indexed again are found again, before and after the purge that drops the marked slots' buckets.
@Suite struct MarkedDeleteTests {
    final class Device {
        let runtime = Runtime()
        lazy var service = SpotlightService(runtime: runtime, deviceName: "phone", protectionState: { .unlocked })
        lazy var engine = SearchEngine(service: service)

        func index(_ items: [CSSearchableItem], app: String = "com.a", name: String? = nil) {
            service.searchableIndex(app: app, name: name).indexSearchableItems(items)
            runtime.scheduler.runDue()
        }

        func deleteDomains(_ domains: [String], app: String = "com.a") {
            service.searchableIndex(app: app).deleteSearchableItems(withDomainIdentifiers: domains)
            runtime.scheduler.runDue()
        }

        /// The identifiers a word query finds in `app`, sorted.
        func found(_ app: String?, _ query: String = "title == \"milk\"wc") -> [String] {
            guard case .success(let items) = engine.search(query, scope: engine.scope(app: app)) else { return ["error"] }
            return items.map(\.uniqueIdentifier).sorted()
        }

        /// The identifiers a typed search finds in `app`, sorted.
        func typed(_ app: String?, _ text: String = "milk") -> [String] {
            let context = UserQueryContext(maxResultCount: 100_000)
            guard case .success(let result) = engine.userSearch(text, context: context, scope: engine.scope(app: app)) else { return ["error"] }
            return result.items.map(\.indexed.uniqueIdentifier).sorted()
        }

        /// What the store holds for `app`, sorted.
        func stored(_ app: String) -> [String] { service.items(app: app).map(\.uniqueIdentifier).sorted() }
    }

    /// `n` items n0…: domains list.0…list.9, every 7th in `list.3.sub`, every 11th without a domain.
    static func items(_ n: Int, prefix: String = "n", title: String = "Task milk") -> [CSSearchableItem] {
        (0..<n).map { i in
            let domain: String? = i % 11 == 0 ? nil : i % 7 == 0 ? "list.3.sub" : "list.\(i % 10)"
            return Fixtures.item("\(prefix)\(i)", title: "\(title) \(i)", domain: domain)
        }
    }

    static func inDomain3(_ i: Int) -> Bool { i % 11 != 0 && (i % 7 == 0 || i % 10 == 3) }

    @Test func searchAfterADomainDeleteNeverFindsADeletedItemAndReindexingFindsThemAgain() {
        let device = Device()
        device.index(Self.items(3_000))
        device.index(Self.items(500), app: "com.b")  // the same identifiers and domains in another app
        _ = device.found(nil)  // the engine attached and queried before the delete
        let index = device.engine.index
        device.deleteDomains(["list.3"])
        let gone = (0..<3_000).filter(Self.inDomain3).map { "n\($0)" }
        #expect(gone.count > 500)
        #expect(index.count == 3_000 - gone.count + 500)
        #expect(device.found("com.a") == device.stored("com.a"))
        #expect(device.typed("com.a") == device.stored("com.a"))
        #expect(Set(device.found("com.a")).isDisjoint(with: gone))
        #expect(device.found("com.b").count == 500, "the other app keeps its items of the same domain")
        for id in gone.prefix(50) { #expect(index.item(app: "com.a", identifier: id) == nil) }
        #expect(index.slotOf.mappedCount == index.count + gone.count, "the marked slots' buckets wait for the purge")
        // The same identifiers again, before any purge: found, and deleting the domain again takes them again.
        let again = Self.items(3_000).enumerated().filter { Self.inDomain3($0.offset) }.map(\.element)
        device.index(again)
        #expect(device.found("com.a").count == 3_000 && device.typed("com.a").count == 3_000)
        #expect(index.item(app: "com.a", identifier: gone[0])?.uniqueIdentifier == gone[0])
        device.deleteDomains(["list.3.sub", "list.9"])
        #expect(device.found("com.a") == device.stored("com.a"))
        // A purge drops the buckets of dead slots, and slots are then reused by the same identifiers.
        index.purge()
        #expect(index.slotOf.mappedCount == index.count)
        device.index(Self.items(3_000))
        #expect(device.found("com.a").count == 3_000 && device.found("com.a") == device.stored("com.a"))
        #expect(device.typed("com.a") == device.stored("com.a"))
        for id in ["n0", "n3", "n7", "n9"] { #expect(index.item(app: "com.a", identifier: id)?.uniqueIdentifier == id) }
        #expect(index.count == 3_500)
    }

    @Test func repeatedDeletesPurgeAndKeepTheGroupsBounded() {
        let device = Device()
        let index = device.engine.index
        // Every round: 2,000 items, each in a domain of its own, then all of them deleted by their parent domain.
        for round in 0..<6 {
            device.index((0..<2_000).map { Fixtures.item("r\($0)", title: "milk \(round)", domain: "round\(round).\($0)") })
            #expect(device.found("com.a").count == 2_000)
            device.deleteDomains(["round\(round)"])
            #expect(device.found("com.a").isEmpty && index.count == 0)
        }
        #expect(index.groups.groupCount <= 2_000, "purges drop the groups no live slot is in (\(index.groups.groupCount))")
        #expect(index.slotOf.mappedCount <= 2_000)
        device.index(Self.items(100))
        #expect(device.found("com.a") == device.stored("com.a"))
    }

    @Test func deleteAllThroughAnIndexTheWholeAppUninstallAndIndexLoss() {
        let device = Device()
        device.service.configuration.deleteAllScope = .indexName
        device.index(Self.items(1_000))
        device.index(Self.items(600, prefix: "m"), name: "mail")
        device.index(Self.items(300), app: "com.b")
        device.index(Self.items(200), app: "com.c")
        device.service.searchableIndex(app: "com.a", name: "mail").deleteAllSearchableItems()
        device.runtime.scheduler.runDue()
        #expect(device.found("com.a") == device.stored("com.a") && device.found("com.a").count == 1_000)
        device.service.configuration.deleteAllScope = .app
        device.service.searchableIndex(app: "com.a").deleteAllSearchableItems()
        device.runtime.scheduler.runDue()
        #expect(device.found("com.a").isEmpty && device.typed("com.a").isEmpty)
        #expect(device.found("com.b").count == 300)
        device.service.appUninstalled(app: "com.b")
        #expect(device.found("com.b").isEmpty && device.found(nil).count == 200)
        device.service.loseIndex(app: "com.c", fraction: 1)
        #expect(device.found(nil).isEmpty && device.engine.index.count == 0)
        // Everything indexed again is found again.
        device.index(Self.items(1_000))
        device.index(Self.items(300), app: "com.b")
        #expect(device.found("com.a").count == 1_000 && device.found("com.b").count == 300)
        #expect(device.typed(nil).count == 1_300)
    }

    @Test func anIndexThatDoesNotMirrorEveryItemRemovesTheRestByIdentifier() {
        // Items the index holds under a domain it never saw them in: the groups mark none, the identifiers remove them.
        let index = QueryIndex()
        let held = (0..<50).map { Fixtures.indexed(Fixtures.item("x\($0)", title: "milk", domain: nil), sequence: $0 + 1) }
        for item in held { index.insert(item) }
        let told = (0..<50).map { Fixtures.indexed(Fixtures.item("x\($0)", title: "milk", domain: "d"), sequence: $0 + 1) }
        index.spotlightDidRemove(app: "com.example", identifiers: RemovedIdentifiers(told.prefix(20).map(\.uniqueIdentifier)), scope: .domain("d"))
        #expect(index.count == 30 && index.item(app: "com.example", identifier: "x0") == nil)
        #expect(index.item(app: "com.example", identifier: "x20") != nil)
        // An app the index never saw removes nothing.
        index.spotlightDidRemove(app: "com.other", identifiers: RemovedIdentifiers(told.map(\.uniqueIdentifier)), scope: .app)
        #expect(index.count == 30)
        #expect(index.removeAll(app: "com.example", .domain("d")) == 0 && index.removeAll(app: "com.example", .app) == 30)
        #expect(index.count == 0)
    }

    @Test func scopesCoverDomainsOnDotBoundaries() {
        let scope = SpotlightRemovalScope.domain("a")
        #expect(scope.covers(indexName: nil, domain: "a") && scope.covers(indexName: "x", domain: "a.b"))
        #expect(!scope.covers(indexName: nil, domain: "ab") && !scope.covers(indexName: nil, domain: nil))
        #expect(SpotlightRemovalScope.domain("e\u{301}").covers(indexName: nil, domain: "é.x"))
        #expect(SpotlightRemovalScope.indexName(nil).covers(indexName: nil, domain: "a"))
        #expect(!SpotlightRemovalScope.indexName("m").covers(indexName: nil, domain: nil))
        #expect(SpotlightRemovalScope.app.covers(indexName: "m", domain: nil))
    }
}
