/// The term dictionary of one attribute: term → global term id, plus a sorted view for prefix lookups
/// (new terms wait in a small unsorted buffer that is merged in when it grows).
final class FieldTerms {
    /// Terms that do not fit the short table (long or non-ASCII).
    private var ids: [String: Int32] = [:]
    /// Short ASCII terms, looked up by bytes.
    private var short = ShortTermTable()
    private var sorted: [(term: String, id: Int32)] = []
    /// Whether whole texts are remembered with their term ids (fields with few distinct values).
    let remembersTexts: Bool
    /// Term ids by whole text, when `remembersTexts` (at most 1024 texts).
    var rememberedTerms: [String: [Int32]] = [:]

    init(remembersTexts: Bool = false) {
        self.remembersTexts = remembersTexts
    }
    private var pending: [(term: String, id: Int32)] = []

    /// The id of `term`, if the field has it.
    func id(of term: String) -> Int32? {
        var copy = term
        if let key = copy.withUTF8({ ShortTermTable.key($0) }) { return short.id(key.0, key.1) }
        return ids[term]
    }

    /// The id of a term given as UTF-8 bytes, if the field has it.
    @inline(__always)
    func id(ofASCII bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        if let key = ShortTermTable.key(bytes) { return short.id(key.0, key.1) }
        return ids[String(decoding: bytes, as: UTF8.self)]
    }

    /// Adds a term with the id the caller allocated.
    func insert(_ term: String, id: Int32) {
        var copy = term
        if let key = copy.withUTF8({ ShortTermTable.key($0) }) { short.insert(key.0, key.1, id: id) } else { ids[term] = id }
        pending.append((term, id))
        if pending.count > 4096 { mergePending() }
    }

    /// Every term id whose term starts with `prefix`, with whether the term equals the prefix.
    func terms(withPrefix prefix: String, into out: inout [(id: Int32, exact: Bool)]) {
        if pending.count > 256 { mergePending() }
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid].term < prefix { lo = mid + 1 } else { hi = mid }
        }
        var i = lo
        while i < sorted.count, sorted[i].term.hasPrefix(prefix) {
            out.append((sorted[i].id, sorted[i].term == prefix))
            i += 1
        }
        for entry in pending where entry.term.hasPrefix(prefix) { out.append((entry.id, entry.term == prefix)) }
    }

    /// Terms starting with `prefix` in sorted order (for suggestions), at most `limit`.
    func sortedTerms(withPrefix prefix: String) -> [(term: String, id: Int32)] {
        mergePending()
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid].term < prefix { lo = mid + 1 } else { hi = mid }
        }
        var out: [(term: String, id: Int32)] = []
        var i = lo
        while i < sorted.count, sorted[i].term.hasPrefix(prefix) { out.append(sorted[i]); i += 1 }
        return out
    }

    private func mergePending() {
        guard !pending.isEmpty else { return }
        pending.sort { $0.term < $1.term }
        var merged: [(term: String, id: Int32)] = []
        merged.reserveCapacity(sorted.count + pending.count)
        var a = 0, b = 0
        while a < sorted.count || b < pending.count {
            if b == pending.count || (a < sorted.count && sorted[a].term < pending[b].term) {
                merged.append(sorted[a]); a += 1
            } else {
                merged.append(pending[b]); b += 1
            }
        }
        sorted = merged
        pending.removeAll(keepingCapacity: true)
    }
}
