/// The typed parameters of the LSP methods the server answers, decoded with `JSONValueDecoder`: a member missing or
/// of the wrong type is an `invalidParams` (-32602) error naming it.

/// `TextDocumentIdentifier`.
struct TextDocumentIdentifier: Decodable {
    let uri: String
}

/// `VersionedTextDocumentIdentifier` (the version may be null).
struct VersionedTextDocumentIdentifier: Decodable {
    let uri: String
    let version: Int?
}

/// `TextDocumentItem` as `didOpen` sends it (the language id is not read).
struct TextDocumentItem: Decodable {
    let uri: String
    let version: Int?
    let text: String
}

/// `textDocument/didOpen`.
struct DidOpenTextDocumentParams: Decodable {
    let textDocument: TextDocumentItem
}

/// `textDocument/didChange`: the changes are checked one by one as they are applied (an error names the change).
struct DidChangeTextDocumentParams: Decodable {
    let textDocument: VersionedTextDocumentIdentifier
    let contentChanges: [JSONValue]?
}

/// Every request about one document and nothing else (`didClose`, symbols, lenses, formatting, folding, tokens).
struct TextDocumentParams: Decodable {
    let textDocument: TextDocumentIdentifier
}

/// `TextDocumentPositionParams` (completion, hover, signature help).
struct TextDocumentPositionParams: Decodable {
    let textDocument: TextDocumentIdentifier
    let position: PositionParam
}

/// A `Position` member, with the server's own message when it is not one.
struct PositionParam: Decodable {
    let value: LSPPosition

    init(from decoder: Decoder) throws {
        let json = try decoder.singleValueContainer().decode(JSONValue.self)
        guard let line = json["line"]?.intValue, let character = json["character"]?.intValue, line >= 0, character >= 0 else {
            throw RPCError.invalidParams("'position' needs non-negative whole 'line' and 'character'")
        }
        value = LSPPosition(line: line, character: character)
    }
}

/// A `Range` member, with the server's own message when it is not one.
struct RangeParam: Decodable {
    let value: LSPRange

    init(from decoder: Decoder) throws {
        guard let range = LSPRange(json: try decoder.singleValueContainer().decode(JSONValue.self)) else {
            throw RPCError.invalidParams("'range' needs 'start' and 'end' with non-negative whole 'line' and 'character'")
        }
        value = range
    }
}

/// `textDocument/codeAction`.
struct CodeActionParams: Decodable {
    struct Context: Decodable {
        let diagnostics: [JSONValue]?
        let only: [JSONValue]?
    }

    let textDocument: TextDocumentIdentifier
    private let rangeParam: RangeParam
    let context: Context?

    var range: LSPRange { rangeParam.value }

    enum CodingKeys: String, CodingKey {
        case textDocument, rangeParam = "range", context
    }
}

extension CodeActionParams.Context {
    /// The kinds asked for, when the client narrowed them.
    var onlyKinds: [String]? { only?.compactMap(\.stringValue) }
}

/// `workspace/executeCommand`.
struct ExecuteCommandParams: Decodable {
    let command: String
    let arguments: [JSONValue]?
}

/// `limelight/check`.
struct CheckTextParams: Decodable {
    let text: String
    let path: String?
}

/// `$/cancelRequest`.
struct CancelParams: Decodable {
    let id: JSONValue?
}

/// `$/setTrace`.
struct SetTraceParams: Decodable {
    let value: JSONValue?
}

/// `workspace/didChangeWorkspaceFolders`.
struct DidChangeWorkspaceFoldersParams: Decodable {
    let event: JSONValue?
}

/// `limelight/closeSession`, `limelight/fork`, `limelight/interrupt`: the session.
struct SessionParams: Decodable {
    let sessionId: String
}

/// `limelight/openSession {seed?}`.
struct OpenSessionParams: Decodable {
    /// Checked by the handler, with its own message (a non-negative whole number).
    let seed: JSONValue?
}

/// `limelight/eval {sessionId, line}` or `{sessionId, lines}`.
struct EvalParams: Decodable {
    let sessionId: String
    let line: String?
    /// Checked by the handler, with its own message (an array of strings).
    let lines: JSONValue?
}

/// `limelight/complete {sessionId, line, cursor?}`.
struct SessionCompleteParams: Decodable {
    let sessionId: String
    let line: String
    let cursor: Int?
}

/// `initialize`: what the server reads of it (the workspace folders are read by `WorkspaceRoots` from the whole params).
struct InitializeParams: Decodable {
    struct Capabilities: Decodable {
        struct General: Decodable {
            let positionEncodings: [JSONValue]?
        }

        let general: General?
    }

    struct Options: Decodable {
        let passSeverity: JSONValue?
    }

    let capabilities: Capabilities?
    let initializationOptions: Options?
    let trace: JSONValue?
}
