#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines a scan reads (`ScriptParser.scan`): the parser's lines — split at LF, CRLF or CR, trailing blanks trimmed,
/// no final empty line — by number from 0. An array of strings is one (the language server edits its lines in place);
/// `ScriptLines` is another, which keeps a text's lines as bytes.
public protocol ScriptLineSource: Sendable {
    /// How many lines there are.
    var count: Int { get }
    /// Line `n` as a string.
    subscript(_ n: Int) -> String { get }
    /// Calls `body` with the UTF-8 bytes of line `n` (valid only inside the call).
    func withLineBytes<R>(_ n: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R
}

extension Array: ScriptLineSource where Element == String {
    public func withLineBytes<R>(_ n: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var line = self[n]
        return line.withUTF8(body)
    }
}

// unchecked: the chunks' bytes are written once, in `init`; afterwards `release(before:)` empties chunks that, by its
// contract, no thread reads again, and every other access only reads.
/// A text's parser lines (`ScriptParser.parserLines(of:)`) kept as bytes: the lines' UTF-8 one after the other in
/// chunks of `linesPerChunk` lines, and where each line starts in its chunk (4 bytes a line) — no `String` per line,
/// which cost a bulk scenario about 160 bytes a line besides its text. A line becomes a string only when it is read
/// as one (a command's source, once).
///
/// A run reads its scenario front to back, and no step reads a line above the construct it is in: `release(before:)`
/// frees the chunks wholly above a line, so a run keeps about one chunk of the lines it already ran.
public final class ScriptLines: ScriptLineSource, @unchecked Sendable {
    /// Lines per chunk: the unit `release(before:)` frees.
    public static let linesPerChunk = 1024

    /// The bytes of a chunk's lines (emptied by `release(before:)`).
    final class Chunk {
        var bytes: [UInt8]
        /// A chunk of a copy of `bytes` with no spare capacity (the buffer being filled grew by doubling).
        init(exactly bytes: [UInt8]) { self.bytes = bytes.withUnsafeBufferPointer { Array($0) } }
    }

    public let count: Int
    private let chunks: [Chunk]
    /// Where each line starts in its chunk's bytes (a line ends where the next one in its chunk starts).
    private let starts: [UInt32]
    /// The chunks before this one are released.
    public private(set) var releasedChunks = 0

    /// The parser's lines of `text`: split at LF, CRLF or CR, each without its trailing spaces, tabs and carriage
    /// returns, without a UTF-8 byte-order mark and without a final empty line — the same lines as
    /// `ScriptParser.parserLines(of:)`. Invalid UTF-8 reads as `String(decoding:as:)` repairs it, as there.
    public init(_ text: String) {
        var text = text
        var chunks: [Chunk] = []
        var starts: [UInt32] = []
        var count = 0
        text.withUTF8 { all in
            var bytes = all
            // The byte-order mark (EF BB BF) is not part of the text.
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { bytes = UnsafeBufferPointer(rebasing: bytes[3...]) }
            var chunk: [UInt8] = []
            var lineStart = 0
            var i = 0
            let total = bytes.count
            func addLine(_ end: Int) {
                var end = end
                while end > lineStart, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
                if count > 0, count % Self.linesPerChunk == 0 {
                    chunks.append(Chunk(exactly: chunk))
                    chunk.removeAll(keepingCapacity: true)
                }
                // A chunk is at most 1,024 lines of a text Limelight reads (64 MiB at most): its offsets fit 32 bits.
                // A longer chunk keeps its first 4 GiB.
                let offset = UInt32(clamping: chunk.count)
                starts.append(offset)
                if chunk.count < Int(UInt32.max) {
                    chunk.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart..<min(end, lineStart + Int(UInt32.max) - chunk.count)]))
                }
                count += 1
            }
            if let base = bytes.baseAddress, memchr(base, 0x0D, total) == nil {
                // No CR anywhere (the common file): each line break is the next LF, found by `memchr`.
                while lineStart < total, let lf = memchr(base + lineStart, 0x0A, total - lineStart) {
                    let end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(lf))
                    addLine(end)
                    lineStart = end + 1
                }
            } else {
                while i < total {
                    let b = bytes[i]
                    if b == 0x0A || b == 0x0D {
                        addLine(i)
                        i += (b == 0x0D && i + 1 < total && bytes[i + 1] == 0x0A) ? 2 : 1
                        lineStart = i
                    } else {
                        i += 1
                    }
                }
            }
            // What follows the last line break is a last line, unless it is empty (no final empty line; an empty text
            // has none).
            var end = total
            while end > lineStart, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
            if end > lineStart { addLine(total) }
            chunks.append(Chunk(exactly: chunk))
        }
        self.count = count
        self.chunks = chunks
        self.starts = starts
    }

    /// The bytes of line `n`; an empty line once its chunk is released.
    @inline(__always)
    public func withLineBytes<R>(_ n: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let c = n / Self.linesPerChunk
        let chunk = chunks[c]
        return chunk.bytes.withUnsafeBufferPointer { bytes in
            let start = Int(starts[n])
            let end = (n + 1) % Self.linesPerChunk != 0 && n + 1 < count ? Int(starts[n + 1]) : bytes.count
            guard start <= end, end <= bytes.count else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
            return body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
    }

    /// Line `n` as a string.
    public subscript(_ n: Int) -> String {
        withLineBytes(n) { String(decoding: $0, as: UTF8.self) }
    }

    /// Every line as a string (what `--update` rewrites).
    public var strings: [String] { (0..<count).map { self[$0] } }

    /// Frees the chunks whose lines are all before line `line`; they read as empty lines afterwards. Only for lines no
    /// scan and no parse-ahead thread reads again: a scan's lines before the construct it is handing out.
    public func release(before line: Int) {
        let end = min(line / Self.linesPerChunk, chunks.count)
        while releasedChunks < end {
            chunks[releasedChunks].bytes = []
            releasedChunks += 1
        }
    }
}
