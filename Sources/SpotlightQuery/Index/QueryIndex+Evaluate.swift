import LimelightCore
import Spotlight

/// Where a query runs: the moment, the device's lock state and the app whose items it may see.
public struct SearchScope: Sendable, Equatable {
    /// The simulated time (expired items are invisible from their expiration date on).
    public var now: SimInstant
    /// The device's data-protection state.
    public var protectionState: DataProtectionState
    /// The app whose items are searched; nil searches every app (the system Spotlight UI).
    public var app: String?

    public init(now: SimInstant, protectionState: DataProtectionState = .unlocked, app: String? = nil) {
        self.now = now
        self.protectionState = protectionState
        self.app = app
    }
}

extension QueryIndex {
    /// A candidate set: every slot, or a sorted list of distinct slots that contains every match.
    enum Candidates {
        case all
        /// Distinct sorted slots; `exact` when every live one matches (only visibility is left to check).
        case slots([Int32], exact: Bool)
    }

    /// The visible items matching a compiled query, in first-indexed (`sequence`) order.
    public func evaluate(_ query: CompiledQuery, scope: SearchScope) -> [IndexedItem] {
        evaluateSlots(query, scope: scope).compactMap { item(at: Int($0)) }
    }

    /// The slots of the visible items matching a compiled query, in first-indexed order (no item copies).
    func evaluateSlots(_ query: CompiledQuery, scope: SearchScope) -> [Int32] {
        let now = scope.now.secondsSinceReferenceDate
        let app: Int32?
        if let name = scope.app {
            guard let id = appIDs[name] else { return [] }
            app = id
        } else { app = nil }
        postings.compactIfScattered()
        var matched: [Int32] = []
        func consider(_ slot: Int32) {
            guard isVisible(slot, now: now, state: scope.protectionState, app: app), let item = item(at: Int(slot)) else { return }
            if ReferenceEvaluator.matches(query, item.item) { matched.append(slot) }
        }
        switch candidates(query) {
        case .all: for slot in 0..<Int32(stored.count) { consider(slot) }
        case .slots(let list, false): for slot in list { consider(slot) }
        case .slots(let list, true):
            let visible = Visibility(self, now: now, state: scope.protectionState, app: app)
            matched.reserveCapacity(list.count)
            for slot in list where visible.contains(slot) { matched.append(slot) }
        }
        return inSequenceOrder(matched)
    }

    /// Slots reordered by first-indexed sequence (a plain integer sort of `sequence << 32 | slot` keys).
    func inSequenceOrder(_ slots: [Int32]) -> [Int32] {
        guard sequencesFit else { return inSequenceOrderReadingItems(slots) }
        let seq = sequenceOfSlot
        var ordered = true
        for i in slots.indices.dropFirst() where seq[Int(slots[i - 1])] > seq[Int(slots[i])] { ordered = false; break }
        if ordered { return slots }
        var keys = slots.map { UInt64(seq[Int($0)]) << 32 | UInt64(UInt32(bitPattern: $0)) }
        keys.sort()
        return keys.map { Int32(bitPattern: UInt32(truncatingIfNeeded: $0)) }
    }

    /// `inSequenceOrder` when some item's sequence does not fit the per-slot column: read from the items.
    private func inSequenceOrderReadingItems(_ slots: [Int32]) -> [Int32] {
        let stored = self.stored
        var ordered = true
        for i in slots.indices.dropFirst() where stored[Int(slots[i - 1])].sequence > stored[Int(slots[i])].sequence { ordered = false; break }
        if ordered { return slots }
        if slots.contains(where: { stored[Int($0)].sequence < 0 || stored[Int($0)].sequence > Int(UInt32.max) }) {
            return slots.sorted { stored[Int($0)].sequence < stored[Int($1)].sequence }
        }
        var keys = slots.map { UInt64(UInt32(truncatingIfNeeded: stored[Int($0)].sequence)) << 32 | UInt64(UInt32(bitPattern: $0)) }
        keys.sort()
        return keys.map { Int32(bitPattern: UInt32(truncatingIfNeeded: $0)) }
    }

    /// A superset of the slots that can match, from the term dictionary and numeric columns where the query allows.
    func candidates(_ query: CompiledQuery) -> Candidates {
        switch query {
        case .text(let attribute, let matcher, false) where !matcher.indexPrefix.isEmpty:
            var found: [Int32] = []
            var terms: [(id: Int32, exact: Bool)] = []
            for field in textFields(for: attribute) { fields[field]?.terms(withPrefix: matcher.indexPrefix, into: &terms) }
            // `"word"wcd`: a term equal to the word is a whole word, so its postings match without re-checking.
            if matcher.isWholeWordLookup {
                for t in terms {
                    if t.exact { postings.appendSlots(of: t.id, to: &found); continue }
                    postings.forEach(t.id) { slot in
                        if let item = item(at: Int(slot)), ReferenceEvaluator.matches(query, item.item) { found.append(slot) }
                    }
                }
                return .slots(Self.distinct(found), exact: true)
            }
            for t in terms { postings.appendSlots(of: t.id, to: &found) }
            return .slots(Self.distinct(found), exact: false)
        case .numeric(let name, let range, false):
            guard let column = column(named: name) else { return .slots([], exact: true) }
            var found: [Int32] = []
            column.slots(in: range, into: &found)
            found.sort()
            return .slots(column.isMultiValued ? Self.distinct(found) : found, exact: true)
        case .presence(.named(let name), false):
            if let column = column(named: name) {
                var found: [Int32] = []
                column.allSlots(into: &found)
                return .slots(Self.distinct(found), exact: true)
            }
            return .all
        case .never: return .slots([], exact: true)
        case .and(let list):
            var best: [Int32]?
            var exact = true
            for child in list {
                guard case .slots(let s, let e) = candidates(child) else { exact = false; continue }
                exact = exact && e
                best = best.map { Self.intersect($0, s) } ?? s
            }
            return best.map { .slots($0, exact: exact) } ?? .all
        case .or(let list):
            var union: [Int32] = []
            var exact = true
            for child in list {
                guard case .slots(let s, let e) = candidates(child) else { return .all }
                exact = exact && e
                union.append(contentsOf: s)
            }
            return .slots(Self.distinct(union), exact: exact)
        default: return .all
        }
    }

    /// The fields a text predicate looks at: one attribute, or for `**` the searchable text attributes and custom defaults.
    func textFields(for attribute: QueryAttribute) -> [String] {
        switch attribute {
        case .named(let name): return [name]
        case .allText: return CSAttributeCatalog.searchableText + [Self.defaultCustomField]
        }
    }

    /// Local copies of the per-slot visibility facts: checks without exclusivity bookkeeping on the index's arrays.
    struct Visibility {
        let flags: [UInt8], appOfSlot: [UInt16], stored: [IndexedItem]
        let now: Double, earliestExpiry: Double, readable: UInt8, app: Int32?, appName: String?

        init(_ index: QueryIndex, now: Double, state: DataProtectionState, app: Int32?) {
            flags = index.flags; appOfSlot = index.appOfSlot; stored = index.stored
            self.now = now; earliestExpiry = index.earliestExpiry; readable = QueryIndex.readableMask(in: state)
            self.app = app
            appName = app.flatMap { $0 >= 0 && Int($0) < index.appNames.count ? index.appNames[Int($0)] : nil }
        }

        /// Whether a slot is live, unexpired, in the app scope and readable (as `QueryIndex.isVisible`).
        @inline(__always) func contains(_ slot: Int32) -> Bool {
            let s = Int(slot)
            let f = flags[s]
            guard f & SlotFlag.alive != 0, readable >> (f >> SlotFlag.protectionShift & 3) & 1 != 0 else { return false }
            if let app {
                let a = appOfSlot[s]
                if a != QueryIndex.manyApps ? Int32(a) != app : stored[s].app != appName { return false }
            }
            // Expiry is read from the item only once some live item may have expired.
            return now < earliestExpiry || stored[s].expirationDate.secondsSinceReferenceDate > now
        }
    }

    static func distinct(_ list: [Int32]) -> [Int32] {
        var sorted = list
        sorted.sort()
        var out: [Int32] = []
        out.reserveCapacity(sorted.count)
        for s in sorted where out.last != s { out.append(s) }
        return out
    }

    static func intersect(_ a: [Int32], _ b: [Int32]) -> [Int32] {
        var out: [Int32] = []
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] { out.append(a[i]); i += 1; j += 1 } else if a[i] < b[j] { i += 1 } else { j += 1 }
        }
        return out
    }

    /// Every visible item in first-indexed order, without a query: the reference for differential tests.
    public func visibleItems(scope: SearchScope) -> [IndexedItem] {
        let now = scope.now.secondsSinceReferenceDate
        let app = scope.app.flatMap { appIDs[$0] }
        if scope.app != nil, app == nil { return [] }
        return (0..<Int32(stored.count)).filter { isVisible($0, now: now, state: scope.protectionState, app: app) }
            .sorted { sequence(ofSlot: Int($0)) < sequence(ofSlot: Int($1)) }.compactMap { item(at: Int($0)) }
    }
}
