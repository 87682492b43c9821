import Testing
import LimelightCore
@testable import Spotlight

/// The run-based expiry queue pops exactly as a per-entry heap ordered by (expiry, push order) would.
@Suite struct ExpiryQueueTests {
    /// The per-entry reference: every pending entry with its push order; pops the least (expiry, order).
    struct Reference {
        var entries: [(expiry: SimInstant, order: Int, app: String, identifier: String)] = []
        var next = 0

        mutating func push(_ expiry: SimInstant, app: String, identifier: String) {
            entries.append((expiry, next, app, identifier))
            next += 1
        }

        var firstIndex: Int? {
            entries.indices.min { a, b in
                entries[a].expiry != entries[b].expiry ? entries[a].expiry < entries[b].expiry : entries[a].order < entries[b].order
            }
        }

        var first: ExpiryQueue.Entry? {
            firstIndex.map { ExpiryQueue.Entry(expiry: entries[$0].expiry, app: entries[$0].app, identifier: entries[$0].identifier) }
        }

        mutating func pop() -> ExpiryQueue.Entry? {
            guard let i = firstIndex else { return nil }
            let e = entries.remove(at: i)
            return ExpiryQueue.Entry(expiry: e.expiry, app: e.app, identifier: e.identifier)
        }
    }

    func same(_ a: ExpiryQueue.Entry?, _ b: ExpiryQueue.Entry?) -> Bool {
        a?.expiry == b?.expiry && a?.app == b?.app && a?.identifier == b?.identifier
    }

    @Test(arguments: [1, 2, 3, 99] as [UInt64])
    func agreesWithAPerEntryHeap(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        var queue = ExpiryQueue()
        var reference = Reference()
        let apps = ["com.a", "com.b", "ça"]
        var expiry = 100.0
        for step in 0..<6_000 {
            let roll = rng.next() % 10
            if roll < 6 {
                // Mostly runs: keep the expiry and app for a while, sometimes switch (to an earlier, equal or later one).
                if rng.next() % 8 == 0 { expiry = Double(rng.next() % 50) + 80 }
                let app = rng.next() % 6 == 0 ? apps[Int(rng.next() % 3)] : apps[0]
                let id = "id-\(rng.next() % 400)"
                queue.push(SimInstant(secondsSinceReferenceDate: expiry), app: app, identifier: id)
                reference.push(SimInstant(secondsSinceReferenceDate: expiry), app: app, identifier: id)
            } else {
                #expect(same(queue.first, reference.first), "seed \(seed), step \(step)")
                #expect(same(queue.pop(), reference.pop()), "seed \(seed), step \(step)")
            }
            #expect(queue.count == reference.entries.count)
        }
        while let expected = reference.pop() { #expect(same(queue.pop(), expected)) }
        #expect(queue.first == nil && queue.pop() == nil && queue.count == 0)
    }

    @Test func aBulkOfOneExpiryIsOneRunThatDrainsInPushOrderAndFreesItsChunks() {
        var queue = ExpiryQueue()
        let t = SimInstant(secondsSinceReferenceDate: 10)
        let total = 3 * ExpiryIdentifiers.chunkSize + 5
        for i in 0..<total { queue.push(t, app: "com.a", identifier: "task-\(i)") }
        queue.push(SimInstant(secondsSinceReferenceDate: 5), app: "com.a", identifier: "early")
        #expect(queue.pop()?.identifier == "early")
        for i in 0..<total {
            guard let e = queue.pop() else { Issue.record("ran dry at \(i)"); return }
            #expect(e.identifier == "task-\(i)" && e.expiry == t && e.app == "com.a")
        }
        #expect(queue.pop() == nil)
        // Pushing again after draining starts afresh.
        queue.push(t, app: "com.b", identifier: "again")
        #expect(queue.first?.identifier == "again" && queue.first?.app == "com.b")
    }

    @Test func identifierChunksAreFreedOnceDrained() {
        var ids = ExpiryIdentifiers()
        let size = ExpiryIdentifiers.chunkSize
        for i in 0..<(3 * size) { #expect(ids.append("x\(i)") == i) }
        #expect(ids.chunkCount == 3)
        for i in 0..<size { ids.remove(i) }
        #expect(ids.chunkCount == 2 && ids.live == 2 * size)
        #expect(ids[size] == "x\(size)" && ids[0] == "" && ids[-1] == "" && ids[10 * size] == "")
        // A drained middle chunk is emptied; the leading one is dropped once it drains too.
        for i in (2 * size)..<(3 * size - 1) { ids.remove(i) }
        #expect(ids.chunkCount == 2 && ids[3 * size - 1] == "x\(3 * size - 1)")
        for i in size..<(2 * size) { ids.remove(i) }
        #expect(ids.chunkCount == 1 && ids.live == 1)
        ids.remove(3 * size - 1)
        #expect(ids.chunkCount == 0 && ids.live == 0)
        #expect(ids.append("y") == 3 * size && ids[3 * size] == "y")
    }
}
