/// The term dictionary of one attribute: term → global term id, plus a sorted view for prefix lookups
/// (new terms wait in a small unsorted buffer that is merged in when it grows).
final class FieldTerms {
    private(set) var ids: [String: Int32] = [:]
    private var sorted: [(term: String, id: Int32)] = []
    private var pending: [(term: String, id: Int32)] = []

    /// The id of `term`, if the field has it.
    func id(of term: String) -> Int32? { ids[term] }

    /// Adds a term with the id the caller allocated.
    func insert(_ term: String, id: Int32) {
        ids[term] = id
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
