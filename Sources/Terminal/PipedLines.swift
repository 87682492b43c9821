#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of a piped input, split as a scenario file is: LF, CRLF and CR alone end a line, and a UTF-8 byte-order
/// mark at the very start is dropped. A line longer than `longest` bytes keeps only its first `longest + 1` bytes and
/// reports its true length, so a stream with no line end never holds more than that in memory.
public struct PipedLines {
    /// One line: its text (cut after `longest + 1` bytes) and how many bytes it really had.
    public struct Line: Equatable, Sendable {
        /// The line without its end, cut after `longest + 1` bytes; invalid UTF-8 is repaired.
        public var text: String
        /// The line's length in bytes before any cut.
        public var bytes: Int
    }

    /// The most bytes a line keeps whole.
    public let longest: Int
    private let descriptor: Int32
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    private var end = 0
    private var atStreamStart = true
    private var lastEndedWithCR = false
    private var exhausted = false

    /// Reads lines from the file descriptor `descriptor` (standard input by default).
    public init(descriptor: Int32 = 0, longest: Int) {
        self.descriptor = descriptor
        self.longest = longest
    }

    /// The next line, or nil at the end of the input (a last line without an end still counts).
    public mutating func next() -> Line? {
        var kept: [UInt8] = []
        var bytes = 0
        var sawAny = false
        while true {
            if start == end, !refill() {
                return sawAny ? finish(kept, bytes) : nil
            }
            if lastEndedWithCR {
                lastEndedWithCR = false
                if buffer[start] == 0x0A { start += 1; continue }
            }
            sawAny = true
            let stop = lineEnd()
            let length = stop - start
            let room = max(0, longest + 1 - kept.count)
            if room > 0 { kept.append(contentsOf: buffer[start..<(start + min(room, length))]) }
            bytes += length
            start = stop
            if stop < end {
                lastEndedWithCR = buffer[stop] == 0x0D
                start += 1
                return finish(kept, bytes)
            }
        }
    }

    /// Drops a byte-order mark from the first line and decodes the kept bytes.
    private mutating func finish(_ kept: [UInt8], _ bytes: Int) -> Line {
        var kept = kept[...]
        var bytes = bytes
        if atStreamStart {
            atStreamStart = false
            if kept.starts(with: [0xEF, 0xBB, 0xBF]) { kept = kept.dropFirst(3); bytes -= 3 }
        }
        return Line(text: String(decoding: kept, as: UTF8.self), bytes: bytes)
    }

    /// The index of the first CR or LF in the buffered bytes, or `end` when there is none.
    private func lineEnd() -> Int {
        buffer.withUnsafeBufferPointer { raw -> Int in
            guard let base = raw.baseAddress else { return end }
            let count = end - start
            let origin = UnsafeRawPointer(base)
            let lf = memchr(base + start, 0x0A, count).map { origin.distance(to: UnsafeRawPointer($0)) } ?? end
            let cr = memchr(base + start, 0x0D, min(count, lf - start)).map { origin.distance(to: UnsafeRawPointer($0)) } ?? end
            return min(lf, cr)
        }
    }

    /// Reads more input into the buffer; false at the end of the input or on an error.
    private mutating func refill() -> Bool {
        guard !exhausted else { return false }
        while true {
            let n = buffer.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return read(descriptor, base, raw.count)
            }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { exhausted = true; return false }
            start = 0
            end = n
            return true
        }
    }
}
