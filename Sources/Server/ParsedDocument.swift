import Foundation
import LimelightCore
import Script

/// One version of a document as parsed, kept by its analysis: the constructs (shared with the parses of other
/// versions), the diagnostics, and the whole `ScriptFile` built only when a feature asks for it.
struct ParsedDocument: Sendable {
    /// The constructs in file order.
    let chunks: [ItemChunk]
    /// The parser's lines (trailing blanks trimmed); only the first `count` are the file's.
    let lines: [String]
    let count: Int
    /// Every parse diagnostic, in the order a full parse reports them.
    let diagnostics: [Diagnostic]
    /// The header lines' values.
    let header: ScenarioHeader
    /// The line (1-based) of the first command, nil when there is none.
    let firstStepLine: Int?
    /// What binds the commands' invocations when a feature needs them (the scan keeps none).
    let binder: InvocationBinder
    private let built = BuiltFile()

    init(chunks: [ItemChunk], lines: [String], count: Int, binder: InvocationBinder) {
        self.chunks = chunks
        self.binder = binder
        self.lines = lines
        self.count = count
        // Header lines come before the first command: they go through a builder (their values, a bad seed); every
        // other construct's diagnostics are taken as they are, moved to their lines now. Runs without any are skipped.
        var head = ScriptFileBuilder(lines: [], keepSteps: false)
        var diagnostics: [Diagnostic] = []
        var steps = 0
        var first: Int?
        for chunk in chunks {
            steps += chunk.run.steps
            if first == nil, chunk.run.steps > 0, let i = chunk.run.items.firstIndex(where: { $0.isStep }) {
                first = chunk.start(i) + 1
            }
            guard chunk.run.noted > 0 else { continue }
            for (i, parsed) in chunk.run.items.enumerated() where parsed.isNoted {
                let offset = chunk.offset(i)
                if let kept = parsed.kept, case .header = kept.item {
                    let before = head.file.diagnostics.count
                    head.add(kept.item.moved(byLines: offset))
                    diagnostics += head.file.diagnostics[before...]
                } else {
                    diagnostics += parsed.diagnostics.map { $0.moved(byLines: offset) }
                }
            }
        }
        header = head.file.header
        firstStepLine = first
        if steps == 0, header.skip == nil, !diagnostics.contains(where: { $0.severity == .error }) {
            // What `ScriptFileBuilder.finish` says of a file without commands.
            var empty = ScriptFileBuilder(lines: Array(lines.prefix(count)), keepSteps: false)
            diagnostics += empty.finish().diagnostics
        }
        self.diagnostics = diagnostics
    }

    /// The parsed file, as `ScriptParser.parse` makes it from the same text (built once, on first use).
    var file: ScriptFile {
        built.value {
            var builder = ScriptFileBuilder(lines: Array(lines.prefix(count)))
            for chunk in chunks {
                for i in chunk.run.items.indices { builder.add(chunk.boundItem(i, lines: lines, binder: binder)) }
            }
            return builder.finish()
        }
    }

    /// The first `limit` commands above `line` (1-based), at their lines: what completion replays.
    func steps(before line: Int, limit: Int) -> [ScriptStep] {
        var out: [ScriptStep] = []
        for chunk in chunks where chunk.run.steps > 0 {
            for (i, parsed) in chunk.run.items.enumerated() {
                guard parsed.isStep else { continue }
                guard out.count < limit, chunk.start(i) + 1 < line,
                      case .step(let step, _) = chunk.boundItem(i, lines: lines, binder: binder) else { return out }
                out.append(step)
            }
        }
        return out
    }
}

/// The `ScriptFile` of a parsed document once built (features that need every step share it).
private final class BuiltFile: Sendable {
    private let file = LockedBox<ScriptFile?>(nil)

    func value(_ build: () -> ScriptFile) -> ScriptFile {
        file.withLock { file in
            if let file { return file }
            let made = build()
            file = made
            return made
        }
    }
}
