import LimelightCore

/// Whether a command line parses without any diagnostic, decided from its bytes in place: no token, string or
/// invocation is made. `limelight check` and the language server want only a line's diagnostics, and a bulk file's
/// lines have none; this is `CommandParser.parse` read for that answer alone, so it says `true` only for a line the
/// parser reads the same way and reports nothing for, and `false` for anything else (non-ASCII text, escapes, quotes
/// inside a word, `--name=value`, a comparison, a `rest` or duration argument, a command with a static check, any
/// problem at all) — then the caller parses the line in full, which finds and words every diagnostic. The answer is an
/// optimisation only: `CommandLineCheckTests` and the `command-line-check` fuzz target check that a `true` line has no
/// diagnostics in the full parse.
enum CommandLineCheck {
    /// The most words a line may have for the check to read it (on the stack); a longer line is parsed in full.
    static let mostTokens = 48

    /// One word of the line: its text is `bytes[start..<end]` (inside the quotes for a quoted string).
    private struct Span {
        var start: Int
        var end: Int
        var quoted: Bool
        var option: Bool
    }

    /// Whether `CommandParser.parse(source)` against `registry` reports nothing (true), or the line has to be parsed in
    /// full to know (false).
    static func isClean(_ source: String, registry: CommandRegistry) -> Bool {
        source.utf8.withContiguousStorageIfAvailable { bytes in
            withUnsafeTemporaryAllocation(of: Span.self, capacity: mostTokens) { spans in
                isClean(bytes, spans: spans, registry: registry)
            }
        } ?? false
    }

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\")
    private static let double = UInt8(ascii: "\""), single = UInt8(ascii: "'"), dash = UInt8(ascii: "-"), equals = UInt8(ascii: "=")
    private static let carriageReturn = UInt8(ascii: "\r")

    private static func isClean(_ bytes: UnsafeBufferPointer<UInt8>, spans: UnsafeMutableBufferPointer<Span>, registry: CommandRegistry) -> Bool {
        // The words, as `Lexer.tokenizeASCII` reads them when no word has escapes or quotes inside it.
        guard bytes.count <= ScriptParser.longestLine else { return false }
        var count = 0
        var i = 0
        let n = bytes.count
        while i < n {
            let c = bytes[i]
            // Other text is read as characters (a combining mark joins the byte before it); a carriage return splits
            // words there.
            if c >= 0x80 || c == carriageReturn { return false }
            if c == space || c == tab { i += 1; continue }
            if c == hash {
                // A comment: the lexer reads the line as characters if any of it is not ASCII.
                while i < n {
                    if bytes[i] >= 0x80 || bytes[i] == carriageReturn { return false }
                    i += 1
                }
                break
            }
            guard count < mostTokens else { return false }
            if c == double || c == single {
                var end = i + 1
                while end < n, bytes[end] != c {
                    let b = bytes[end]
                    if b == backslash || b >= 0x80 || b == carriageReturn { return false }
                    end += 1
                }
                guard end < n else { return false }  // unterminated
                spans[count] = Span(start: i + 1, end: end, quoted: true, option: false)
                count += 1
                i = end + 1
                continue
            }
            var end = i
            while end < n, bytes[end] != space, bytes[end] != tab {
                let b = bytes[end]
                if b == double || b == single || b >= 0x80 || b == carriageReturn { return false }
                end += 1
            }
            let option = end - i > 2 && bytes[i] == dash && bytes[i + 1] == dash
            spans[count] = Span(start: i, end: end, quoted: false, option: option)
            count += 1
            i = end
        }
        guard count > 0 else { return true }  // a line of blanks or a comment: no command, nothing to report
        func text(_ span: Span) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[span.start..<span.end]) }
        func string(_ span: Span) -> String { String(decoding: text(span), as: UTF8.self) }

        // The command: `CommandRegistry.resolve`'s common case, the leading plain words naming one whole command.
        var node = registry.root
        var consumed = 0
        while consumed < count {
            let span = spans[consumed]
            // The registry's walk skips a quoted word or an option and goes on with the words after it.
            if span.quoted || span.option {
                guard node.children.isEmpty else { return false }
                break
            }
            guard let child = node.child(text(span)) else { break }
            node = child
            consumed += 1
        }
        guard consumed > 0, let spec = node.spec, spec.staticCheck == nil, !spec.takesComparison else { return false }

        // The arguments and options, as `CommandParser.parse` binds them.
        let arguments = spec.arguments, options = spec.options
        guard arguments.count <= 64, options.count <= 128 else { return false }
        var bound: UInt64 = 0
        var seen: (low: UInt64, high: UInt64) = (0, 0)
        func fits(_ kind: ValueKind, _ span: Span) -> Bool {
            switch kind {
            case .text, .rest, .list: return true
            default: return kind.problem(with: string(span)) == nil
            }
        }
        var argIndex = 0
        i = consumed
        while i < count {
            let span = spans[i]
            if argIndex < arguments.count, case .rest = arguments[argIndex].kind { return false }
            if span.option {
                let name = UnsafeBufferPointer(rebasing: bytes[(span.start + 2)..<span.end])
                guard !name.contains(equals), let o = spec.optionIndex(named: name) else { return false }
                let bit: UInt64 = 1 << UInt64(o & 63)
                let wasSeen = o < 64 ? seen.low & bit != 0 : seen.high & bit != 0
                if wasSeen, !options[o].isRepeatable { return false }
                if o < 64 { seen.low |= bit } else { seen.high |= bit }
                guard let kind = options[o].kind else {
                    i += 1
                    continue
                }
                guard i + 1 < count, !spans[i + 1].option, fits(kind, spans[i + 1]) else { return false }
                i += 2
                continue
            }
            if argIndex < arguments.count, case .duration = arguments[argIndex].kind, !span.quoted, i + 1 < count, !spans[i + 1].quoted {
                return false  // a number and a unit, which the parser reads together
            }
            guard argIndex < arguments.count else {
                guard let last = arguments.last, last.isVariadic, fits(last.kind, span) else { return false }
                bound |= 1 << UInt64(arguments.count - 1)
                i += 1
                continue
            }
            guard fits(arguments[argIndex].kind, span) else { return false }
            bound |= 1 << UInt64(argIndex)
            if !arguments[argIndex].isVariadic { argIndex += 1 }
            i += 1
        }
        for a in arguments.indices where !arguments[a].isOptional && bound & (1 << UInt64(a)) == 0 { return false }
        return true
    }
}
