import Testing
import LimelightCore
@testable import Spotlight

/// `RemovedIdentifiers`: what a marking delete returns refers to its pages' identifier buffers, reads back in sequence
/// order across parts, and lends any range of them in batches.
@Suite struct RemovedIdentifiersTests {
    func item(_ id: String, _ n: Int, domain: String?) -> IndexedItem {
        IndexedItem(app: "com.a", item: CSSearchableItem(uniqueIdentifier: id, domainIdentifier: domain, attributeSet: CSSearchableItemAttributeSet()),
                    indexName: nil, protectionClass: .none, indexedAt: SimInstant(secondsSinceReferenceDate: 0), sequence: n)
    }

    /// Every identifier `withHeads(in:)` lends for `range`, copied.
    func lent(_ removed: RemovedIdentifiers, _ range: Range<Int>) -> [String] {
        var out: [String] = []
        removed.withHeads(in: range) { out.append(contentsOf: $0) }
        return out
    }

    @Test func partsReadBackInOrderAndAnyRangeIsLent() {
        // 5,000 items over five pages, long and short identifiers; every third in domain "d".
        var table = ItemTable()
        for i in 0..<5_000 {
            let id = i % 2 == 0 ? "i\(i)" : "an-identifier-longer-than-fifteen-bytes-\(i)"
            table.updateValue(item(id, i + 1, domain: i % 3 == 0 ? "d" : "e"))
        }
        let expected = (0..<5_000).filter { $0 % 3 == 0 }.map { $0 % 2 == 0 ? "i\($0)" : "an-identifier-longer-than-fifteen-bytes-\($0)" }
        let removed = table.markDomain("d")
        #expect(removed.count == expected.count && Array(removed) == expected && removed.identifiers == expected)
        #expect(removed[0] == expected[0] && removed[removed.count - 1] == expected[expected.count - 1])
        for range in [0..<expected.count, 0..<1, 340..<342, 300..<1_400, expected.count - 1..<expected.count, 5..<5, 1_600..<9_999] {
            #expect(lent(removed, range) == Array(expected[range.clamped(to: 0..<expected.count)]), "\(range)")
        }
        // The table goes on changing (holes filled, the rest deleted, compaction): what was removed reads the same.
        for i in stride(from: 0, to: 5_000, by: 3) { table.updateValue(item("new\(i)", i + 1, domain: "e")) }
        _ = table.markDomain("e")
        table.compact()
        #expect(Array(removed) == expected && lent(removed, 0..<expected.count) == expected)
    }

    @Test func aPageSqueezedByTheDeleteGivesItsIdentifiersToo() {
        // Every other item in "even": each page is half holes at once and squeezed during the delete.
        var table = ItemTable()
        for i in 0..<3_000 { table.updateValue(item("k\(i)", i + 1, domain: i % 2 == 0 ? "even" : "odd")) }
        let removed = table.markDomain("even")
        let expected = stride(from: 0, to: 3_000, by: 2).map { "k\($0)" }
        #expect(table.holeCount == 0 && Array(removed) == expected && lent(removed, 0..<removed.count) == expected)
    }

    @Test func aListGivenWholeIsOnePart() {
        let ids = (0..<70_000).map { "x\($0)" }
        let removed = RemovedIdentifiers(ids)
        #expect(removed.count == 70_000 && removed[69_999] == "x69999" && removed[65_536] == "x65536")
        #expect(lent(removed, 65_530..<65_540) == Array(ids[65_530..<65_540]))
        #expect(RemovedIdentifiers().isEmpty && RemovedIdentifiers([]).isEmpty && lent(RemovedIdentifiers(), 0..<3).isEmpty)
    }
}
