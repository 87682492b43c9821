import Script

/// The parse of one version of an open document, kept until a newer version has been parsed: completion and hover
/// read the last one without waiting; features that answer with positions (code actions, formatting, folding,
/// semantic tokens) ask for the current one.
struct DocumentAnalysis {
    /// The version of the document this is the parse of.
    let version: Int?
    /// The server's count of the document's changes at that version (`DocumentEditions`).
    let edition: Int
    /// The parse: constructs, header and diagnostics.
    let parsed: ParsedDocument
    /// The parse diagnostics as published (LSP diagnostics in the negotiated encoding).
    let diagnostics: [JSONValue]

    /// The parsed file: header, steps, sections and diagnostics (built on first use; a parse after an edit does not).
    var file: ScriptFile { parsed.file }
}
