import Testing
import LimelightCore
import Spotlight
@testable import SpotlightQuery

/// The query index's per-group slot lists (`SlotGroups`, Docs/Benchmark.md "Deletes by marking", third pass): a marking
/// delete reads the covered groups' lists instead of passing over every slot's group code. Through a seeded mix of
/// inserts, replacements, removals by identifier, marking deletes and purges, the lists must name exactly the slots a
/// pass over every slot finds, in the same (ascending) order, and the index must hold what a model of it holds.
@Suite struct SlotGroupListTests {
    static let apps = ["com.a", "com.b"]
    static let domains: [String?] = ["a", "a.b", "a.b.c", "ab", "b", nil, "c.d"]
    static let indexNames: [String?] = [nil, "mail"]

    static func item(_ id: String, app: String, domain: String?, indexName: String?, sequence: Int) -> IndexedItem {
        var item = Fixtures.item(id, title: "milk \(id)", domain: domain)
        item.expirationDate = Fixtures.start + .days(30)
        return IndexedItem(app: app, item: item, indexName: indexName, protectionClass: .none, indexedAt: Fixtures.start,
                           sequence: sequence)
    }

    /// The live slots of `app` whose item `scope` covers, by a pass over every slot (what the lists replace).
    static func scanned(_ index: QueryIndex, app: String, _ scope: SpotlightRemovalScope) -> [Int32] {
        (0..<index.flags.count).compactMap { s in
            guard let item = index.item(at: s), item.app == app,
                  scope.covers(indexName: item.indexName, domain: item.domainIdentifier) else { return nil }
            return Int32(s)
        }
    }

    static let scopes: [SpotlightRemovalScope] = [.domain("a"), .domain("a.b"), .domain("ab"), .domain("b"), .domain("c"),
                                                  .indexName(nil), .indexName("mail"), .app]

    @Test(arguments: [1, 2, 3])
    func theListsNameTheSlotsAPassOverEverySlotFinds(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let index = QueryIndex()
        var model: [String: IndexedItem] = [:]  // "app/identifier" → item
        var sequence = 0
        for step in 0..<3_000 {
            let roll = Int.random(in: 0..<100, using: &random)
            let app = Self.apps[Int.random(in: 0..<2, using: &random)]
            if roll < 70 {
                // Insert or replace (the same identifier may move to another group).
                let id = "i\(Int.random(in: 0..<600, using: &random))"
                sequence += 1
                let item = Self.item(id, app: app, domain: Self.domains.randomElement(using: &random) ?? nil,
                                     indexName: Self.indexNames.randomElement(using: &random) ?? nil, sequence: sequence)
                index.insert(item)
                model["\(app)/\(id)"] = item
            } else if roll < 85 {
                let id = "i\(Int.random(in: 0..<600, using: &random))"
                index.remove(app: app, identifier: id)
                model["\(app)/\(id)"] = nil
            } else if roll < 98 {
                let scope = Self.scopes.randomElement(using: &random) ?? .app
                let expected = Self.scanned(index, app: app, scope)
                if let appID = index.appIDs[app] {
                    let listed = index.groups.liveSlots(app: appID, coveredBy: scope) { index.isLive($0) }
                    #expect(listed == expected, "step \(step): \(scope)")
                }
                #expect(index.removeAll(app: app, scope) == expected.count, "step \(step)")
                model = model.filter { key, item in
                    !(item.app == app && scope.covers(indexName: item.indexName, domain: item.domainIdentifier))
                }
            } else {
                index.purge()
                #expect(index.groups.listedSlotCount == index.count, "step \(step): a purge keeps only live slots listed")
            }
            #expect(index.count == model.count, "step \(step)")
        }
        for (key, item) in model {
            #expect(index.item(app: item.app, identifier: item.uniqueIdentifier)?.sequence == item.sequence, "\(key)")
        }
        // Marked and rebuilt: an index fed only the surviving items finds the same identifiers for every scope.
        let rebuilt = QueryIndex()
        for item in model.values.sorted(by: { $0.sequence < $1.sequence }) { rebuilt.insert(item) }
        for app in Self.apps {
            for scope in Self.scopes {
                let ours = Self.scanned(index, app: app, scope).compactMap { index.item(at: Int($0))?.uniqueIdentifier }
                let theirs = Self.scanned(rebuilt, app: app, scope).compactMap { rebuilt.item(at: Int($0))?.uniqueIdentifier }
                #expect(Set(ours) == Set(theirs) && ours.count == theirs.count, "\(app) \(scope)")
                let id = index.appIDs[app].map { appID in
                    index.groups.liveSlots(app: appID, coveredBy: scope) { index.isLive($0) }.count
                }
                #expect((id ?? 0) == ours.count, "\(app) \(scope)")
            }
        }
    }

    @Test func aDomainDeleteReadsOnlyItsGroupsSlots() {
        let index = QueryIndex()
        for i in 0..<5_000 {
            index.insert(Self.item("n\(i)", app: "com.a", domain: "list.\(i % 10)", indexName: nil, sequence: i + 1))
        }
        #expect(index.groups.groupCount == 10 && index.groups.listedSlotCount == 5_000)
        #expect(index.removeAll(app: "com.a", .domain("list.3")) == 500 && index.count == 4_500)
        #expect(index.item(app: "com.a", identifier: "n3") == nil && index.item(app: "com.a", identifier: "n4") != nil)
        #expect(index.removeAll(app: "com.a", .domain("list.3")) == 0, "dead slots in the list are skipped")
        index.purge()
        #expect(index.groups.groupCount == 9 && index.groups.listedSlotCount == 4_500)
        // Slots given again after the purge go to their new group's list (not in ascending order): still found in order.
        for i in 0..<500 {
            index.insert(Self.item("m\(i)", app: "com.a", domain: "list.4", indexName: nil, sequence: 10_000 + i))
        }
        let slots = index.groups.liveSlots(app: index.appIDs["com.a"] ?? -1, coveredBy: .domain("list.4")) { index.isLive($0) }
        #expect(slots.count == 1_000 && slots == slots.sorted())
        #expect(slots == Self.scanned(index, app: "com.a", .domain("list.4")))
    }
}
