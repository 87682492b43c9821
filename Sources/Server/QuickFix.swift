import LimelightCore
import Script

/// Reads a fix out of a diagnostic's suggestion ("did you mean 'device'?") as the text that replaces its range.
enum QuickFix {
    /// The quoted text of a "did you mean 'X'?" (or `"X"`) suggestion, or of one that is only "use 'X'" (with at most
    /// "for WORD" after it, as the query lexer writes "use '&&' for AND"); nil when the suggestion offers no text.
    static func suggestedText(_ suggestion: String) -> String? {
        if suggestion.hasPrefix("use '"), let close = suggestion.dropFirst(5).firstIndex(of: "'") {
            let text = String(suggestion.dropFirst(5)[..<close])
            let rest = suggestion[suggestion.index(after: close)...]
            let words = rest.split(separator: " ")
            guard !text.isEmpty, rest.isEmpty || (words.count == 2 && words[0] == "for" && rest.hasPrefix(" ")) else { return nil }
            return text
        }
        guard let marker = suggestion.range(of: "did you mean ") else { return nil }
        let rest = suggestion[marker.upperBound...]
        guard let quote = rest.first, quote == "'" || quote == "\"" else { return nil }
        let body = rest.dropFirst()
        // The closing quote is the first one followed by the end, '?', a blank or punctuation (so "Bob's list" stays whole).
        var i = body.startIndex
        while i < body.endIndex {
            if body[i] == quote {
                let next = body.index(after: i)
                if next == body.endIndex || "? ,;.)".contains(body[next]) {
                    let text = String(body[..<i])
                    return text.isEmpty ? nil : text
                }
            }
            i = body.index(after: i)
        }
        return nil
    }

    /// The text that replaces `original` (the diagnostic's range, on one line, after `before`), or nil when nothing
    /// would change. Leading words of the suggestion already written before the range are dropped ('device lsit' with
    /// "did you mean 'device list'?" replaces 'lsit' with 'list'); an option's `=value` is kept; a quoted original
    /// gets a quoted replacement.
    static func replacement(suggested: String, replacing original: String, before: String) -> String? {
        var text = suggested
        let words = suggested.split(separator: " ", omittingEmptySubsequences: false)
        let written = before.trimmingTrailingBlanks()
        if words.count > 1 {
            for k in stride(from: words.count - 1, through: 1, by: -1) {
                let head = words[..<k].joined(separator: " ")
                guard written.hasSuffix(head) else { continue }
                let boundary = written.dropLast(head.count).last
                if boundary == nil || boundary == " " || boundary == "\t" {
                    text = words[k...].joined(separator: " ")
                    break
                }
            }
        }
        if text.hasPrefix("--"), original.hasPrefix("--"), let eq = original.firstIndex(of: "="), !text.contains("=") {
            text += original[eq...]
        }
        if let q = original.first, q == "\"" || q == "'", !text.hasPrefix(String(q)) {
            let quoted = Lexer.quoteIfNeeded(text)
            text = quoted.hasPrefix("\"") ? quoted : "\"" + text + "\""
        }
        return text == original ? nil : text
    }
}
