/// What one line of a parsed scenario file is: the formatter, folding and highlighting walk a file by these.
public enum ScriptLineRole: Equatable, Sendable {
    /// Empty or only blanks.
    case blank
    /// A `# comment` line.
    case comment
    /// A `## Section` heading.
    case section
    /// A `key: value` header line before the first command.
    case header
    /// The first line of the command of `steps[step]`.
    case command(step: Int)
    /// A line joined to the command of `steps[step]` by a trailing `\` on the line above.
    case continuation(step: Int)
    /// A `> output` line of `steps[step]`.
    case output(step: Int)
    /// Anything else: a line the parser reported an error for (a late header, output with no command above it).
    case other
}

extension ScriptFile {
    /// The role of every line of `lines` (index 0 is line 1), found in one pass.
    public var lineRoles: [ScriptLineRole] {
        var roles = [ScriptLineRole](repeating: .other, count: lines.count)
        let firstStep = steps.first?.line ?? Int.max
        for (n, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty {
                roles[n] = .blank
            } else if trimmed.hasPrefix("##") {
                roles[n] = .section
            } else if trimmed.hasPrefix("#") {
                roles[n] = .comment
            } else if n + 1 < firstStep, !trimmed.hasPrefix(">") {
                roles[n] = .header
            }
        }
        for (index, step) in steps.enumerated() {
            var n = step.line - 1
            guard n >= 0, n < lines.count else { continue }
            roles[n] = .command(step: index)
            while lines[n].hasSuffix("\\"), n + 1 < lines.count {
                n += 1
                roles[n] = .continuation(step: index)
            }
            if let golden = step.goldenLines {
                for g in golden where g - 1 < lines.count { roles[g - 1] = .output(step: index) }
            }
        }
        return roles
    }

    /// The last line (1-based) of a step's command: its line, or the last of its `\` continuation lines.
    public func commandEndLine(of step: ScriptStep) -> Int {
        var n = step.line - 1
        while n >= 0, n < lines.count, lines[n].hasSuffix("\\"), n + 1 < lines.count { n += 1 }
        return n + 1
    }
}
