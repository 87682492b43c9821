extension ScriptParser {
    /// The step `scan` makes of the command written on `lines[range]` (the parser's lines: its first line, continuation
    /// lines, then its golden output), without an invocation, at the line it is on: how the language server makes again
    /// a command it keeps only the lines of (one without diagnostics, `ParsedItem`). The command is one a scan found
    /// there with no diagnostics, so no longer than `longestLine`. Read as `prepare` and `scan` read it (the server's
    /// `aCommandKeptAsItsLinesIsMadeAgainAsTheScanMadeIt` compares them): continuation lines joined with a space, each
    /// without its trailing backslash and the next one's leading blanks; each `>` line without the `>` and one space.
    public static func step(_ lines: [String], covering range: Range<Int>, section: String?) -> ScriptStep {
        let n = range.lowerBound
        let last = extent(of: lines, count: range.upperBound, at: n).last
        var source = lines[n]
        if last > n {
            var parts = [Substring(lines[n].dropLast())]
            for k in (n + 1)...last {
                let next = Substring(lines[k].trimmingBlanks())
                parts.append(k < last ? next.dropLast() : next)
            }
            source = parts.joined(separator: " ")
        }
        let hasGolden = range.upperBound > last + 1
        let golden = hasGolden ? lines[(last + 1)..<range.upperBound].map { line in
            let body = line.dropFirst()
            return String(body.hasPrefix(" ") ? body.dropFirst() : body)
        } : nil
        return ScriptStep(line: n + 1, source: source, invocation: nil, golden: golden,
                          goldenLines: hasGolden ? (last + 2)...range.upperBound : nil, section: section)
    }
}
