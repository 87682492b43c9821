import LimelightCore

/// Parses a whole scenario file: header lines, `## sections`, commands (with `\` continuations) and `>` golden output.
public struct ScriptParser {
    /// The parser each command line goes through.
    public let parser: CommandParser

    /// Creates a parser that resolves commands against `registry`.
    public init(registry: CommandRegistry) { self.parser = CommandParser(registry: registry) }

    /// Only the header of `text` (the lines before its first command): what selecting scenarios by tag or criterion needs.
    public func parseHeader(_ text: String) -> ScenarioHeader {
        parse(text, headerOnly: true, keepSteps: true) { _ in true }.header
    }

    /// The header of a scenario already split into the parser's lines (`parserLines(of:)`).
    public func parseHeader(lines: [String]) -> ScenarioHeader {
        parse(lines: lines, headerOnly: true, keepSteps: true) { _, _ in true }.file.header
    }

    /// The header of `text`, read without any command registry (header lines never need one).
    public static func header(of text: String) -> ScenarioHeader {
        ScriptParser(registry: CommandRegistry()).parseHeader(text)
    }

    /// Parses `text`, recovering after every error so one run reports them all.
    public func parse(_ text: String) -> ScriptFile {
        parse(text, headerOnly: false, keepSteps: true) { _ in true }
    }

    /// Parses `text` as `parse(_:)` does but hands each step to `visit` instead of keeping it, so a bulk file costs
    /// memory for its lines, not for every parsed command; `visit` returns false to stop (the rest is not parsed).
    public func parse(_ text: String, visit: (ScriptStep) -> Bool) -> ScriptFile {
        parse(text, headerOnly: false, keepSteps: false, visit: visit)
    }

    private func parse(_ text: String, headerOnly: Bool, keepSteps: Bool, visit: (ScriptStep) -> Bool) -> ScriptFile {
        if headerOnly {
            // A header is a few lines: the first ones are enough when a command starts among them (selecting scenarios
            // by tag reads every file's header, and splitting a bulk file whole cost 3 % of running it).
            let head = Self.lines(of: Self.body(of: text), atMost: Self.headerLinesFirstRead)
            if head.count == Self.headerLinesFirstRead {
                let (file, stoppedAt) = parse(lines: head.map { $0.trimmingTrailingBlanks() }, headerOnly: true, keepSteps: true) { _, _ in true }
                if stoppedAt < head.count { return file }
            }
        }
        return parse(lines: Self.parserLines(of: text), headerOnly: headerOnly, keepSteps: keepSteps) { step, _ in visit(step) }.file
    }

    /// Parses `text` keeping at most `limit` of its steps (every diagnostic is still found); when there are more, also
    /// returns where the scan stood at the first step not kept, so `steps(of:from:visit:)` can parse the rest again as
    /// it is needed. `run` checks a whole scenario before running it, without holding a bulk file's every parsed step.
    public func parse(_ text: String, keepingAtMost limit: Int) -> (file: ScriptFile, rest: ScriptResumePoint?) {
        var kept: [ScriptStep] = []
        var rest: ScriptResumePoint?
        var file = parse(lines: Self.parserLines(of: text), headerOnly: false, keepSteps: false) { step, at in
            if kept.count < limit { kept.append(step) } else if rest == nil { rest = at }
            return true
        }.file
        file.steps = kept
        return (file, rest)
    }

    /// The steps of `file` from `point` on, parsed again and handed to `visit` one at a time (false stops).
    public func steps(of file: ScriptFile, from point: ScriptResumePoint, visit: (ScriptStep) -> Bool) {
        var state = point.state
        scan(file.lines, count: file.lines.count, from: point.line, state: &state) { item, _, _ in
            if case .step(let step, _) = item { return visit(step) }
            return true
        }
    }

    /// How many lines a header-only read splits first.
    static let headerLinesFirstRead = 64

    /// The text without a UTF-8 byte-order mark, which is not part of it.
    private static func body(of text: String) -> Substring {
        text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
    }

    /// The lines the parser reads: split at LF, CRLF or CR ("\r\n" is one Character in Swift; CR-only line ends are
    /// old Mac files), trailing blanks trimmed, no final empty line.
    public static func parserLines(of text: String) -> [String] {
        var lines = lines(of: body(of: text), trimmingTrailingBlanks: true)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Parses split lines, handing each step that is not kept to `visit` with where it starts; also returns the line the
    /// scan stopped at (a header-only parse stops at the first command).
    private func parse(lines: [String], headerOnly: Bool, keepSteps: Bool,
                       visit: (ScriptStep, ScriptResumePoint) -> Bool) -> (file: ScriptFile, stoppedAt: Int) {
        var builder = ScriptFileBuilder(lines: lines, keepSteps: keepSteps)
        var state = ScriptScanState.start
        let stoppedAt = scan(lines, count: lines.count, from: 0, state: &state, headerOnly: headerOnly) { item, covered, before in
            guard !keepSteps else {
                builder.add(item)
                return true
            }
            switch consume item {
            case .step(let step, let diagnostics):
                builder.addStep(diagnostics: diagnostics)
                return visit(consume step, ScriptResumePoint(line: covered.lowerBound, state: before))
            case let other:
                builder.add(other)
                return true
            }
        }
        return (headerOnly ? builder.file : builder.finish(), stoppedAt)
    }

    /// Scans `lines[start..<count]` (the parser's lines: trailing blanks trimmed) from `state`, handing each construct
    /// to `emit` with the lines it covers (0-based) and the state before it; `emit` returns false to stop after it. `stop` is asked before each
    /// construct (its first line, 0-based, and the state there) and ends the scan when it says so. Returns the line the
    /// scan stopped at. `parse` is one scan from the top; the language server scans again only around an edit.
    @discardableResult
    public func scan(_ lines: [String], count: Int, from start: Int, state: inout ScriptScanState, headerOnly: Bool = false,
                     stop: (_ line: Int, _ state: ScriptScanState) -> Bool = { _, _ in false },
                     emit: (_ item: consuming ScriptItem, _ lines: Range<Int>, _ before: ScriptScanState) -> Bool) -> Int {
        var n = start
        while n < count {
            let lineNo = n + 1
            let line = lines[n]
            // Leading blanks and the first two bytes, read as bytes (blanks, `#` and `>` are ASCII).
            let utf8 = line.utf8
            var head = utf8.startIndex
            while head != utf8.endIndex, utf8[head] == 0x20 || utf8[head] == 0x09 { utf8.formIndex(after: &head) }
            if head == utf8.endIndex { n += 1; continue }
            let trimmed = line[head...]
            let lead = utf8[head]
            let isSection = lead == 0x23 && utf8.index(after: head) != utf8.endIndex && utf8[utf8.index(after: head)] == 0x23
            if !isSection, lead == 0x23 { n += 1; continue }
            if stop(n, state) { return n }
            let before = state
            if lead == 0x3E {
                let col = line.count - trimmed.count + 1
                let d = Diagnostic(range: SourceRange(line: lineNo, column: col, length: 1), code: "orphan-output",
                                   "expected output with no command above it",
                                   suggestion: "put '>' lines directly under the command whose output they show")
                n += 1
                if !emit(.problem(d), (n - 1)..<n, before) { return n }
                continue
            }
            if isSection {
                let name = trimmed.drop { $0 == "#" || $0 == " " }.trimmingBlanks()
                state.section = name
                n += 1
                if !emit(.section(name: name, line: lineNo), (n - 1)..<n, before) { return n }
                continue
            }
            if let header = Self.headerEntry(trimmed) {
                let col = line.count - trimmed.count + 1
                let item: ScriptItem
                if state.inHeader {
                    item = .header(key: header.key, value: header.value, line: lineNo, column: col)
                } else {
                    item = .problem(Diagnostic(range: SourceRange(line: lineNo, column: col, length: header.key.count + 1),
                                               code: "late-header", "header '\(header.key):' after the first command",
                                               suggestion: "move it to the top of the file, before any command"))
                }
                n += 1
                if !emit(item, (n - 1)..<n, before) { return n }
                continue
            }
            if headerOnly { return n }
            state.inHeader = false
            // Join continuation lines (a trailing backslash); columns refer to the first line.
            var parts = [Substring(line)]
            var last = n
            var length = line.utf8.count
            while let tail = parts.last, tail.hasSuffix("\\"), last + 1 < count, length <= Self.longestLine {
                parts[parts.count - 1] = tail.dropLast()
                let next = lines[last + 1].trimmingBlanks()
                parts.append(Substring(next))
                length += next.utf8.count + 1
                last += 1
            }
            let source = parts.count == 1 ? line : parts.joined(separator: " ")
            if length > Self.longestLine {
                let d = Diagnostic(range: SourceRange(line: lineNo, column: 1, length: 1), code: "line-too-long",
                                   "this command is \(length) bytes long; the longest Limelight reads is \(Self.longestLine) bytes",
                                   suggestion: "split it into several commands")
                let step = ScriptStep(line: lineNo, source: String(source.prefix(200)), invocation: nil, golden: nil, goldenLines: nil,
                                      section: state.section)
                let first = n
                n = last + 1
                if !emit(.step(step, diagnostics: [d]), first..<n, before) { return n }
                continue
            }
            let (invocation, diagnostics) = parser.parse(source, line: lineNo)
            var g = last + 1
            var golden: [String] = []
            while g < count, lines[g].utf8.first == 0x3E {
                let body = lines[g].dropFirst()
                golden.append(String(body.hasPrefix(" ") ? body.dropFirst() : body))
                g += 1
            }
            let hasGolden = g > last + 1
            let first = n
            n = g
            // The step is made in place in the construct handed out (a step held in a variable first was copied).
            if !emit(.step(ScriptStep(line: lineNo, source: source, invocation: invocation, golden: hasGolden ? golden : nil,
                                      goldenLines: hasGolden ? (last + 2)...g : nil, section: state.section),
                           diagnostics: diagnostics), first..<n, before) { return n }
        }
        return n
    }

    /// The lines of a text split at LF, CRLF or CR (line breaks are grapheme boundaries, so bytes split as characters
    /// would); an empty text is one empty line. With `trimmingTrailingBlanks`, each line loses its trailing spaces, tabs
    /// and carriage returns in the same pass.
    public static func lines(of text: Substring, atMost limit: Int = .max, trimmingTrailingBlanks trim: Bool = false) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var out: [String] = []
            var start = 0
            var i = 0
            let count = bytes.count
            func append(_ end: Int) {
                var end = end
                if trim {
                    while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
                }
                out.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            }
            while i < count {
                let b = bytes[i]
                if b == 0x0A || b == 0x0D {
                    if out.count == limit { return out }
                    append(i)
                    i += (b == 0x0D && i + 1 < count && bytes[i + 1] == 0x0A) ? 2 : 1
                    start = i
                } else {
                    i += 1
                }
            }
            if out.count == limit { return out }
            append(count)
            return out
        }
    }

    /// The longest header key (`description`), in bytes: a first word longer than it is no header.
    public static let longestHeaderKey = 16

    /// The longest command line (after joining `\` continuations) a scenario may have, in UTF-8 bytes.
    public static let longestLine = 1 << 20

    /// Whether a line (blanks trimmed) is a `key: value` header line: how the piped REPL skips a scenario's header.
    public static func isHeaderLine(_ line: String) -> Bool {
        headerEntry(Substring(line)) != nil
    }

    private static func headerEntry(_ line: Substring) -> (key: String, value: String)? {
        // A header key is one lower-case word right before the colon: most lines are rejected at their first byte.
        guard let first = line.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return nil }
        var scanned = 0
        for byte in line.utf8 {
            if byte == UInt8(ascii: ":") { break }
            scanned += 1
            if byte == UInt8(ascii: " ") || scanned > Self.longestHeaderKey { return nil }
        }
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let key = String(line[..<colon])
        guard ScenarioHeader.keys.contains(key) else { return nil }
        return (key, String(line[line.index(after: colon)...]).trimmingBlanks())
    }

    /// Applies one header line to a file's header (a bad `seed:` becomes a diagnostic).
    static func apply(_ entry: (key: String, value: String), to file: inout ScriptFile, line: Int, column: Int) {
        let words = entry.value.split { $0 == " " || $0 == "," }.map(String.init)
        switch entry.key {
        case "title": file.header.title = entry.value
        case "description": file.header.description = entry.value
        case "snapshot": file.header.snapshot = entry.value
        case "criteria": file.header.criteria += words
        case "tags": file.header.tags += words
        case "xfail": file.header.expectedFailure = entry.value.isEmpty ? "expected to fail" : entry.value
        case "skip": file.header.skip = entry.value.isEmpty ? "skipped" : entry.value
        case "seed":
            if let seed = UInt64(entry.value) { file.header.seed = seed } else {
                file.diagnostics.append(Diagnostic(range: SourceRange(line: line, column: column, length: entry.key.count + 1 + entry.value.count + 1),
                                                   code: "bad-value", "seed must be a whole number, not '\(entry.value)'"))
            }
        default: break
        }
    }
}
