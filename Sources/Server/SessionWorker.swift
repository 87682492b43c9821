import LimelightCore
import ScenarioKit
import Script
import SimulatorKit

/// One REPL session (or one scenario run) behind a request/response protocol of JSON values: what a session worker
/// process runs, and what the in-process host runs for each session.
///
/// Requests are `{"op": …}` objects: `open {seed, encoding, workspaceFolders}`, `load {snapshot, encoding, workspaceFolders}`,
/// `eval {line, workspaceFolders}`, `state`,
/// `complete {line, cursor}`, `snapshot` and `run {path, text, encoding, passSeverity}`. Each gets `{"ok": RESULT}` or
/// `{"error": {code, message}}`; `run` may send `{"progress": {"line": N}}` before its answer.
public final class SessionWorker {
    /// Parses and runs with the standard commands.
    public let runner: ScenarioRunner
    /// A test-only fault to inject (set only by the `session-worker` process, from `LIMELIGHT_TEST_FAULT`).
    public var fault: WorkerFault?
    var session: Session?
    var encoding: PositionEncoding = .utf16
    /// The client's workspace folders, as the server last sent them.
    var workspace = WorkspaceRoots()

    /// Creates a worker with no session yet (send `open` or `load` first).
    public init(runner: ScenarioRunner, fault: WorkerFault? = nil) {
        self.runner = runner
        self.fault = fault
    }

    /// Answers one request; `progress` receives the progress messages of a `run` before the answer is returned.
    public func handle(_ request: JSONValue, progress: (JSONValue) -> Void = { _ in }) -> JSONValue {
        do {
            return ["ok": try answer(Params(request), progress: progress)]
        } catch let error as RPCError {
            return ["error": ["code": .int(error.code), "message": .string(error.message)]]
        } catch {
            return ["error": ["code": -32603, "message": .string("Internal error: \(error)")]]
        }
    }

    private func answer(_ request: Params, progress: (JSONValue) -> Void) throws -> JSONValue {
        let op = try request.string("op")
        switch op {
        case "open", "load":
            encoding = PositionEncoding(rawValue: try request.optionalString("encoding") ?? "utf-16") ?? .utf16
            let fresh: Session
            if op == "open" {
                guard let seed = request.value["seed"]?.intValue, seed >= 0 else { throw RPCError.invalidParams("'seed' must be a non-negative whole number") }
                fresh = Session(seed: UInt64(seed), catalog: runner.catalog, registry: runner.registry)
            } else {
                fresh = Session(seed: 42, catalog: runner.catalog, registry: runner.registry)
                do { try fresh.load(WorldSnapshot.decode(try request.string("snapshot"), file: "<fork>"), file: "<fork>") } catch let error as SnapshotError {
                    throw RPCError.invalidParams(error.message)
                }
            }
            fresh.undoDepth = 32  // an editor's session is interactive: `undo` restores a kept world instead of replaying
            session = fresh
            adopt(folders: request)
            return ["seed": .int(Int(fresh.seed)), "state": state(fresh)]
        case "eval":
            let session = try current()
            adopt(folders: request)
            let line = try request.string("line")
            fault?.trigger(on: line)
            var outcome = session.execute(line)
            perform(outcome.effects, of: session, line: line, into: &outcome)
            return ["result": evalResult(outcome, line: line), "failed": .bool(outcome.failed)]
        case "state":
            return ["state": state(try current())]
        case "complete":
            let line = try request.string("line")
            let (start, candidates) = Completer(session: try current()).complete(line: line, cursor: try request.optionalInt("cursor") ?? line.count)
            return ["start": .int(start), "candidates": .array(candidates.map(JSONValue.string))]
        case "snapshot":
            return ["snapshot": .string(try current().snapshot().encoded())]
        case "run":
            encoding = PositionEncoding(rawValue: try request.optionalString("encoding") ?? "utf-16") ?? .utf16
            adopt(folders: request)
            return run(path: try request.string("path"), text: try request.string("text"),
                       passSeverity: try request.optionalString("passSeverity") ?? "hint", progress: progress)
        default:
            throw RPCError.methodNotFound("worker op '\(op)'")
        }
    }

    private func current() throws -> Session {
        guard let session else { throw RPCError.invalidRequest("the worker has no session: send 'open' or 'load' first") }
        return session
    }

    /// Carries out what a step asked for that the server does itself: `save` writes its `.scenario` file (atomically,
    /// inside the client's workspace folders, a relative path against the first one, never over a file Limelight did not
    /// record unless `--force`); a write that fails becomes an error of the step.
    func perform(_ effects: [SessionEffect], of session: Session, line: String, into outcome: inout StepOutcome) {
        for case .writeFile(let path, let contents, let force) in effects {
            do {
                let target = try workspace.writablePath(path)
                try RecordedFile.checkOverwrite(target, force: force)
                try SnapshotFiles(root: nil).write(contents, to: target)
                outcome.output.append("saved \(session.transcript.count) steps to \(path)")
            } catch {
                let message = (error as? SnapshotError)?.message ?? (error as? RPCError)?.message ?? "\(error)"
                outcome.diagnostics.append(Diagnostic(range: SourceRange(line: 1, column: 1, length: max(1, line.count)), code: "write-failed", message))
            }
        }
    }

    /// Takes the client's workspace folders from a request that carries them (`workspaceFolders`, resolved paths):
    /// `save` writes and snapshots read and write only inside them; with none, the session touches no file.
    func adopt(folders request: Params) {
        guard let list = request.value["workspaceFolders"]?.arrayValue else { return }
        workspace = WorkspaceRoots(folders: list.compactMap(\.stringValue))
        session?.snapshotFiles = workspace.folders.first.map { SnapshotFiles(root: $0) }
            ?? SnapshotFiles(root: nil, refusal: "the client declared no workspace folder, so this session reads and writes no files")
    }

    private func evalResult(_ outcome: StepOutcome, line: String) -> JSONValue {
        let converter = PositionConverter(lines: [line], encoding: encoding)
        let renderer = DiagnosticRenderer()
        func json(_ d: Diagnostic) -> JSONValue {
            var o = LanguageServer.lspDiagnostic(d, converter).objectValue ?? [:]
            o["rendered"] = .string(renderer.render(d, file: "<eval>", lineText: line))
            return .object(o)
        }
        var o: [String: JSONValue] = ["line": .string(line), "output": .array(outcome.output.map(JSONValue.string)),
                                      "diagnostics": .array(outcome.diagnostics.map(json)), "ran": .bool(outcome.ran),
                                      "effects": .array(outcome.effects.map { .string(Self.describe($0)) })]
        o["expectationFailure"] = outcome.expectationFailure.map(json) ?? .null
        if let broken = outcome.invariantFailure { o["invariantFailure"] = json(broken) }
        return .object(o)
    }

    static func describe(_ effect: SessionEffect) -> String {
        switch effect {
        case .writeFile(let path, _, _): return "writeFile \(path)"
        case .startRecording(let path, _): return "startRecording \(path) (not performed by the server)"
        case .stopRecording: return "stopRecording"
        case .quit: return "quit (close the session with limelight/closeSession)"
        }
    }

    /// A summary of the simulation: devices, selection, clock and index size.
    func state(_ session: Session) -> JSONValue {
        let sim = session.simulation
        let device = sim.selectedDevice
        let devices: [JSONValue] = sim.devices.map { d in
            ["name": .string(d.name), "platform": .string(d.platform.rawValue), "osVersion": .string(d.osVersion),
             "protection": .string(d.protectionState.rawValue), "apps": .array(d.apps.map { .string($0.shortName) }),
             "selectedApp": d.selectedApp.map { .string($0.shortName) } ?? .null, "indexedItems": .int(d.spotlight.items(app: nil).count)]
        }
        return ["devices": .array(devices), "selectedDevice": device.map { .string($0.name) } ?? .null,
                "selectedApp": device?.selectedApp.map { .string($0.shortName) } ?? .null,
                "clock": .string(sim.runtime.now.description), "indexCount": .int(device?.spotlight.items(app: nil).count ?? 0),
                "events": .int(sim.runtime.log.events.count), "transcriptSteps": .int(session.transcript.count)]
    }
}
