import Dispatch
import LimelightCore

/// Parses a whole scenario file: header lines, `## sections`, commands (with `\` continuations) and `>` golden output.
public struct ScriptParser {
    /// The parser each command line goes through.
    public let parser: CommandParser

    /// Whether a long stretch of lines has its commands parsed ahead on other threads (`CommandPrefetch`); the result
    /// is the same either way. Off where the caller already scans parts of a file on threads of its own (the language
    /// server's two halves), and in the tests that compare both.
    public var parsesAhead = true

    /// Creates a parser that resolves commands against `registry`.
    public init(registry: CommandRegistry) { self.parser = CommandParser(registry: registry) }

    /// Only the header of `text` (the lines before its first command): what selecting scenarios by tag or criterion needs.
    public func parseHeader(_ text: String) -> ScenarioHeader {
        parse(text, headerOnly: true, keepSteps: true) { _ in true }.header
    }

    /// The header of a scenario already split into the parser's lines (`parserLines(of:)`).
    public func parseHeader(lines: [String]) -> ScenarioHeader {
        parse(lines: lines, headerOnly: true, keepSteps: true) { _ in true }.file.header
    }

    /// The header of a scenario kept as `ScriptLines` (the lines before its first command).
    public func parseHeader(lines: ScriptLines) -> ScenarioHeader {
        var builder = ScriptFileBuilder(lineCount: lines.count)
        var state = ScriptScanState.start
        scan(lines, count: lines.count, from: 0, state: &state, headerOnly: true) { item, _, _ in
            builder.add(item)
            return true
        }
        return builder.file.header
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

    /// The header, lines and diagnostics of `text`, without its steps: each command is parsed for its diagnostics only
    /// (`limelight check`), so a bulk file costs memory for its lines, not for its parsed commands. It parses on this
    /// thread alone: a clean line is read in place (`CommandLineCheck`) for about what handing it to another thread
    /// costs, so parsing ahead (`CommandPrefetch`) would spend more CPU time than it saves wall time.
    public func check(_ text: String) -> ScriptFile {
        var parser = self
        parser.parsesAhead = false
        return parser.parse(lines: Self.parserLines(of: text), headerOnly: false, keepSteps: false, keepingInvocations: false) { _ in true }.file
    }

    private func parse(_ text: String, headerOnly: Bool, keepSteps: Bool, visit: (ScriptStep) -> Bool) -> ScriptFile {
        if headerOnly {
            // A header is a few lines: the first ones are enough when a command starts among them (selecting scenarios
            // by tag reads every file's header, and splitting a bulk file whole cost 3 % of running it).
            let head = Self.lines(of: Self.body(of: text), atMost: Self.headerLinesFirstRead)
            if head.count == Self.headerLinesFirstRead {
                let (file, stoppedAt) = parse(lines: head.map { $0.trimmingTrailingBlanks() }, headerOnly: true, keepSteps: true) { _ in true }
                if stoppedAt < head.count { return file }
            }
        }
        return parse(lines: Self.parserLines(of: text), headerOnly: headerOnly, keepSteps: keepSteps, visit: visit).file
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

    /// Parses split lines, handing each step that is not kept to `visit`; also returns the line the scan stopped at (a
    /// header-only parse stops at the first command).
    private func parse(lines: [String], headerOnly: Bool, keepSteps: Bool, keepingInvocations: Bool = true,
                       visit: (ScriptStep) -> Bool) -> (file: ScriptFile, stoppedAt: Int) {
        var builder = ScriptFileBuilder(lines: lines, keepSteps: keepSteps)
        var state = ScriptScanState.start
        let stoppedAt = scan(lines, count: lines.count, from: 0, state: &state, headerOnly: headerOnly,
                             keepingInvocations: keepingInvocations) { item, _, _ in
            guard !keepSteps else {
                builder.add(item)
                return true
            }
            switch consume item {
            case .step(let step, let diagnostics):
                builder.addStep(diagnostics: diagnostics)
                return visit(consume step)
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
    /// scan stopped at. `parse` is one scan from the top; the language server scans again only around an edit. Without
    /// `keepingInvocations` the steps handed out carry no invocation (a check reads only their diagnostics). With
    /// `cleanCommand`, a command without diagnostics is handed to it instead (its lines and the state before it; false
    /// stops the scan after it) and no step is made of it: no source joined, no golden lines copied, no `ScriptStep`
    /// (the language server makes it again from its lines when a feature needs it, `step(_:covering:section:)`).
    @discardableResult
    public func scan(_ lines: [String], count: Int, from start: Int, state: inout ScriptScanState, headerOnly: Bool = false,
                     keepingInvocations: Bool = true,
                     stop: (_ line: Int, _ state: ScriptScanState) -> Bool = { _, _ in false },
                     cleanCommand: ((_ lines: Range<Int>, _ before: ScriptScanState) -> Bool)? = nil,
                     emit: (_ item: consuming ScriptItem, _ lines: Range<Int>, _ before: ScriptScanState) -> Bool) -> Int {
        scanLines(lines, count: count, from: start, state: &state, headerOnly: headerOnly, keepingInvocations: keepingInvocations,
                  stop: stop, cleanCommand: cleanCommand, emit: emit)
    }

    /// `scan` over lines kept as bytes (`ScriptLines`: a run's scenario), the same constructs as over their strings.
    @discardableResult
    public func scan(_ lines: ScriptLines, count: Int, from start: Int, state: inout ScriptScanState, headerOnly: Bool = false,
                     keepingInvocations: Bool = true,
                     stop: (_ line: Int, _ state: ScriptScanState) -> Bool = { _, _ in false },
                     emit: (_ item: consuming ScriptItem, _ lines: Range<Int>, _ before: ScriptScanState) -> Bool) -> Int {
        scanLines(lines, count: count, from: start, state: &state, headerOnly: headerOnly, keepingInvocations: keepingInvocations,
                  stop: stop, cleanCommand: nil, emit: emit)
    }

    /// The scan itself, for either kind of lines (specialised here for both). A line is read as bytes until it turns
    /// out to be a section, header or stray output line; a command's lines become its source string once.
    private func scanLines<Lines: ScriptLineSource>(_ lines: Lines, count: Int, from start: Int, state: inout ScriptScanState,
                                                    headerOnly: Bool, keepingInvocations: Bool,
                                                    stop: (_ line: Int, _ state: ScriptScanState) -> Bool,
                                                    cleanCommand: ((_ lines: Range<Int>, _ before: ScriptScanState) -> Bool)?,
                                                    emit: (_ item: consuming ScriptItem, _ lines: Range<Int>, _ before: ScriptScanState) -> Bool) -> Int {
        // A long stretch of lines has its commands parsed ahead, on other threads (CommandPrefetch).
        var prefetch: CommandPrefetch<Lines>?
        defer { prefetch?.cancel() }
        var n = start
        while n < count {
            let lineNo = n + 1
            // Most lines are told by their first bytes, read in place; sections, headers and stray output lines (a few
            // in a file) are read as strings.
            let quick = lines.withLineBytes(n) { Self.classify(bytes: $0)?.kind }
            let kind: ScriptLineKind
            var line = ""
            var head = line.startIndex
            switch quick {
            case .blank?, .comment?:
                n += 1
                continue
            case .command?:
                kind = .command
            default:
                line = lines[n]
                (kind, head) = Self.classify(line)
            }
            if stop(n, state) { return n }
            let before = state
            switch kind {
            case .blank, .comment: continue
            case .output:
                let col = line.count - line[head...].count + 1
                let d = Diagnostic(range: SourceRange(line: lineNo, column: col, length: 1), code: "orphan-output",
                                   "expected output with no command above it",
                                   suggestion: "put '>' lines directly under the command whose output they show")
                n += 1
                if !emit(.problem(d), (n - 1)..<n, before) { return n }
                continue
            case .section:
                let name = line[head...].drop { $0 == "#" || $0 == " " }.trimmingBlanks()
                state.section = name
                n += 1
                if !emit(.section(name: name, line: lineNo), (n - 1)..<n, before) { return n }
                continue
            case .header(let key, let value):
                let col = line.count - line[head...].count + 1
                let item: ScriptItem
                if state.inHeader {
                    item = .header(key: key, value: value, line: lineNo, column: col)
                } else {
                    item = .problem(Diagnostic(range: SourceRange(line: lineNo, column: col, length: key.count + 1),
                                               code: "late-header", "header '\(key):' after the first command",
                                               suggestion: "move it to the top of the file, before any command"))
                }
                n += 1
                if !emit(item, (n - 1)..<n, before) { return n }
                continue
            case .command: break
            }
            if headerOnly { return n }
            state.inHeader = false
            if prefetch == nil, parsesAhead, count - n >= CommandPrefetch<Lines>.fewestLines {
                prefetch = CommandPrefetch<Lines>(parser: parser, lines: lines, count: count, keepingInvocations: keepingInvocations)
            }
            let command = prefetch?.take(at: n) ?? Self.prepare(lines, count: count, at: n, parser: parser, keepingInvocation: keepingInvocations)
            let last = command.last
            if command.length > Self.longestLine {
                let d = Diagnostic(range: SourceRange(line: lineNo, column: 1, length: 1), code: "line-too-long",
                                   "this command is \(command.length) bytes long; the longest Limelight reads is \(Self.longestLine) bytes",
                                   suggestion: "split it into several commands")
                let step = ScriptStep(line: lineNo, source: String(command.source.prefix(200)), invocation: nil, golden: nil, goldenLines: nil,
                                      section: state.section)
                let first = n
                n = last + 1
                if !emit(.step(step, diagnostics: [d]), first..<n, before) { return n }
                continue
            }
            let g = Self.endOfGolden(lines, count: count, after: last)
            if let cleanCommand, command.diagnostics.isEmpty {
                let first = n
                n = g
                if !cleanCommand(first..<n, before) { return n }
                continue
            }
            let hasGolden = g > last + 1
            let golden = ((last + 1)..<g).map { k in
                let body = lines[k].dropFirst()
                return String(body.hasPrefix(" ") ? body.dropFirst() : body)
            }
            let first = n
            n = g
            // The step is made in place in the construct handed out (a step held in a variable first was copied).
            if !emit(.step(ScriptStep(line: lineNo, source: command.source, invocation: command.invocation, golden: hasGolden ? golden : nil,
                                      goldenLines: hasGolden ? (last + 2)...g : nil, section: state.section),
                           diagnostics: command.diagnostics), first..<n, before) { return n }
            // What the command holds is freed where the prefetch's threads run, not on the thread that runs the steps.
            prefetch?.spend(consume command)
        }
        return n
    }

    /// What a line of the parser's lines is, by its first bytes, and where its leading blanks end; the scan and the
    /// command prefetch read lines the same way through it.
    static func classify(_ line: String) -> (kind: ScriptLineKind, head: String.Index) {
        // The common case read in place: a command line whose first word is no header key (no colon among its first
        // bytes), or a blank, comment or output line.
        let quick = line.utf8.withContiguousStorageIfAvailable { classify(bytes: $0) }
        if let quick = quick ?? nil {
            return (quick.kind, line.utf8.index(line.utf8.startIndex, offsetBy: quick.head))
        }
        return classifySlowly(line)
    }

    /// What a line is by its bytes and where its leading blanks end (a byte offset), for every line but one whose first
    /// word may be a header key (nil: `classify` reads that one as a string).
    static func classify(bytes: UnsafeBufferPointer<UInt8>) -> (kind: ScriptLineKind, head: Int)? {
        var head = 0
        while head < bytes.count, bytes[head] == 0x20 || bytes[head] == 0x09 { head += 1 }
        if head == bytes.count { return (.blank, head) }
        let lead = bytes[head]
        if lead == 0x23 { return (head + 1 < bytes.count && bytes[head + 1] == 0x23 ? .section : .comment, head) }
        if lead == 0x3E { return (.output, head) }
        guard lead >= UInt8(ascii: "a"), lead <= UInt8(ascii: "z") else { return (.command, head) }
        var i = head
        while i < bytes.count, i - head <= Self.longestHeaderKey {
            if bytes[i] == UInt8(ascii: ":") { return nil }
            if bytes[i] == UInt8(ascii: " ") { return (.command, head) }
            i += 1
        }
        return (.command, head)
    }

    /// `classify` for a line whose bytes are not contiguous or whose first word may be a header key.
    private static func classifySlowly(_ line: String) -> (kind: ScriptLineKind, head: String.Index) {
        // Leading blanks and the first two bytes, read as bytes (blanks, `#` and `>` are ASCII).
        let utf8 = line.utf8
        var head = utf8.startIndex
        while head != utf8.endIndex, utf8[head] == 0x20 || utf8[head] == 0x09 { utf8.formIndex(after: &head) }
        if head == utf8.endIndex { return (.blank, head) }
        let lead = utf8[head]
        if lead == 0x23 {
            let next = utf8.index(after: head)
            return (next != utf8.endIndex && utf8[next] == 0x23 ? .section : .comment, head)
        }
        if lead == 0x3E { return (.output, head) }
        if let header = headerEntry(line[head...]) { return (.header(key: header.key, value: header.value), head) }
        return (.command, head)
    }

    /// Whether line `n` starts a construct whatever the state before it, as far as its own text and the line above
    /// tell: a section, header or command line that no trailing backslash above joins to an earlier command.
    public static func startsConstruct(_ lines: [String], at n: Int) -> Bool {
        switch classify(lines[n]).kind {
        case .blank, .comment, .output: return false
        case .section, .header, .command: return n == 0 || lines[n - 1].utf8.last != 0x5C
        }
    }

    /// The command starting at line `n` (a `.command` line): continuation lines (a trailing backslash) joined, and
    /// parsed unless it is longer than `longestLine` (columns refer to the first line).
    static func prepare<Lines: ScriptLineSource>(_ lines: Lines, count: Int, at n: Int, parser: CommandParser,
                                                 keepingInvocation: Bool = true) -> PreparedCommand {
        prepare(lines, at: n, extent: extent(of: lines, count: count, at: n), parser: parser, keepingInvocation: keepingInvocation)
    }

    /// `prepare` for a command whose `extent(of:count:at:)` is known already (the prefetch finds it as it looks for the
    /// commands of a batch).
    static func prepare<Lines: ScriptLineSource>(_ lines: Lines, at n: Int, extent: (last: Int, length: Int), parser: CommandParser,
                                                 keepingInvocation: Bool) -> PreparedCommand {
        let (last, length) = extent
        var source = lines[n]
        if last > n {
            var parts = [Substring(source.dropLast())]
            for k in (n + 1)...last {
                let next = Substring(lines[k].trimmingBlanks())
                parts.append(k < last ? next.dropLast() : next)
            }
            source = parts.joined(separator: " ")
        }
        guard length <= Self.longestLine else {
            return PreparedCommand(last: last, length: length, source: source, invocation: nil, diagnostics: [])
        }
        var (invocation, diagnostics) = parser.parse(source, line: n + 1, keepingInvocation: keepingInvocation)
        // The command's own work from its line alone, done here (on the thread that parsed it) when it will run.
        if keepingInvocation, diagnostics.isEmpty, let prepare = invocation?.spec.prepare, let parsed = invocation {
            invocation?.prepared = prepare(parsed).map(CommandPreparation.init)
        }
        return PreparedCommand(last: last, length: length, source: source, invocation: invocation, diagnostics: diagnostics)
    }

    /// The last line (0-based) of the command starting at line `n`, continuation lines (a trailing backslash) included,
    /// and its length in UTF-8 bytes as joined; joining stops once it is longer than `longestLine`.
    static func extent<Lines: ScriptLineSource>(of lines: Lines, count: Int, at n: Int) -> (last: Int, length: Int) {
        var last = n
        var (length, continues) = lines.withLineBytes(n) { ($0.count, $0.last == 0x5C) }  // a trailing backslash
        while continues, last + 1 < count, length <= Self.longestLine {
            let next = lines[last + 1].trimmingBlanks()
            length += next.utf8.count + 1
            continues = next.utf8.last == 0x5C
            last += 1
        }
        return (last, length)
    }

    /// The line after the golden output (`>` lines) of a command whose last line is `last`.
    static func endOfGolden<Lines: ScriptLineSource>(_ lines: Lines, count: Int, after last: Int) -> Int {
        var g = last + 1
        while g < count, lines.withLineBytes(g, { $0.first == 0x3E }) { g += 1 }
        return g
    }

    /// The lines of a text split at LF, CRLF or CR (line breaks are grapheme boundaries, so bytes split as characters
    /// would); an empty text is one empty line. With `trimmingTrailingBlanks`, each line loses its trailing spaces, tabs
    /// and carriage returns in the same pass.
    public static func lines(of text: Substring, atMost limit: Int = .max, trimmingTrailingBlanks trim: Bool = false) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            // A large text is split in two halves at a line feed, on two threads: the same lines, in half the time.
            if limit == .max, bytes.count >= Self.fewestBytesToSplitInHalves,
               let feed = bytes[(bytes.count / 2)...].firstIndex(of: 0x0A), feed + 1 < bytes.count {
                var halves: [[String]] = [[], []]
                halves.withUnsafeMutableBufferPointer { out in
                    let out = UnsafeSendable(out), input = UnsafeSendable(bytes)  // read by both threads, written by none
                    DispatchQueue.concurrentPerform(iterations: 2) { half in
                        let bytes = input.value
                        out.value[half] = half == 0
                            ? lines(in: UnsafeBufferPointer(rebasing: bytes[..<(feed + 1)]), atMost: limit, trim: trim, endingText: false)
                            : lines(in: UnsafeBufferPointer(rebasing: bytes[(feed + 1)...]), atMost: limit, trim: trim, endingText: true)
                    }
                }
                return halves[0] + halves[1]
            }
            return lines(in: bytes, atMost: limit, trim: trim, endingText: true)
        }
    }

    /// The fewest bytes of text `lines(of:)` splits on two threads.
    static let fewestBytesToSplitInHalves = 1 << 20

    /// The lines of `bytes`; when they end the text, what follows the last line break is a last line (empty or not).
    private static func lines(in bytes: UnsafeBufferPointer<UInt8>, atMost limit: Int, trim: Bool, endingText: Bool) -> [String] {
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
        if out.count == limit || !endingText { return out }
        append(count)
        return out
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
        let mayBeKey = line.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for (scanned, byte) in bytes.prefix(Self.longestHeaderKey + 1).enumerated() {
                if byte == UInt8(ascii: ":") { return true }
                if byte == UInt8(ascii: " ") || scanned == Self.longestHeaderKey { return false }
            }
            return false
        }
        if mayBeKey == false { return nil }
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let key = String(line[..<colon])
        guard ScenarioHeader.keys.contains(key) else { return nil }
        return (key, String(line[line.index(after: colon)...]).trimmingBlanks())
    }

    /// Applies one header line to a file's header (a bad `seed:` becomes a diagnostic; a key that holds one value,
    /// given again, a warning: the last one wins).
    static func apply(_ entry: (key: String, value: String), to file: inout ScriptFile, line: Int, column: Int) {
        let words = entry.value.split { $0 == " " || $0 == "," }.map(String.init)
        let range = SourceRange(line: line, column: column, length: entry.key.count + 1)
        func once<Value>(_ field: WritableKeyPath<ScenarioHeader, Value?>, _ value: Value) {
            if file.header[keyPath: field] != nil {
                file.diagnostics.append(Diagnostic(.warning, range: range, code: "repeated-header",
                                                   "'\(entry.key):' given more than once; the last one wins",
                                                   suggestion: "keep one '\(entry.key):' line"))
            }
            file.header[keyPath: field] = value
        }
        switch entry.key {
        case "title": once(\.title, entry.value)
        case "description": once(\.description, entry.value)
        case "snapshot": once(\.snapshot, entry.value)
        case "criteria": file.header.criteria += words
        case "tags": file.header.tags += words
        case "xfail": once(\.expectedFailure, entry.value.isEmpty ? "expected to fail" : entry.value)
        case "skip": once(\.skip, entry.value.isEmpty ? "skipped" : entry.value)
        case "seed":
            if let seed = UInt64(entry.value) { once(\.seed, seed) } else {
                file.diagnostics.append(Diagnostic(range: SourceRange(line: line, column: column, length: entry.key.count + 1 + entry.value.count + 1),
                                                   code: "bad-value", "seed must be a whole number from 0 to \(UInt64.max), not '\(entry.value)'",
                                                   suggestion: "write e.g. 'seed: 42'"))
            }
        default: break
        }
    }
}
