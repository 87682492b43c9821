import Foundation
import Dispatch

/// The lines of a snapshot file (format version 4, Docs/Snapshots.md) that hold the world's big lists: the world's line
/// names them by reference (`"lines A-B"`, written by `JSONSplice.references`), and the item tables and the event log
/// read their chunks from here while the world decodes. Each line is read by a hand-written reader of the canonical
/// form when it is in that form, else by `JSONDecoder` (which reads any JSON and says what is wrong); the lines of one
/// list are read on all cores at once. Each line belongs to exactly one list: a reference to a line used already, or
/// past the lines the header counts, is an error, and so is a line no list names (`unusedLine`).
public final class SnapshotLines: Sendable {
    /// How a reference starts.
    public static let referencePrefix = "lines "

    /// The file's bytes.
    private let data: Data
    /// Each chunk line's bytes in `data`, without its newline.
    private let ranges: [Range<Data.Index>]
    /// The file's line number (from 1) of the first chunk line.
    public let firstLine: Int
    /// Whether each line has been read.
    private let used: LockedBox<[Bool]>
    /// Whether `data` is known to be valid UTF-8 (the lines' strings are then not checked again one by one).
    private let validUTF8: Bool

    /// The chunk lines `ranges` of `data`, the first of them being line `firstLine` of the file; `validUTF8` when the
    /// caller has checked all of `data` with `UTF8Check`.
    public init(data: Data, ranges: [Range<Data.Index>], firstLine: Int, validUTF8: Bool = false) {
        self.data = data
        self.validUTF8 = validUTF8
        self.ranges = ranges
        self.firstLine = firstLine
        used = LockedBox([Bool](repeating: false, count: ranges.count))
    }

    /// The first chunk line no list named, if any.
    public var unusedLine: Int? {
        used.withLock { $0.firstIndex(of: false) }.map { $0 + firstLine }
    }

    /// The elements of each line `reference` names, in order, each line with the SHA-256 of its bytes when `fast` read
    /// it and `digests` is set (a line in the canonical form is the bytes its part's digest hashes, so a loaded list can remember its parts'
    /// digests without writing them again; a line that only looks canonical gives a digest the world's check finds
    /// wrong, and the world's digest is then computed from scratch). Errors name the line, under `codingPath`.
    public func decodeLines<T: Sendable>(_ reference: String, codingPath: [CodingKey], digests: Bool = true,
                                         fast: @Sendable (inout CanonicalJSONReader) -> [T]?,
                                         slow: @Sendable (Data) throws -> [T]) throws -> [(elements: [T], digest: SHA256Digest?)] {
        func corrupt(_ message: String) -> DecodingError {
            .dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
        }
        guard reference.hasPrefix(Self.referencePrefix) else {
            throw corrupt("'\(reference.prefix(40))' is neither a list nor a reference to lines of the file ('lines A-B')")
        }
        let bounds = reference.dropFirst(Self.referencePrefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard bounds.count == 2, let a = Int(bounds[0]), let b = Int(bounds[1]), a <= b,
              a >= firstLine, b < firstLine + ranges.count else {
            throw corrupt("'\(reference.prefix(40))' names lines outside the file's \(ranges.count) list lines (\(firstLine)–\(firstLine + ranges.count - 1))")
        }
        let lines = (a - firstLine)...(b - firstLine)
        if let taken = used.withLock({ used -> Int? in
            if let i = lines.first(where: { used[$0] }) { return i }
            for i in lines { used[i] = true }
            return nil
        }) {
            throw corrupt("line \(taken + firstLine) belongs to two lists")
        }
        let results = LockedBox([Result<([T], SHA256Digest?), Error>?](repeating: nil, count: lines.count))
        let data = self.data, ranges = self.ranges, start = lines.lowerBound, validUTF8 = self.validUTF8
        DispatchQueue.concurrentPerform(iterations: lines.count) { i in
            let range = ranges[start + i]
            let result: Result<([T], SHA256Digest?), Error>
            if let read = data[range].withUnsafeBytes({ bytes -> ([T], SHA256Digest?)? in
                var reader = CanonicalJSONReader(bytes, validUTF8: validUTF8)
                guard let list = fast(&reader), reader.isAtEnd else { return nil }
                return (list, digests ? SHA256Digest.of(raw: bytes) : nil)
            }) {
                result = .success((read.0, read.1))
            } else {
                result = Result { (try slow(data[range]), nil) }
            }
            results.withLock { $0[i] = result }
        }
        var out: [(elements: [T], digest: SHA256Digest?)] = []
        out.reserveCapacity(lines.count)
        for (i, result) in results.withLock({ $0 }).enumerated() {
            switch result {
            case .success(let line)?: out.append((line.0, line.1))
            case .failure(let error)?: throw corrupt("line \(firstLine + start + i): \(DecodingErrorText.describe(error))")
            case nil: throw corrupt("line \(firstLine + start + i) was not read")
            }
        }
        return out
    }
}

extension CodingUserInfoKey {
    /// Set (to a `SnapshotLines`) in the decoder that reads a version 4 snapshot's world.
    public static let limelightSnapshotLines: CodingUserInfoKey? = CodingUserInfoKey(rawValue: "limelight.snapshotLines")
}

extension Decoder {
    /// The snapshot's list lines, while a version 4 snapshot's world decodes.
    public var snapshotLines: SnapshotLines? {
        CodingUserInfoKey.limelightSnapshotLines.flatMap { userInfo[$0] as? SnapshotLines }
    }

    /// The reference to list lines this value is, when a version 4 snapshot's world decodes and the value is a string.
    public func snapshotLinesReference() -> (lines: SnapshotLines, reference: String)? {
        guard let lines = snapshotLines, let text = try? singleValueContainer().decode(String.self) else { return nil }
        return (lines, text)
    }
}
