import LimelightCore
import ScenarioKit
import Script

extension LanguageServer {
    func documentNotification(_ method: String, _ params: Params) throws {
        let uri = try params.documentURI()
        switch method {
        case "textDocument/didOpen":
            let item = try params.object("textDocument")
            let text = try item.string("text")
            // A document opened again replaces itself: it is not counted twice.
            let others = openedBytes.count - (openedBytes[uri] == nil ? 0 : 1)
            let held = openedBytes.values.reduce(0, +) - (openedBytes[uri] ?? 0)
            guard others < Self.mostOpenDocuments, held + text.utf8.count <= Self.mostOpenBytes else {
                // A notification has no reply: the client is told, and the document is not opened.
                let why = others >= Self.mostOpenDocuments
                    ? "\(others) documents are open, the most Limelight keeps"
                    : "the open documents would hold \(held + text.utf8.count) bytes, past the \(Self.mostOpenBytes) Limelight keeps"
                outbox.append(RPCMessage.notification("window/showMessage", [
                    "type": 1, "message": .string("Limelight did not open \(uri): \(why); close some documents and open it again"),
                ]))
                return
            }
            openedBytes[uri] = text.utf8.count
            documents[uri] = Document(uri: uri, version: try item.optionalInt("version"), text: text)
            analyses[uri] = nil
            parses[uri] = nil
            markStale(uri)
        case "textDocument/didChange":
            // Taken out while it changes, so its lines are changed in place rather than copied.
            guard var doc = documents.removeValue(forKey: uri) else { log("didChange for a document that is not open: \(uri)"); return }
            defer { documents[uri] = doc }
            try applyChanges(params, to: &doc)
            markStale(uri)
        default:
            documents[uri] = nil
            openedBytes[uri] = nil
            analyses[uri] = nil
            parses[uri] = nil
            preparedReplays[uri] = nil
            editions.remove(uri)
            staleDocuments.removeAll { $0 == uri }
            outbox.append(RPCMessage.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))
        }
    }

    /// The document after every change of a `didChange`, in order: a change with a `range` replaces that range (in the
    /// negotiated encoding), one without replaces the whole text. A change that does not fit the text is an
    /// `invalidParams` error naming the change and the position, and the document stays as it was (no change applied).
    /// One change (what editors send while typing) is applied in place: the lines are not copied.
    private func applyChanges(_ params: Params, to doc: inout Document) throws {
        guard let changes = params.value["contentChanges"]?.arrayValue, !changes.isEmpty else {
            throw RPCError.invalidParams("'contentChanges' must hold at least one change")
        }
        let version = try params.object("textDocument").optionalInt("version")
        let kept = "; the document stays at version \(doc.version.map(String.init) ?? "none") (\(doc.uri))"
        guard changes.count > 1 else {
            // A change is checked before anything is replaced: a bad one leaves the document as it was.
            try apply(changes[0], index: 0, to: &doc, kept: kept)
            doc.version = version
            return
        }
        var edited = doc
        for (i, change) in changes.enumerated() { try apply(change, index: i, to: &edited, kept: kept) }
        edited.version = version
        doc = edited
    }

    /// Applies `contentChanges[index]`; an error ends with `kept` (which version the document stays at).
    private func apply(_ change: JSONValue, index i: Int, to edited: inout Document, kept: String) throws {
        guard let text = change["text"]?.stringValue else { throw RPCError.invalidParams("contentChanges[\(i)] has no 'text' string" + kept) }
        guard let rangeValue = change["range"], rangeValue != .null else {
            edited.replace(text)
            return
        }
        guard let range = LSPRange(json: rangeValue) else {
            throw RPCError.invalidParams("contentChanges[\(i)].range needs 'start' and 'end' with non-negative whole 'line' and 'character'" + kept)
        }
        do {
            try edited.replace(range, with: text, encoding: encoding)
        } catch {
            throw RPCError.invalidParams("contentChanges[\(i)]: \(error.description)" + kept)
        }
    }

    /// Notes that a document changed since its last parse; it is parsed when the server is idle (`analyzePending`, or
    /// `pendingAnalysisJobs` off the server's thread) or when a request needs its current parse, so a burst of edits is
    /// parsed once, at its newest version.
    func markStale(_ uri: String) {
        editions.bump(uri)
        if !staleDocuments.contains(uri) { staleDocuments.append(uri) }
    }

    /// A parse job for every document changed since its last parse, to run on any thread (`AnalysisJob.run`) and hand
    /// back with `finishAnalysis`. `limelight serve` asks for them when no message is waiting.
    public func pendingAnalysisJobs() -> [AnalysisJob] {
        let uris = staleDocuments
        staleDocuments = []
        return uris.compactMap { uri in documents[uri].map(job) }
    }

    /// Keeps a finished parse as the document's last analysis (unless a newer one is kept already) and returns the
    /// `publishDiagnostics` notification when it is the parse of the document's current text (nothing after `shutdown`).
    public func finishAnalysis(_ result: AnalysisResult?) -> [JSONValue] {
        guard let result, !shutdownRequested, let doc = documents[result.uri],
              result.analysis.edition > (analyses[result.uri]?.edition ?? 0) else { return [] }
        analyses[result.uri] = result.analysis
        guard result.analysis.edition == editions.latest(result.uri) else { return [] }
        return [publishNotification(doc, diagnostics: result.analysis.diagnostics)]
    }

    /// Parses every document changed since its last parse, here and now, and returns their `publishDiagnostics`.
    public func analyzePending() -> [JSONValue] {
        pendingAnalysisJobs().flatMap { finishAnalysis($0.run()) }
    }

    /// A job parsing the document's current text; what its edits did not touch since its last parse is not parsed again.
    private func job(_ doc: Document) -> AnalysisJob {
        let parse = parses[doc.uri] ?? DocumentParse(registry: runner.registry)
        parses[doc.uri] = parse
        return AnalysisJob(uri: doc.uri, edition: editions.latest(doc.uri) ?? 0, document: doc, encoding: encoding,
                           parse: parse, editions: editions, catalog: runner.catalog, isAwaited: analyses[doc.uri] == nil)
    }

    /// The parse of the document's current text: parsed now (and its diagnostics published) if it changed since.
    func currentAnalysis(_ doc: Document) -> DocumentAnalysis {
        if let done = analyses[doc.uri], done.edition == editions.latest(doc.uri) { return done }
        staleDocuments.removeAll { $0 == doc.uri }
        let result = job(doc).runNow()
        outbox += finishAnalysis(result)
        return result.analysis
    }

    /// The last parse of the document, even if edits have arrived since (completion and hover must not wait for a
    /// parse); the current one when there is none yet.
    func lastAnalysis(_ doc: Document) -> DocumentAnalysis {
        analyses[doc.uri] ?? currentAnalysis(doc)
    }

    /// The document's parse diagnostics as LSP diagnostics: the same ones `limelight check` and the runner report.
    func parseDiagnostics(_ doc: Document) -> [JSONValue] {
        if documents[doc.uri] != nil { return currentAnalysis(doc).diagnostics }
        let converter = PositionConverter(lines: doc.lines, encoding: encoding)
        return runner.check(text: doc.text).diagnostics.map { Self.lspDiagnostic($0, converter) }
    }

    /// One core diagnostic as an LSP diagnostic (message with the suggestion in parentheses, as the runner prints it).
    /// A suggestion travels in `data.suggestion` too, so a code action can offer it as a fix.
    static func lspDiagnostic(_ d: Diagnostic, _ converter: PositionConverter) -> JSONValue {
        let severity: Int
        switch d.severity {
        case .error: severity = 1
        case .warning: severity = 2
        case .note: severity = 3
        }
        var o: [String: JSONValue] = ["range": converter.range(d.range), "severity": .int(severity), "code": .string(d.code), "source": "limelight",
                                      "message": .string(d.message + (d.suggestion.map { " (\($0))" } ?? ""))]
        if let suggestion = d.suggestion { o["data"] = ["suggestion": .string(suggestion)] }
        return .object(o)
    }

    func publish(_ doc: Document, diagnostics: [JSONValue]) {
        outbox.append(publishNotification(doc, diagnostics: diagnostics))
    }

    func publishNotification(_ doc: Document, diagnostics: [JSONValue]) -> JSONValue {
        var params: [String: JSONValue] = ["uri": .string(doc.uri), "diagnostics": .array(diagnostics)]
        if let v = doc.version { params["version"] = .int(v) }
        return RPCMessage.notification("textDocument/publishDiagnostics", .object(params))
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
            o["rendered"] = .string(renderer.render(d, file: (try? params.string("path")) ?? "<text>", lines: file.lines))
            return .object(o)
        }), "steps": .int(file.steps.count)]
    }
}
