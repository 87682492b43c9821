import LimelightCore

/// A `spotlight query` line after the command words: the raw query string, where it starts, and the options after it.
struct QueryLine {
    /// The query string as the engine parses it.
    var query: String
    /// The 1-based column of the line where the query's first character sits (for shifting its diagnostics).
    var column: Int
    /// Whether the query was written as one quoted string (its escapes count twice in the line's columns).
    var quoted = false
    /// The options written after the query, bound like the command parser binds them.
    var options: BoundValues

    /// Splits the `.rest` text of a query command: everything up to the first `--option` word is the query (one quoted
    /// string is unquoted), the rest are options of `known`; an unknown option or a stray word is a located error.
    static func split(_ rest: BoundValue, line: Int, known: [OptionSpec]) throws -> QueryLine {
        let base = rest.range.start.column - 1
        let tokens = Lexer.tokenize(rest.text, lineNumber: line).tokens
        let firstOption = tokens.firstIndex(where: \.isOption) ?? tokens.count
        let queryTokens = tokens[..<firstOption]
        var query = ""
        var column = rest.range.start.column
        var quoted = false
        if queryTokens.count == 1, let only = queryTokens.first, only.isQuoted {
            query = only.text
            column = base + only.column + 1
            quoted = true
        } else if let first = queryTokens.first, let last = queryTokens.last {
            let chars = Array(rest.text)
            query = String(chars[(first.column - 1)..<min(chars.count, last.column - 1 + last.length)])
            column = base + first.column
        }
        var options = BoundValues()
        var i = firstOption
        while i < tokens.count {
            let token = tokens[i]
            let range = token.range(line: line).shifted(columns: base)
            guard token.isOption else {
                throw CommandError("unexpected '\(token.text)' after the options", range: range,
                                   suggestion: "write the query first and the options after it, or put the query in quotes")
            }
            var name = String(token.text.dropFirst(2))
            var inline: String?
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard known.contains(where: { $0.name == name }) else {
                let guess = Suggestions.closest(to: name, in: known.map(\.name))
                throw CommandError("unknown option '--\(name)'", range: range, suggestion: guess.map { "did you mean '--\($0)'?" }
                                   ?? "options: " + known.map { "--\($0.name)" }.joined(separator: ", "), code: "unknown-option")
            }
            if let inline {
                options.append(BoundValue(text: inline, range: range), for: name)
                i += 1
            } else if i + 1 < tokens.count, !tokens[i + 1].isOption {
                let value = tokens[i + 1]
                options.append(BoundValue(text: value.text, range: value.range(line: line).shifted(columns: base)), for: name)
                i += 2
            } else {
                throw CommandError("'--\(name)' needs a value", range: range, code: "missing-value")
            }
        }
        return QueryLine(query: query, column: column, quoted: quoted, options: options)
    }
}
