import LimelightCore
import ScenarioKit
import Script

extension LanguageServer {
    /// `workspace/executeCommand`: `limelight.runScenario [uri]` runs the document in a worker of its own and publishes
    /// per-step results as diagnostics; a worker that crashes becomes an error on the line that was running.
    func executeCommand(_ params: ExecuteCommandParams) throws -> JSONValue {
        let command = params.command
        guard command == Self.runScenarioCommand else { throw RPCError.invalidParams("unknown command '\(command)'; the server offers '\(Self.runScenarioCommand)'") }
        guard let uri = params.arguments?.first?.stringValue ?? params.arguments?.first?["uri"]?.stringValue else {
            throw RPCError.invalidParams("'\(Self.runScenarioCommand)' needs the document uri as its first argument")
        }
        let doc: Document
        if let open = documents[uri] {
            doc = open
        } else {
            let path = try workspace.readablePath(ofURI: uri)
            guard let text = readFile(path) else { throw RPCError.invalidParams("the document \(uri) is neither open nor readable") }
            doc = Document(uri: uri, version: nil, text: text)
        }
        let worker: WorkerChannel
        do { worker = try host.start() } catch { throw RPCError.internalError("cannot start a worker for the run: \(error)") }
        defer { worker.close() }
        var line = 1
        let request: JSONValue = ["op": "run", "path": .string(doc.path), "text": .string(doc.text), "encoding": .string(encoding.rawValue),
                                  "passSeverity": .string(passSeverity),
                                  "workspaceFolders": .array(workspace.folders.map(JSONValue.string))]
        let answer: JSONValue
        do {
            answer = try Self.unwrap(worker.call(request, timeout: host.timeout, progress: { line = $0["line"]?.intValue ?? line }))
        } catch let failure as WorkerFailure {
            return crashed(doc, failure, line: line)
        }
        publish(doc, diagnostics: parseDiagnostics(doc) + (answer["diagnostics"]?.arrayValue ?? []))
        if let message = answer["message"] { outbox.append(RPCMessage.notification("window/showMessage", message)) }
        return answer["result"] ?? .null
    }

    /// What a run whose worker crashed or timed out reports: an error diagnostic on the line that was running.
    private func crashed(_ doc: Document, _ failure: WorkerFailure, line: Int) -> JSONValue {
        let what: String
        switch failure.reason {
        case .signal: what = "the scenario crashed (\(failure.signalName ?? "a signal")) at line \(line)"
        case .timedOut(let s): what = "the scenario ran longer than \(WorkerFailure.seconds(s)) and was stopped at line \(line)"
        default: what = "the scenario's worker \(failure.description) at line \(line)"
        }
        let message = what + (failure.lastWords.isEmpty ? "" : ": " + String(failure.lastWords.prefix(200)))
            + "; the server goes on (this is a bug in Limelight: please report it with the scenario)"
        let converter = PositionConverter(lines: doc.lines, encoding: encoding)
        let text = line >= 1 && line <= doc.lines.count ? doc.lines[line - 1] : ""
        let range = converter.range(SourceRange(start: SourceLocation(line: line, column: 1), end: SourceLocation(line: line, column: text.count + 1)))
        let diagnostic: JSONValue = ["range": range, "severity": 1, "code": "scenario-crashed", "source": "limelight run", "message": .string(message)]
        publish(doc, diagnostics: parseDiagnostics(doc) + [diagnostic])
        outbox.append(RPCMessage.notification("window/showMessage", ["type": 1, "message": .string(message)]))
        return ["status": "crashed", "summary": .string(message), "passedSteps": 0, "failedSteps": 1, "steps": [],
                "failure": ["line": .int(line), "column": 1, "message": .string(message), "details": []]]
    }
}
