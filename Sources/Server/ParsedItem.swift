import LimelightCore
import Script

/// One construct of a document's parse as the language server keeps it between edits: where it was parsed, and how
/// far the lines above it have moved it since (its chunk's shift moves it further).
struct ParsedItem {
    /// The construct at the line it was parsed at.
    var item: ScriptItem
    /// The lines it covered when parsed (0-based, end excluded).
    let lines: Range<Int>
    /// The scan's state just before it.
    var state: ScriptScanState
    /// How many lines it has moved since it was parsed, besides its chunk's shift.
    var shift: Int

    /// Its diagnostics at the lines it was parsed at (a header line's come from the header, `ParsedDocument.diagnostics`).
    var diagnostics: [Diagnostic] {
        switch item {
        case .step(_, let diagnostics): return diagnostics
        case .problem(let d): return [d]
        case .section, .header: return []
        }
    }

    /// Whether it has diagnostics or is a header line (which may have one).
    var isNoted: Bool {
        switch item {
        case .step(_, let diagnostics): return !diagnostics.isEmpty
        case .problem, .header: return true
        case .section: return false
        }
    }

    /// The same construct found in another section (a `## heading` above it was written, changed or removed).
    func inSection(_ section: String?) -> ParsedItem {
        var moved = self
        moved.state.section = section
        if case .step(var step, let diagnostics) = item {
            step.section = section
            moved.item = .step(step, diagnostics: diagnostics)
        }
        return moved
    }

    /// Whether it is a `## heading`.
    var isSection: Bool {
        if case .section = item { return true }
        return false
    }

    /// The scan's state just after it.
    var stateAfter: ScriptScanState {
        switch item {
        case .section(let name, _): return ScriptScanState(section: name, inHeader: state.inHeader)
        case .step: return ScriptScanState(section: state.section, inHeader: false)
        case .header, .problem: return state
        }
    }
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
        steps = items.reduce(0) { $0 + ($1.item.isStep ? 1 : 0) }
        noted = items.reduce(0) { $0 + ($1.isNoted ? 1 : 0) }
    }

    /// The `i`th construct with its command's invocation bound (at the line it was parsed at): what a scan keeping
    /// invocations would have made.
    func boundItem(_ i: Int, binder: InvocationBinder) -> ScriptItem {
        guard case .step(var step, let diagnostics) = items[i].item, step.invocation == nil else { return items[i].item }
        let invocations = bound.withLock { bound in
            if let bound { return bound }
            let made = items.map { parsed -> CommandInvocation? in
                // A command with an error has none (and one too long to parse keeps only the start of its text).
                guard case .step(let step, let diagnostics) = parsed.item, !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
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

    /// The most constructs a run made by a parse holds.
    static let size = 256

    /// `items` cut into chunks of at most `size`.
    static func chunks(_ items: [ParsedItem]) -> [ItemChunk] {
        stride(from: 0, to: items.count, by: size).map { ItemChunk(run: ItemRun(Array(items[$0..<min($0 + size, items.count)])), shift: 0) }
    }
}
