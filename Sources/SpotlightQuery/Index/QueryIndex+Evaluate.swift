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
        evaluateSlots(query, scope: scope).compactMap { items[Int($0)] }
    }

    /// The slots of the visible items matching a compiled query, in first-indexed order (no item copies).
    func evaluateSlots(_ query: CompiledQuery, scope: SearchScope) -> [Int32] {
        let now = scope.now.secondsSinceReferenceDate
        let app: Int32?
        if let name = scope.app {
            guard let id = appIDs[name] else { return [] }
            app = id
        } else { app = nil }
        var matched: [Int32] = []
        func consider(_ slot: Int32) {
            guard isVisible(slot, now: now, state: scope.protectionState, app: app), let item = items[Int(slot)] else { return }
            if ReferenceEvaluator.matches(query, item.item) { matched.append(slot) }
        }
        switch candidates(query) {
        case .all: for slot in 0..<Int32(items.count) { consider(slot) }
        case .slots(let list, false): for slot in list { consider(slot) }
        case .slots(let list, true):
            for slot in list where isVisible(slot, now: now, state: scope.protectionState, app: app) { matched.append(slot) }
        }
        let seq = sequence
        var ordered = true
        for i in matched.indices.dropFirst() where seq[Int(matched[i - 1])] > seq[Int(matched[i])] { ordered = false; break }
        if !ordered { matched.sort { seq[Int($0)] < seq[Int($1)] } }
        return matched
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
                    if t.exact { found.append(contentsOf: postings[Int(t.id)]); continue }
                    for slot in postings[Int(t.id)] {
                        if let item = items[Int(slot)], ReferenceEvaluator.matches(query, item.item) { found.append(slot) }
                    }
                }
                return .slots(Self.distinct(found), exact: true)
            }
            for t in terms { found.append(contentsOf: postings[Int(t.id)]) }
            return .slots(Self.distinct(found), exact: false)
        case .numeric(let name, let range, false):
            guard let column = numeric[name] else { return .slots([], exact: true) }
            var found: [Int32] = []
            column.slots(in: range, into: &found)
            return .slots(Self.distinct(found), exact: true)
        case .presence(.named(let name), false):
            if let column = numeric[name] {
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
        return (0..<Int32(items.count)).filter { isVisible($0, now: now, state: scope.protectionState, app: app) }
            .sorted { sequence[Int($0)] < sequence[Int($1)] }.compactMap { items[Int($0)] }
    }
}
