import Foundation
import LimelightCore
import Script
import SimulatorKit

// unchecked: it holds the document's `DocumentParse` (unchecked: see there), which the job updates under its lock.
/// The parse of one version of an open document, ready to run on any thread: `limelight serve` runs it off the thread
/// that answers requests, so completion and hover never wait for a parse.
public final class AnalysisJob: @unchecked Sendable {
    let uri: String
    let edition: Int
    let document: Document
    let encoding: PositionEncoding
    let parse: DocumentParse
    let editions: DocumentEditions
    let catalog: AppCatalog
    /// Whether requests on the document wait for this parse: the document has no parse yet (it was just opened), so
    /// completion, hover and every other feature would parse it themselves. `limelight serve` runs such a job at the
    /// priority of the thread that answers requests, not at the analysis thread's lower one.
    public let isAwaited: Bool

    init(uri: String, edition: Int, document: Document, encoding: PositionEncoding, parse: DocumentParse, editions: DocumentEditions,
         catalog: AppCatalog, isAwaited: Bool) {
        self.catalog = catalog
        self.isAwaited = isAwaited
        self.uri = uri
        self.edition = edition
        self.document = document
        self.encoding = encoding
        self.parse = parse
        self.editions = editions
    }

    /// Parses the document; nil when it has been edited since the job was made (a newer job parses the newer text).
    public func run() -> AnalysisResult? {
        guard isCurrent else { return nil }
        return runNow()
    }

    /// Whether the document is still at the version this job parses (no edit has arrived since it was made).
    public var isCurrent: Bool { editions.latest(uri) == edition }

    /// Parses the document whatever happened since (only what changed since the last parse, `DocumentParse`).
    func runNow() -> AnalysisResult {
        let parsed = parse.update(document)
        let converter = PositionConverter(lines: document.lines, encoding: encoding)
        let diagnostics = parsed.diagnostics.map { LanguageServer.lspDiagnostic($0, converter) }
        return AnalysisResult(uri: uri, analysis: DocumentAnalysis(version: document.version, edition: edition, parsed: parsed, diagnostics: diagnostics))
    }
}

extension AnalysisJob {
    /// The replay of the document's first steps that completion will want, made here rather than when completion asks;
    /// nil when the parse changed none of them since the last one made (or there is no parse).
    public func prepareReplay(_ result: AnalysisResult?) -> CompletionReplay? {
        guard let parsed = result?.analysis.parsed else { return nil }
        let steps = parsed.steps(before: Int.max, limit: LanguageServer.replayedSteps)
        guard parse.claimReplay(seed: parsed.header.seed, steps: steps) else { return nil }
        return CompletionReplay(uri: uri, seed: parsed.header.seed, steps: steps, catalog: catalog, registry: parse.registry)
    }
}

/// A finished parse, handed back to the server's thread (`LanguageServer.finishAnalysis`).
public struct AnalysisResult: Sendable {
    let uri: String
    let analysis: DocumentAnalysis
}

/// Which change each open document is at (its edition), readable from any thread: a queued parse of an older edition
/// is skipped.
final class DocumentEditions: Sendable {
    private struct Editions {
        var byURI: [String: Int] = [:]
        var counter = 0
    }
    private let editions = LockedBox(Editions())

    /// Counts one more change of the document; returns its new edition (editions never repeat, even for a document
    /// closed and opened again, so a parse still running for the old one is never taken for the new one).
    @discardableResult
    func bump(_ uri: String) -> Int {
        editions.withLock { e in
            e.counter += 1
            e.byURI[uri] = e.counter
            return e.counter
        }
    }

    /// The document's current edition, nil when it is not open.
    func latest(_ uri: String) -> Int? { editions.withLock { $0.byURI[uri] } }

    /// Forgets a closed document.
    func remove(_ uri: String) { editions.withLock { $0.byURI[uri] = nil } }
}
