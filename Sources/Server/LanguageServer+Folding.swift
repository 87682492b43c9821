import Script

extension LanguageServer {
    /// `textDocument/foldingRange`: each `## section` (to the last non-blank line before the next one), the header
    /// block, a command with its `\` continuations and `> output`, and runs of two or more `#` comment lines.
    /// Lines only (0-based), so the position encoding does not matter; one pass over the document.
    func foldingRanges(_ params: TextDocumentParams) throws -> JSONValue {
        let doc = try document(params.textDocument)
        let file = currentAnalysis(doc).file
        let roles = file.lineRoles
        var ranges: [(start: Int, end: Int, kind: String?)] = []
        func add(_ start: Int, _ end: Int, _ kind: String?) {
            if end > start { ranges.append((start, end, kind)) }
        }
        var lastContent = -1
        var sectionStart: Int?
        var headerStart: Int?
        var commentStart: Int?
        var commandStart: (line: Int, step: Int)?
        for (n, role) in roles.enumerated() {
            if role != .comment, let start = commentStart {
                add(start, n - 1, "comment")
                commentStart = nil
            }
            if role != .header, let start = headerStart {
                add(start, lastContent, "region")
                headerStart = nil
            }
            switch role {
            case .continuation(let step), .output(let step):
                if commandStart?.step != step { commandStart = nil }
            default:
                if let command = commandStart { add(command.line, n - 1, "region") }
                commandStart = nil
            }
            switch role {
            case .blank: continue
            case .section:
                if let start = sectionStart { add(start, lastContent, "region") }
                sectionStart = n
            case .header: if headerStart == nil { headerStart = n }
            case .comment: if commentStart == nil { commentStart = n }
            case .command(let step): commandStart = (n, step)
            default: break
            }
            lastContent = n
        }
        if let start = commentStart { add(start, roles.count - 1, "comment") }
        if let start = headerStart { add(start, lastContent, "region") }
        if let command = commandStart { add(command.line, lastContent, "region") }
        if let start = sectionStart { add(start, lastContent, "region") }
        let sorted = ranges.sorted { ($0.start, -$0.end) < ($1.start, -$1.end) }
        return .array(sorted.map { r in
            var o: [String: JSONValue] = ["startLine": .int(r.start), "endLine": .int(r.end)]
            if let kind = r.kind { o["kind"] = .string(kind) }
            return .object(o)
        })
    }
}
