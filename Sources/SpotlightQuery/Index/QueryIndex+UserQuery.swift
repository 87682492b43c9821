import Foundation
import LimelightCore
import Spotlight

/// One ranked result of a user query.
public struct RankedItem: Sendable {
    /// The item as the index holds it.
    public var indexed: IndexedItem
    /// Its score (higher first); 0 when ranking is off.
    public var score: Double
}

/// What a user query finds: ranked items, completions and warnings about the data (e.g. out-of-range hints).
public struct UserQueryResult: Sendable {
    /// Items in the order the system UI lists them.
    public var items: [RankedItem]
    /// How many visible items matched before `maxResultCount` cut the list.
    public var totalCount: Int
    /// Completions of the last word, best first.
    public var suggestions: [QuerySuggestion]
    /// Problems with the indexed data noticed while ranking, e.g. a rankingHint outside 0–100.
    public var warnings: [String]
}

extension QueryIndex {
    /// Records a `userEngaged` selection of an item: it ranks higher in later user queries.
    public func recordEngagement(app: String, identifier: String, weight: Float = 1) {
        let key = Key(app: app, identifier: identifier)
        engagementByKey[key, default: 0] += weight
        if let slot = slotOf.slot(key, in: stored, flags) {
            markDirty(slot)
            setFlag(SlotFlag.engaged, engagementByKey[key] ?? 0 > 0, slot: Int(slot))
        }
    }

    /// Runs free text as CSUserQuery does: words folded for case and diacritics, each a prefix of some word in a
    /// searchable attribute (all words must match), ranked by text relevance, rankingHint and engagement.
    public func userQuery(_ text: String, scope: SearchScope, filter: CompiledQuery?, maxResults: Int, maxSuggestions: Int,
                          ranked: Bool, ranking: UserQueryRanking = .standard) -> UserQueryResult {
        let typed = FoldedText(text, caseInsensitive: true, diacriticInsensitive: true).words()
        // The first 15 distinct words count; the scan stops there (a linear search over every typed word was quadratic:
        // 20,000 distinct words took 9 s).
        var words: [String] = []
        for w in typed where !words.contains(w) {
            words.append(w)
            if words.count == 15 { break }
        }
        guard !words.isEmpty else { return UserQueryResult(items: [], totalCount: 0, suggestions: [], warnings: []) }
        let fieldNames = CSAttributeCatalog.searchableText + [Self.defaultCustomField]
        // Terms per word with their weights; the rarest word goes first so later passes touch fewer slots.
        var perWord: [(word: String, terms: [(id: Int32, weight: Float)], cost: Int)] = []
        for word in words {
            var list: [(id: Int32, weight: Float)] = []
            var cost = 0
            for field in fieldNames {
                guard let dictionary = fields[field] else { continue }
                var found: [(id: Int32, exact: Bool)] = []
                dictionary.terms(withPrefix: word, into: &found)
                let w = ranking.weight(of: field)
                for t in found {
                    list.append((t.id, Float(t.exact ? w * (1 + ranking.exactWordBonus) : w)))
                    cost += postings.count(t.id)
                }
            }
            perWord.append((word, list, cost))
        }
        let lastWord = words[words.count - 1]
        perWord.sort { $0.cost < $1.cost }
        ensureScratch()
        postings.compactIfScattered()
        if stampBase > UInt32.max - 64 {
            stampBase = 0
            for i in marks.indices { marks[i] = 0 }
        }
        let base = stampBase + 1
        stampBase += UInt32(perWord.count + 2)
        let current = gather(perWord.map(\.terms), base: base)
        // The candidate buffers are handed back to the index when this query is done (their capacity is reused).
        defer { recycle(current) }
        // Visibility, filter queries, scores.
        let now = scope.now.secondsSinceReferenceDate
        var appID: Int32?
        if let name = scope.app { guard let id = appIDs[name] else { return UserQueryResult(items: [], totalCount: 0, suggestions: [], warnings: []) }; appID = id }
        var warnings: [String] = []
        let finalStamp = base + UInt32(perWord.count) + 1
        var results: [(slot: Int32, score: Double)] = []
        let totalCount: Int
        if ranked, filter == nil, maxResults > 0, maxResults <= Self.boundedInsertionLimit, pruningEnabled {
            let found = topCandidates(current, k: maxResults, scope: scope, appID: appID, ranking: ranking,
                                      markStamp: maxSuggestions > 0 ? finalStamp : nil, warnings: &warnings)
            results = found.top
            totalCount = found.total
        } else {
            results.reserveCapacity(current.count)
            let unitByApp = unitScaleByApp()
            for slot in current {
                guard isVisible(slot, now: now, state: scope.protectionState, app: appID) else { continue }
                if let filter, let item = item(at: Int(slot)), !ReferenceEvaluator.matches(filter, item.item) { continue }
                let s = Int(slot)
                marks[s] = finalStamp
                guard ranked else { results.append((slot, 0)); continue }
                if flags[s] & SlotFlag.hintOutOfRange != 0 { warnings.append(hintWarning(slot: s)) }
                results.append((slot, score(slot: s, text: total[s], now: now, ranking: ranking, unitByApp: unitByApp)))
            }
            totalCount = results.count
            let before: ((slot: Int32, score: Double), (slot: Int32, score: Double)) -> Bool = { a, b in
                a.score != b.score ? a.score > b.score : self.sequence(ofSlot: Int(a.slot)) < self.sequence(ofSlot: Int(b.slot))
            }
            if maxResults > 0, results.count > maxResults {
                results = Self.top(results, maxResults, by: before)
            } else {
                results.sort(by: before)
            }
        }
        let items = results.compactMap { r in self.item(at: Int(r.slot)).map { RankedItem(indexed: $0, score: r.score) } }
        let suggestions = maxSuggestions > 0
            ? suggest(typed: text, lastWord: lastWord, fieldNames: fieldNames, finalStamp: finalStamp, limit: maxSuggestions) : []
        return UserQueryResult(items: items, totalCount: totalCount, suggestions: suggestions, warnings: warnings.sorted())
    }

    /// The slots holding every word (each word: any of its terms), with `total` set to the summed best weight per
    /// word; `marks` holds per-slot stamps counted from `base`, so nothing is cleared between queries.
    ///
    /// A word's terms are visited best weight first, so the first term that reaches a slot carries the word's best
    /// weight for it: later terms only find the slot already stamped, and no per-slot best is kept or compared.
    func gather(_ words: [[(id: Int32, weight: Float)]], base: UInt32) -> [Int32] {
        var current: [Int32] = []
        let postings = self.postings
        var spare = candidateBuffers.popLast() ?? []
        marks.withUnsafeMutableBufferPointer { marks in
            total.withUnsafeMutableBufferPointer { total in
                for (k, terms) in words.enumerated() {
                    let mine = base + UInt32(k)
                    var bound = 0
                    if k == 0 { for term in terms { bound += postings.count(term.id) } } else { bound = current.count }
                    let ordered = terms.enumerated().sorted { a, b in
                        a.element.weight != b.element.weight ? a.element.weight > b.element.weight : a.offset < b.offset
                    }.map(\.element)
                    // The candidates are written through a pointer into a buffer sized for the most there can be
                    // (no per-append capacity checks), then cut to how many there were.
                    var next = spare
                    next.removeAll(keepingCapacity: true)
                    next.append(contentsOf: repeatElement(0, count: bound))
                    var n = 0
                    next.withUnsafeMutableBufferPointer { out in
                        guard let out = out.baseAddress else { return }
                        for term in ordered {
                            let weight = term.weight
                            postings.forEachChunk(term.id) { chunk in
                                if k == 0 {
                                    // Any stamp outside this query's range: the slot is new to this query.
                                    for slot in chunk {
                                        let s = Int(slot)
                                        let st = marks[s]
                                        guard st < base || st > base + 16 else { continue }
                                        marks[s] = mine
                                        total[s] = weight
                                        out[n] = slot
                                        n += 1
                                    }
                                } else {
                                    // Only slots that held every earlier word (stamped by the previous one) go on.
                                    for slot in chunk {
                                        let s = Int(slot)
                                        guard marks[s] == mine - 1 else { continue }
                                        marks[s] = mine
                                        total[s] += weight
                                        out[n] = slot
                                        n += 1
                                    }
                                }
                            }
                        }
                    }
                    next.removeLast(next.count - n)
                    spare = current
                    current = next
                    if current.isEmpty { break }
                }
            }
        }
        recycle(spare)
        return current
    }

    /// The largest page the pruned top-k paths keep by insertion; a larger `maxResultCount` ranks by sorting.
    static let boundedInsertionLimit = 256

    /// Keeps a candidate buffer's storage for the next query (at most two are kept).
    func recycle(_ buffer: [Int32]) {
        if candidateBuffers.count < 2, buffer.capacity > 0 { candidateBuffers.append(buffer) }
    }

    /// The best `k` elements in order, by a bounded insertion (k is small: a results page).
    static func top<T>(_ list: [T], _ k: Int, by before: (T, T) -> Bool) -> [T] {
        // A large page (up to every result) is a sort: bounded insertion would be quadratic in k.
        guard k <= boundedInsertionLimit, k < list.count else { return Array(list.sorted(by: before).prefix(max(0, k))) }
        var best: [T] = []
        best.reserveCapacity(min(k, list.count) + 1)
        for x in list {
            if best.count == k, let last = best.last, !before(x, last) { continue }
            var lo = 0, hi = best.count
            while lo < hi { let mid = (lo + hi) / 2; if before(best[mid], x) { lo = mid + 1 } else { hi = mid } }
            best.insert(x, at: lo)
            if best.count > k { best.removeLast() }
        }
        return best
    }

    /// Completions of the last typed word: terms it prefixes, ranked by how many found items contain them.
    private func suggest(typed: String, lastWord: String, fieldNames: [String], finalStamp: UInt32, limit: Int) -> [QuerySuggestion] {
        var counts: [String: Int] = [:]
        for field in fieldNames {
            guard let dictionary = fields[field] else { continue }
            for (term, id) in dictionary.sortedTerms(withPrefix: lastWord) {
                var n = 0
                postings.forEach(id) { slot in if marks[Int(slot)] == finalStamp { n += 1 } }
                if n > 0 { counts[term, default: 0] += n }
            }
        }
        // Keep what was typed before the last word, and complete the last word.
        let chars = Array(typed)
        var cut = chars.count
        while cut > 0, chars[cut - 1].isWhitespace { cut -= 1 }
        while cut > 0, chars[cut - 1].isLetter || chars[cut - 1].isNumber { cut -= 1 }
        let head = String(chars[0..<cut])
        let typedLast = String(chars[cut...]).trimmingWhitespace()
        let ranked = counts.map { ($0.key, $0.value) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.prefix(max(0, limit))
        // The words typed before the last one are highlighted the same way in every suggestion: found once, in one
        // pass (computing them per suggestion, with `head.count` per character, was quadratic in the typed text).
        let headLength = cut
        let headWords = FoldedText(head, caseInsensitive: true, diacriticInsensitive: true)
        var headRanges: [Range<Int>] = []
        var i = 0
        while i < headWords.alnum.count, i < headLength {
            if headWords.alnum[i], i == 0 || !headWords.alnum[i - 1] {
                var e = i
                while e < headWords.alnum.count, headWords.alnum[e] { e += 1 }
                headRanges.append(i..<e)
                i = e
            } else { i += 1 }
        }
        return ranked.map { term, n in
            let text = head + term
            var ranges = headRanges
            ranges.append(headLength..<(headLength + min(typedLast.count, term.count)))
            return QuerySuggestion(localizedSuggestion: text, highlightRanges: ranges, itemCount: n)
        }
    }
}
