import Foundation

/// Big lists of a world encoded in pieces: while the world is encoded, each big list (an app's items, the event log)
/// encodes its elements in chunks with an encoder of its own and leaves a placeholder string in the world's JSON; then
/// `splice(_:)` puts the chunks in the placeholders' places. The result is byte for byte what encoding the world in one
/// go writes (a compact JSON array is `[` + its elements joined by `,` + `]`), without the encoder's tree of the whole
/// world in memory, and the chunks are the same bytes the digest hashes for those parts (Docs/Snapshots.md).
public final class JSONSplice: Sendable {
    /// Each list's chunks, by placeholder number: each chunk a JSON array.
    private let lists = LockedBox<[[Data]]>([])
    /// A random tag in every placeholder, so no string of the world can be taken for one (it never reaches the output).
    private let tag: String

    /// A splice with a fresh random tag.
    public init() {
        var generator = SystemRandomNumberGenerator()
        tag = String(generator.next() as UInt64, radix: 16) + String(generator.next() as UInt64, radix: 16)
    }

    /// Keeps a list's chunks and returns the placeholder string to encode in its place.
    public func placeholder(for chunks: [Data]) -> String {
        let number = lists.withLock { lists in
            lists.append(chunks)
            return lists.count - 1
        }
        return "limelight-splice-\(tag)-\(number)"
    }

    /// `json` with every placeholder replaced by its list, or nil when a placeholder does not occur exactly once (the
    /// caller then encodes the world in one go).
    public func splice(_ json: Data) -> Data? {
        let lists = self.lists.withLock { $0 }
        var out: [UInt8] = []
        out.reserveCapacity(json.count + lists.reduce(0) { $0 + $1.reduce(0) { $0 + $1.count } })
        let done = replacePlaceholders(in: json, into: &out) { list, out in
            out.append(UInt8(ascii: "["))
            var first = true
            for chunk in list where chunk.count > 2 {
                if !first { out.append(UInt8(ascii: ",")) }
                out.append(contentsOf: chunk.dropFirst().dropLast())
                first = false
            }
            out.append(UInt8(ascii: "]"))
        }
        return done ? Data(out) : nil
    }

    /// `json` with every placeholder replaced by a reference to lines of their own, and those lines: a list of chunks
    /// becomes the string `"lines A-B"` (the file's lines A to B, counted from 1, `firstLine` being the first of them),
    /// each line one chunk (a JSON array); an empty list stays `[]`. Nil when a placeholder does not occur exactly once.
    /// `SnapshotLines` reads them back.
    public func references(_ json: Data, firstLine: Int) -> (world: Data, lines: [Data])? {
        var out: [UInt8] = []
        out.reserveCapacity(json.count)
        var lines: [Data] = []
        let done = replacePlaceholders(in: json, into: &out) { list, out in
            let chunks = list.filter { $0.count > 2 }
            guard !chunks.isEmpty else { out.append(contentsOf: "[]".utf8); return }
            let first = firstLine + lines.count
            lines.append(contentsOf: chunks)
            out.append(contentsOf: "\"\(SnapshotLines.referencePrefix)\(first)-\(first + chunks.count - 1)\"".utf8)
        }
        return done ? (Data(out), lines) : nil
    }

    /// Copies `json` into `out` with each placeholder's list written by `write`, in the order the placeholders occur;
    /// false when a placeholder does not occur exactly once.
    private func replacePlaceholders(in json: Data, into out: inout [UInt8], _ write: ([Data], inout [UInt8]) -> Void) -> Bool {
        let lists = self.lists.withLock { $0 }
        let bytes = [UInt8](json)
        guard !lists.isEmpty else { out.append(contentsOf: bytes); return true }
        let prefix = Array("\"limelight-splice-\(tag)-".utf8)
        var used = [Bool](repeating: false, count: lists.count)
        var i = 0, copied = 0
        while let found = Self.find(prefix, in: bytes, from: i) {
            var end = found + prefix.count, number = 0, digits = 0
            while end < bytes.count, bytes[end] >= 0x30, bytes[end] <= 0x39, digits < 9 {
                number = number * 10 + Int(bytes[end] - 0x30)
                end += 1
                digits += 1
            }
            guard digits > 0, end < bytes.count, bytes[end] == UInt8(ascii: "\""), number < lists.count, !used[number] else { return false }
            used[number] = true
            out.append(contentsOf: bytes[copied..<found])
            write(lists[number], &out)
            copied = end + 1
            i = copied
        }
        guard used.allSatisfy({ $0 }) else { return false }
        out.append(contentsOf: bytes[copied...])
        return true
    }

    /// The first place at or after `start` where `needle` occurs in `bytes`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let head = needle.first, bytes.count >= needle.count else { return nil }
        var i = start
        let last = bytes.count - needle.count
        while i <= last {
            if bytes[i] == head, bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}

extension CodingUserInfoKey {
    /// Set (to a `JSONSplice`) in the encoder that writes a world in pieces.
    public static let limelightSplice: CodingUserInfoKey? = CodingUserInfoKey(rawValue: "limelight.splice")
}

extension Encoder {
    /// The splice big lists write their chunks to, when the world is written in pieces.
    public var jsonSplice: JSONSplice? { CodingUserInfoKey.limelightSplice.flatMap { userInfo[$0] as? JSONSplice } }
}
