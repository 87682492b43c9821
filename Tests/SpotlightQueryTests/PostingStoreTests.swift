import Testing
import LimelightCore
@testable import SpotlightQuery

/// The compact posting lists: every list reads back exactly what was appended, in order, across block and page ends.
@Suite struct PostingStoreTests {
    func slots(_ store: PostingStore, _ id: Int32) -> [Int32] {
        var out: [Int32] = []
        store.forEach(id) { out.append($0) }
        return out
    }

    @Test func emptyListsReadNothing() {
        let store = PostingStore()
        let id = store.addList()
        #expect(store.count(id) == 0)
        #expect(slots(store, id).isEmpty)
        store.purge { _ in true }
        #expect(slots(store, id).isEmpty)
        #expect(store.listCount == 1)
    }

    @Test func largeGapsRepeatsAndOutOfOrderSlots() {
        let store = PostingStore()
        let a = store.addList(), b = store.addList()
        // Slot 0, large values (multi-byte varints), equal and smaller slots (the escape), interleaved lists.
        let values: [Int32] = [0, 1, 127, 128, 16_383, 16_384, 5, 5, 0, Int32.max, 2_097_152, Int32.max - 1, 300, 301]
        for v in values { store.append(v, to: a); store.append(v / 2, to: b) }
        #expect(slots(store, a) == values)
        #expect(slots(store, b) == values.map { $0 / 2 })
        #expect(store.count(a) == values.count)
    }

    @Test func agreesWithArraysUnderRandomAppendsAndPurges() {
        var rng = SeededRandom(seed: 42)
        let store = PostingStore()
        var reference: [[Int32]] = []
        for round in 0..<3 {
            for _ in 0..<(200 + round * 50) { reference.append([]); _ = store.addList() }
            // Zipf-like: a few long lists (spanning many blocks and pages), many short ones.
            for slot in 0..<Int32(40_000) {
                for _ in 0..<4 {
                    let r = Double(rng.next() % 10_000) / 10_000
                    let id = Int(r * r * r * Double(reference.count))
                    if reference[id].last == slot { continue }
                    reference[id].append(slot)
                    store.append(slot, to: Int32(id))
                }
            }
            #expect(store.pageBytes > PostingStore.pageSize, "several pages in use")
            for id in reference.indices { #expect(slots(store, Int32(id)) == reference[id], "round \(round) list \(id)") }
            // Laying the lists out again keeps every list and gives pages back.
            let before = store.pageBytes
            store.compactIfScattered(minimum: 1)
            #expect(store.pageBytes <= before)
            for id in reference.indices { #expect(slots(store, Int32(id)) == reference[id], "compacted, round \(round) list \(id)") }
            let dead = Int32(rng.next() % 7) + 2
            store.purge { $0 % dead != 0 }
            for id in reference.indices { reference[id].removeAll { $0 % dead == 0 } }
            for id in reference.indices { #expect(store.count(Int32(id)) == reference[id].count) }
            #expect(slots(store, 3) == reference[3])
        }
        for id in reference.indices { #expect(slots(store, Int32(id)) == reference[id], "final list \(id)") }
        var all: [Int32] = []
        store.appendSlots(of: 0, to: &all)
        #expect(all == reference[0])
    }
}
