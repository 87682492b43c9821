import LimelightCore

/// A min-heap of (expiry, app, identifier) with lazy invalidation: stale entries are skipped when they surface.
struct ExpiryQueue {
    /// One pending expiry.
    struct Entry {
        var expiry: SimInstant
        var order: Int
        var app: String
        var identifier: String
    }

    private var heap: [Entry] = []
    private var nextOrder = 0

    /// The earliest entry, stale or not.
    var first: Entry? { heap.first }

    /// Adds an entry.
    mutating func push(_ expiry: SimInstant, app: String, identifier: String) {
        heap.append(Entry(expiry: expiry, order: nextOrder, app: app, identifier: identifier))
        nextOrder += 1
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard less(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the earliest entry.
    mutating func pop() -> Entry? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var best = parent
            if left < heap.count, less(heap[left], heap[best]) { best = left }
            if right < heap.count, less(heap[right], heap[best]) { best = right }
            if best == parent { break }
            heap.swapAt(parent, best)
            parent = best
        }
        return top
    }

    private func less(_ a: Entry, _ b: Entry) -> Bool {
        a.expiry != b.expiry ? a.expiry < b.expiry : a.order < b.order
    }
}
