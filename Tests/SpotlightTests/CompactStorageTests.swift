import Testing
import LimelightCore
@testable import Spotlight

/// The compact storage behind the store: the keyless item table, interned attribute names and the extras box.
@Suite struct CompactStorageTests {
    func item(_ id: String, _ n: Int) -> IndexedItem {
        var set = CSSearchableItemAttributeSet()
        set.title = "item \(n)"
        return IndexedItem(app: "com.a", item: CSSearchableItem(uniqueIdentifier: id, domainIdentifier: nil, attributeSet: set),
                           indexName: nil, protectionClass: .none, indexedAt: SimInstant(secondsSinceReferenceDate: 0), sequence: n)
    }

    @Test func itemTableAgreesWithADictionaryUnderChurn() {
        var rng = SeededRandom(seed: 42)
        var table = ItemTable()
        var reference: [String: IndexedItem] = [:]
        for n in 0..<20_000 {
            let id = "id-\(rng.next() % 3_000)"
            if rng.next() % 3 == 0 {
                #expect(table.removeValue(forKey: id) == reference.removeValue(forKey: id), "seed 42, step \(n)")
            } else {
                let new = item(id, n)
                #expect(table.updateValue(new) == reference.updateValue(new, forKey: id), "seed 42, step \(n)")
            }
        }
        #expect(table.count == reference.count)
        for n in 0..<3_000 { #expect(table["id-\(n)"] == reference["id-\(n)"]) }
        #expect(table.values.sorted { $0.sequence < $1.sequence } == reference.values.sorted { $0.sequence < $1.sequence })
        #expect(table["missing"] == nil && table["" ] == nil)
    }

    @Test func emptyTableAnswersNothing() {
        var table = ItemTable()
        #expect(table.isEmpty && table["x"] == nil && table.values.isEmpty)
        #expect(table.removeValue(forKey: "x") == nil)
        table.reserveCapacity(1_000)
        #expect(table.isEmpty && table["x"] == nil)
    }

    @Test func unknownAttributeNamesKeepTheirNamesAndOrder() {
        var set = CSSearchableItemAttributeSet()
        set["zzNotInCatalog"] = .string("z")
        set["title"] = .string("t")
        set["aaAlsoUnknown"] = .number(1)
        set["éNonASCII"] = .bool(true)
        #expect(set.attributeNames == ["aaAlsoUnknown", "title", "zzNotInCatalog", "éNonASCII"])
        #expect(set["zzNotInCatalog"] == .string("z") && set["aaAlsoUnknown"] == .number(1) && set["éNonASCII"] == .bool(true))
        #expect(set.values.count == 4)
        set["zzNotInCatalog"] = nil
        #expect(set["zzNotInCatalog"] == nil && set.clearedNames == ["zzNotInCatalog"])
        #expect(set.fetching(["title", "aaAlsoUnknown"]).attributeNames == ["aaAlsoUnknown", "title"])
    }

    @Test func customValuesAndClearedNamesCompareAndHashByContent() throws {
        let key = try #require(CustomAttributeKey(keyName: "projectCode"))
        var a = CSSearchableItemAttributeSet()
        var b = CSSearchableItemAttributeSet()
        #expect(a == b)
        a.setValue(.string("X1"), forCustomKey: key)
        #expect(a != b)
        b.setValue(.string("X1"), forCustomKey: key)
        #expect(a == b && Set([a, b]).count == 1)
        var c = a
        c.setValue(nil, forCustomKey: key)
        #expect(a.value(forCustomKey: key) == .string("X1"), "a copy's change leaves the original alone")
        #expect(c.value(forCustomKey: key) == nil && c.clearedNames == ["projectCode"] && c.customKeys["projectCode"] != nil)
        var d = CSSearchableItemAttributeSet()
        d.title = nil
        d.title = "back"
        #expect(d.clearedNames.isEmpty && d == { var e = CSSearchableItemAttributeSet(); e.title = "back"; return e }())
    }
}
