import Testing
import LimelightCore
@testable import SpotlightQuery

/// The posting store at block, page and chunk ends: varints and escapes straddling blocks, pages filled exactly, purges.
@Suite struct PostingStoreBoundaryTests {
    func slots(_ store: PostingStore, _ id: Int32) -> [Int32] {
        var out: [Int32] = []
        store.forEach(id) { out.append($0) }
        return out
    }

    func chunked(_ store: PostingStore, _ id: Int32) -> [Int32] {
        var out: [Int32] = []
        store.forEachChunk(id) { out.append(contentsOf: $0) }
        return out
    }

    @Test(arguments: [0, 1, 255, 256, 257, 511, 512, 513, 5000])
    func chunksCoverEverySlot(n: Int) {
        let store = PostingStore()
        let id = store.addList()
        let values = (0..<n).map { Int32($0 * 3) }
        for v in values { store.append(v, to: id) }
        #expect(chunked(store, id) == values)
    }

    @Test func varintsAndEscapesStraddlingBlockEnds() {
        // The head block holds 12 data bytes, then 28, 60, 124, 252 each.
        for prefix in 0..<40 {
            let store = PostingStore()
            let id = store.addList()
            var values: [Int32] = []
            for i in 0..<prefix { values.append(Int32(i)) }
            values += [Int32.max, 3, 3, 0, 1 << 21, (1 << 21) + 200, 5]
            for i in 0..<30 { values.append(Int32(10_000 + i)) }
            for v in values { store.append(v, to: id) }
            #expect(slots(store, id) == values, "prefix \(prefix)")
            store.purge { _ in true }
            #expect(slots(store, id) == values, "purged, prefix \(prefix)")
        }
    }

    @Test func blocksFillPagesExactly() {
        // Many lists each grown to the largest class: pages fill to their end and new ones are taken.
        let store = PostingStore()
        var reference: [[Int32]] = []
        for _ in 0..<400 { _ = store.addList(); reference.append([]) }
        for slot in 0..<Int32(2_000) {
            for id in 0..<400 where (Int(slot) + id) % 3 != 0 {
                store.append(slot, to: Int32(id))
                reference[id].append(slot)
            }
        }
        #expect(store.pageBytes >= 4 * PostingStore.pageSize)
        for id in reference.indices { #expect(slots(store, Int32(id)) == reference[id]) }
        store.purge { $0 % 2 == 0 }
        for id in reference.indices { #expect(slots(store, Int32(id)) == reference[id].filter { $0 % 2 == 0 }) }
    }
}
