import ReferenceApps
import Server

/// Drives a LanguageServer with JSON messages and keeps what it sent back.
final class ServerHarness {
    let server: LanguageServer
    var nextID = 1

    init(files: [String: String] = [:], offer encodings: [String]? = nil, root: String? = nil) {
        server = LanguageServer(catalog: ReferenceAppCatalog.catalog, readFile: { files[$0] })
        var general: [String: JSONValue] = [:]
        if let encodings { general["positionEncodings"] = .array(encodings.map(JSONValue.string)) }
        var initialize: JSONValue = ["capabilities": ["general": .object(general)]]
        if let root, case .object(var o) = initialize { o["rootUri"] = .string(root); initialize = .object(o) }
        _ = request("initialize", initialize)
        _ = notify("initialized", [:])
    }

    /// Sends a request; returns the response and any notifications sent with it.
    func request(_ method: String, _ params: JSONValue) -> (response: JSONValue, notifications: [JSONValue]) {
        let id = nextID
        nextID += 1
        let out = server.handle(message: ["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        let response = out.first { $0["id"] == .int(id) } ?? .null
        return (response, out.filter { $0["id"] == nil })
    }

    func notify(_ method: String, _ params: JSONValue) -> [JSONValue] {
        server.handle(message: ["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    func open(_ uri: String, _ text: String) -> [JSONValue] {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "scenario", "version": 1, "text": .string(text)]])
    }

    /// Sends `didChange` with the given content changes.
    func change(_ uri: String, version: Int, _ changes: [JSONValue]) -> [JSONValue] {
        notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": .array(changes)])
    }

    /// One incremental change: replace the range from (l1, c1) to (l2, c2) with `text`.
    static func edit(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int, _ text: String) -> JSONValue {
        ["range": ["start": ["line": .int(l1), "character": .int(c1)], "end": ["line": .int(l2), "character": .int(c2)]], "text": .string(text)]
    }

    /// A request's params for a document (and optionally a position).
    static func at(_ uri: String, _ line: Int? = nil, _ character: Int = 0) -> JSONValue {
        var o: [String: JSONValue] = ["textDocument": ["uri": .string(uri)]]
        if let line { o["position"] = ["line": .int(line), "character": .int(character)] }
        return .object(o)
    }

    static func diagnostics(_ notes: [JSONValue]) -> [JSONValue] {
        notes.last { $0["method"] == "textDocument/publishDiagnostics" }?["params"]?["diagnostics"]?.arrayValue ?? []
    }
}
