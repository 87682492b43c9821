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
        var out: [String] = []
        var blankPending = false
        func emit(_ line: String) {
            if blankPending, !out.isEmpty { out.append("") }
            blankPending = false
            out.append(line)
        }
        for (n, role) in file.lineRoles.enumerated() {
            let trimmed = file.lines[n].trimmingBlanks()
            switch role {
            case .blank:
                blankPending = true
            case .section:
                let name = trimmed.drop { $0 == "#" || $0 == " " || $0 == "\t" }.trimmingBlanks()
                blankPending = true
                emit(name.isEmpty ? "##" : "## " + name)
            case .header:
                if let colon = trimmed.firstIndex(of: ":") {
                    let value = trimmed[trimmed.index(after: colon)...].trimmingBlanks()
                    emit(String(trimmed[..<colon]) + ":" + (value.isEmpty ? "" : " " + value))
                } else {
                    emit(trimmed)
                }
            case .command:
                // A continued command keeps its words as written; a one-line one gets single spaces.
                emit(trimmed.hasSuffix("\\") ? trimmed : command(trimmed))
            case .continuation:
                out.append(trimmed.isEmpty ? "" : "    " + trimmed)
            case .output:
                let body = file.lines[n].dropFirst()
                let text = body.hasPrefix(" ") ? body.dropFirst() : body
                out.append(text.isEmpty ? ">" : "> " + text)
            case .comment, .other:
                emit(trimmed)
            }
        }
        return out.isEmpty ? "" : out.joined(separator: "\n") + "\n"
    }

    /// A one-line command with one space between its tokens (each as written) and before a trailing comment; tokens
    /// written with nothing between them (`"Paris"c` in a query) stay together.
    static func command(_ line: String) -> String {
        let tokens = Lexer.tokenize(line).tokens
        guard !tokens.isEmpty else { return line }
        let characters = Array(line)
        var out = ""
        var end = 0
        for token in tokens {
            if !out.isEmpty, token.column > end { out += " " }
            out += token.raw(in: characters)
            end = token.column + token.length
        }
        let comment = line.dropFirst(end - 1).trimmingBlanks()
        return out + (comment.isEmpty ? "" : " " + comment)
    }
}
