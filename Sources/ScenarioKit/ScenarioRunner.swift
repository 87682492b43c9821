#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import LimelightCore
import Script
import SimulatorKit

/// Runs scenario files, each on a fresh simulation, checking `expect` lines and golden output.
public struct ScenarioRunner {
    /// The apps each scenario's simulation can install.
    public let catalog: AppCatalog
    /// The standard commands for `catalog`, shared by every scenario.
    public let registry: CommandRegistry

    /// How long a step waits (host time) for async app code nothing in the simulation will resume before it fails as
    /// stuck (`Simulation.appCodeTimeout`).
    public var appCodeTimeout: Duration = .seconds(10)

    /// Creates a runner with the standard commands for the apps in `catalog`.
    public init(catalog: AppCatalog) {
        self.catalog = catalog
        self.registry = StandardCommands.registry(catalog: catalog)
    }

    /// Parses a scenario without running it: the diagnostics `limelight check` and the language server report.
    public func check(text: String) -> ScriptFile {
        ScriptParser(registry: registry).parse(text)
    }

    /// The header, lines and diagnostics of a scenario without its parsed steps (`limelight check`, and `run` before it
    /// runs anything): the memory a bulk file costs grows with its lines, not with its commands.
    public func diagnose(text: String) -> ScriptFile {
        ScriptParser(registry: registry).check(text)
    }

    /// Runs one scenario; `update` also computes the file with its golden output rewritten; `pictures` keeps the screen
    /// after each step that changed it and the timeline (for `run --html`); `keepSteps: false` keeps only a failed step's
    /// result (a bulk scenario's memory then grows with its world, not with what it printed); `onStep` hears each step's
    /// line and source just before it runs (the worker process records it, so a crash or a hang names the step it was in).
    ///
    /// `text` is taken over: a caller that does not use it again lets the run free it once it is split into lines.
    ///
    /// A file with an error anywhere runs nothing, as if it were checked whole first; it is checked as it runs instead
    /// (one parse, each step run as it is parsed): the world lives only in this call, so steps run before an error
    /// are simply dropped with it. What leaves the world waits: before a step writes a file (`snapshot save`) and
    /// before a failure is reported, the rest of the file is checked, and its first error is what the run reports.
    ///
    /// `handOver` receives the scenario's session as the run ends, so a caller can report the result before the world is
    /// torn down (a bulk scenario's world takes a while to free).
    ///
    /// `files` replaces where the run may read and write snapshots (default: the scenario's folder); the language server
    /// confines it to the client's workspace folders.
    /// Whether a scenario's text may run `undo` (the word anywhere in it, so `expect error undo` and any spelling
    /// count): only then does its session keep worlds to go back to. A miss would cost only speed: `undo` without a
    /// kept world replays the scenario from its first step, with the same result.
    static func mayUndo(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            // `memchr` (vectorised in libc) finds each 'u', then each 'U'; the next three bytes are compared there (ASCII
            // letters differ in case by 0x20 only). A byte-by-byte loop over a 5 MB scenario took 57 M instructions.
            guard bytes.count >= 4, let base = bytes.baseAddress else { return false }
            let end = UnsafeRawPointer(base) + (bytes.count - 3)
            func found(_ first: UInt8) -> Bool {
                var at = UnsafeRawPointer(base)
                while at < end, let hit = memchr(at, Int32(first), end - at) {
                    let p = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self)
                    if p[1] | 0x20 == UInt8(ascii: "n"), p[2] | 0x20 == UInt8(ascii: "d"), p[3] | 0x20 == UInt8(ascii: "o") { return true }
                    at = UnsafeRawPointer(hit) + 1
                }
                return false
            }
            return found(UInt8(ascii: "u")) || found(UInt8(ascii: "U"))
        } ?? true
    }

    public func run(path: String, text: consuming String, update: Bool = false, pictures: Bool = false, keepSteps: Bool = true,
                    files: SnapshotFiles? = nil,
                    onStep: ((_ line: Int, _ source: String) -> Void)? = nil, handOver: ((Session) -> Void)? = nil) -> ScenarioResult {
        let parser = ScriptParser(registry: registry)
        // `--update` writes the file back with its own line ends and byte-order mark.
        let newline = update ? Self.lineEnd(of: text) : "\n"
        let byteOrderMark = update && text.hasPrefix("\u{FEFF}") ? "\u{FEFF}" : ""
        let mayUndo = Self.mayUndo(text)
        // The lines as bytes, no string per line; the chunks above the step running are freed as the run goes on
        // (`ScriptLines.release(before:)`), except for `--update`, which writes every line back. The lines are all
        // the run reads: a caller that hands the text over frees it here.
        let lines = ScriptLines(consume text)
        let original = update ? lines.strings : []
        var builder = ScriptFileBuilder(lineCount: lines.count, keepSteps: false)
        var scanState = ScriptScanState.start
        /// Where the scan stands after the last construct handed out (`checkRest` starts from there).
        var next = 0
        var nextState = ScriptScanState.start
        var result = ScenarioResult(path: path, header: ScenarioHeader(), status: .passed, failure: nil, steps: [], updatedText: nil)
        var session: Session?
        defer { if let session { handOver?(session) } }
        var recorder: PictureRecorder?
        var rewritten: [String] = []
        var offset = 0
        var stopped = false
        /// The first error of the lines not scanned yet, once they have been checked (`.some(nil)`: none).
        var restChecked: Diagnostic??
        /// Checks the lines from `next` on without running them; returns their first error.
        func checkRest() -> Diagnostic? {
            if let known = restChecked { return known }
            var state = nextState
            var found: Diagnostic?
            parser.scan(lines, count: lines.count, from: next, state: &state, keepingInvocations: false) { item, _, _ in
                switch item {
                case .step(_, let diagnostics): found = diagnostics.first { $0.severity == .error }
                case .problem(let d) where d.severity == .error: found = d
                default: break
                }
                return found == nil
            }
            restChecked = .some(found)
            return found
        }
        /// The line of the `snapshot:` header the scan handed out last (a snapshot that cannot be loaded fails there).
        var snapshotHeaderLine: Int?
        /// Where the `snapshot:` header's value is written.
        func snapshotHeaderLocation() -> (line: Int, column: Int) {
            guard let line = snapshotHeaderLine, line - 1 < lines.count, let colon = lines[line - 1].firstIndex(of: ":") else { return (1, 1) }
            let text = lines[line - 1]
            let value = text[text.index(after: colon)...].firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
            return (line, text.distance(from: text.startIndex, to: value) + 1)
        }
        /// Makes the session when the first command is reached (the header is complete then); false when the scenario
        /// ends there (skipped, or its starting snapshot cannot be loaded).
        func start() -> Bool {
            let header = builder.file.header
            result.header = header
            if let reason = header.skip {
                result.status = .skipped
                result.failure = ScenarioFailure(line: 1, column: 1, step: "", message: reason, details: [])
                return false
            }
            let made = Session(seed: header.seed ?? 42, catalog: catalog, registry: registry)
            made.simulation.appCodeTimeout = appCodeTimeout
            // `undo` replays at most 64 steps, not the whole scenario. Kept worlds cost what the next steps copy of them
            // (a bulk run of 50,000 lines took four times as long), so a scenario that never says `undo` keeps none.
            if mayUndo { made.keepWorldsUnattended() }
            made.snapshotFiles = files ?? SnapshotFiles(root: path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : ".")
            made.beforeWritingFiles = {
                if let d = checkRest() {
                    throw CommandError("not written: line \(d.range.start.line) of the scenario has an error", range: nil)
                }
            }
            if let start = header.snapshot {
                do { try made.load(WorldSnapshot.decode(bytes: made.snapshotFiles.readBytes(start), file: start), file: start) } catch {
                    let problem = (error as? SnapshotError) ?? SnapshotError("\(error)")
                    let at = snapshotHeaderLocation()
                    result.failure = ScenarioFailure(line: at.line, column: at.column, step: "snapshot: \(start)", message: problem.message,
                                                     details: problem.suggestion.map { ["help: \($0)"] } ?? [])
                    return false
                }
            }
            session = made
            recorder = pictures ? PictureRecorder(session: made) : nil
            if update { rewritten = original }
            return true
        }
        /// Runs one step; false when the scenario stops there.
        func runStep(_ step: ScriptStep, in session: Session) -> Bool {
            guard let invocation = step.invocation else { return true }
            onStep?(step.line, step.source)
            let outcome = session.execute(invocation)
            var failure: ScenarioFailure?
            if let d = outcome.diagnostics.first(where: { $0.severity == .error }) ?? outcome.expectationFailure ?? outcome.invariantFailure {
                failure = ScenarioFailure(line: d.range.start.line, column: d.range.start.column, step: step.source,
                                          message: d.message,
                                          details: DiagnosticRenderer().render(d, file: path, lineText: step.source).split(separator: "\n").map(String.init))
            } else if let golden = step.golden, golden != outcome.output {
                if update, let lines = step.goldenLines {
                    let replacement = outcome.output.map { $0.isEmpty ? ">" : "> \($0)" }
                    rewritten.replaceSubrange((lines.lowerBound - 1 + offset)...(lines.upperBound - 1 + offset), with: replacement)
                    offset += replacement.count - lines.count
                } else {
                    // Point at the first `>` line that differs (or the last one, when lines were only added).
                    let first = OutputDiff.firstDifference(expected: golden, actual: outcome.output)
                    let line = step.goldenLines.map { $0.lowerBound + min(first, max(0, golden.count - 1)) } ?? step.line
                    failure = ScenarioFailure(line: line, column: 1, step: step.source,
                                              message: "the output of line \(step.line) differs from the expected lines (- expected, + actual)",
                                              details: OutputDiff.lines(expected: golden, actual: outcome.output)
                                                  + ["  help: if the new output is right, 'limelight run --update \(path)' writes it into the file"])
                }
            }
            var stepResult = StepResult(line: step.line, source: step.source, passed: failure == nil, output: outcome.output)
            if failure != nil, let golden = step.golden, golden != outcome.output { stepResult.expected = golden }
            stepResult.screen = recorder?.screenIfChanged()
            if keepSteps || failure != nil { result.steps.append(stepResult) }
            if let failure {
                result.failure = failure
                return false
            }
            return true
        }
        parser.scan(lines, count: lines.count, from: 0, state: &scanState) { item, covered, before in
            next = covered.upperBound
            switch item {
            case .step: nextState = ScriptScanState(section: before.section, inHeader: false)
            case .section(let name, _): nextState = ScriptScanState(section: name, inHeader: before.inHeader)
            case .header, .problem: nextState = before
            }
            switch consume item {
            case .step(let step, let diagnostics):
                builder.addStep(diagnostics: diagnostics)
                if diagnostics.contains(where: { $0.severity == .error }) { return false }
                if session == nil, !start() {
                    stopped = true
                    return false
                }
                guard let session else { return false }
                // Nothing reads the lines above this step again: not the scan, not its parse-ahead threads, and not
                // an error, which is always in this construct or below it.
                if !update { lines.release(before: covered.lowerBound) }
                if runStep(step, in: session) { return true }
                stopped = true
                return false
            case let other:
                if case .header(key: "snapshot", _, let line, _) = other { snapshotHeaderLine = line }
                let known = builder.file.diagnostics.count
                builder.add(other)
                return !builder.file.diagnostics[known...].contains { $0.severity == .error }
            }
        }
        // An error anywhere wins over what running found: the steps run before it are dropped with their world.
        if let error = builder.file.diagnostics.first(where: { $0.severity == .error }) ?? (stopped && result.status != .skipped ? checkRest() : nil) {
            let header = session == nil ? parser.parseHeader(lines: lines) : builder.file.header
            if let reason = header.skip {
                // A skipped scenario is not checked.
                return ScenarioResult(path: path, header: header, status: .skipped,
                                      failure: ScenarioFailure(line: 1, column: 1, step: "", message: reason, details: []),
                                      steps: [], updatedText: nil)
            }
            return Self.errorResult(error, path: path, header: header, lineText: Self.text(of: error, in: lines))
        }
        if session == nil, result.status != .skipped, result.failure == nil {
            // No command ran: a file of only a header (skipped, or told it has no steps).
            let file = builder.finish()
            result.header = file.header
            if let reason = file.header.skip {
                result.status = .skipped
                result.failure = ScenarioFailure(line: 1, column: 1, step: "", message: reason, details: [])
                return result
            }
            if let d = file.diagnostics.first(where: { $0.severity == .error }) {
                return Self.errorResult(d, path: path, header: file.header, lineText: Self.text(of: d, in: lines))
            }
        }
        if result.status == .skipped { return result }
        result.pictures = recorder?.finish()
        if update, session != nil, rewritten != original {
            result.updatedText = byteOrderMark + rewritten.joined(separator: newline) + newline
        }
        switch (result.failure != nil, result.header.expectedFailure != nil) {
        case (true, true): result.status = .expectedFailure
        case (true, false): result.status = .failed
        case (false, true): result.status = .unexpectedPass
        case (false, false): result.status = .passed
        }
        return result
    }

    /// The line end a text uses, by its first line break: CRLF, CR (old Mac files) or LF (also for a text without one).
    static func lineEnd(of text: String) -> String {
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            if byte == 0x0A { return "\n" }
            if byte == 0x0D { return utf8.next() == 0x0A ? "\r\n" : "\r" }
        }
        return "\n"
    }

    /// The result of a scenario that does not run because of `error` (the first one in the file): failed at its place,
    /// or an expected failure.
    static func errorResult(_ error: Diagnostic, path: String, header: ScenarioHeader, lines: [String]) -> ScenarioResult {
        let lineText = error.range.start.line - 1 < lines.count ? lines[error.range.start.line - 1] : ""
        return errorResult(error, path: path, header: header, lineText: lineText)
    }

    /// The text of the line `error` is on ("" past the end).
    static func text(of error: Diagnostic, in lines: ScriptLines) -> String {
        let n = error.range.start.line - 1
        return n >= 0 && n < lines.count ? lines[n] : ""
    }

    /// The result of a scenario that does not run because of `error`, on a line whose text is `lineText`.
    static func errorResult(_ error: Diagnostic, path: String, header: ScenarioHeader, lineText: String) -> ScenarioResult {
        let failure = ScenarioFailure(line: error.range.start.line, column: error.range.start.column, step: lineText,
                                      message: error.message,
                                      details: DiagnosticRenderer().render(error, file: path, lineText: lineText).split(separator: "\n").map(String.init))
        return ScenarioResult(path: path, header: header, status: header.expectedFailure == nil ? .failed : .expectedFailure,
                              failure: failure, steps: [], updatedText: nil)
    }
}
