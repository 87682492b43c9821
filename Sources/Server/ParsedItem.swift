import LimelightCore
import Script

/// One construct of a document's parse as the language server keeps it between edits: where it was parsed, and how
/// far the lines above it have moved it since (its chunk's shift moves it further). A command without diagnostics (nearly
/// every one) keeps nothing but its lines and state: its step is made again from the document's lines when a feature
/// asks for it (`ItemRun.boundItem`), so a parse writes a few words a construct, not a whole `ScriptStep`.
struct ParsedItem {
    /// The construct at the line it was parsed at; nil for a command without diagnostics.
    private(set) var kept: KeptItem?
    // Line numbers in 32 bits (40 bytes a construct, not 56: a 5 MB document keeps 100,000 of them): an opened text
    // is bounded by `LanguageServer.mostOpenBytes` (512 MiB), and a document edited past 2^31 lines would need a
    // line array of 32 GiB first. Clamped, never trapping.
    private let first: Int32, end: Int32
    /// The scan's state just before it.
    var state: ScriptScanState
    private var moved: Int32

    /// The lines it covered when parsed (0-based, end excluded).
    var lines: Range<Int> { Int(first)..<Int(end) }
    /// How many lines it has moved since it was parsed, besides its chunk's shift.
    var shift: Int {
        get { Int(moved) }
        set { moved = Int32(clamping: newValue) }
    }

    /// What a scan found on `lines`, in `state`: kept unless it is a command without diagnostics.
    init(_ item: consuming ScriptItem, lines: Range<Int>, state: ScriptScanState) {
        if case .step(_, let diagnostics) = item, diagnostics.isEmpty {
            kept = nil
        } else {
            kept = KeptItem(item)
        }
        (first, end) = (Int32(clamping: lines.lowerBound), Int32(clamping: lines.upperBound))
        self.state = state
        moved = 0
    }

    /// A command a scan found without diagnostics on `lines`, in `state`, of which it made no step
    /// (`ScriptParser.scan`'s `cleanCommand`): kept as its lines alone, as the initializer above keeps such a step.
    init(cleanCommandOn lines: Range<Int>, state: ScriptScanState) {
        kept = nil
        (first, end) = (Int32(clamping: lines.lowerBound), Int32(clamping: lines.upperBound))
        self.state = state
        moved = 0
    }

    /// The construct at the line it was parsed at, its command's step made again from `lines` (the document's parser
    /// lines now) when it kept none; `offset` is how far it has moved since (its shift and its chunk's).
    func item(in lines: [String], offset: Int) -> ScriptItem {
        if let kept { return kept.item }
        let now = (self.lines.lowerBound + offset)..<(self.lines.upperBound + offset)
        return ScriptItem.step(ScriptParser.step(lines, covering: now, section: state.section), diagnostics: []).moved(byLines: -offset)
    }

    /// Whether it is a command.
    var isStep: Bool { kept?.item.isStep ?? true }

    /// Its diagnostics at the lines it was parsed at (a header line's come from the header, `ParsedDocument.diagnostics`).
    var diagnostics: [Diagnostic] {
        switch kept?.item {
        case .step(_, let diagnostics): return diagnostics
        case .problem(let d): return [d]
        case .section, .header, nil: return []
        }
    }

    /// Whether it has diagnostics or is a header line (which may have one).
    var isNoted: Bool {
        switch kept?.item {
        case .step(_, let diagnostics): return !diagnostics.isEmpty
        case .problem, .header: return true
        case .section, nil: return false
        }
    }

    /// The same construct found in another section (a `## heading` above it was written, changed or removed).
    func inSection(_ section: String?) -> ParsedItem {
        var moved = self
        moved.state.section = section
        if case .step(var step, let diagnostics) = kept?.item {
            step.section = section
            moved.kept = KeptItem(.step(step, diagnostics: diagnostics))
        }
        return moved
    }

    /// Whether it is a `## heading`.
    var isSection: Bool {
        if case .section = kept?.item { return true }
        return false
    }

    /// The scan's state just after it.
    var stateAfter: ScriptScanState {
        switch kept?.item {
        case .section(let name, _): return ScriptScanState(section: name, inHeader: state.inHeader)
        case .step, nil: return ScriptScanState(section: state.section, inHeader: false)
        case .header, .problem: return state
        }
    }
}

/// A construct a parse keeps whole (any but a command without diagnostics), shared by the analyses that reuse it.
final class KeptItem: Sendable {
    let item: ScriptItem
    init(_ item: consuming ScriptItem) { self.item = item }
}

/// A run of consecutive constructs of a document's parse, never changed once made: analyses of several versions share
/// the runs an edit did not touch.
final class ItemRun: Sendable {
    let items: [ParsedItem]
    /// How many of them are commands.
    let steps: Int
    /// How many have diagnostics or are header lines.
    let noted: Int

    /// The commands' invocations, by item (nil for other constructs and for commands with errors), bound the first
    /// time a feature needs them: a scan keeps only diagnostics (`keepingInvocations: false`), as `limelight check`
    /// does, so the first diagnostics wait for no binding; the runs an edit did not touch keep theirs.
    private let bound = LockedBox<[CommandInvocation?]?>(nil)

    init(_ items: [ParsedItem]) {
        self.items = items
        var steps = 0, noted = 0
        for item in items {
            if item.isStep { steps += 1 }
            if item.isNoted { noted += 1 }
        }
        self.steps = steps
        self.noted = noted
    }

    /// The `i`th construct with its command's invocation bound (at the line it was parsed at): what a scan keeping
    /// invocations would have made. `lines` are the document's parser lines now, where the run's constructs have moved
    /// `shift` lines (the chunk's) besides their own shifts.
    func boundItem(_ i: Int, lines: [String], shift: Int, binder: InvocationBinder) -> ScriptItem {
        let item = items[i].item(in: lines, offset: items[i].shift + shift)
        guard case .step(var step, let diagnostics) = item, step.invocation == nil else { return item }
        let invocations = bound.withLock { bound in
            if let bound { return bound }
            let made = items.indices.map { j -> CommandInvocation? in
                guard items[j].isStep else { return nil }
                // A command with an error has none (and one too long to parse keeps only the start of its text).
                guard case .step(let step, let diagnostics) = j == i ? item : items[j].item(in: lines, offset: items[j].shift + shift),
                      !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
                return binder.parser.parse(step.source, line: step.line).invocation
            }
            bound = made
            return made
        }
        step.invocation = invocations[i]
        return .step(step, diagnostics: diagnostics)
    }
}

// unchecked: the parser resolves against the `CommandRegistry` (a class filled while commands are declared, then only
// read), shared by every analysis of a document.
/// The parser a document's commands are bound with when a feature needs their invocations (`ItemRun.boundItem`).
final class InvocationBinder: @unchecked Sendable {
    let parser: CommandParser
    init(registry: CommandRegistry) { parser = CommandParser(registry: registry) }
}

/// A run with the number of lines everything in it has moved since it was made: moving every construct below an edit
/// costs one addition per run.
struct ItemChunk {
    let run: ItemRun
    var shift: Int

    /// The line (0-based) of the `i`th construct now.
    func start(_ i: Int) -> Int { run.items[i].lines.lowerBound + run.items[i].shift + shift }

    /// How far the `i`th construct has moved since it was parsed.
    func offset(_ i: Int) -> Int { run.items[i].shift + shift }

    /// The `i`th construct with its command's invocation bound, at the line it is on now in `lines` (the document's
    /// parser lines).
    func boundItem(_ i: Int, lines: [String], binder: InvocationBinder) -> ScriptItem {
        run.boundItem(i, lines: lines, shift: shift, binder: binder).moved(byLines: offset(i))
    }

    /// The most constructs a run made by a parse holds.
    static let size = 256

    /// `items` cut into chunks of at most `size`.
    static func chunks(_ items: [ParsedItem]) -> [ItemChunk] {
        stride(from: 0, to: items.count, by: size).map { ItemChunk(run: ItemRun(Array(items[$0..<min($0 + size, items.count)])), shift: 0) }
    }
}
