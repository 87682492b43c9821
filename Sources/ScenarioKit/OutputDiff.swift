import LimelightCore

/// A line diff of expected and actual output, marked `-` (expected only) and `+` (actual only), common lines with two spaces.
public enum OutputDiff {
    /// The most cells (expected × actual lines, after the common head and tail are set aside) the exact diff works
    /// through; past it the middle is shown as all removed then all added, so the work stays linear in the output.
    public static let largestExactDiff = 1_000_000
    /// The most diff lines shown; the rest are counted in one closing line.
    public static let longestDiff = 400

    /// The diff of two line lists: the common head and tail, and the middle by its longest common subsequence.
    public static func lines(expected: [String], actual: [String]) -> [String] {
        var head = 0
        while head < expected.count, head < actual.count, expected[head] == actual[head] { head += 1 }
        var tail = 0
        while tail < expected.count - head, tail < actual.count - head,
              expected[expected.count - 1 - tail] == actual[actual.count - 1 - tail] { tail += 1 }
        let e = Array(expected[head..<(expected.count - tail)]), a = Array(actual[head..<(actual.count - tail)])
        var out = expected[..<head].map { "    \($0)" }
        out += e.count * a.count <= largestExactDiff ? middle(e, a) : e.map { "  - \($0)" } + a.map { "  + \($0)" }
        out += expected[(expected.count - tail)...].map { "    \($0)" }
        guard out.count > longestDiff else { return out }
        return Array(out.prefix(longestDiff)) + ["  … \(out.count - longestDiff) more diff lines"]
    }

    /// The index of the first expected line that differs (`expected.count` when the actual output only adds lines).
    public static func firstDifference(expected: [String], actual: [String]) -> Int {
        var i = 0
        while i < expected.count, i < actual.count, expected[i] == actual[i] { i += 1 }
        return i
    }

    private static func middle(_ expected: [String], _ actual: [String]) -> [String] {
        let n = expected.count, m = actual.count
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = expected[i] == actual[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                out.append("    \(expected[i])"); i += 1; j += 1
            } else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] {
                out.append("  - \(expected[i])"); i += 1
            } else {
                out.append("  + \(actual[j])"); j += 1
            }
        }
        return out
    }
}
