import LimelightCore
import Script
import SimulatorKit

extension LanguageServer {
    /// `limelight/openSession {seed?}`: a fresh simulation → `{sessionId, seed, state}`.
    func openSession(_ params: Params) throws -> JSONValue {
        var seed: UInt64 = 42
        if let v = params.value["seed"], v != .null {
            guard let n = v.intValue, n >= 0 else { throw RPCError.invalidParams("'seed' must be a non-negative whole number") }
            seed = UInt64(n)
        }
        let id = "s\(nextSessionNumber)"
        nextSessionNumber += 1
        let session = Session(seed: seed, catalog: runner.catalog, registry: runner.registry)
        // A session's snapshots stay inside the client's first workspace folder; with none declared it has no files.
        session.snapshotFiles = workspace.folders.first.map { SnapshotFiles(root: $0) }
            ?? SnapshotFiles(root: nil, refusal: "the client declared no workspace folder, so this session reads and writes no files")
        sessions[id] = session
        control.setKnown(id, true)
        return ["sessionId": .string(id), "seed": .int(Int(seed)), "state": state(session)]
    }

    func session(_ params: Params) throws -> (String, Session) {
        let id = try params.string("sessionId")
        guard let s = sessions[id] else { throw RPCError.invalidParams("no session '\(id)' (open one with limelight/openSession)") }
        return (id, s)
    }

    /// `limelight/eval {sessionId, line}` or `{sessionId, lines}`: runs REPL lines; stops at the first failing line or an interrupt.
    func eval(_ params: Params, requestID: JSONValue) throws -> JSONValue {
        let (id, session) = try session(params)
        let lines: [String]
        if let line = try params.optionalString("line") {
            lines = [line]
        } else if let array = params.value["lines"]?.arrayValue {
            let strings = array.compactMap(\.stringValue)
            guard strings.count == array.count else { throw RPCError.invalidParams("'lines' must be an array of strings") }
            lines = strings
        } else {
            throw RPCError.invalidParams("'line' (a string) or 'lines' (an array of strings) is required")
        }
        control.setRunning(id, true)
        defer { control.setRunning(id, false) }
        var results: [JSONValue] = []
        var interrupted = false
        var failed = false
        for line in lines {
            if control.isInterrupted(id) || control.isCancelled(requestID.serialized) { interrupted = true; break }
            var outcome = session.execute(line)
            perform(outcome.effects, of: session, line: line, into: &outcome)
            results.append(evalResult(outcome, line: line))
            if outcome.failed { failed = true; break }
        }
        var out: [String: JSONValue] = ["sessionId": .string(id), "state": state(session), "failed": .bool(failed),
                                        "interrupted": .bool(interrupted), "status": interrupted ? ["done", "interrupted"] : ["done"]]
        if lines.count == 1, let only = results.first?.objectValue {
            for (k, v) in only { out[k] = v }
        } else {
            out["results"] = .array(results)
        }
        return .object(out)
    }

    private func evalResult(_ outcome: StepOutcome, line: String) -> JSONValue {
        let converter = PositionConverter(lines: [line], encoding: encoding)
        let renderer = DiagnosticRenderer()
        func json(_ d: Diagnostic) -> JSONValue {
            var o = lspDiagnostic(d, converter).objectValue ?? [:]
            o["rendered"] = .string(renderer.render(d, file: "<eval>", lineText: line))
            return .object(o)
        }
        var o: [String: JSONValue] = ["line": .string(line), "output": .array(outcome.output.map(JSONValue.string)),
                                      "diagnostics": .array(outcome.diagnostics.map(json)), "ran": .bool(outcome.ran),
                                      "effects": .array(outcome.effects.map { .string(Self.describe($0)) })]
        o["expectationFailure"] = outcome.expectationFailure.map(json) ?? .null
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

    /// `limelight/complete {sessionId, line, cursor?}` → `{start, candidates}` (cursor and start in grapheme characters).
    func sessionComplete(_ params: Params) throws -> JSONValue {
        let (_, session) = try session(params)
        let line = try params.string("line")
        let cursor = try params.optionalInt("cursor") ?? line.count
        guard cursor >= 0 else { throw RPCError.invalidParams("'cursor' must not be negative") }
        let (start, candidates) = Completer(session: session).complete(line: line, cursor: cursor)
        return ["start": .int(start), "candidates": .array(candidates.map(JSONValue.string))]
    }

    /// `limelight/describe`: every command with usage, summary, topic, arguments and options, plus the server's methods.
    func describe() -> JSONValue {
        let commands: [JSONValue] = runner.registry.commands.map { c in
            ["name": .string(c.name), "usage": .string(c.usage), "summary": .string(c.summary), "topic": .string(c.topic),
             "probe": .bool(c.takesComparison),
             "arguments": .array(c.arguments.map { ["name": .string($0.name), "help": .string($0.help), "optional": .bool($0.isOptional),
                                                    "variadic": .bool($0.isVariadic)] }),
             "options": .array(c.options.map { ["name": .string($0.name), "usage": .string($0.usage), "help": .string($0.help),
                                                "takesValue": .bool($0.kind != nil)] }),
             "examples": .array(c.examples.map(JSONValue.string))]
        }
        return ["commands": .array(commands), "methods": .array(Self.sessionMethods.map(JSONValue.string)),
                "headerKeys": .array(ScenarioHeader.keys.map(JSONValue.string)), "version": .string(Self.version)]
    }

    /// `limelight/interrupt {sessionId}`: asks a running `eval` to stop before its next line (touches only `control`, so any thread may call it).
    func interrupt(_ params: Params) throws -> JSONValue {
        let id = try params.string("sessionId")
        switch control.interrupt(id) {
        case .unknownSession: throw RPCError.invalidParams("no session '\(id)'")
        case .idle: return ["interrupted": false, "status": ["session-idle"]]
        case .requested: return ["interrupted": true, "status": ["interrupt-requested"]]
        }
    }

    /// `limelight/closeSession {sessionId}`: forgets the session and its simulation.
    func closeSession(_ params: Params) throws -> JSONValue {
        let (id, _) = try session(params)
        sessions[id] = nil
        control.setKnown(id, false)
        return ["closed": true, "sessionId": .string(id)]
    }
}
