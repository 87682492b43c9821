import LimelightCore
import ScenarioKit
import Script

extension LanguageServer {
    func documentNotification(_ method: String, _ params: Params) throws {
        let uri = try params.documentURI()
        switch method {
        case "textDocument/didOpen":
            let item = try params.object("textDocument")
            documents[uri] = Document(uri: uri, version: try item.optionalInt("version"), text: try item.string("text"))
        case "textDocument/didChange":
            guard var doc = documents[uri] else { log("didChange for a document that is not open: \(uri)"); return }
            guard let changes = params.value["contentChanges"]?.arrayValue, let last = changes.last?["text"]?.stringValue else {
                throw RPCError.invalidParams("'contentChanges' must hold at least one change with 'text'")
            }
            doc.replace(last)
            doc.version = try params.object("textDocument").optionalInt("version")
            documents[uri] = doc
        default:
            documents[uri] = nil
            outbox.append(RPCMessage.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))
            return
        }
        if let doc = documents[uri] { publish(doc, diagnostics: parseDiagnostics(doc)) }
    }

    /// The document's parse diagnostics as LSP diagnostics: the same ones `limelight check` and the runner report.
    func parseDiagnostics(_ doc: Document) -> [JSONValue] {
        let converter = PositionConverter(lines: doc.lines, encoding: encoding)
        return runner.check(text: doc.text).diagnostics.map { Self.lspDiagnostic($0, converter) }
    }

    /// One core diagnostic as an LSP diagnostic (message with the suggestion in parentheses, as the runner prints it).
    static func lspDiagnostic(_ d: Diagnostic, _ converter: PositionConverter) -> JSONValue {
        let severity: Int
        switch d.severity {
        case .error: severity = 1
        case .warning: severity = 2
        case .note: severity = 3
        }
        return ["range": converter.range(d.range), "severity": .int(severity), "code": .string(d.code), "source": "limelight",
                "message": .string(d.message + (d.suggestion.map { " (\($0))" } ?? ""))]
    }

    func publish(_ doc: Document, diagnostics: [JSONValue]) {
        var params: [String: JSONValue] = ["uri": .string(doc.uri), "diagnostics": .array(diagnostics)]
        if let v = doc.version { params["version"] = .int(v) }
        outbox.append(RPCMessage.notification("textDocument/publishDiagnostics", .object(params)))
    }

    func document(_ params: Params) throws -> Document {
        let uri = try params.documentURI()
        guard let doc = documents[uri] else { throw RPCError.invalidParams("the document \(uri) is not open") }
        return doc
    }

    /// `limelight/check {text}`: the diagnostics of a scenario text without opening a document (1-based line/column plus LSP range).
    func checkText(_ params: Params) throws -> JSONValue {
        let doc = Document(uri: "untitled:check", version: nil, text: try params.string("text"))
        let file = runner.check(text: doc.text)
        let converter = PositionConverter(lines: doc.lines, encoding: encoding)
        let renderer = DiagnosticRenderer()
        return ["diagnostics": .array(file.diagnostics.map { d in
            var o = Self.lspDiagnostic(d, converter).objectValue ?? [:]
            o["rendered"] = .string(renderer.render(d, file: (try? params.string("path")) ?? "<text>", source: doc.text))
            return .object(o)
        }), "steps": .int(file.steps.count)]
    }
}
