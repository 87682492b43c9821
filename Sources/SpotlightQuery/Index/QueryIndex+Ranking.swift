import Foundation
import LimelightCore
import Spotlight

/// The query-independent part of user-query scores, cached per slot, and the pruned top-k pass that uses it.
///
/// A score is `text + hint + recency + engagement`; only `text` depends on the typed words. The other three depend on
/// the slot, the moment and the ranking weights, so they are computed once per (moment, scope, weights), refreshed
/// slot by slot as items change, and reused by every query at that moment. With a result limit, a candidate whose cached bound cannot reach the current
/// k-th best score is counted but not scored; the k best are scored exactly as the exhaustive path scores them.
extension QueryIndex {
    /// Cache key for the static parts of scores.
    struct StaticScoreKey: Equatable {
        var now: Double
        var state: DataProtectionState
        var app: Int32?
        var ranking: UserQueryRanking
    }

    /// Whether each app's hints are on the 0–1 scale (`.auto`), looked up once per query rather than per item.
    func unitScaleByApp() -> [Bool] {
        var unitByApp = [Bool](repeating: true, count: appNames.count)
        for (id, h) in maxHintByApp where id >= 0 && Int(id) < unitByApp.count { unitByApp[Int(id)] = h <= 1 }
        return unitByApp
    }

    /// The exact score of a slot, given its text relevance: the one formula both paths use.
    @inline(__always)
    func score(slot s: Int, text: Float, now: Double, ranking: UserQueryRanking, unitByApp: [Bool]) -> Double {
        var score = Double(text)
        let h = Double(hint(ofSlot: s))
        let unit: Bool
        switch ranking.hintScale {
        case .auto:
            let a = Int(appID(ofSlot: s))
            unit = a >= 0 && a < unitByApp.count ? unitByApp[a] : (maxHintByApp[Int32(a)] ?? 0) <= 1
        case .unit: unit = true
        case .apple100: unit = false
        }
        score += ranking.hintWeight * min(1, max(0, unit ? h : h / 100))
        let lastUsed = lastUsed(ofSlot: s)
        if lastUsed.isFinite {
            let days = max(0, (now - lastUsed) / 86_400)
            score += ranking.recencyWeight / (1 + days / ranking.recencyHalfLifeDays)
        }
        let engagement = engagement(ofSlot: s)
        if engagement > 0 { score += ranking.engagementWeight * log2(1 + Double(engagement)) }
        return score
    }

    /// A static score as the cache keeps it: rounded up to a Float, so it stays an upper bound of the exact part.
    @inline(__always) static func bound(_ x: Double) -> Float {
        let f = Float(x)
        return Double(f) < x ? f.nextUp : f
    }

    /// The per-slot static scores (score with no text) for a moment, scope and weights, recomputed when the index
    /// changed; `-infinity` marks a slot that is not visible in that scope (visible slots always score finitely).
    func staticScores(now: Double, state: DataProtectionState, app: Int32?, ranking: UserQueryRanking, unitByApp: [Bool]) -> [Float] {
        let key = StaticScoreKey(now: now, state: state, app: app, ranking: ranking)
        let visible = Visibility(self, now: now, state: state, app: app)
        if staticKey == key, !staticsNeedFullUpdate, staticCache.count <= stored.count {
            // Same moment, scope and weights: refresh only the slots that changed (new slots start invisible).
            if staticCache.count < stored.count {
                staticCache.append(contentsOf: repeatElement(-Float.infinity, count: stored.count - staticCache.count))
            }
            for slot in dirtySlots {
                let s = Int(slot)
                staticCache[s] = visible.contains(slot)
                    ? Self.bound(score(slot: s, text: 0, now: now, ranking: ranking, unitByApp: unitByApp)) : -Float.infinity
            }
            dirtySlots.removeAll(keepingCapacity: true)
            return staticCache
        }
        dirtySlots.removeAll(keepingCapacity: true)
        staticsNeedFullUpdate = false
        // The old cache is dropped first so that two full-size arrays are not held at once.
        staticCache = []
        var cache = [Float](repeating: -Float.infinity, count: stored.count)
        for s in 0..<stored.count where visible.contains(Int32(s)) {
            cache[s] = Self.bound(score(slot: s, text: 0, now: now, ranking: ranking, unitByApp: unitByApp))
        }
        staticCache = cache
        staticKey = key
        return cache
    }

    /// Visibility, count and the `k` best of the candidates, scoring exactly only those that can still make the list.
    ///
    /// First pass: each visible candidate's cached bounds give an interval its exact score lies in (`hi` = text +
    /// cached static part, `lo` = that less the Float rounding); the k-th best `lo` so far is a floor under the k-th best
    /// exact score, so a candidate whose `hi` is below it cannot make the list. Second pass: the survivors whose `hi`
    /// reaches the final floor are scored exactly (usually little more than k: items are read only for them).
    func topCandidates(_ candidates: [Int32], k: Int, scope: SearchScope, appID: Int32?, ranking: UserQueryRanking,
                       markStamp: UInt32?, warnings: inout [String]) -> (top: [(slot: Int32, score: Double)], total: Int) {
        let now = scope.now.secondsSinceReferenceDate
        let unitByApp = unitScaleByApp()
        let statics = staticScores(now: now, state: scope.protectionState, app: appID, ranking: ranking, unitByApp: unitByApp)
        var count = 0
        // The cached static part is summed in another order than the exact score: allow for rounding.
        let slack = 1e-9
        // Local copies: reading them needs no exclusivity checks (nothing below mutates them).
        let flags = self.flags, text = self.total
        var floors: [Double] = []
        floors.reserveCapacity(min(k, candidates.count) + 1)
        var floor = -Double.infinity
        var survivors: [(slot: Int32, hi: Double)] = []
        for slot in candidates {
            let s = Int(slot)
            let base = statics[s]
            guard base != -Float.infinity else { continue }
            count += 1
            if let markStamp { marks[s] = markStamp }
            if flags[s] & SlotFlag.hintOutOfRange != 0 { warnings.append(hintWarning(slot: s)) }
            let sum = Double(text[s]) + Double(base)
            // A non-finite bound says nothing: such a candidate is always scored.
            let known = base.isFinite && sum.isFinite
            let hi = known ? sum + slack : Double.infinity
            if floors.count == k, hi < floor { continue }
            survivors.append((slot, hi))
            let lo = known ? sum - 2 * Double(base.ulp) - slack : -Double.infinity
            guard floors.count < k || lo > floor else { continue }
            if floors.count == k { floors.removeFirst() }
            var at = 0
            while at < floors.count, floors[at] < lo { at += 1 }
            floors.insert(lo, at: at)
            if floors.count == k { floor = floors[0] }
        }
        var top: [(slot: Int32, score: Double)] = []
        top.reserveCapacity(min(k, candidates.count) + 1)
        for candidate in survivors where floors.count < k || candidate.hi >= floor {
            let s = Int(candidate.slot)
            insert((candidate.slot, score(slot: s, text: text[s], now: now, ranking: ranking, unitByApp: unitByApp)), into: &top, k: k)
        }
        return (top, count)
    }

    /// Inserts into a list kept in result order (score descending, then first-indexed), at most `k` long.
    @inline(__always)
    private func insert(_ x: (slot: Int32, score: Double), into top: inout [(slot: Int32, score: Double)], k: Int) {
        func before(_ a: (slot: Int32, score: Double), _ b: (slot: Int32, score: Double)) -> Bool {
            a.score != b.score ? a.score > b.score : sequence(ofSlot: Int(a.slot)) < sequence(ofSlot: Int(b.slot))
        }
        if top.count == k, let last = top.last, !before(x, last) { return }
        var lo = 0, hi = top.count
        while lo < hi { let mid = (lo + hi) / 2; if before(top[mid], x) { lo = mid + 1 } else { hi = mid } }
        top.insert(x, at: lo)
        if top.count > k { top.removeLast() }
    }
}
