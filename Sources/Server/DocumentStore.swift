/// The open documents, one record each, keyed by uri, plus the order they were edited in since their last parse and
/// the edition counter parse jobs read from other threads. The one place a document lives: `close` forgets it whole.
struct DocumentStore {
    private(set) var records: [String: OpenDocumentRecord] = [:]
    /// Documents edited since their last parse, in the order they were first edited.
    private(set) var stale: [String] = []
    /// How many times each open document has changed, shared with parse jobs on other threads.
    let editions = DocumentEditions()

    /// The open document at `uri`, nil when it is not open.
    subscript(uri: String) -> Document? { records[uri]?.document }

    /// The record of the open document at `uri`.
    func record(_ uri: String) -> OpenDocumentRecord? { records[uri] }

    /// The uris of the open documents, sorted.
    var uris: [String] { records.keys.sorted() }

    /// How many documents are open, and the bytes they held when opened.
    var count: Int { records.count }
    var openedBytes: Int { records.values.reduce(0) { $0 + $1.openedBytes } }

    /// Opens (or opens again, replacing) a document; it is stale until parsed.
    mutating func open(_ document: Document, bytes: Int) {
        records[document.uri] = OpenDocumentRecord(document: document, openedBytes: bytes)
        markStale(document.uri)
    }

    /// Changes an open document in place (its lines are not copied); false when it is not open. The change is kept
    /// only when `change` does not throw.
    mutating func change(_ uri: String, _ change: (inout Document) throws -> Void) throws -> Bool {
        guard var record = records.removeValue(forKey: uri) else { return false }
        defer { records[uri] = record }
        try change(&record.document)
        markStale(uri)
        return true
    }

    /// Forgets a closed document: its record, its edition and its place among the stale ones.
    mutating func close(_ uri: String) {
        records[uri] = nil
        editions.remove(uri)
        stale.removeAll { $0 == uri }
    }

    /// Notes that a document changed since its last parse.
    mutating func markStale(_ uri: String) {
        editions.bump(uri)
        if !stale.contains(uri) { stale.append(uri) }
    }

    /// The stale documents, oldest edit first, now no longer stale.
    mutating func takeStale() -> [String] {
        defer { stale = [] }
        return stale
    }

    /// Notes that a document is being parsed now.
    mutating func unstale(_ uri: String) { stale.removeAll { $0 == uri } }

    /// The document's incremental parse, made on first use.
    mutating func parse(_ uri: String, registry: @autoclosure () -> DocumentParse) -> DocumentParse? {
        guard records[uri] != nil else { return nil }
        if let parse = records[uri]?.parse { return parse }
        let made = registry()
        records[uri]?.parse = made
        return made
    }

    /// Keeps a finished parse as the document's analysis.
    mutating func keep(_ analysis: DocumentAnalysis, for uri: String) { records[uri]?.analysis = analysis }

    /// Keeps a replay prepared for the document's completion.
    mutating func keep(_ replay: CompletionReplay) { records[replay.uri]?.preparedReplay = replay }
}
