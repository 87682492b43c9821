import Testing
import LimelightCore
@testable import Spotlight

/// The packed attribute storage: every value kind round-trips, order and copies behave as before, and wide name ids work.
@Suite struct AttributeStorageTests {
    /// One value of every kind, with text that is long (heap-allocated) and non-ASCII.
    static let samples: [(String, CSAttributeValue)] = [
        ("title", .string(String(repeating: "Längere Überschrift ", count: 8))),
        ("keywords", .strings(["café", "", "Müller"])),
        ("rankingHint", .number(-0.0)),
        ("contentRating", .numbers([1, .infinity, -3.5])),
        ("dueDate", .date(SimInstant(secondsSinceReferenceDate: 812_345_678.25))),
        ("alternateNames", .dates([])),
        ("isLikelyJunk", .bool(true)),
        ("thumbnailData", .data([0, 255, 7])),
        ("displayName", .string("")),
    ]

    @Test func everyValueKindRoundTrips() {
        var set = CSSearchableItemAttributeSet(contentType: "public.message")
        for (name, value) in Self.samples { set[name] = value }
        for (name, value) in Self.samples { #expect(set[name] == value, "\(name)") }
        #expect(set.contentType == "public.message")
        #expect(set.attributeNames == Self.samples.map(\.0).sorted())
        #expect(set.values.count == Self.samples.count && set.clearedNames.isEmpty)
        #expect(set.byteSize == Self.samples.reduce(0) { $0 + $1.1.byteSize })
        var seen: [String] = []
        set.forEachStandardValue { name, value in
            seen.append(name)
            #expect(set[name] == value)
        }
        #expect(seen == Self.samples.map(\.0).sorted())
    }

    @Test func copiesAreIndependentAndValuesOutliveTheSet() {
        var a = CSSearchableItemAttributeSet()
        a.title = String(repeating: "x", count: 100)
        a.keywords = ["one", "two"]
        var b = a
        b.title = "changed"
        b.keywords = nil
        #expect(a.title == String(repeating: "x", count: 100) && a.keywords == ["one", "two"])
        #expect(b.title == "changed" && b.keywords == nil && b.clearedNames == ["keywords"])
        var kept: [String] = []
        do {
            var temporary = CSSearchableItemAttributeSet()
            temporary.keywords = (0..<50).map { "word number \($0) of the temporary set" }
            kept = temporary.keywords ?? []
        }
        #expect(kept.count == 50 && kept[49] == "word number 49 of the temporary set")
    }

    @Test func emptyAndDefaultSetsAreEqualHowEverMade() {
        var a = CSSearchableItemAttributeSet()
        a.title = "t"
        a["title"] = nil
        var b = CSSearchableItemAttributeSet(contentType: "public.content")
        b.title = "t"
        b.title = nil
        #expect(a == b && a.hashValue == b.hashValue && a.attributeNames.isEmpty)
        #expect(a != CSSearchableItemAttributeSet(), "the cleared name is remembered")
        #expect(CSSearchableItemAttributeSet() == CSSearchableItemAttributeSet(contentType: "public.content"))
        #expect(CSSearchableItemAttributeSet(contentType: "public.text") != CSSearchableItemAttributeSet())
    }

    @Test func setsBuiltInDifferentOrdersAreEqual() {
        var a = CSSearchableItemAttributeSet(), b = CSSearchableItemAttributeSet()
        for (name, value) in Self.samples { a[name] = value }
        for (name, value) in Self.samples.reversed() { b[name] = value }
        #expect(a == b && a.hashValue == b.hashValue)
        b["rankingHint"] = .number(1)
        #expect(a != b)
    }

    @Test func manyNamesBeyondTheNarrowDescriptorsStillWork() {
        // Intern enough names that later ids need more than 13 bits, then use one of them with catalogue names.
        let table = AttributeNameTable.shared
        var last = ""
        var n = 0
        while table.id(of: "zzWide\(n)") < 1 << 13 { n += 1 }
        last = "zzWide\(n)"
        var set = CSSearchableItemAttributeSet()
        set.title = "narrow"
        set[last] = .strings(["wide", "value"])
        set.rankingHint = 3
        #expect(set[last] == .strings(["wide", "value"]) && set.title == "narrow" && set.rankingHint == 3)
        #expect(set.attributeNames == ["rankingHint", "title", last])
        set[last] = nil
        #expect(set[last] == nil && set.title == "narrow" && set.clearedNames == [last])
    }

    @Test func mergingAndFetchingKeepEveryKind() throws {
        let key = try #require(CustomAttributeKey(keyName: "projectCode"))
        var base = CSSearchableItemAttributeSet()
        for (name, value) in Self.samples { base[name] = value }
        base.setValue(.string("P-1"), forCustomKey: key)
        var update = CSSearchableItemAttributeSet(contentType: "public.text")
        update.title = "new title"
        update.thumbnailData = nil
        let merged = base.merging(update)
        #expect(merged.title == "new title" && merged.thumbnailData == nil && merged.contentType == "public.text")
        #expect(merged.keywords == ["café", "", "Müller"] && merged.value(forCustomKey: key) == .string("P-1"))
        #expect(merged.clearedNames.isEmpty)
        let fetched = merged.fetching(["projectCode", "dueDate", "nope", "dueDate"])
        #expect(fetched.attributeNames == ["dueDate", "projectCode"])
        #expect(fetched.dueDate == SimInstant(secondsSinceReferenceDate: 812_345_678.25))
        #expect(merged.keeping(["keywords"]).values == ["keywords": .strings(["café", "", "Müller"])])
    }

    @Test func randomSetsAndRemovalsAgreeWithADictionary() {
        var rng = SeededRandom(seed: 77)
        let names = Self.samples.map(\.0) + ["zzModelOnly", "aaModelOnly"]
        var set = CSSearchableItemAttributeSet()
        var model: [String: CSAttributeValue] = [:]
        for step in 0..<2_000 {
            let name = names[Int(rng.next() % UInt64(names.count))]
            if rng.next() % 4 == 0 {
                set[name] = nil
                model[name] = nil
            } else {
                let value = Self.samples[Int(rng.next() % UInt64(Self.samples.count))].1
                set[name] = value
                model[name] = value
            }
            #expect(set.values == model, "seed 77, step \(step)")
            #expect(set.attributeNames == model.keys.sorted(), "seed 77, step \(step)")
        }
    }
}
