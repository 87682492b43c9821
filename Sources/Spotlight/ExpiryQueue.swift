import LimelightCore

/// A min-queue of (expiry, app, identifier) with lazy invalidation: stale entries are skipped when they surface.
///
/// Entries pop in (expiry, push order). They are stored as runs — consecutive pushes with the same expiry and app
/// form one run, a contiguous range of push orders — so a heap node serves a whole bulk, and identifiers live in
/// `ExpiryIdentifiers` by push order: ≈ 16 bytes per entry instead of a 40-byte heap entry (Docs/Benchmark.md).
struct ExpiryQueue: Equatable, Sendable {
    /// One pending expiry, as callers see it.
    struct Entry {
        var expiry: SimInstant
        var app: String
        var identifier: String
    }

    /// Consecutive pushes sharing an expiry and an app: push orders `start..<end` (`start` moves up as they pop).
    struct Run: Codable, Equatable, Sendable {
        var expiry: SimInstant
        var start: Int
        var end: Int
        var app: UInt32

        /// Whether this run pops before `other`: earlier expiry, then earlier push order.
        func precedes(_ other: Run) -> Bool {
            expiry != other.expiry ? expiry < other.expiry : start < other.start
        }
    }

    /// Closed runs, a binary min-heap by (expiry, start).
    private var heap: [Run] = []
    /// The run the last push went to (not in the heap), extended while pushes share its expiry and app.
    private var open: Run?
    /// Every pending identifier, by push order.
    private var identifiers = ExpiryIdentifiers()
    private var apps: [String] = []
    private var appIndex: [String: UInt32] = [:]

    /// How many entries are pending.
    var count: Int { identifiers.live }

    /// The earliest entry, stale or not.
    var first: Entry? {
        guard let run = earliest else { return nil }
        return Entry(expiry: run.expiry, app: Int(run.app) < apps.count ? apps[Int(run.app)] : "",
                     identifier: identifiers[run.start])
    }

    /// The run holding the earliest entry: the heap's top or the open run.
    private var earliest: Run? {
        guard let top = heap.first else { return open }
        guard let open else { return top }
        return open.precedes(top) ? open : top
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
        let order = identifiers.append(identifier)
        if var run = open, run.expiry == expiry, run.end == order, Int(run.app) < apps.count, apps[Int(run.app)] == app {
            run.end += 1
            open = run
            return
        }
        if let run = open { insert(run) }
        open = Run(expiry: expiry, start: order, end: order + 1, app: index(of: app))
    }

    /// Removes and returns the earliest entry.
    mutating func pop() -> Entry? {
        guard let entry = first else { return nil }
        if var run = open, heap.first.map({ run.precedes($0) }) ?? true {
            identifiers.remove(run.start)
            run.start += 1
            open = run.start < run.end ? run : nil
        } else if !heap.isEmpty {
            identifiers.remove(heap[0].start)
            // The top's key grows from (e, s) to (e, s + 1); no other run holds an order in between, so it stays on top.
            heap[0].start += 1
            if heap[0].start == heap[0].end { removeTop() }
        }
        return entry
    }

    private mutating func insert(_ run: Run) {
        heap.append(run)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func removeTop() {
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var best = parent
            if left < heap.count, heap[left].precedes(heap[best]) { best = left }
            if right < heap.count, heap[right].precedes(heap[best]) { best = right }
            if best == parent { break }
            heap.swapAt(parent, best)
            parent = best
        }
    }
}

/// A queue encodes its runs, open run, identifiers and app names as they are (lazily invalidated entries included),
/// so a decoded queue pops exactly as the encoded one would; the app-name index is rebuilt.
extension ExpiryQueue: Codable {
    private enum Key: String, CodingKey { case heap, open, identifiers, apps }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        heap = try c.decode([Run].self, forKey: .heap)
        open = try c.decodeIfPresent(Run.self, forKey: .open)
        identifiers = try c.decode(ExpiryIdentifiers.self, forKey: .identifiers)
        apps = try c.decode([String].self, forKey: .apps)
        for (i, app) in apps.enumerated() where appIndex[app] == nil { appIndex[app] = UInt32(i) }
        let runs = heap + (open.map { [$0] } ?? [])
        guard runs.allSatisfy({ $0.start < $0.end && Int($0.app) < apps.count }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: "inconsistent expiry runs"))
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(heap, forKey: .heap)
        try c.encodeIfPresent(open, forKey: .open)
        try c.encode(identifiers, forKey: .identifiers)
        try c.encode(apps, forKey: .apps)
    }
}

/// The domain of the queue (see `SimStateDomain`): every run covers push orders still pending in `identifiers`, no
/// two runs share one, together they cover exactly the pending entries, their expiries are on the calendar and their
/// apps are named.
extension ExpiryQueue: SimStateDomain {
    func checkDomain(_ check: inout SimDomainCheck) throws {
        check.free("appIndex")  // rebuilt from `apps` when decoded
        try check.nested("identifiers", identifiers)
        let (low, high) = (identifiers.lowestOrder, identifiers.next)
        let names = apps.count
        var covered = 0
        func run(_ check: inout SimDomainCheck, _ run: Run) throws {
            try check.instant("expiry", run.expiry)
            if run.start < low || run.start >= run.end || run.end > high {
                try check.fail("start", value: "\(run.start)…\(run.end)", allowed: "a range of pending push orders within \(low)…\(high)")
            }
            if Int(run.app) >= names { try check.fail("app", value: "\(run.app)", allowed: "0…\(names - 1), an index into apps") }
            covered += max(0, run.end - run.start)
        }
        try check.each("heap", heap) { check, r in try run(&check, r) }
        try check.field("open") { check in if let open { try run(&check, open) } }
        try check.each("apps", apps) { _, _ in }
        let runs = (heap + (open.map { [$0] } ?? [])).sorted { $0.start < $1.start }
        for (a, b) in zip(runs, runs.dropFirst()) where a.end > b.start {
            try check.fail("heap", value: "runs \(a.start)…\(a.end) and \(b.start)…\(b.end) overlap", allowed: "runs that share no push order")
        }
        if covered != identifiers.live {
            try check.fail("heap", value: "runs covering \(covered) entries", allowed: "runs covering exactly the \(identifiers.live) pending identifiers")
        }
        for i in heap.indices.dropFirst() where heap[i].precedes(heap[(i - 1) / 2]) {
            try check.fail("heap", value: "run \(i) before its parent", allowed: "a min-heap by expiry, then push order")
        }
    }
}
