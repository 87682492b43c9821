import LimelightCore
import ScenarioKit
import Script
import SimulatorKit

/// The Limelight language server: LSP 3.17 for `.scenario` files plus nREPL-like `limelight/*` session methods, over JSON-RPC 2.0.
///
/// Transport-free: feed it frame bodies (or parsed messages) and send back what it returns; the executable does the I/O.
public final class LanguageServer {
    /// Runs scenarios and parses documents with the one registry.
    public let runner: ScenarioRunner
    /// Interrupt and cancellation flags, safe to set from another thread.
    public let control: ServerControl
    /// Reads a file for `limelight.runScenario` on a document that is not open; nil when it cannot.
    public var readFile: (String) -> String?
    /// Receives every log line besides the client (the executable writes them to stderr only under `--trace`).
    public var logSink: (String) -> Void
    /// What the client agreed in `initialize` and set since: trace level, position encoding, pass severity.
    var client = ClientSettings()
    /// Where the server is in its lifecycle: initialized, shutting down, exited.
    var lifecycle = ServerLifecycle()
    /// The text of the `didOpen` being handled, read as its lines (`handle(_ message: ReceivedMessage)`), else nil.
    var openedText: OpenedText?

    /// How much the client asked to hear: `.log` lines are sent as `window/logMessage` only when not `off`.
    public internal(set) var trace: TraceLevel { get { client.trace } set { client.trace = newValue } }
    /// The position encoding agreed in `initialize`.
    public internal(set) var encoding: PositionEncoding { get { client.encoding } set { client.encoding = newValue } }
    /// How passing steps show after a run: `hint`, `information` or `none` (initializationOptions `passSeverity`).
    public internal(set) var passSeverity: String { get { client.passSeverity } set { client.passSeverity = newValue } }
    /// Whether `initialize` has been answered.
    public internal(set) var initialized: Bool { get { lifecycle.initialized } set { lifecycle.initialized = newValue } }
    /// Whether `shutdown` has been received.
    public internal(set) var shutdownRequested: Bool { get { lifecycle.shutdownRequested } set { lifecycle.shutdownRequested = newValue } }
    /// Set by `exit`: the process exit status (0 after `shutdown`, 1 otherwise).
    public internal(set) var exitCode: Int32? { get { lifecycle.exitCode } set { lifecycle.exitCode = newValue } }

    /// The open documents, one record each (`DocumentStore`).
    var documents = DocumentStore()
    /// The most documents open at once.
    public static let mostOpenDocuments = 1_000
    /// The most bytes of text the open documents may hold together, as opened.
    public static let mostOpenBytes = 512 << 20
    /// The session completion replayed last (`replaySession`); each open document's replay of its first steps is in its record.
    var lastReplay: CompletionReplay?
    /// When false (the default, for tests and embedding), every message that changes a document is answered with its
    /// fresh diagnostics; when true the transport calls `analyzePending()`, or runs `pendingAnalysisJobs()` on a thread
    /// of its own and hands them back with `finishAnalysis`, once no message is waiting, so a burst of edits is parsed
    /// once (`limelight serve` does).
    public var defersAnalysis = false
    /// The folders the client declared; files outside them are never read.
    var workspace = WorkspaceRoots()
    /// Starts the workers that hold sessions and run scenarios (in-process by default; one process each under `serve`).
    public let host: SessionHost
    /// The open sessions' workers, by session id.
    var sessions = SessionTable()
    /// Notifications produced while handling the current message, sent before its response.
    var outbox: [JSONValue] = []

    public init(catalog: AppCatalog, control: ServerControl = ServerControl(), host: SessionHost? = nil,
                readFile: @escaping (String) -> String? = { _ in nil }, log: @escaping (String) -> Void = { _ in }) {
        self.runner = ScenarioRunner(catalog: catalog)
        self.host = host ?? InProcessSessionHost(runner: runner)
        self.control = control
        self.readFile = readFile
        self.logSink = log
    }

    /// The methods the reader thread answers at once, even while the worker is busy evaluating.
    public static let immediateMethods: Set<String> = ["limelight/interrupt", "$/cancelRequest"]

    /// Handles `limelight/interrupt` and `$/cancelRequest` without touching documents or sessions, so the reader thread
    /// can answer them while the worker is busy; nil for every other message (send those to `handle`).
    public func handleImmediately(_ message: JSONValue) -> [JSONValue]? { Self.handleImmediately(message, control: control) }

    /// `handleImmediately(_:)` with the server's `control` alone (Sendable), for the reader thread: the server itself
    /// stays on the worker.
    public static func handleImmediately(_ message: JSONValue, control: ServerControl) -> [JSONValue]? {
        guard let method = message["method"]?.stringValue, Self.immediateMethods.contains(method) else { return nil }
        let params = message["params"] == .null ? nil : message["params"]
        if method == "$/cancelRequest" {
            if let id = (try? JSONValueDecoder.decode(CancelParams.self, from: params))?.id { control.cancel(id.serialized) }
            return []
        }
        guard let id = message["id"], Self.isValidID(id) else { return [] }
        do {
            return [RPCMessage.response(id: id, result: try interrupt(JSONValueDecoder.decode(SessionParams.self, from: params), control: control))]
        } catch let error as RPCError {
            return [RPCMessage.error(id: id, error)]
        } catch {
            return [RPCMessage.error(id: id, .internalError("\(error)"))]
        }
    }

    /// The fewest bytes of a `didOpen`'s text that `read` splits into lines straight from the message's bytes.
    static let fewestBytesToOpenAsLines = 1 << 16

    /// One frame body read as `JSONValue.parse` reads it, a long `didOpen`'s text straight into its lines (no `String`
    /// of the whole text is made, nor split again); nil when the body is no JSON (`handle(body:)` names the error).
    public static func read(_ body: [UInt8]) -> ReceivedMessage? { read(body, openingAsLinesFrom: fewestBytesToOpenAsLines) }

    static func read(_ body: [UInt8], openingAsLinesFrom least: Int) -> ReceivedMessage? {
        if let (value, opened) = body.withUnsafeBufferPointer({ JSONMessageReader.value(of: $0, splittingTextOfAtLeast: least) }) {
            return ReceivedMessage(value: value, openedText: opened, body: opened == nil ? nil : body)
        }
        return (try? JSONValue.decoded(body)).map { ReceivedMessage(value: $0, openedText: nil, body: nil) }
    }

    /// Handles a message `read` read: as `handle(message:)` its value, a `didOpen` with its text read as lines opening
    /// the document from them. Anything else that had its `textDocument.text` read as lines (or a `didOpen` while
    /// params are traced in full) is read again whole from its body and handled as before.
    public func handle(_ message: ReceivedMessage) -> [JSONValue] {
        guard let opened = message.openedText else { return handle(message: message.value) }
        guard message.value["method"]?.stringValue == "textDocument/didOpen", trace != .verbose else {
            return message.body.map { handle(body: $0) } ?? handle(message: message.value)
        }
        openedText = opened
        defer { openedText = nil }
        return handle(message: message.value)
    }

    /// Handles one frame body: a JSON parse error becomes a -32700 response; returns the messages to send, in order.
    public func handle(body: [UInt8]) -> [JSONValue] {
        do {
            return handle(message: try JSONValue.parse(body))
        } catch let error as JSONParseError {
            // Foundation's decoder does not say where in the text it stopped, so the message is named by its size and start.
            let start = String(decoding: body.prefix(60), as: UTF8.self).unicodeScalars.map { $0.value < 0x20 ? "·" : String($0) }.joined()
            return [RPCMessage.error(id: nil, .parseError("\(error.description) (a \(body.count)-byte message beginning '\(start)')"))]
        } catch {
            return [RPCMessage.error(id: nil, .parseError("\(error)"))]
        }
    }

    /// Handles one parsed message (request, notification, or a client response, which is ignored).
    public func handle(message: JSONValue) -> [JSONValue] {
        guard case .object(let o) = message else {
            if case .array = message { return [RPCMessage.error(id: nil, .invalidRequest("batch requests are not supported"))] }
            return [RPCMessage.error(id: nil, .invalidRequest("a message must be a JSON object"))]
        }
        let id = o["id"]
        if let id, !Self.isValidID(id) { return [RPCMessage.error(id: nil, .invalidRequest("'id' must be a string or a number"))] }
        guard let methodValue = o["method"] else {
            if o["result"] != nil || o["error"] != nil { return [] }
            return [RPCMessage.error(id: id, .invalidRequest("missing 'method'"))]
        }
        guard let method = methodValue.stringValue else { return [RPCMessage.error(id: id, .invalidRequest("'method' must be a string"))] }
        // `"params": null` is what several clients (eglot among them) send for shutdown and exit: the same as no params.
        let paramsValue: JSONValue? = o["params"] == .null ? Optional<JSONValue>.none : o["params"]
        if let p = paramsValue, p.objectValue == nil, p.arrayValue == nil {
            return id.map { [RPCMessage.error(id: $0, .invalidParams("'params' must be an object or an array"))] } ?? []
        }
        outbox = []
        defer { outbox = [] }
        traceReceived(method, id: id, params: paramsValue)
        guard let id else {
            do {
                try notify(method, paramsValue)
            } catch let error as RPCError {
                // A notification has no response: the error goes to the client's log (and to its user for an edit that
                // could not be applied, since the document no longer matches the editor's).
                let message = "\(method): \(error.message) (\(error.code))"
                log(message, type: .error)
                if method == "textDocument/didChange" {
                    outbox.append(RPCMessage.notification("window/showMessage", ["type": 1, "message": .string(message)]))
                }
            } catch {
                log("notification \(method) failed: \(error)", type: .error)
            }
            if !defersAnalysis { outbox += analyzePending() }
            return outbox
        }
        if control.takeCancelled(id.serialized) { return [RPCMessage.error(id: id, .requestCancelled)] }
        do {
            let result = try request(method, paramsValue, id: id)
            return outbox + [RPCMessage.response(id: id, result: result)]
        } catch let error as RPCError {
            return outbox + [RPCMessage.error(id: id, error)]
        } catch {
            return outbox + [RPCMessage.error(id: id, .internalError("\(error)"))]
        }
    }

    private static func isValidID(_ id: JSONValue) -> Bool {
        switch id {
        case .string, .integer, .number: return true
        default: return false
        }
    }

    /// A notification's handler: the server and the message's params (nil when absent or null).
    typealias NotificationHandler = @Sendable (LanguageServer, JSONValue?) throws -> Void
    /// A request's handler: the server, the params and the request's id.
    typealias RequestHandler = @Sendable (LanguageServer, JSONValue?, JSONValue) throws -> JSONValue

    /// The notifications the server acts on, by method (as sourcekit-lsp registers its handlers). Others are logged.
    static let notificationHandlers: [String: NotificationHandler] = [
        "initialized": { _, _ in },
        "exit": { s, _ in s.exitCode = s.shutdownRequested ? 0 : 1 },
        "$/cancelRequest": { s, p in
            if let id = try JSONValueDecoder.decode(CancelParams.self, from: p).id { s.control.cancel(id.serialized) }
        },
        "workspace/didChangeWorkspaceFolders": { s, p in
            s.workspace.apply(change: try JSONValueDecoder.decode(DidChangeWorkspaceFoldersParams.self, from: p).event)
        },
        "$/setTrace": { s, p in s.setTrace(try JSONValueDecoder.decode(SetTraceParams.self, from: p).value) },
        "workspace/didChangeConfiguration": { _, _ in },
        "workspace/didChangeWatchedFiles": { _, _ in },
        "textDocument/didSave": { _, _ in },
        "textDocument/didOpen": { s, p in
            guard s.initialized else { return }
            try s.didOpen(JSONValueDecoder.decode(DidOpenTextDocumentParams.self, from: p))
        },
        "textDocument/didChange": { s, p in
            guard s.initialized else { return }
            try s.didChange(JSONValueDecoder.decode(DidChangeTextDocumentParams.self, from: p))
        },
        "textDocument/didClose": { s, p in
            guard s.initialized else { return }
            s.didClose(try JSONValueDecoder.decode(TextDocumentParams.self, from: p))
        },
    ]

    /// Decodes a request's typed params and calls its handler.
    private static func typed<P: Decodable>(_ type: P.Type, _ body: @escaping @Sendable (LanguageServer, P) throws -> JSONValue) -> RequestHandler {
        { server, params, _ in try body(server, JSONValueDecoder.decode(P.self, from: params)) }
    }

    /// The requests the server answers after `initialize`, by method.
    static let requestHandlers: [String: RequestHandler] = [
        "shutdown": { s, _, _ in
            // Every open document's diagnostics are brought up to date before the answer (none are sent after it).
            for uri in s.documents.uris { if let doc = s.documents[uri] { _ = s.currentAnalysis(doc) } }
            s.shutdownRequested = true
            return .null
        },
        "textDocument/completion": typed(TextDocumentPositionParams.self) { try $0.completion($1) },
        "textDocument/hover": typed(TextDocumentPositionParams.self) { try $0.hover($1) },
        "textDocument/documentSymbol": typed(TextDocumentParams.self) { try $0.documentSymbols($1) },
        "textDocument/codeLens": typed(TextDocumentParams.self) { try $0.codeLenses($1) },
        "textDocument/codeAction": typed(CodeActionParams.self) { try $0.codeActions($1) },
        "textDocument/formatting": typed(TextDocumentParams.self) { try $0.formatting($1) },
        "textDocument/foldingRange": typed(TextDocumentParams.self) { try $0.foldingRanges($1) },
        "textDocument/semanticTokens/full": typed(TextDocumentParams.self) { try $0.semanticTokens($1) },
        "textDocument/signatureHelp": typed(TextDocumentPositionParams.self) { try $0.signatureHelp($1) },
        "workspace/executeCommand": typed(ExecuteCommandParams.self) { try $0.executeCommand($1) },
        "limelight/openSession": typed(OpenSessionParams.self) { try $0.openSession($1) },
        "limelight/eval": { s, p, id in try s.eval(JSONValueDecoder.decode(EvalParams.self, from: p), requestID: id) },
        "limelight/complete": typed(SessionCompleteParams.self) { try $0.sessionComplete($1) },
        "limelight/describe": { s, _, _ in s.describe() },
        "limelight/interrupt": typed(SessionParams.self) { try $0.interrupt($1) },
        "limelight/closeSession": typed(SessionParams.self) { try $0.closeSession($1) },
        "limelight/fork": typed(SessionParams.self) { try $0.forkSession($1) },
        "limelight/listSessions": { s, _, _ in .object(["sessions": .array(s.sessions.ids.map(JSONValue.string))]) },
        "limelight/check": typed(CheckTextParams.self) { try $0.checkText($1) },
    ]

    private func notify(_ method: String, _ params: JSONValue?) throws {
        guard let handler = Self.notificationHandlers[method] else {
            if !method.hasPrefix("$/") { log("ignored notification \(method)") }
            return
        }
        try handler(self, params)
    }

    private func request(_ method: String, _ params: JSONValue?, id: JSONValue) throws -> JSONValue {
        if method == "initialize" { return try initialize(JSONValueDecoder.decode(InitializeParams.self, from: params), params ?? .object([:])) }
        guard initialized else { throw RPCError.serverNotInitialized }
        if shutdownRequested { throw RPCError.invalidRequest("the server is shutting down; only 'exit' is accepted") }
        guard let handler = Self.requestHandlers[method] else { throw RPCError.methodNotFound(method) }
        return try handler(self, params, id)
    }

    private func initialize(_ params: InitializeParams, _ raw: JSONValue) throws -> JSONValue {
        if initialized { throw RPCError.invalidRequest("'initialize' was already received") }
        let offered = params.capabilities?.general?.positionEncodings?.compactMap(\.stringValue)
        encoding = PositionEncoding.negotiate(offered: offered)
        workspace = WorkspaceRoots(initializeParams: raw)
        if let pass = params.initializationOptions?.passSeverity?.stringValue {
            guard ["hint", "information", "none"].contains(pass) else {
                throw RPCError.invalidParams("initializationOptions.passSeverity must be 'hint', 'information' or 'none'")
            }
            passSeverity = pass
        }
        initialized = true
        setTrace(params.trace)
        log(readyMessage, type: .info)
        let capabilities: JSONValue = [
            "positionEncoding": .string(encoding.rawValue),
            "textDocumentSync": ["openClose": true, "change": 2],
            "completionProvider": ["triggerCharacters": [" ", "-"], "resolveProvider": false],
            "hoverProvider": true,
            "documentSymbolProvider": true,
            "codeLensProvider": ["resolveProvider": false],
            "codeActionProvider": ["codeActionKinds": ["quickfix"], "resolveProvider": false],
            "documentFormattingProvider": true,
            "foldingRangeProvider": true,
            "semanticTokensProvider": ["legend": SemanticTokens.legend, "full": true, "range": false],
            "signatureHelpProvider": ["triggerCharacters": [" "], "retriggerCharacters": [" "]],
            "executeCommandProvider": ["commands": [.string(Self.runScenarioCommand)]],
            "experimental": ["limelight": ["methods": .array(Self.sessionMethods.map(JSONValue.string))]],
        ]
        return ["capabilities": capabilities, "serverInfo": ["name": "limelight", "version": .string(Self.version)]]
    }

    /// The server's version, reported in `initialize` and `limelight/describe`.
    public static let version = LimelightVersion.current
    /// The `workspace/executeCommand` command that runs a scenario document.
    public static let runScenarioCommand = "limelight.runScenario"
    /// The nREPL-like methods, as listed in `describe` and the experimental capabilities.
    public static let sessionMethods = ["limelight/openSession", "limelight/eval", "limelight/complete", "limelight/describe",
                                        "limelight/interrupt", "limelight/closeSession", "limelight/listSessions", "limelight/check", "limelight/fork"]

    static func sessionOrder(_ a: String, _ b: String) -> Bool {
        let na = Int(a.drop { !$0.isNumber }) ?? 0, nb = Int(b.drop { !$0.isNumber }) ?? 0
        return na == nb ? a < b : na < nb
    }
}
