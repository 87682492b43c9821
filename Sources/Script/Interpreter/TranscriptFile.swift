import Foundation
import LimelightCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// unchecked: a C file descriptor (closed in `deinit`) and the append offset `end`, advanced only by its transcripts'
// appends on the session's thread.
/// The unlinked temporary file a transcript's older steps move to; it goes away with the last transcript using it.
final class TranscriptFile: @unchecked Sendable {
    private let descriptor: Int32
    /// Where the next append goes.
    private(set) var end: Int64 = 0

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { close(descriptor) }

    /// A new file in the temporary folder, already unlinked; nil when none can be made.
    static func make() -> TranscriptFile? {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/limelight-transcript-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let path = buffer.baseAddress else { return -1 }
            return mkstemp(path)
        }
        guard fd >= 0 else { return nil }
        template.withUnsafeBufferPointer { buffer in if let path = buffer.baseAddress { _ = unlink(path) } }
        return TranscriptFile(descriptor: fd)
    }

    /// Appends `bytes` at the end; false when the write fails (the end stays where it was).
    func append(_ bytes: [UInt8]) -> Bool {
        var written = 0
        let ok = bytes.withUnsafeBytes { raw -> Bool in
            guard let base = raw.baseAddress else { return true }
            while written < raw.count {
                let n = pwrite(descriptor, base + written, raw.count - written, off_t(end) + off_t(written))
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return false }
                written += n
            }
            return true
        }
        guard ok else { return false }
        end += Int64(bytes.count)
        return true
    }

    /// The bytes from `start` up to `stop`, or nil when they cannot be read.
    func read(from start: Int64, to stop: Int64) -> [UInt8]? {
        let count = Int(stop - start)
        guard count >= 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        let ok = bytes.withUnsafeMutableBytes { raw -> Bool in
            guard let base = raw.baseAddress else { return true }
            while done < count {
                let n = pread(descriptor, base + done, count - done, off_t(start) + off_t(done))
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return false }
                done += n
            }
            return true
        }
        return ok ? bytes : nil
    }

    /// The step stored between `start` and `stop`.
    func step(from start: Int64, to stop: Int64) -> Transcript.Element? {
        read(from: start, to: stop).flatMap { bytes in bytes.withUnsafeBufferPointer { Self.decode($0) } }
    }

    /// Writes a step as: source length, source bytes, line count, then each line's length and bytes (lengths as
    /// 32-bit little-endian numbers).
    static func encode(_ step: Transcript.Element, into bytes: inout [UInt8]) {
        encode(source: step.source, output: step.output, into: &bytes)
    }

    /// Writes a step from its parts, as `encode(_:into:)`.
    static func encode(source: String, output: [String], into bytes: inout [UInt8]) {
        func text(_ s: String) {
            appendCount(s.utf8.count, to: &bytes)
            bytes += s.utf8
        }
        text(source)
        appendCount(output.count, to: &bytes)
        for line in output { text(line) }
    }

    /// Appends a count as the encoding holds it: 32 bits, little-endian.
    static func appendCount(_ value: Int, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: [0, 0, 0, 0])
        setCount(value, in: &bytes, at: bytes.count - 4)
    }

    /// Writes a count over the four bytes at `index` (a length known only once its text is written).
    static func setCount(_ value: Int, in bytes: inout [UInt8], at index: Int) {
        let v = UInt32(truncatingIfNeeded: value)
        for k in 0..<4 { bytes[index + k] = UInt8(truncatingIfNeeded: v >> (8 * k)) }
    }

    /// Writes the step `encode` wrote into `bytes` as a snapshot's step line holds it (`WorldSnapshot.Step.write`: the
    /// same bytes, without making its strings); false when the bytes are not one.
    static func writeJSON(_ bytes: UnsafeBufferPointer<UInt8>, to w: inout CanonicalJSONWriter) -> Bool {
        var r = EncodedStepReader(bytes)
        guard let source = r.text(), let lines = r.number(), lines <= bytes.count else { return false }
        // The output comes first in the line (keys in byte order), so its lines are found before any is written.
        let mark = w.bytes.count
        w.raw("{\"output\":[")
        for i in 0..<lines {
            guard let line = r.text() else {
                w.truncate(to: mark)
                return false
            }
            if i > 0 { w.byte(UInt8(ascii: ",")) }
            w.string(utf8: line)
        }
        w.raw("],\"source\":")
        w.string(utf8: source)
        w.byte(UInt8(ascii: "}"))
        return true
    }

    /// Reads a snapshot's step line as `WorldSnapshot.Step.write` writes it (`{"output":[…],"source":…}`) and appends
    /// the step as `encode` writes it to `bytes`, without making its strings (`scratch` holds the output lines meanwhile;
    /// the source comes first in the encoding); false, with `bytes` as it was, for anything else (the decoder then
    /// reads the line).
    static func readCanonical(_ r: inout CanonicalJSONReader, into bytes: inout [UInt8], scratch: inout [UInt8]) -> Bool {
        scratch.removeAll(keepingCapacity: true)
        guard r.literal("{\"output\":"), r.byte(UInt8(ascii: "[")) else { return false }
        var lines = 0
        if !r.byte(UInt8(ascii: "]")) {
            repeat {
                let at = scratch.count
                scratch.append(contentsOf: [0, 0, 0, 0])
                guard r.string(appendingUTF8To: &scratch) else { return false }
                setCount(scratch.count - at - 4, in: &scratch, at: at)
                lines += 1
            } while r.byte(UInt8(ascii: ","))
            guard r.byte(UInt8(ascii: "]")) else { return false }
        }
        let mark = bytes.count
        bytes.append(contentsOf: [0, 0, 0, 0])
        guard r.literal(",\"source\":"), r.string(appendingUTF8To: &bytes), r.byte(UInt8(ascii: "}")) else {
            bytes.removeSubrange(mark...)
            return false
        }
        setCount(bytes.count - mark - 4, in: &bytes, at: mark)
        appendCount(lines, to: &bytes)
        bytes.append(contentsOf: scratch)
        return true
    }

    /// Reads a step `encode` wrote; nil when the bytes are not one.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Transcript.Element? {
        var r = EncodedStepReader(bytes)
        guard let source = r.text(), let lines = r.number(), lines <= bytes.count else { return nil }
        var output: [String] = []
        output.reserveCapacity(lines)
        for _ in 0..<lines {
            guard let line = r.text() else { return nil }
            output.append(String(decoding: line, as: UTF8.self))
        }
        return (String(decoding: source, as: UTF8.self), output)
    }
}

/// Reads the parts of a step `TranscriptFile.encode` wrote, in order: little-endian 32-bit counts and the texts they
/// measure, each nil past the end of the bytes.
struct EncodedStepReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var at = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The next count.
    mutating func number() -> Int? {
        guard at + 4 <= bytes.count else { return nil }
        let v = UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
        at += 4
        return Int(v)
    }

    /// The next text's bytes (its count, then as many bytes).
    mutating func text() -> UnsafeBufferPointer<UInt8>? {
        guard let n = number(), at + n <= bytes.count else { return nil }
        defer { at += n }
        return UnsafeBufferPointer(rebasing: bytes[at..<(at + n)])
    }
}
