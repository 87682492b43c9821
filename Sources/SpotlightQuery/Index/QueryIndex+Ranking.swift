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
        let h = Double(hint[s])
        let unit: Bool
        switch ranking.hintScale {
        case .auto:
            let a = Int(appOfSlot[s])
            unit = a >= 0 && a < unitByApp.count ? unitByApp[a] : (maxHintByApp[appOfSlot[s]] ?? 0) <= 1
        case .unit: unit = true
        case .apple100: unit = false
        }
        score += ranking.hintWeight * min(1, max(0, unit ? h : h / 100))
        if lastUsed[s].isFinite {
            let days = max(0, (now - lastUsed[s]) / 86_400)
            score += ranking.recencyWeight / (1 + days / ranking.recencyHalfLifeDays)
        }
        if engagement[s] > 0 { score += ranking.engagementWeight * log2(1 + Double(engagement[s])) }
        return score
    }

    /// The per-slot static scores (score with no text) for a moment, scope and weights, recomputed when the index
    /// changed; `-infinity` marks a slot that is not visible in that scope (visible slots always score finitely).
    func staticScores(now: Double, state: DataProtectionState, app: Int32?, ranking: UserQueryRanking, unitByApp: [Bool]) -> [Double] {
        let key = StaticScoreKey(now: now, state: state, app: app, ranking: ranking)
        let visible = Visibility(self, now: now, state: state, app: app)
        if staticKey == key, !staticsNeedFullUpdate, staticCache.count <= stored.count {
            // Same moment, scope and weights: refresh only the slots that changed (new slots start invisible).
            if staticCache.count < stored.count {
                staticCache.append(contentsOf: repeatElement(-Double.infinity, count: stored.count - staticCache.count))
            }
            for slot in dirtySlots {
                let s = Int(slot)
                staticCache[s] = visible.contains(slot) ? score(slot: s, text: 0, now: now, ranking: ranking, unitByApp: unitByApp) : -Double.infinity
            }
            dirtySlots.removeAll(keepingCapacity: true)
            return staticCache
        }
        dirtySlots.removeAll(keepingCapacity: true)
        staticsNeedFullUpdate = false
        var cache = [Double](repeating: -Double.infinity, count: stored.count)
        for s in 0..<stored.count where visible.contains(Int32(s)) {
            cache[s] = score(slot: s, text: 0, now: now, ranking: ranking, unitByApp: unitByApp)
        }
        staticCache = cache
        staticKey = key
        return cache
    }

    /// Visibility, count and the `k` best of the candidates, scoring exactly only those that can still make the list.
    func topCandidates(_ candidates: [Int32], k: Int, scope: SearchScope, appID: Int32?, ranking: UserQueryRanking,
                       markStamp: UInt32?, warnings: inout [String]) -> (top: [(slot: Int32, score: Double)], total: Int) {
        let now = scope.now.secondsSinceReferenceDate
        let unitByApp = unitScaleByApp()
        let statics = staticScores(now: now, state: scope.protectionState, app: appID, ranking: ranking, unitByApp: unitByApp)
        var top: [(slot: Int32, score: Double)] = []
        top.reserveCapacity(k + 1)
        var threshold = -Double.infinity
        var count = 0
        // The cached static part is summed in another order than the exact score: allow for rounding.
        let slack = 1e-9
        // Local copies: reading them needs no exclusivity checks (nothing below mutates them).
        let hint = self.hint, text = self.total
        for slot in candidates {
            let s = Int(slot)
            let base = statics[s]
            guard base != -Double.infinity else { continue }
            count += 1
            if let markStamp { stamp[s] = markStamp }
            let h = hint[s]
            if h < 0 || h > 100, let item = item(at: s) {
                warnings.append("\(item.app) item '\(item.uniqueIdentifier)': rankingHint \(CSAttributeValue.format(Double(h))) is outside Apple's 0–100 range; clamped")
            }
            if top.count == k, Double(text[s]) + base < threshold - slack { continue }
            let exact = score(slot: s, text: text[s], now: now, ranking: ranking, unitByApp: unitByApp)
            insert((slot, exact), into: &top, k: k)
            if top.count == k, let last = top.last { threshold = last.score }
        }
        return (top, count)
    }

    /// Inserts into a list kept in result order (score descending, then first-indexed), at most `k` long.
    @inline(__always)
    private func insert(_ x: (slot: Int32, score: Double), into top: inout [(slot: Int32, score: Double)], k: Int) {
        func before(_ a: (slot: Int32, score: Double), _ b: (slot: Int32, score: Double)) -> Bool {
            a.score != b.score ? a.score > b.score : sequence[Int(a.slot)] < sequence[Int(b.slot)]
        }
        if top.count == k, let last = top.last, !before(x, last) { return }
        var lo = 0, hi = top.count
        while lo < hi { let mid = (lo + hi) / 2; if before(top[mid], x) { lo = mid + 1 } else { hi = mid } }
        top.insert(x, at: lo)
        if top.count > k { top.removeLast() }
    }
}
