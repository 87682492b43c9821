import LimelightCore

/// The canonical printer of scenario files: one layout per parse, so printing twice gives the same text and the
/// printed file parses to the same header, sections, steps and golden output.
///
/// The layout: no leading blanks, one space between a command's words (each written as it was, quotes and all) and
/// before a trailing `# comment`, `key: value` headers, `## Section` headings with a blank line above, `> output`
/// lines, at most one blank line in a row, none at the start or end, and one LF at the end. A command continued with
/// `\` keeps its lines (continuations indented by four spaces).
public enum ScenarioFormatter {
    /// The canonical text of a parsed file, or nil when it has errors (a file with errors is left as written).
    public static func format(_ file: ScriptFile) -> String? {
        guard !file.hasErrors else { return nil }
        let lines = file.lines
        var stepAt: [Int: ScriptStep] = [:]
        for step in file.steps { stepAt[step.line] = step }
        let firstStep = file.steps.first?.line ?? Int.max
        var out: [String] = []
        var blankPending = false
        func emit(_ line: String) {
            if blankPending, !out.isEmpty { out.append("") }
            blankPending = false
            out.append(line)
        }
        var n = 0
        while n < lines.count {
            let lineNo = n + 1
            let trimmed = lines[n].trimmingBlanks()
            if trimmed.isEmpty {
                blankPending = true
                n += 1
                continue
            }
            if trimmed.hasPrefix("##") {
                let name = trimmed.drop { $0 == "#" || $0 == " " || $0 == "\t" }.trimmingBlanks()
                blankPending = true
                emit(name.isEmpty ? "##" : "## " + name)
                n += 1
                continue
            }
            if trimmed.hasPrefix("#") {
                emit(trimmed)
                n += 1
                continue
            }
            guard let step = stepAt[lineNo] else {
                // Before the first command every other line is a header (after it, a header is an error).
                if lineNo < firstStep, let colon = trimmed.firstIndex(of: ":") {
                    let value = trimmed[trimmed.index(after: colon)...].trimmingBlanks()
                    emit(String(trimmed[..<colon]) + ":" + (value.isEmpty ? "" : " " + value))
                } else {
                    emit(trimmed)
                }
                n += 1
                continue
            }
            // The command: its continuation lines as they are, or its words with single spaces.
            var last = n
            while lines[last].hasSuffix("\\"), last + 1 < lines.count { last += 1 }
            if last > n {
                emit(trimmed)
                for k in (n + 1)...last {
                    let part = lines[k].trimmingBlanks()
                    out.append(part.isEmpty ? "" : "    " + part)
                }
            } else {
                emit(command(trimmed))
            }
            n = last + 1
            if let golden = step.golden, let range = step.goldenLines {
                for text in golden { out.append(text.isEmpty ? ">" : "> " + text) }
                n = range.upperBound
            }
        }
        return out.isEmpty ? "" : out.joined(separator: "\n") + "\n"
    }

    /// A one-line command with one space between its tokens (each as written) and before a trailing comment; tokens
    /// written with nothing between them (`"Paris"c` in a query) stay together.
    static func command(_ line: String) -> String {
        let tokens = Lexer.tokenize(line).tokens
        guard !tokens.isEmpty else { return line }
        var out = ""
        var end = 0
        for token in tokens {
            if !out.isEmpty, token.column > end { out += " " }
            out += token.raw
            end = token.column + token.length
        }
        let comment = line.dropFirst(end - 1).trimmingBlanks()
        return out + (comment.isEmpty ? "" : " " + comment)
    }
}
