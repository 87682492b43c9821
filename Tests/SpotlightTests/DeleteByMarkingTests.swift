import Foundation
import Testing
import LimelightCore
@testable import Spotlight

/// Deletes by marking (Docs/Benchmark.md, "Deletes by marking"): a domain delete or delete-all takes items out of the
/// item table's sequence pages and leaves them marked in its hash segments until compaction; the table must read,
/// compare, encode and digest exactly like one the items were removed from one by one.
@Suite struct DeleteByMarkingTests {
    func item(_ id: String, _ n: Int, domain: String?, index: String? = nil) -> IndexedItem {
        var set = CSSearchableItemAttributeSet()
        set.title = "item \(n)"
        return IndexedItem(app: "com.a", item: CSSearchableItem(uniqueIdentifier: id, domainIdentifier: domain, attributeSet: set),
                           indexName: index, protectionClass: .none, indexedAt: SimInstant(secondsSinceReferenceDate: 0), sequence: n)
    }

    /// `n` items i0…, domains d0…d(domains-1) round robin (every 7th has none), sequences 1….
    func table(_ n: Int, domains: Int = 10) -> ItemTable {
        var table = ItemTable()
        for i in 0..<n { table.updateValue(item("i\(i)", i + 1, domain: i % 7 == 6 ? nil : "d\(i % domains)")) }
        return table
    }

    func json(_ table: ItemTable) throws -> Data { try CanonicalJSON.encoder.encode(table) }
    func digestJSON(_ table: ItemTable, _ mode: DigestFormMode) throws -> Data {
        try CanonicalJSON.encoder.encode(try table.digestForm(mode))
    }

    @Test(arguments: [100, 5_000, 40_000])
    func aMarkedTableIsTheTableTheItemsWereRemovedFrom(n: Int) throws {
        var marked = table(n)
        var eager = table(n)
        _ = try digestJSON(marked, .remembered)  // every range's digest remembered before the delete
        let gone = marked.markDomain("d3")
        let expected = eager.values.filter { $0.domainIdentifier == "d3" }
        #expect(Array(gone) == expected.map(\.uniqueIdentifier), "the marked items, in sequence order")
        for item in expected { eager.removeValue(forKey: item.uniqueIdentifier) }
        #expect(marked.markedCount == gone.count && marked.segmentItemCount == n, "marked, not yet compacted")
        #expect(marked.count == eager.count && marked == eager && eager == marked)
        #expect(try json(marked) == json(eager))
        #expect(try digestJSON(marked, .remembered) == digestJSON(eager, .fromScratch))
        #expect(try digestJSON(marked, .fromScratch) == digestJSON(eager, .fromScratch))
        #expect(try marked.rangeChunks() == eager.rangeChunks())
        for i in 0..<n {
            #expect(marked["i\(i)"] == eager["i\(i)"], "i\(i)")
        }
        #expect(marked.values == eager.values)
        var compacted = marked
        compacted.compact()
        #expect(compacted.markedCount == 0 && compacted.segmentItemCount == eager.count)
        #expect(compacted == marked)
        #expect(try json(compacted) == json(marked))
        // A decoded table (built item by item) is the same value too.
        let decoded = try JSONDecoder().decode(ItemTable.self, from: try json(marked))
        #expect(decoded == marked)
        #expect(try digestJSON(decoded, .fromScratch) == digestJSON(marked, .remembered))
    }

    @Test func domainsMatchExactlyOrOnDotBoundaries() {
        var table = ItemTable()
        let domains: [String?] = ["a", "a.b", "a.b.c", "ab", "a.", nil, "b.a", "A", "é.x"]
        for (n, domain) in domains.enumerated() { table.updateValue(item("i\(n)", n + 1, domain: domain)) }
        #expect(table.markDomain("a").identifiers == ["i0", "i1", "i2", "i4"])
        #expect(table.markDomain("a").isEmpty && table.markDomain("").isEmpty)
        #expect(table.markDomain("e\u{301}").identifiers == ["i8"], "canonically equal names match")
        #expect(table.values.map(\.uniqueIdentifier) == ["i3", "i5", "i6", "i7"])
    }

    @Test func reindexingAMarkedIdentifierStoresTheNewItem() {
        var table = table(2_000)
        let gone = table.markDomain("d2")
        #expect(!gone.isEmpty && table["i2"] == nil)
        let count = table.count
        #expect(table.updateValue(item("i2", 5_000, domain: "d9")) == nil, "a marked item is not replaced: it was gone")
        #expect(table.count == count + 1 && table["i2"]?.sequence == 5_000)
        #expect(table.markedCount == gone.count - 1, "its bucket now holds the new item")
        #expect(table.removeValue(forKey: "i22") == nil, "a marked identifier removes nothing")
        #expect(table.removeValue(forKey: "i2")?.sequence == 5_000 && table["i2"] == nil)
        #expect(table.values.filter { $0.domainIdentifier == "d2" }.isEmpty)
        // The same identifier again in the same domain, then that domain deleted again.
        table.updateValue(item("i12", 5_001, domain: "d2"))
        #expect(table.markDomain("d2").identifiers == ["i12"])
    }

    @Test func aCaptureKeepsItsItemsWhenTheTableItCameFromMarksThem() throws {
        var table = table(30_000)
        let before = table
        let beforeJSON = try json(before)
        let gone = table.markDomain("d5")
        #expect(gone.count > 2_000)
        #expect(before.count == table.count + gone.count && before.markedCount == 0)
        for id in gone { #expect(before[id] != nil && table[id] == nil) }
        #expect(try json(before) == beforeJSON, "the capture reads as before")
        #expect(try digestJSON(before, .remembered) == digestJSON(before, .fromScratch))
        // Marking copied pages, never a segment: the capture and the table share every segment.
        #expect(table.sharedSegments(with: before) == ItemTable.segmentCount)
        // …and writing to the capture leaves the marked table alone.
        var other = before
        other.updateValue(item("new", 40_000, domain: "d5"))
        #expect(table["new"] == nil && other["i5"] != nil && table["i5"] == nil)
    }

    @Test func compactionComesOnceAQuarterIsMarked() {
        // 4 domains of 250 items: one domain marks 250 of 1,000 (not more than a quarter), a second compacts.
        var table = ItemTable()
        for i in 0..<1_000 { table.updateValue(item("i\(i)", i + 1, domain: "d\(i % 4)")) }
        #expect(table.markDomain("d0").count == 250)
        #expect(table.markedCount == 250 && table.segmentItemCount == 1_000, "exactly a quarter: kept marked")
        #expect(table.markDomain("d1").count == 250)
        #expect(table.markedCount == 0 && table.segmentItemCount == 500, "past a quarter: compacted")
        #expect(table.count == 500 && table["i0"] == nil && table["i2"] != nil)
        // Marking everything leaves an empty table.
        #expect(table.markItems { _ in true }.count == 500)
        #expect(table.isEmpty && table.segmentItemCount == 0 && table.markedCount == 0)
    }

    @Test func manyDomainsInOnePageAndEmptiedPages() {
        var table = ItemTable()
        // Every item its own domain, pages emptied and filled again.
        for i in 0..<3_000 { table.updateValue(item("i\(i)", i + 1, domain: "x.\(i)")) }
        for i in stride(from: 0, to: 3_000, by: 3) { #expect(table.markDomain("x.\(i)").count == 1) }
        #expect(table.count == 2_000)
        #expect(table.markDomain("x").count == 2_000 && table.isEmpty)
        // A domain changed by replacing an item under the same identifier and sequence.
        for i in 0..<50 { table.updateValue(item("k\(i)", 10_000 + i, domain: "old")) }
        for i in 0..<50 { table.updateValue(item("k\(i)", 10_000 + i, domain: i % 2 == 0 ? "new" : nil)) }
        #expect(table.markDomain("old").isEmpty)
        #expect(table.markDomain("new").count == 25 && table.count == 25)
    }

    @Test func deleteAllThroughOneIndexMarksOnlyItsItems() {
        var table = ItemTable()
        for i in 0..<600 { table.updateValue(item("i\(i)", i + 1, domain: nil, index: i % 3 == 0 ? "main" : nil)) }
        let before = table
        let gone = table.markItems { $0.indexName == "main" }
        let sequences = gone.compactMap { id in before[id]?.sequence }
        #expect(gone.count == 200 && sequences.count == 200 && sequences == sequences.sorted())
        #expect(table.count == 400 && table.values.allSatisfy { $0.indexName == nil })
    }

    // MARK: - Third and fourth passes: identifiers in the pages, holes that keep their items

    @Test func theMarkedIdentifiersAreTheItemsIdentifiersShortAndLong() {
        var table = ItemTable()
        for i in 0..<3_000 {
            let id = i % 2 == 0 ? "i\(i)" : "a-long-identifier-past-fifteen-bytes-\(i)"
            table.updateValue(item(id, i + 1, domain: "d\(i % 5)", index: i % 3 == 0 ? "main" : nil))
        }
        let byDomain = table.markDomain("d2")
        let expected = (0..<3_000).filter { $0 % 5 == 2 }.map { $0 % 2 == 0 ? "i\($0)" : "a-long-identifier-past-fifteen-bytes-\($0)" }
        #expect(byDomain.count == 600 && byDomain.identifiers == expected)
        let before = table
        let byIndex = table.markItems { $0.indexName == "main" }
        #expect(!byIndex.isEmpty && byIndex.identifiers == before.values.filter { $0.indexName == "main" }.map(\.uniqueIdentifier))
        #expect(table.values.allSatisfy { $0.indexName == nil && $0.domainIdentifier != "d2" })
    }

    @Test func holesAreSkippedFilledAndSqueezedOut() throws {
        var marked = table(3_000)
        var eager = table(3_000)
        let before = marked
        let gone = marked.markDomain("d3")
        for id in gone { eager.removeValue(forKey: id) }
        #expect(marked.holeCount == gone.count, "a 10 % delete leaves holes, moving no kept item")
        #expect(marked == eager && marked.values == eager.values && marked.count == eager.count)
        // A new item at a hole's sequence fills the hole; the marked item there stays gone.
        let filler = item("filler", try #require(before[gone[0]]).sequence, domain: "d9")
        marked.updateValue(filler)
        eager.updateValue(filler)
        #expect(marked.holeCount == gone.count - 1 && marked["filler"] != nil && marked[gone[0]] == nil)
        // Removing the items around holes, and replacing others, reads as in the eager table.
        for i in stride(from: 2, to: 3_000, by: 10) {
            marked.removeValue(forKey: "i\(i)")
            eager.removeValue(forKey: "i\(i)")
        }
        for i in stride(from: 4, to: 3_000, by: 10) {
            marked.updateValue(item("i\(i)", i + 1, domain: "d8"))
            eager.updateValue(item("i\(i)", i + 1, domain: "d8"))
        }
        #expect(marked == eager && marked.values == eager.values)
        #expect(try json(marked) == json(eager))
        #expect(try digestJSON(marked, .fromScratch) == digestJSON(eager, .fromScratch))
        // A page half holes or more is squeezed at once.
        var dense = ItemTable()
        for i in 0..<1_000 { dense.updateValue(item("k\(i)", i + 1, domain: i % 2 == 0 ? "even" : "odd")) }
        #expect(dense.markDomain("even").count == 500 && dense.holeCount == 0 && dense.count == 500)
        // Compaction squeezes every page.
        _ = marked.markDomain("d4")
        #expect(marked.markedCount == 0 || marked.holeCount > 0)
        marked.compact()
        #expect(marked.holeCount == 0 && marked.markedCount == 0)
        for item in eager.values where item.domainIdentifier == "d4" { eager.removeValue(forKey: item.uniqueIdentifier) }
        #expect(marked == eager && marked.values == eager.values)
        #expect(try json(marked) == json(eager))
    }

    @Test(arguments: [7, 8, 9])
    func aSeededMixReadsLikeTheTableTheItemsWereRemovedFrom(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        var marked = ItemTable()
        var eager = ItemTable()
        var sequence = 0
        for step in 0..<4_000 {
            let roll = Int.random(in: 0..<100, using: &random)
            let id = "i\(Int.random(in: 0..<1_500, using: &random))"
            if roll < 70 {
                // A new identifier takes the next sequence; a stored one keeps its own (as the store does).
                let known = eager[id]?.sequence
                if known == nil { sequence += 1 }
                let domain = ["d0", "d1", "d1.x", "d2", nil][Int.random(in: 0..<5, using: &random)]
                let new = item(id, known ?? sequence, domain: domain, index: roll % 2 == 0 ? "main" : nil)
                #expect(marked.updateValue(new)?.uniqueIdentifier == eager.updateValue(new)?.uniqueIdentifier)
            } else if roll < 80 {
                #expect(marked.removeValue(forKey: id)?.sequence == eager.removeValue(forKey: id)?.sequence)
            } else if roll < 90 {
                let domain = ["d0", "d1", "d2"][Int.random(in: 0..<3, using: &random)]
                let gone = marked.markDomain(domain)
                let expected = eager.values.filter { $0.domainIdentifier == domain || $0.domainIdentifier?.hasPrefix(domain + ".") == true }
                #expect(gone.identifiers == expected.map(\.uniqueIdentifier), "step \(step)")
                for item in expected { eager.removeValue(forKey: item.uniqueIdentifier) }
            } else if roll < 93 {
                let gone = marked.markItems { $0.indexName == "main" }
                let expected = eager.values.filter { $0.indexName == "main" }
                #expect(gone.identifiers == expected.map(\.uniqueIdentifier), "step \(step)")
                for item in expected { eager.removeValue(forKey: item.uniqueIdentifier) }
            } else if roll < 95 {
                marked.compact()
                #expect(marked.holeCount == 0)
            }
            if step % 200 == 0 || roll >= 80 {
                #expect(marked.count == eager.count && marked.values == eager.values, "step \(step)")
            }
        }
        #expect(marked == eager && eager == marked)
        #expect(try json(marked) == json(eager))
        #expect(try digestJSON(marked, .fromScratch) == digestJSON(eager, .fromScratch))
        for i in 0..<1_500 { #expect(marked["i\(i)"] == eager["i\(i)"], "i\(i)") }
    }
}
