import Foundation
import LimelightCore
import Script

extension LanguageServer {
    /// The most sessions the server keeps open at once (each is a process under `limelight serve`).
    public static let maximumSessions = 64

    /// `limelight/openSession {seed?}`: a fresh simulation in a new worker → `{sessionId, seed, state}`.
    func openSession(_ params: OpenSessionParams) throws -> JSONValue {
        var seed = 42
        if let v = params.seed, v != .null {
            guard let n = v.intValue, n >= 0 else { throw RPCError.invalidParams("'seed' must be a non-negative whole number") }
            seed = n
        }
        return try startSession(["op": "open", "seed": .int(seed), "encoding": .string(encoding.rawValue), "workspaceFolders": folders])
    }

    /// Starts a worker, sends it `request` (`open` or `load`) and registers it under the next id.
    func startSession(_ request: JSONValue) throws -> JSONValue {
        guard sessions.count < Self.maximumSessions else {
            throw RPCError.invalidParams("too many sessions; close one (the server keeps at most \(Self.maximumSessions); limelight/listSessions lists them)")
        }
        let channel: WorkerChannel
        do { channel = try host.start() } catch {
            throw RPCError.internalError("cannot start a session: \(error)")
        }
        let id = sessions.nextID()
        sessions[id] = channel
        control.setKnown(id, true)
        let opened = try call(id, request, doing: request["op"] == "load" ? "loading the forked world" : "opening")
        return ["sessionId": .string(id), "seed": opened["seed"] ?? .null, "state": opened["state"] ?? .null]
    }

    /// The workspace folders as a worker request carries them.
    var folders: JSONValue { .array(workspace.folders.map(JSONValue.string)) }

    func session(_ id: String) throws -> String {
        guard sessions[id] != nil else { throw RPCError.invalidParams("no session '\(id)' (open one with limelight/openSession)") }
        return id
    }

    /// Sends one request to a session's worker and unwraps its answer. A worker that dies or runs past `deadline`
    /// ends its session (and only it): the error names the signal and says to open a new session.
    func call(_ id: String, _ request: JSONValue, doing: String, deadline: UInt64? = nil) throws -> JSONValue {
        guard let channel = sessions[id] else { throw RPCError.invalidParams("no session '\(id)' (open one with limelight/openSession)") }
        let now = DispatchTime.now().uptimeNanoseconds
        let timeout = deadline.map { $0 > now ? Double($0 - now) / 1e9 : 0 } ?? host.timeout
        let answer: JSONValue
        do { answer = try channel.call(request, timeout: timeout, progress: { _ in }) } catch var failure as WorkerFailure {
            closeWorker(id)
            // A request's time limit is the whole evaluation's (`--eval-timeout`), not what was left of it for this line.
            if case .timedOut = failure.reason { failure.reason = .timedOut(seconds: host.timeout) }
            let shown = doing.count > 80 ? String(doing.prefix(80)) + "…" : doing
            let words = failure.lastWords.isEmpty ? "" : " (it said: \(failure.lastWords.count > 200 ? String(failure.lastWords.prefix(200)) + "…" : failure.lastWords))"
            var data: [String: JSONValue] = ["sessionId": .string(id), "reason": .string(failure.description)]
            if let name = failure.signalName { data["signal"] = .string(name) }
            if case .timedOut(let s) = failure.reason { data["timeoutSeconds"] = .number(s) }
            throw RPCError(Self.sessionEndedCode, "session '\(id)' \(failure.description) while \(shown)\(words); the session is gone: open a new one with limelight/openSession",
                           data: .object(data))
        }
        return try Self.unwrap(answer)
    }

    /// The JSON-RPC error code of a request whose session's worker crashed or timed out (the session is gone).
    public static let sessionEndedCode = -32001

    static func unwrap(_ answer: JSONValue) throws -> JSONValue {
        if let ok = answer["ok"] { return ok }
        throw RPCError(answer["error"]?["code"]?.intValue ?? -32603, answer["error"]?["message"]?.stringValue ?? "Internal error: the worker sent no answer")
    }

    func closeWorker(_ id: String) {
        sessions[id]?.close()
        sessions[id] = nil
        control.setKnown(id, false)
    }

    /// `limelight/eval {sessionId, line}` or `{sessionId, lines}`: runs REPL lines; stops at the first failing line or an interrupt.
    func eval(_ params: EvalParams, requestID: JSONValue) throws -> JSONValue {
        let id = try session(params.sessionId)
        let lines: [String]
        if let line = params.line {
            lines = [line]
        } else if let array = params.lines?.arrayValue {
            let strings = array.compactMap(\.stringValue)
            guard strings.count == array.count else { throw RPCError.invalidParams("'lines' must be an array of strings") }
            lines = strings
        } else {
            throw RPCError.invalidParams("'line' (a string) or 'lines' (an array of strings) is required")
        }
        control.setRunning(id, true)
        defer { control.setRunning(id, false) }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(host.timeout * 1e9)
        var results: [JSONValue] = []
        var interrupted = false
        var failed = false
        for line in lines {
            if control.isInterrupted(id) || control.isCancelled(requestID.serialized) { interrupted = true; break }
            let answer = try call(id, ["op": "eval", "line": .string(line), "workspaceFolders": folders], doing: "evaluating '\(line)'", deadline: deadline)
            results.append(answer["result"] ?? .null)
            if answer["failed"] == true { failed = true; break }
        }
        let state = try call(id, ["op": "state"], doing: "reading its state", deadline: deadline)["state"] ?? .null
        var out: [String: JSONValue] = ["sessionId": .string(id), "state": state, "failed": .bool(failed),
                                        "interrupted": .bool(interrupted), "status": interrupted ? ["done", "interrupted"] : ["done"]]
        if lines.count == 1, let only = results.first?.objectValue {
            for (k, v) in only { out[k] = v }
        } else {
            out["results"] = .array(results)
        }
        return .object(out)
    }

    /// `limelight/complete {sessionId, line, cursor?}` → `{start, candidates}` (cursor and start in grapheme characters).
    func sessionComplete(_ params: SessionCompleteParams) throws -> JSONValue {
        let id = try session(params.sessionId)
        let line = params.line
        let cursor = params.cursor ?? line.count
        guard cursor >= 0 else { throw RPCError.invalidParams("'cursor' must not be negative") }
        return try call(id, ["op": "complete", "line": .string(line), "cursor": .int(cursor)], doing: "completing '\(line)'")
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
    func interrupt(_ params: SessionParams) throws -> JSONValue { try Self.interrupt(params, control: control) }

    /// `interrupt(_:)` with `control` alone.
    static func interrupt(_ params: SessionParams, control: ServerControl) throws -> JSONValue {
        let id = params.sessionId
        switch control.interrupt(id) {
        case .unknownSession: throw RPCError.invalidParams("no session '\(id)'")
        case .idle: return ["interrupted": false, "status": ["session-idle"]]
        case .requested: return ["interrupted": true, "status": ["interrupt-requested"]]
        }
    }

    /// `limelight/closeSession {sessionId}`: stops the session's worker and forgets it.
    func closeSession(_ params: SessionParams) throws -> JSONValue {
        let id = try session(params.sessionId)
        closeWorker(id)
        return ["closed": true, "sessionId": .string(id)]
    }
}
