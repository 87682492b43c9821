import LimelightCore
import ScenarioKit
import Script

extension LanguageServer {
    /// `textDocument/didOpen`: the document's record, replacing one already open at the uri (not counted twice).
    func didOpen(_ params: DidOpenTextDocumentParams) throws {
        let item = params.textDocument
        let uri = item.uri
        // A long text comes read as its lines (`openedText`), its place in the params "".
        let bytes = openedText?.bytes ?? item.text.utf8.count
        let reopened = documents.record(uri)
        let others = documents.count - (reopened == nil ? 0 : 1)
        let held = documents.openedBytes - (reopened?.openedBytes ?? 0)
        guard others < Self.mostOpenDocuments, held + bytes <= Self.mostOpenBytes else {
            // A notification has no reply: the client is told, and the document is not opened.
            let why = others >= Self.mostOpenDocuments
                ? "\(others) documents are open, the most Limelight keeps"
                : "the open documents would hold \(held + bytes) bytes, past the \(Self.mostOpenBytes) Limelight keeps"
            outbox.append(RPCMessage.notification("window/showMessage", [
                "type": 1, "message": .string("Limelight did not open \(uri): \(why); close some documents and open it again"),
            ]))
            return
        }
        let document = openedText.map { Document(uri: uri, version: item.version, lines: $0.lines) }
            ?? Document(uri: uri, version: item.version, text: item.text)
        documents.open(document, bytes: bytes)
    }

    /// `textDocument/didChange`: every change applied in order, or none (the error names the change).
    func didChange(_ params: DidChangeTextDocumentParams) throws {
        let uri = params.textDocument.uri
        // Changed in place in its record, so its lines are changed in place rather than copied.
        let open = try documents.change(uri) { doc in try applyChanges(params, to: &doc) }
        if !open { log("didChange for a document that is not open: \(uri)") }
    }

    /// `textDocument/didClose`: the document's record goes, and its diagnostics are cleared.
    func didClose(_ params: TextDocumentParams) {
        let uri = params.textDocument.uri
        documents.close(uri)
        outbox.append(RPCMessage.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))
    }

    /// The document after every change of a `didChange`, in order: a change with a `range` replaces that range (in the
    /// negotiated encoding), one without replaces the whole text. A change that does not fit the text is an
    /// `invalidParams` error naming the change and the position, and the document stays as it was (no change applied).
    /// One change (what editors send while typing) is applied in place: the lines are not copied.
    private func applyChanges(_ params: DidChangeTextDocumentParams, to doc: inout Document) throws {
        guard let changes = params.contentChanges, !changes.isEmpty else {
            throw RPCError.invalidParams("'contentChanges' must hold at least one change")
        }
        let version = params.textDocument.version
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

    /// A parse job for every document changed since its last parse, to run on any thread (`AnalysisJob.run`) and hand
    /// back with `finishAnalysis`. `limelight serve` asks for them when no message is waiting.
    public func pendingAnalysisJobs() -> [AnalysisJob] {
        documents.takeStale().compactMap { uri in documents[uri].flatMap(job) }
    }

    /// Keeps a finished parse as the document's last analysis (unless a newer one is kept already) and returns the
    /// `publishDiagnostics` notification when it is the parse of the document's current text (nothing after `shutdown`).
    public func finishAnalysis(_ result: AnalysisResult?) -> [JSONValue] {
        guard let result, !shutdownRequested, let record = documents.record(result.uri),
              result.analysis.edition > (record.analysis?.edition ?? 0) else { return [] }
        documents.keep(result.analysis, for: result.uri)
        guard result.analysis.edition == documents.editions.latest(result.uri) else { return [] }
        return [publishNotification(record.document, diagnostics: result.analysis.diagnostics)]
    }

    /// Parses every document changed since its last parse, here and now, and returns their `publishDiagnostics`.
    public func analyzePending() -> [JSONValue] {
        pendingAnalysisJobs().flatMap { finishAnalysis($0.run()) }
    }

    /// A job parsing the document's current text; what its edits did not touch since its last parse is not parsed again.
    private func job(_ doc: Document) -> AnalysisJob? {
        guard let parse = documents.parse(doc.uri, registry: DocumentParse(registry: runner.registry)) else { return nil }
        return AnalysisJob(uri: doc.uri, edition: documents.editions.latest(doc.uri) ?? 0, document: doc, encoding: encoding,
                           parse: parse, editions: documents.editions, catalog: runner.catalog,
                           isAwaited: documents.record(doc.uri)?.analysis == nil)
    }

    /// The parse of the document's current text: parsed now (and its diagnostics published) if it changed since.
    func currentAnalysis(_ doc: Document) -> DocumentAnalysis {
        if let done = documents.record(doc.uri)?.analysis, done.edition == documents.editions.latest(doc.uri) { return done }
        documents.unstale(doc.uri)
        guard let job = job(doc) else {
            // Not open (a document read for a run): parsed afresh, nothing kept.
            let parse = DocumentParse(registry: runner.registry)
            return AnalysisJob(uri: doc.uri, edition: 0, document: doc, encoding: encoding, parse: parse, editions: documents.editions,
                               catalog: runner.catalog, isAwaited: false).runNow().analysis
        }
        let result = job.runNow()
        outbox += finishAnalysis(result)
        return result.analysis
    }

    /// The last parse of the document, even if edits have arrived since (completion and hover must not wait for a
    /// parse); the current one when there is none yet.
    func lastAnalysis(_ doc: Document) -> DocumentAnalysis {
        documents.record(doc.uri)?.analysis ?? currentAnalysis(doc)
    }

    /// The document's parse diagnostics as LSP diagnostics: the same ones `limelight check` and the runner report.
    func parseDiagnostics(_ doc: Document) -> [JSONValue] {
        if documents[doc.uri] != nil { return currentAnalysis(doc).diagnostics }
        let converter = PositionConverter(lines: doc.lines, encoding: encoding)
        return runner.check(text: doc.text).diagnostics.map { Self.lspDiagnostic($0, converter) }
    }

    /// One core diagnostic as an LSP diagnostic (message with the suggestion in parentheses, as the runner prints it).
    /// A suggestion travels in `data.suggestion` too, and its fix-its in `data.fixIts`, which code actions offer.
    static func lspDiagnostic(_ d: Diagnostic, _ converter: PositionConverter) -> JSONValue {
        let severity: Int
        switch d.severity {
        case .error: severity = 1
        case .warning: severity = 2
        case .note: severity = 3
        }
        var o: [String: JSONValue] = ["range": converter.range(d.range), "severity": .int(severity), "code": .string(d.code), "source": "limelight",
                                      "message": .string(d.message + (d.suggestion.map { " (\($0))" } ?? ""))]
        var data: [String: JSONValue] = [:]
        if let suggestion = d.suggestion { data["suggestion"] = .string(suggestion) }
        if !d.fixIts.isEmpty { data["fixIts"] = lspFixIts(d.fixIts, converter) }
        if !data.isEmpty { o["data"] = .object(data) }
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

    func document(_ id: TextDocumentIdentifier) throws -> Document {
        guard let doc = documents[id.uri] else { throw RPCError.invalidParams("the document \(id.uri) is not open") }
        return doc
    }

    /// `limelight/check {text}`: the diagnostics of a scenario text without opening a document (1-based line/column plus LSP range).
    func checkText(_ params: CheckTextParams) throws -> JSONValue {
        let doc = Document(uri: "untitled:check", version: nil, text: params.text)
        let file = runner.check(text: doc.text)
        let converter = PositionConverter(lines: doc.lines, encoding: encoding)
        let renderer = DiagnosticRenderer()
        return ["diagnostics": .array(file.diagnostics.map { d in
            var o = Self.lspDiagnostic(d, converter).objectValue ?? [:]
            o["rendered"] = .string(renderer.render(d, file: params.path ?? "<text>", lines: file.lines))
            return .object(o)
        }), "steps": .int(file.steps.count)]
    }
}
