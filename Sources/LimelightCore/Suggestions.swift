/// "Did you mean …" suggestions by edit distance.
public enum Suggestions {
    /// The closest candidate to `word` if it is close enough to be a plausible typo (or a unique prefix match).
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let lower = word.lowercased()
        let prefixed = candidates.filter { $0.lowercased().hasPrefix(lower) }
        if prefixed.count == 1, !lower.isEmpty { return prefixed[0] }
        let limit = max(1, min(3, (word.count + 1) / 3))
        let length = lower.count
        var best: (String, Int)?
        // The distance is at least the difference in length: a candidate that differs by more than `limit` characters
        // cannot be chosen, and skipping it keeps a long unknown word linear (a 300,000-character attribute name took
        // 97 s of edit distances).
        for c in candidates where abs(c.count - length) <= limit {
            let d = distance(lower, c.lowercased())
            if let current = best, current.1 <= d { continue }
            best = (c, d)
        }
        guard let (candidate, d) = best else { return nil }
        return d <= limit ? candidate : nil
    }

    /// Damerau–Levenshtein (optimal string alignment) distance between two strings.
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = i }
        for j in 0...y.count { d[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[x.count][y.count]
    }
}
