/// A JSON-RPC 2.0 error object: a code from the spec (or LSP's reserved range) and a message.
public struct RPCError: Error, Equatable, Sendable {
    public var code: Int
    public var message: String
    public var data: JSONValue?

    public init(_ code: Int, _ message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// Invalid JSON was received (-32700).
    public static func parseError(_ message: String) -> RPCError { RPCError(-32700, "Parse error: " + message) }
    /// The JSON is not a valid request object (-32600).
    public static func invalidRequest(_ message: String) -> RPCError { RPCError(-32600, "Invalid Request: " + message) }
    /// The method does not exist (-32601).
    public static func methodNotFound(_ method: String) -> RPCError { RPCError(-32601, "Method not found: \(method)") }
    /// Invalid method parameters (-32602).
    public static func invalidParams(_ message: String) -> RPCError { RPCError(-32602, "Invalid params: " + message) }
    /// An internal error (-32603).
    public static func internalError(_ message: String) -> RPCError { RPCError(-32603, "Internal error: " + message) }
    /// A request other than `initialize` before `initialize` (LSP's -32002).
    public static let serverNotInitialized = RPCError(-32002, "Server not initialized: send 'initialize' first")
    /// The request was cancelled by `$/cancelRequest` (LSP's -32800).
    public static let requestCancelled = RPCError(-32800, "Request cancelled")

    /// The error object as JSON.
    public var json: JSONValue {
        var o: [String: JSONValue] = ["code": .int(code), "message": .string(message)]
        if let data { o["data"] = data }
        return .object(o)
    }
}

/// Building JSON-RPC 2.0 messages.
public enum RPCMessage {
    /// A successful response.
    public static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    /// An error response; `id` is null when the request's id could not be read.
    public static func error(id: JSONValue?, _ error: RPCError) -> JSONValue {
        ["jsonrpc": "2.0", "id": id ?? .null, "error": error.json]
    }

    /// A notification (no id, no response expected).
    public static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }
}

/// Typed access to request parameters that throws `invalidParams` with a message naming the field.
public struct Params {
    public let value: JSONValue

    public init(_ value: JSONValue?) { self.value = value ?? .object([:]) }

    /// A required string member.
    public func string(_ key: String) throws -> String {
        guard let s = value[key]?.stringValue else { throw RPCError.invalidParams("'\(key)' must be a string") }
        return s
    }

    /// An optional string member (present but not a string is an error).
    public func optionalString(_ key: String) throws -> String? {
        guard let v = value[key], v != .null else { return nil }
        guard let s = v.stringValue else { throw RPCError.invalidParams("'\(key)' must be a string") }
        return s
    }

    /// An optional whole-number member.
    public func optionalInt(_ key: String) throws -> Int? {
        guard let v = value[key], v != .null else { return nil }
        guard let n = v.intValue else { throw RPCError.invalidParams("'\(key)' must be a whole number") }
        return n
    }

    /// A required object member as `Params`.
    public func object(_ key: String) throws -> Params {
        guard let v = value[key], v.objectValue != nil else { throw RPCError.invalidParams("'\(key)' must be an object") }
        return Params(v)
    }

    /// The `textDocument.uri` member most document requests carry.
    public func documentURI() throws -> String { try object("textDocument").string("uri") }

    /// The `position` member as an LSP position.
    public func position() throws -> LSPPosition {
        let p = try object("position")
        guard let line = p.value["line"]?.intValue, let character = p.value["character"]?.intValue, line >= 0, character >= 0 else {
            throw RPCError.invalidParams("'position' needs non-negative whole 'line' and 'character'")
        }
        return LSPPosition(line: line, character: character)
    }
}
