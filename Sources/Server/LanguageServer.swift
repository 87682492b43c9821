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
    /// How much the client asked to hear: `.log` lines are sent as `window/logMessage` only when not `off`.
    public internal(set) var trace: TraceLevel = .off

    /// The position encoding agreed in `initialize`.
    public internal(set) var encoding: PositionEncoding = .utf16
    /// Whether `initialize` has been answered.
    public internal(set) var initialized = false
    /// Whether `shutdown` has been received.
    public internal(set) var shutdownRequested = false
    /// Set by `exit`: the process exit status (0 after `shutdown`, 1 otherwise).
    public internal(set) var exitCode: Int32?
    /// How passing steps show after a run: `hint`, `information` or `none` (initializationOptions `passSeverity`).
    public internal(set) var passSeverity = "hint"

    var documents: [String: Document] = [:]
    /// The size in UTF-8 bytes of each open document's text when it was opened (what the open-document bounds count).
    var openedBytes: [String: Int] = [:]
    /// The most documents open at once.
    public static let mostOpenDocuments = 1_000
    /// The most bytes of text the open documents may hold together, as opened.
    public static let mostOpenBytes = 512 << 20
    /// The last parse of each open document (see `DocumentAnalysis`).
    var analyses: [String: DocumentAnalysis] = [:]
    /// Each open document's parse, which its next parse starts from.
    var parses: [String: DocumentParse] = [:]
    /// The session completion replayed last (`replaySession`), and each open document's replay of its first steps.
    var lastReplay: CompletionReplay?
    var preparedReplays: [String: CompletionReplay] = [:]
    /// How many times each open document has changed, shared with parse jobs on other threads.
    let editions = DocumentEditions()
    /// Documents edited since their last parse, in the order they were first edited.
    var staleDocuments: [String] = []
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
    var sessions: [String: WorkerChannel] = [:]
    var nextSessionNumber = 1
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
    public func handleImmediately(_ message: JSONValue) -> [JSONValue]? {
        guard let method = message["method"]?.stringValue, Self.immediateMethods.contains(method) else { return nil }
        let params = Params(message["params"])
        if method == "$/cancelRequest" {
            if let id = params.value["id"] { control.cancel(id.serialized) }
            return []
        }
        guard let id = message["id"], Self.isValidID(id) else { return [] }
        do {
            return [RPCMessage.response(id: id, result: try interrupt(params))]
        } catch let error as RPCError {
            return [RPCMessage.error(id: id, error)]
        } catch {
            return [RPCMessage.error(id: id, .internalError("\(error)"))]
        }
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
                try notify(method, Params(paramsValue))
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
            let result = try request(method, Params(paramsValue), id: id)
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

    private func notify(_ method: String, _ params: Params) throws {
        switch method {
        case "initialized": return
        case "exit": exitCode = shutdownRequested ? 0 : 1
        case "$/cancelRequest":
            if let id = params.value["id"] { control.cancel(id.serialized) }
        case "workspace/didChangeWorkspaceFolders": workspace.apply(change: params.value["event"])
        case "$/setTrace": setTrace(params.value["value"])
        case "workspace/didChangeConfiguration", "workspace/didChangeWatchedFiles", "textDocument/didSave": return
        case "textDocument/didOpen", "textDocument/didChange", "textDocument/didClose":
            guard initialized else { return }
            try documentNotification(method, params)
        default:
            if !method.hasPrefix("$/") { log("ignored notification \(method)") }
        }
    }

    private func request(_ method: String, _ params: Params, id: JSONValue) throws -> JSONValue {
        if method == "initialize" { return try initialize(params) }
        guard initialized else { throw RPCError.serverNotInitialized }
        if shutdownRequested { throw RPCError.invalidRequest("the server is shutting down; only 'exit' is accepted") }
        switch method {
        case "shutdown":
            // Every open document's diagnostics are brought up to date before the answer (none are sent after it).
            for uri in documents.keys.sorted() { if let doc = documents[uri] { _ = currentAnalysis(doc) } }
            shutdownRequested = true
            return .null
        case "textDocument/completion": return try completion(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        case "textDocument/codeLens": return try codeLenses(params)
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/formatting": return try formatting(params)
        case "textDocument/foldingRange": return try foldingRanges(params)
        case "textDocument/semanticTokens/full": return try semanticTokens(params)
        case "textDocument/signatureHelp": return try signatureHelp(params)
        case "workspace/executeCommand": return try executeCommand(params)
        case "limelight/openSession": return try openSession(params)
        case "limelight/eval": return try eval(params, requestID: id)
        case "limelight/complete": return try sessionComplete(params)
        case "limelight/describe": return describe()
        case "limelight/interrupt": return try interrupt(params)
        case "limelight/closeSession": return try closeSession(params)
        case "limelight/fork": return try forkSession(params)
        case "limelight/listSessions": return .object(["sessions": .array(sessions.keys.sorted(by: Self.sessionOrder).map(JSONValue.string))])
        case "limelight/check": return try checkText(params)
        default: throw RPCError.methodNotFound(method)
        }
    }

    private func initialize(_ params: Params) throws -> JSONValue {
        if initialized { throw RPCError.invalidRequest("'initialize' was already received") }
        let offered = params.value["capabilities"]?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue)
        encoding = PositionEncoding.negotiate(offered: offered)
        workspace = WorkspaceRoots(initializeParams: params.value)
        if let pass = params.value["initializationOptions"]?["passSeverity"]?.stringValue {
            guard ["hint", "information", "none"].contains(pass) else {
                throw RPCError.invalidParams("initializationOptions.passSeverity must be 'hint', 'information' or 'none'")
            }
            passSeverity = pass
        }
        initialized = true
        setTrace(params.value["trace"])
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
