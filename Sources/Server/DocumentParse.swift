import Foundation
import LimelightCore
import Script

// unchecked: it keeps the `CommandRegistry` its parser resolves against (a class filled while commands are declared,
// not `Sendable`); the parse itself is in a `LockedBox`, one update at a time.
/// The parse of one open document, kept from one version to the next: after an edit only the constructs around the
/// lines it changed are scanned again (`ScriptParser.scan`, from the construct the edit can reach back into until the
/// scan meets a construct of the old parse in the same state), and every construct below is reused, moved by the
/// lines the edit added (one addition per chunk of constructs). The result is what a full parse of the new text gives.
/// One update at a time (a lock), from any thread.
final class DocumentParse: @unchecked Sendable {
    /// The commands lines resolve against.
    let registry: CommandRegistry
    private let parser: ScriptParser
    /// Binds the commands' invocations when a feature needs them.
    private let binder: InvocationBinder
    /// The parse kept from the last update, reached only under its lock.
    private let state: LockedBox<DocumentParseState>

    init(registry: CommandRegistry) {
        self.registry = registry
        parser = ScriptParser(registry: registry)
        binder = InvocationBinder(registry: registry)
        state = LockedBox(DocumentParseState())
    }

    /// Commands parsed and lines scanned by the last update (for tests and traces).
    var parsedCommands: Int { state.withLock { $0.parsedCommands } }
    var scannedLines: Int { state.withLock { $0.scannedLines } }

    /// Whether a replay of `steps` with `seed` is to be prepared: true unless the last one prepared ran the same.
    func claimReplay(seed: UInt64?, steps: [ScriptStep]) -> Bool {
        state.withLock { $0.claimReplay(seed: seed, steps: steps) }
    }

    /// The parse of `document`: the constructs an edit since the last update may have changed are parsed again, the
    /// rest reused; the whole text when the last update is too far behind (or there was none). `split` (tests) sets
    /// the line a whole parse's second half starts at (`parseAll`).
    func update(_ document: Document, split: Int? = nil) -> ParsedDocument {
        let parser = parser, binder = binder
        return state.withLock { $0.update(document, split: split, parser: parser, binder: binder) }
    }

    /// A document of at least this many lines is parsed whole in two halves at once (`parseAll`).
    static let halvedLines = 20_000

    /// The constructs one scan found, in chunks, with the line it stopped at and the state there.
    struct Scanned {
        var chunks: [ItemChunk] = []
        var steps = 0
        var end = 0
        var state = ScriptScanState.start
    }
}

/// What a `DocumentParse` keeps from one update to the next, and the parsing that changes it.
private struct DocumentParseState {
    typealias Scanned = DocumentParse.Scanned
    /// The document revision parsed last, and its parse.
    private var revision: Int?
    private var last: ParsedDocument?
    /// The document's lines with trailing blanks trimmed (and no byte-order mark); the parser reads the first `count`.
    private var lines: [String] = []
    private var count = 0
    /// Whether the document's first line starts with a byte-order mark.
    private var firstLineMarked = false
    private var chunks: [ItemChunk] = []
    /// Commands parsed and lines scanned by the last update.
    private(set) var parsedCommands = 0, scannedLines = 0

    /// The seed and commands of the last replay prepared for completion (`claimReplay`).
    private var replayed: (seed: UInt64?, sources: [String])?

    /// Whether a replay of `steps` with `seed` is to be prepared: true unless the last one prepared ran the same.
    mutating func claimReplay(seed: UInt64?, steps: [ScriptStep]) -> Bool {
        if let replayed, replayed.seed == seed, replayed.sources.count == steps.count,
           zip(steps, replayed.sources).allSatisfy({ $0.source == $1 }) { return false }
        replayed = (seed, steps.map(\.source))
        return true
    }

    /// The parse of `document`: the constructs an edit since the last update may have changed are parsed again, the
    /// rest reused; the whole text when the last update is too far behind (or there was none). `split` (tests) sets
    /// the line a whole parse's second half starts at (`parseAll`).
    mutating func update(_ document: Document, split: Int?, parser: ScriptParser, binder: InvocationBinder) -> ParsedDocument {
        if let last, revision == document.revision { return last }
        parsedCommands = 0
        scannedLines = 0
        if let revision, let changes = document.changes(since: revision), let first = changes.first {
            reparse(changes.dropFirst().reduce(first) { $0.then($1) }, of: document.lines, parser: parser)
        } else {
            parseAll(document.lines, split: split, parser: parser)
        }
        revision = document.revision
        let parsed = ParsedDocument(chunks: chunks, lines: lines, count: count, binder: binder)
        last = parsed
        return parsed
    }

    /// The parser's form of document lines (`lines` is a slice of them): trailing blanks trimmed, no byte-order mark. A
    /// line without trailing blanks (nearly all) is the document's own string, not a copy: only its last byte is read.
    private static func parserLines(_ lines: ArraySlice<String>) -> [String] {
        var out: [String] = []
        out.reserveCapacity(lines.count)
        for n in lines.indices {
            var line = lines[n]
            if n == 0, line.hasPrefix("\u{FEFF}") { line = String(line.dropFirst()) }
            if let last = line.utf8.last, last == 0x20 || last == 0x09 || last == 0x0D { line = line.trimmingTrailingBlanks() }
            out.append(line)
        }
        return out
    }

    /// The parser's form of a whole document's lines: the document's own array (shared, not copied) when no line
    /// changes, as nearly always (no trailing blanks, no byte-order mark).
    private static func parserLines(of documentLines: [String]) -> [String] {
        let unchanged = documentLines.first?.hasPrefix("\u{FEFF}") != true && !documentLines.contains { line in
            guard let last = line.utf8.last else { return false }
            return last == 0x20 || last == 0x09 || last == 0x0D
        }
        return unchanged ? documentLines : parserLines(documentLines[...])
    }

    private mutating func setCount() { count = lines.last == "" ? lines.count - 1 : lines.count }


    /// Parses the whole document. A long one is scanned in two halves at once, the second on a thread of its own (which
    /// runs at the caller's priority) from a guess of the state at its first line; the first half's scan then goes on,
    /// as after an edit (`rescan`), until it meets a construct of the second half's in the same state: the result is the
    /// one scan from the top gives, whatever the guess. `split` (tests) sets the second half's first line.
    private mutating func parseAll(_ documentLines: [String], split: Int?, parser: ScriptParser) {
        firstLineMarked = documentLines.first?.hasPrefix("\u{FEFF}") == true
        lines = Self.parserLines(of: documentLines)
        setCount()
        guard let middle = split ?? (count >= DocumentParse.halvedLines ? Self.likelyConstructStart(lines, count: count, from: count / 2) : nil),
              middle > 0, middle < count else {
            let whole = scanChunks(from: 0, state: .start, until: count, parser: parser)
            chunks = whole.chunks
            parsedCommands = whole.steps
            scannedLines = count
            return
        }
        // Below the middle a command has been seen (no header lines) unless the first half says otherwise; the section
        // is only known once the first half is scanned, and is corrected then.
        // The halves already take both cores: their scans do not also parse ahead on threads of their own.
        // unchecked: the parser resolves against the registry (a class, not `Sendable`), only read while the halves scan.
        nonisolated(unsafe) let halfParser = parser
        let snapshot = self
        let second = HalfScan {
            snapshot.scanChunks(from: middle, state: ScriptScanState(section: nil, inHeader: false), until: snapshot.count,
                                parser: halfParser, parsingAhead: false)
        }
        let first = scanChunks(from: 0, state: .start, until: middle, parser: parser, parsingAhead: false)
        let later = second.result()
        chunks = later.chunks
        parsedCommands = first.steps + later.steps
        let rescanned = rescan(from: first.end, state: first.state, replacing: (0, 0), after: middle, moving: 0, parser: parser)
        chunks = first.chunks + chunks
        scannedLines = count + rescanned
    }

    /// The first line from `start` on that starts a construct in any state, as far as its own text and the line above
    /// tell (not blank, a comment, expected output or a continuation); `start` when none is near.
    private static func likelyConstructStart(_ lines: [String], count: Int, from start: Int) -> Int {
        (start..<min(count, start + 1_000)).first { ScriptParser.startsConstruct(lines, at: $0) } ?? start
    }


    /// Scans from `line` in `state` up to the first construct starting at or after `until`, filling chunks as it goes
    /// (no array of every construct is made, copied and freed).
    private func scanChunks(from line: Int, state: ScriptScanState, until: Int, parser: ScriptParser,
                            parsingAhead: Bool = true) -> Scanned {
        var out = Scanned(state: state)
        var parser = parser
        parser.parsesAhead = parsingAhead
        var current: [ParsedItem] = []
        var steps = 0
        var chunks: [ItemChunk] = []
        current.reserveCapacity(ItemChunk.size)
        func keep(_ parsed: ParsedItem) {
            current.append(parsed)
            if current.count == ItemChunk.size {
                chunks.append(ItemChunk(run: ItemRun(current), shift: 0))
                current = []
                current.reserveCapacity(ItemChunk.size)
            }
        }
        // A command without diagnostics (nearly every one) is kept as its lines: the scan makes no step of it.
        out.end = parser.scan(lines, count: count, from: line, state: &out.state, keepingInvocations: false,
                              stop: { n, _ in n >= until },
                              cleanCommand: { range, before in
                                  steps += 1
                                  keep(ParsedItem(cleanCommandOn: range, state: before))
                                  return true
                              }) { item, range, before in
            if item.isStep { steps += 1 }
            keep(ParsedItem(item, lines: range, state: before))
            return true
        }
        if !current.isEmpty { chunks.append(ItemChunk(run: ItemRun(current), shift: 0)) }
        out.chunks = chunks
        out.steps = steps
        return out
    }

    /// Parses again what `change` (every edit since the last update, as one) can have changed.
    private mutating func reparse(_ change: LineChange, of documentLines: [String], parser: ScriptParser) {
        var change = change
        let marked = documentLines.first?.hasPrefix("\u{FEFF}") == true
        if change.start == 0, min(change.oldEnd, change.newEnd) == 0, marked || firstLineMarked {
            // Only the first line drops a byte-order mark: a marked line that moves into or out of the first place
            // is read again.
            change.oldEnd += 1
            change.newEnd += 1
        }
        firstLineMarked = marked
        let oldCount = count
        lines.replaceSubrange(change.start..<change.oldEnd, with: Self.parserLines(documentLines[change.start..<change.newEnd]))
        setCount()
        // Where to start: the last construct above the change when the change can alter it (a command whose
        // continuation or output lines it touched, or whose output may now go on), else the change's first line.
        var from = (chunk: 0, item: 0)
        var line = change.start
        var state = ScriptScanState.start
        if let above = position(before: change.start) {
            let chunk = chunks[above.chunk]
            let parsed = chunk.run.items[above.item]
            let end = chunk.start(above.item) + parsed.lines.count
            let reaches = end > change.start
                || (end == change.start && (end >= oldCount || (end < count && lines[end].hasPrefix(">"))))
            if parsed.isStep, reaches {
                from = above
                line = chunk.start(above.item)
                state = parsed.state
            } else {
                from = (above.chunk, above.item + 1)
                state = parsed.stateAfter
            }
        }
        scannedLines = rescan(from: line, state: state, replacing: from, after: change.newEnd, moving: change.delta, parser: parser)
    }

    /// Scans from `line` in `state`, replacing the constructs from `from` on, until a construct starts at or after
    /// `newEnd` where one of the old parse started (`delta` lines higher), in the same state: from there on the old
    /// parse goes on exactly as a new one would, moved by `delta`. A different section only renames the section of the
    /// constructs up to the next `## heading` (no command is parsed again for it). Returns the lines scanned.
    private mutating func rescan(from line: Int, state: ScriptScanState, replacing from: (chunk: Int, item: Int), after newEnd: Int,
                                 moving delta: Int, parser: ScriptParser) -> Int {
        var state = state
        var fresh: [ParsedItem] = []
        var resumed: (chunk: Int, item: Int)?
        var renamed: String??
        var parsed = 0
        let end = parser.scan(lines, count: count, from: line, state: &state, keepingInvocations: false, stop: { n, state in
            guard n >= newEnd, let old = self.position(startingAt: n - delta) else { return false }
            let was = self.chunks[old.chunk].run.items[old.item].state
            guard was.inHeader == state.inHeader else { return false }
            resumed = old
            if was.section != state.section { renamed = .some(state.section) }
            return true
        }, cleanCommand: { range, before in
            parsed += 1
            fresh.append(ParsedItem(cleanCommandOn: range, state: before))
            return true
        }) { item, range, before in
            if item.isStep { parsed += 1 }
            fresh.append(ParsedItem(item, lines: range, state: before))
            return true
        }
        parsedCommands += parsed
        splice(fresh, from: from, upTo: resumed, moving: delta, renaming: renamed)
        return end - line
    }

    /// Replaces the constructs from `from` up to `upTo` (to the end when nil) with `fresh`, and moves those after by
    /// `delta`; with `renaming`, those after up to the next `## heading` are in that section now.
    private mutating func splice(_ fresh: [ParsedItem], from: (chunk: Int, item: Int), upTo: (chunk: Int, item: Int)?, moving delta: Int,
                        renaming: String??) {
        func moved(_ chunk: ItemChunk, _ range: Range<Int>, by extra: Int) -> [ParsedItem] {
            chunk.run.items[range].map { var p = $0; p.shift += chunk.shift + extra; return p }
        }
        var middle: [ParsedItem] = []
        if from.chunk < chunks.count { middle += moved(chunks[from.chunk], 0..<from.item, by: 0) }
        middle += fresh
        var tail: ArraySlice<ItemChunk> = []
        if var at = upTo {
            var renaming = renaming
            while let section = renaming, at.chunk < chunks.count {
                let chunk = chunks[at.chunk]
                while at.item < chunk.run.items.count, renaming != nil {
                    var p = chunk.run.items[at.item]
                    p.shift += chunk.shift + delta
                    if p.isSection { renaming = nil }
                    middle.append(p.inSection(section))
                    at.item += 1
                }
                if renaming != nil { at = (at.chunk + 1, 0) }
            }
            if at.chunk < chunks.count {
                let chunk = chunks[at.chunk]
                middle += moved(chunk, at.item..<chunk.run.items.count, by: delta)
                tail = chunks[(at.chunk + 1)...]
            }
        }
        var rebuilt = Array(chunks[..<min(from.chunk, chunks.count)])
        rebuilt += ItemChunk.chunks(middle)
        rebuilt += tail.map { ItemChunk(run: $0.run, shift: $0.shift + delta) }
        chunks = rebuilt
    }

    /// The last construct starting above `line` (0-based), nil when there is none.
    private func position(before line: Int) -> (chunk: Int, item: Int)? {
        guard let c = lastChunk(where: { $0.start(0) < line }) else { return nil }
        let chunk = chunks[c]
        var low = 0, high = chunk.run.items.count - 1   // the answer is in low...high
        while low < high {
            let mid = (low + high + 1) / 2
            if chunk.start(mid) < line { low = mid } else { high = mid - 1 }
        }
        return (c, low)
    }

    /// The construct starting at `line` (0-based), nil when none does.
    private func position(startingAt line: Int) -> (chunk: Int, item: Int)? {
        guard let found = position(before: line + 1), chunks[found.chunk].start(found.item) == line else { return nil }
        return found
    }

    /// The last chunk (all are non-empty, in line order) satisfying a condition that holds for a prefix of them.
    private func lastChunk(where holds: (ItemChunk) -> Bool) -> Int? {
        var low = 0, high = chunks.count   // chunks[..<low] hold, chunks[high...] do not
        while low < high {
            let mid = (low + high) / 2
            if holds(chunks[mid]) { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }
}

// unchecked: `scanned` is written by the scan's thread before `done` signals and read only after `result()` waits.
/// A scan of a document's second half running on a thread of its own (a new thread has its creator's priority).
private final class HalfScan: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var scanned = DocumentParse.Scanned()

    init(_ scan: @escaping @Sendable () -> DocumentParse.Scanned) {
        let thread = Thread { [self] in
            scanned = scan()
            done.signal()
        }
        thread.name = "limelight.parse.half"
        thread.start()
    }

    /// The scan, once it has finished.
    func result() -> DocumentParse.Scanned {
        done.wait()
        return scanned
    }
}
