import LimelightCore
/// One result of splitting the byte stream: a complete message body, or a header block that could not be used.
public enum Frame: Equatable, Sendable {
    /// The body bytes of one message (its `Content-Length` bytes).
    case message([UInt8])
    /// A header block without a usable `Content-Length`; the block was dropped and reading goes on after it.
    case badHeader(String)
}

/// Splits a byte stream into LSP base-protocol messages (`Content-Length: N\r\n\r\n` + N bytes); handles partial reads and several frames per read.
public struct MessageFramer: Sendable {
    private var buffer: [UInt8] = []
    /// Bodies larger than this are refused as bad headers (default 64 MiB).
    public var maximumLength: Int
    /// How far the buffer's first header block was searched for its end without finding it: the next read's search
    /// goes on from there, so a header arriving in many reads is read once, not again with every read.
    private var headerSearched = 0
    /// Set after a header whose `Content-Length` could not be used: its body's size is unknown, so the bytes up to the
    /// next `Content-Length` header are dropped instead of being read as headers (which lost the messages after it).
    private var resynchronizing = false

    /// The longest header block read (LSP headers are two short lines); a longer one is refused and dropped.
    public static let longestHeader = 64 << 10

    public init(maximumLength: Int = 64 << 20) { self.maximumLength = maximumLength }

    /// Bytes buffered but not yet part of a complete frame.
    public var pendingByteCount: Int { buffer.count }

    /// Adds bytes as read and returns every frame they complete, in order.
    public mutating func append(_ bytes: [UInt8]) -> [Frame] {
        buffer += bytes
        var frames: [Frame] = []
        var start = 0
        while true {
            if resynchronizing {
                guard let next = Self.find(Self.contentLengthName, in: buffer, from: start) else {
                    // Keep a tail that may be the start of the name, drop the rest.
                    start = max(start, buffer.count - Self.contentLengthName.count)
                    break
                }
                start = next
                resynchronizing = false
                headerSearched = 0
            }
            guard let end = headerEnd(from: start) else {
                if buffer.count - start > Self.longestHeader {
                    frames.append(.badHeader("a header block longer than \(Self.longestHeader) bytes with no blank line after it"))
                    start = buffer.count
                    resynchronizing = true
                    continue
                }
                break
            }
            headerSearched = 0
            let header = String(decoding: buffer[start..<end.headerStop], as: UTF8.self)
            switch contentLength(header) {
            case .failure(let error):
                frames.append(.badHeader(error.reason))
                start = end.bodyStart
                if error.namedLength { resynchronizing = true }
            case .success(let length):
                guard end.bodyStart + length <= buffer.count else {
                    buffer.removeFirst(start)
                    // The rest of the body is on its way: room for all of it at once, not a buffer doubled (and copied)
                    // again and again while a 5 MB didOpen arrives in 64 KiB reads.
                    buffer.reserveCapacity(end.bodyStart - start + length)
                    headerSearched = end.headerStop - start  // found again at once when the body is complete
                    return frames
                }
                if end.bodyStart + length == buffer.count, length >= Self.bodyHandedOver {
                    // A large body that ends the buffer (a `didOpen` read in many pieces) is handed over as the buffer
                    // itself, the bytes before it dropped in place: not copied into a second 5 MB array.
                    buffer.removeFirst(end.bodyStart)
                    frames.append(.message(buffer))
                    buffer = []
                    return frames
                }
                frames.append(.message(Array(buffer[end.bodyStart..<(end.bodyStart + length)])))
                start = end.bodyStart + length
            }
        }
        buffer.removeFirst(start)
        return frames
    }

    /// The shortest body handed over as the framer's own buffer when it ends it (shorter ones are copied out).
    static let bodyHandedOver = 64 << 10

    /// `Content-Length:` in lower case, how a header is found again after a bad one.
    private static let contentLengthName = Array("content-length:".utf8)

    /// The first position from `start` where `name` (lower case) starts, ignoring ASCII case.
    private static func find(_ name: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count - start >= name.count else { return nil }
        var i = start
        while i + name.count <= bytes.count {
            var k = 0
            // OR 0x20 lower-cases an ASCII letter and leaves `-` and `:` as they are.
            while k < name.count, bytes[i + k] | 0x20 == name[k] { k += 1 }
            if k == name.count { return i }
            i += 1
        }
        return nil
    }

    /// Frames a body for writing: the `Content-Length` header, a blank line, then the UTF-8 body.
    public static func encode(_ body: String) -> [UInt8] {
        let bytes = Array(body.utf8)
        return Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes
    }

    /// Finds the blank line ending a header block; tolerates bare `\n` line ends and skips stray blank lines before a header.
    private mutating func headerEnd(from start: Int) -> (headerStop: Int, bodyStart: Int)? {
        var s = start
        while s < buffer.count, buffer[s] == 0x0D || buffer[s] == 0x0A { s += 1 }
        if s > start { buffer.removeSubrange(start..<s) }
        // Bytes searched by an earlier read are not searched again (a line end may straddle the two reads: back up 2).
        var i = start + max(0, headerSearched - 2)
        defer { headerSearched = max(headerSearched, i - start) }
        while i < buffer.count {
            if buffer[i] == 0x0A {
                if i + 1 < buffer.count, buffer[i + 1] == 0x0A { return (i, i + 2) }
                if i + 2 < buffer.count, buffer[i + 1] == 0x0D, buffer[i + 2] == 0x0A { return (i, i + 3) }
            }
            i += 1
        }
        return nil
    }

    private func contentLength(_ header: String) -> Result<Int, HeaderError> {
        var length: Int?
        for raw in header.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw[...]
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let colon = line.firstIndex(of: ":") else { return .failure(HeaderError("header line without ':': '\(line.prefix(60))'")) }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            if name == "content-length" {
                guard let n = Int(value.trimmingTrailingBlanks()), n >= 0 else {
                    return .failure(HeaderError("Content-Length is not a number: '\(value.prefix(40))'", namedLength: true))
                }
                guard n <= maximumLength else {
                    return .failure(HeaderError("Content-Length \(n) exceeds the limit of \(maximumLength) bytes", namedLength: true))
                }
                length = n
            }
        }
        guard let length else { return .failure(HeaderError("missing Content-Length header")) }
        return .success(length)
    }
}

/// Why a header block was refused.
struct HeaderError: Error {
    var reason: String
    /// Whether the header named a length that could not be used (so a body of unknown size follows it).
    var namedLength: Bool
    init(_ reason: String, namedLength: Bool = false) {
        self.reason = reason
        self.namedLength = namedLength
    }
}
