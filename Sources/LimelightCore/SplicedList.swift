import Foundation

/// How one of a world's big lists (an app's items, the event log, a search screen's results, the expiry identifiers)
/// takes part in encoding and decoding in pieces — the one place the four lists share:
/// - encoding, when the world is written in pieces (`JSONSplice`), the list hands over its chunks' canonical JSON and
///   leaves a placeholder in the world's JSON (`encode(to:chunks:)`); otherwise it encodes in place;
/// - decoding a version 4 or 5 snapshot, the list's value is a reference to lines of the file, each read by the list's
///   canonical reader or else by `JSONDecoder` (`decodeLines(from:fast:)`); otherwise the list decodes in place.
public enum SplicedList {
    /// When the world is written in pieces, leaves a placeholder for `chunks()` (each a JSON array) and returns true;
    /// otherwise returns false and the caller encodes the list in place.
    public static func encode(to encoder: Encoder, chunks: () throws -> [Data]) throws -> Bool {
        guard let splice = encoder.jsonSplice else { return false }
        var single = encoder.singleValueContainer()
        try single.encode(splice.placeholder(for: try chunks()))
        return true
    }

    /// When the value is a reference to a snapshot's list lines, the elements of each line in order (each line read by
    /// `fast`, or by `JSONDecoder` when `fast` answers nil), with the SHA-256 of the lines `fast` read when `digests`
    /// (a line in the canonical form is the bytes its part's digest hashes; lists whose parts have no digest of their
    /// own skip the hashing); nil when the value is not a reference, and the caller decodes the list in place.
    public static func decodeLines<T: Decodable & Sendable>(from decoder: Decoder, digests: Bool = false,
                                                             fast: @escaping @Sendable (inout CanonicalJSONReader) -> T?) throws
        -> [(elements: [T], digest: SHA256Digest?)]? {
        try decodeLines(from: decoder, digests: digests, line: { $0.list(fast) }, as: T.self) { $0 }
    }

    /// As `decodeLines(from:digests:fast:)`, with each line read whole by `line` (a reader that keeps state from one
    /// element to the next), and a line `line` does not take decoded by `JSONDecoder` as a list of `Record`, each
    /// made an element by `element`.
    public static func decodeLines<T: Sendable, Record: Decodable>(from decoder: Decoder, digests: Bool = false,
                                                                   line: @escaping @Sendable (inout CanonicalJSONReader) -> [T]?,
                                                                   as record: Record.Type,
                                                                   element: @escaping @Sendable (Record) -> T) throws
        -> [(elements: [T], digest: SHA256Digest?)]? {
        guard let (lines, reference) = decoder.snapshotLinesReference() else { return nil }
        return try lines.decodeLines(reference, codingPath: decoder.codingPath, digests: digests, fast: line) { bytes in
            let decoder = JSONDecoder()
            decoder.nonConformingFloatDecodingStrategy = CanonicalJSON.nonConformingFloatsDecoding
            return try decoder.decode([Record].self, from: bytes).map(element)
        }
    }

    /// The elements of every line, in order, when the value is a reference to a snapshot's list lines (as
    /// `decodeLines(from:fast:)`, without digests); nil otherwise.
    public static func decode<T: Decodable & Sendable>(from decoder: Decoder,
                                                       fast: @escaping @Sendable (inout CanonicalJSONReader) -> T?) throws -> [T]? {
        guard let lines = try decodeLines(from: decoder, fast: fast) else { return nil }
        var out: [T] = []
        out.reserveCapacity(lines.reduce(0) { $0 + $1.elements.count })
        for line in lines { out.append(contentsOf: line.elements) }
        return out
    }
}
