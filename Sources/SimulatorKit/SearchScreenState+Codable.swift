import Foundation
import LimelightCore

/// A search screen encodes as its fields, `results` being one of the world's big lists (a `spotlight search` may print
/// up to 1,000,000 rows): written in pieces by the canonical writer when the world is written in pieces (`JSONSplice`;
/// a version 5 snapshot gives each chunk of `resultChunkSize` rows a line of its own) and read back from those lines by
/// the canonical reader (`SnapshotLines`). The bytes are the same as encoding the list in place, so the world's digest
/// is the same either way (Docs/Snapshots.md).
extension SearchScreenState {
    /// How many result rows one chunk (one list line of a snapshot file) holds.
    public static let resultChunkSize = 4096

    private enum CodingKeys: String, CodingKey {
        case text, rows, results, totalCount, suggestions, checkedUpTo, dismissed
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        text = try c.decode(String.self, forKey: .text)
        rows = try c.decode([Row].self, forKey: .rows)
        results = try c.decode(ShownResultList.self, forKey: .results).rows
        totalCount = try c.decode(Int.self, forKey: .totalCount)
        suggestions = try c.decode([String].self, forKey: .suggestions)
        checkedUpTo = try c.decode(Int.self, forKey: .checkedUpTo)
        dismissed = try c.decode(Bool.self, forKey: .dismissed)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text)
        try c.encode(rows, forKey: .rows)
        try c.encode(ShownResultList(rows: results), forKey: .results)
        try c.encode(totalCount, forKey: .totalCount)
        try c.encode(suggestions, forKey: .suggestions)
        try c.encode(checkedUpTo, forKey: .checkedUpTo)
        try c.encode(dismissed, forKey: .dismissed)
    }
}

/// A search screen's `results` as the world's JSON holds them: a list of `ShownResult`, or while a version 5 snapshot's
/// world decodes, a reference to the lines that hold it.
struct ShownResultList: Codable {
    var rows: [ShownResult]

    init(rows: [ShownResult]) { self.rows = rows }

    init(from decoder: Decoder) throws {
        rows = try SplicedList.decode(from: decoder, fast: ShownResult.readCanonical) ?? [ShownResult](from: decoder)
    }

    func encode(to encoder: Encoder) throws {
        if try SplicedList.encode(to: encoder, chunks: chunks) { return }
        try rows.encode(to: encoder)
    }

    /// The rows as the canonical JSON of each chunk of `SearchScreenState.resultChunkSize`, written on all cores at once.
    func chunks() throws -> [Data] {
        let size = SearchScreenState.resultChunkSize, rows = self.rows, count = rows.count
        let ranges = stride(from: 0, to: count, by: size).map { $0..<min(count, $0 + size) }
        return try ranges.concurrentMap { range in
            var w = CanonicalJSONWriter(reserving: range.count * 96)
            w.byte(UInt8(ascii: "["))
            for i in range {
                if i > range.lowerBound { w.byte(UInt8(ascii: ",")) }
                rows[i].write(to: &w)
            }
            w.byte(UInt8(ascii: "]"))
            return Data(w.bytes)
        }
    }
}

extension ShownResult {
    /// Writes the row as `CanonicalJSON.encoder` encodes it: `{"app":…,"identifier":…,"title":…}`.
    func write(to w: inout CanonicalJSONWriter) {
        w.raw("{\"app\":")
        w.string(app)
        w.raw(",\"identifier\":")
        w.string(identifier)
        w.raw(",\"title\":")
        w.string(title)
        w.byte(UInt8(ascii: "}"))
    }

    /// Reads a row as `write(to:)` writes it; nil for anything else (the decoder then reads the line).
    static func readCanonical(_ r: inout CanonicalJSONReader) -> ShownResult? {
        guard r.literal("{\"app\":"), let app = r.name(), r.literal(",\"identifier\":"), let identifier = r.string(),
              r.literal(",\"title\":"), let title = r.string(), r.byte(UInt8(ascii: "}")) else { return nil }
        return ShownResult(app: app, identifier: identifier, title: title)
    }
}
