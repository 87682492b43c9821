import LimelightCore

/// A min-heap of (expiry, app, identifier) with lazy invalidation: stale entries are skipped when they surface.
///
/// App names are interned per queue, so an entry is 40 bytes instead of 48 (Docs/Benchmark.md, peak memory).
struct ExpiryQueue {
    /// One pending expiry, as callers see it.
    struct Entry {
        var expiry: SimInstant
        var app: String
        var identifier: String
    }

    /// One pending expiry, as the heap stores it (the app as an index into `apps`).
    private struct Stored {
        var expiry: SimInstant
        var order: Int
        var identifier: String
        var app: UInt32
    }

    private var heap: [Stored] = []
    private var nextOrder = 0
    private var apps: [String] = []
    private var appIndex: [String: UInt32] = [:]

    /// The earliest entry, stale or not.
    var first: Entry? { heap.first.map(entry) }

    private func entry(_ s: Stored) -> Entry {
        Entry(expiry: s.expiry, app: Int(s.app) < apps.count ? apps[Int(s.app)] : "", identifier: s.identifier)
    }

    private mutating func index(of app: String) -> UInt32 {
        if let last = apps.last, last == app { return UInt32(apps.count - 1) }
        if let known = appIndex[app] { return known }
        let i = UInt32(apps.count)
        apps.append(app)
        appIndex[app] = i
        return i
    }

    /// Adds an entry.
    mutating func push(_ expiry: SimInstant, app: String, identifier: String) {
        heap.append(Stored(expiry: expiry, order: nextOrder, identifier: identifier, app: index(of: app)))
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
        return entry(top)
    }

    private func less(_ a: Stored, _ b: Stored) -> Bool {
        a.expiry != b.expiry ? a.expiry < b.expiry : a.order < b.order
    }
}
