/// Everything the server keeps about one open document, in one record (as sourcekit-lsp's document manager does):
/// closing the document drops the record, and nothing else is left to clear.
struct OpenDocumentRecord {
    /// The text, version and recent changes.
    var document: Document
    /// The size in UTF-8 bytes of the text when it was opened (what the open-document bounds count).
    let openedBytes: Int
    /// The last parse kept (`DocumentAnalysis`), nil until the first one finishes.
    var analysis: DocumentAnalysis?
    /// The incremental parse its next parse starts from, made by the first parse job.
    var parse: DocumentParse?
    /// The replay of its first steps prepared for completion off the server's thread.
    var preparedReplay: CompletionReplay?
}
