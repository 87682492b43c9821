import LimelightCore

/// Whether a command line parses without any diagnostic, decided from its bytes in place, and for such a line its
/// invocation, bound from those bytes: no token, no registry walk over strings, no string but the values the invocation
/// holds. `limelight check` and the language server want only a line's diagnostics, and a run wants the invocations of a
/// bulk file's lines, which have none; this is `CommandParser.parse` read for those answers alone, so it says clean only
/// for a line the parser reads the same way and reports nothing for, and leaves anything else (non-ASCII text, escapes,
/// quotes inside a word, `--name=value`, a comparison, a `rest` or duration argument, a command with a static check,
/// any problem at all) to the full parse, which finds and words every diagnostic. The answer is an optimisation only:
/// `CommandLineCheckTests` checks that a clean line has no diagnostics in the full parse, `CommandLineCheckBindTests`
/// that its invocation is the full parse's (`CommandParser.parseInFull`), and the `line` fuzz target checks both on
/// every input.
///
/// One reader (`read`, over `words`) finds the words, the command and what each word binds to; `isClean` asks it only
/// whether the line is clean, `bind` also binds the words it found.
enum CommandLineCheck {
    /// The most words a line may have for the check to read it (on the stack: 576 bytes of spans, under the 1,024 bytes
    /// `withUnsafeTemporaryAllocation` keeps off the heap); a longer line is parsed in full.
    static let mostTokens = 48

    /// What a word of the line binds to, as `CommandParser.parse` binds it (indexes fit a byte: `read` takes specs of at
    /// most 64 arguments and 128 options).
    private enum Role {
        /// A word of the command's name.
        case command
        /// A value of the argument at this index of the spec's arguments.
        case argument(UInt8)
        /// The flag at this index of the spec's options.
        case flag(UInt8)
        /// The option at this index of the spec's options; its value is the next word.
        case option(UInt8)
        /// The value of the option before it.
        case value
    }

    /// One word of the line: its text is `bytes[start..<end]` (inside the quotes for a quoted string). Twelve bytes: a
    /// line read here is at most `ScriptParser.longestLine` bytes, so its offsets fit 32 bits.
    private struct Span {
        private var first: Int32
        private var past: Int32
        var quoted: Bool
        var option: Bool
        var role = Role.command

        init(start: Int, end: Int, quoted: Bool, option: Bool) {
            first = Int32(truncatingIfNeeded: start)
            past = Int32(truncatingIfNeeded: end)
            self.quoted = quoted
            self.option = option
        }

        var start: Int { Int(first) }
        var end: Int { Int(past) }
    }

    /// What the reader makes of a line.
    private enum Reading {
        /// Something the check does not read, or a problem: the line is parsed in full.
        case parseInFull
        /// Blanks or a comment: no command and nothing to report.
        case noCommand
        /// A clean command: its spec, how many of the line's words (the first ones) name it, how many words the line
        /// has, and how many values it binds to arguments and to options.
        case command(CommandSpec, commandWords: Int, words: Int, arguments: Int, options: Int)
    }

    /// Whether `CommandParser.parse(source)` against `registry` reports nothing (true), or the line has to be parsed in
    /// full to know (false).
    static func isClean(_ source: String, registry: CommandRegistry) -> Bool {
        read(source, registry: registry) { _, _, reading in
            if case .parseInFull = reading { return false }
            return true
        } ?? false
    }

    /// For a clean line, what `CommandParser.parse(source, line: line)` gives (no diagnostics, and the invocation:
    /// none for blanks or a comment), bound from the words `read` found; `clean` is false for a line to parse in full.
    static func bind(_ source: String, line: Int, registry: CommandRegistry) -> (clean: Bool, invocation: CommandInvocation?) {
        // The invocation is made in place here (returned through the reader's closures, it was copied once more).
        var bound: (clean: Bool, invocation: CommandInvocation?) = (false, nil)
        _ = read(source, registry: registry) { bytes, spans, reading in
            switch reading {
            case .parseInFull: break
            case .noCommand: bound.clean = true
            case let .command(spec, commandWords, words, arguments, options):
                bound.clean = true
                bound.invocation = invocation(of: spec, bytes: bytes, spans: UnsafeBufferPointer(rebasing: spans[..<words]),
                                              commandWords: commandWords, arguments: arguments, options: options, line: line, source: source)
            }
        }
        return bound
    }

    /// Reads `source` in place and hands its bytes, the words found and what they make to `body`; nil when its bytes
    /// are not contiguous.
    private static func read<R>(_ source: String, registry: CommandRegistry,
                                _ body: (UnsafeBufferPointer<UInt8>, UnsafeMutableBufferPointer<Span>, Reading) -> R) -> R? {
        source.utf8.withContiguousStorageIfAvailable { bytes in
            withUnsafeTemporaryAllocation(of: Span.self, capacity: mostTokens) { spans in
                body(bytes, spans, read(bytes, spans: spans, registry: registry))
            }
        }
    }

    /// The invocation of a clean line whose words are `spans` (their roles set by `read`), as `CommandParser.parse`
    /// binds it: the same values, texts, ranges and parsed numbers; columns are bytes, as the line is ASCII.
    private static func invocation(of spec: CommandSpec, bytes: UnsafeBufferPointer<UInt8>, spans: UnsafeBufferPointer<Span>,
                                   commandWords: Int, arguments argumentCount: Int, options optionCount: Int, line: Int,
                                   source: String) -> CommandInvocation {
        func text(_ span: Span) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[span.start..<span.end]), as: UTF8.self) }
        func range(_ span: Span) -> SourceRange {
            // A quoted word's range covers its quotes.
            span.quoted ? SourceRange(line: line, column: span.start, length: span.end - span.start + 2)
                : SourceRange(line: line, column: span.start + 1, length: span.end - span.start)
        }
        let first = spans[0], last = spans[commandWords - 1]
        let commandRange = SourceRange(start: SourceLocation(line: line, column: first.start + 1), end: SourceLocation(line: line, column: last.end + 1))
        var arguments = BoundValues(), options = BoundValues()
        arguments.reserveCapacity(argumentCount)
        options.reserveCapacity(optionCount)
        // The spec's tables, read in place (an element copied out would retain each of its fields).
        let argumentSpecs = spec.arguments, optionSpecs = spec.options
        for i in commandWords..<spans.count {
            let span = spans[i]
            switch span.role {
            case .command, .value: continue
            case .argument(let a):
                arguments.append(BoundValue(text: text(span), range: range(span)), for: argumentSpecs[Int(a)].name)
            case .flag(let flag):
                let o = Int(flag)
                options.append(BoundValue(text: "true", range: range(span)), for: optionSpecs[o].name)
            case .option(let option):
                let o = Int(option)
                let written = spans[i + 1], value = text(written)
                options.append(BoundValue(text: value, range: range(written), parsed: optionSpecs[o].kind?.parsedValue(of: value)),
                               for: optionSpecs[o].name)
            }
        }
        return CommandInvocation(spec: spec, line: line, source: source, commandRange: commandRange, arguments: arguments, options: options)
    }

    /// The words of a line into `spans`, as `Lexer.tokenizeASCII` reads them when no word has escapes or quotes inside
    /// it: their count, or nil for a line the lexer reads otherwise (any byte not ASCII, which it reads as characters —
    /// a combining mark joins the byte before it —, a carriage return, which splits words there, an escape, a quote
    /// inside a word, an unterminated string) or with more than `mostTokens` words.
    private static func words(_ bytes: UnsafeBufferPointer<UInt8>, into spans: UnsafeMutableBufferPointer<Span>) -> Int? {
        guard isPlainASCII(bytes) else { return nil }
        // The bytes that end a bare word (blanks) or make it one the lexer builds byte by byte (quotes), all below 64.
        let stops: UInt64 = 1 << space | 1 << tab | 1 << double | 1 << single
        var count = 0
        var i = 0
        let n = bytes.count
        while i < n {
            let c = bytes[i]
            if c == space || c == tab { i += 1; continue }
            if c == hash { break }  // a comment
            guard count < mostTokens else { return nil }
            if c == double || c == single {
                var end = i + 1
                while end < n, bytes[end] != c {
                    if bytes[end] == backslash { return nil }
                    end += 1
                }
                guard end < n else { return nil }  // unterminated
                spans[count] = Span(start: i + 1, end: end, quoted: true, option: false)
                count += 1
                i = end + 1
                continue
            }
            var end = i + 1
            while end < n {
                let b = bytes[end]
                if b < 64, stops &>> b & 1 != 0 {
                    if b == space || b == tab { break }
                    return nil
                }
                end += 1
            }
            let option = end - i > 2 && c == dash && bytes[i + 1] == dash
            spans[count] = Span(start: i, end: end, quoted: false, option: option)
            count += 1
            i = end
        }
        return count
    }

    /// Whether every byte is ASCII and none a carriage return, read eight bytes at a time.
    private static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080, returns = ones &* UInt64(carriageReturn)
        var found: UInt64 = 0
        var i = 0
        let n = bytes.count
        while i + 8 <= n {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            // A byte's high bit, or a zero byte of `word ^ returns` (a carriage return): the classic has-zero-byte test.
            let x = word ^ returns
            found |= word | ((x &- ones) & ~x)
            i += 8
        }
        guard found & highs == 0 else { return false }
        while i < n {
            if bytes[i] >= 0x80 || bytes[i] == carriageReturn { return false }
            i += 1
        }
        return true
    }

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\")
    private static let double = UInt8(ascii: "\""), single = UInt8(ascii: "'"), dash = UInt8(ascii: "-"), equals = UInt8(ascii: "=")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// The reader: the line's words into `spans`, as `Lexer.tokenizeASCII` reads them when no word has escapes or
    /// quotes inside it, the command they name and what each binds to — or `.parseInFull` at the first thing the
    /// parser might read otherwise or report.
    private static func read(_ bytes: UnsafeBufferPointer<UInt8>, spans: UnsafeMutableBufferPointer<Span>, registry: CommandRegistry) -> Reading {
        guard bytes.count <= ScriptParser.longestLine, let count = words(bytes, into: spans) else { return .parseInFull }
        guard count > 0 else { return .noCommand }  // a line of blanks or a comment: nothing to report
        func text(_ span: Span) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[span.start..<span.end]) }
        func string(_ span: Span) -> String { String(decoding: text(span), as: UTF8.self) }

        // The command: `CommandRegistry.resolve`'s common case, the leading plain words naming one whole command.
        var node = registry.root
        var consumed = 0
        while consumed < count {
            let span = spans[consumed]
            // The registry's walk skips a quoted word or an option and goes on with the words after it.
            if span.quoted || span.option {
                guard node.children.isEmpty else { return .parseInFull }
                break
            }
            guard let child = node.child(text(span)) else { break }
            node = child
            consumed += 1
        }
        guard consumed > 0, let spec = node.spec, spec.staticCheck == nil, !spec.takesComparison else { return .parseInFull }

        // The arguments and options, as `CommandParser.parse` binds them.
        let arguments = spec.arguments, options = spec.options
        guard arguments.count <= 64, options.count <= 128 else { return .parseInFull }
        var bound: UInt64 = 0
        var seen: (low: UInt64, high: UInt64) = (0, 0)
        func fits(_ kind: ValueKind, _ span: Span) -> Bool {
            switch kind {
            case .text, .rest, .list: return true
            default: return kind.problem(with: string(span)) == nil
            }
        }
        var argIndex = 0, argumentCount = 0, optionCount = 0
        var i = consumed
        while i < count {
            let span = spans[i]
            if argIndex < arguments.count, case .rest = arguments[argIndex].kind { return .parseInFull }
            if span.option {
                let name = UnsafeBufferPointer(rebasing: bytes[(span.start + 2)..<span.end])
                guard !name.contains(equals), let o = spec.optionIndex(named: name) else { return .parseInFull }
                let bit: UInt64 = 1 << UInt64(o & 63)
                let wasSeen = o < 64 ? seen.low & bit != 0 : seen.high & bit != 0
                if wasSeen, !options[o].isRepeatable { return .parseInFull }
                if o < 64 { seen.low |= bit } else { seen.high |= bit }
                optionCount += 1
                guard let kind = options[o].kind else {
                    spans[i].role = .flag(UInt8(truncatingIfNeeded: o))
                    i += 1
                    continue
                }
                guard i + 1 < count, !spans[i + 1].option, fits(kind, spans[i + 1]) else { return .parseInFull }
                spans[i].role = .option(UInt8(truncatingIfNeeded: o))
                spans[i + 1].role = .value
                i += 2
                continue
            }
            if argIndex < arguments.count, case .duration = arguments[argIndex].kind, !span.quoted, i + 1 < count, !spans[i + 1].quoted {
                return .parseInFull  // a number and a unit, which the parser reads together
            }
            guard argIndex < arguments.count else {
                guard let last = arguments.last, last.isVariadic, fits(last.kind, span) else { return .parseInFull }
                bound |= 1 << UInt64(arguments.count - 1)
                spans[i].role = .argument(UInt8(truncatingIfNeeded: arguments.count - 1))
                argumentCount += 1
                i += 1
                continue
            }
            guard fits(arguments[argIndex].kind, span) else { return .parseInFull }
            bound |= 1 << UInt64(argIndex)
            spans[i].role = .argument(UInt8(truncatingIfNeeded: argIndex))
            argumentCount += 1
            if !arguments[argIndex].isVariadic { argIndex += 1 }
            i += 1
        }
        for a in arguments.indices where !arguments[a].isOptional && bound & (1 << UInt64(a)) == 0 { return .parseInFull }
        return .command(spec, commandWords: consumed, words: count, arguments: argumentCount, options: optionCount)
    }
}
