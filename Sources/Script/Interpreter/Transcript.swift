import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every step a session ran, with what it printed, in order: what `save`, `record`, snapshots, `undo` and `rewind` read.
///
/// A long session (a bulk load piped into the REPL) keeps only its latest steps in memory: older ones move to an
/// unlinked temporary file, so memory grows with the world, not with the lines read. Copies share the file (it is only
/// ever appended to) and keep their own list of where their steps start, so a `Transcript` is a value like an array.
public struct Transcript: RandomAccessCollection, ExpressibleByArrayLiteral {
    /// One step: the command as run and its output lines.
    public typealias Element = (source: String, output: [String])

    /// The steps kept in memory past which the oldest move to the file, and how many move at once.
    public static let stepsInMemory = 8_192

    /// Where the steps before `recent` live: the file and the offset each starts at (the last ends at `spilledEnd`).
    private var file: TranscriptFile?
    private var offsets: [Int64] = []
    private var spilledEnd: Int64 = 0
    /// The latest steps.
    private var recent: [Element] = []

    /// An empty transcript.
    public init() {}

    /// A transcript of `steps`.
    public init<S: Sequence>(_ steps: S) where S.Element == Element {
        for step in steps { append(step) }
    }

    /// A transcript of the listed steps.
    public init(arrayLiteral steps: Element...) { self.init(steps) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { offsets.count + recent.count }

    /// The step at `position` (read back from the file when it moved there).
    public subscript(position: Int) -> Element {
        if position >= offsets.count { return recent[position - offsets.count] }
        let end = position + 1 < offsets.count ? offsets[position + 1] : spilledEnd
        return file?.step(from: offsets[position], to: end) ?? Self.unreadable
    }

    /// A step that could not be read back from its file (the file is this process's own, so this does not happen in
    /// practice; it is never a crash).
    static let unreadable: Element = ("# this step of the transcript could not be read back", [])

    /// Adds a step at the end.
    public mutating func append(_ step: Element) {
        recent.append(step)
        if recent.count >= 2 * Self.stepsInMemory { spillOldest() }
    }

    /// Adds steps at the end.
    public mutating func append<S: Sequence>(contentsOf steps: S) where S.Element == Element {
        for step in steps { append(step) }
    }

    /// Removes the steps from `range.lowerBound` on (the only removal sessions make: going back in history).
    public mutating func removeSubrange(_ range: PartialRangeFrom<Int>) {
        let start = range.lowerBound
        if start >= offsets.count {
            recent.removeSubrange((start - offsets.count)...)
        } else {
            spilledEnd = offsets[start]
            offsets.removeSubrange(start...)
            recent = []
        }
    }

    /// Removes every step.
    public mutating func removeAll() { self = Transcript() }

    /// Moves the oldest `stepsInMemory` recent steps to the file; when the file cannot be made or written, they stay in
    /// memory (nothing is lost).
    private mutating func spillOldest() {
        if file == nil { file = TranscriptFile.make() }
        guard let file else { return }
        let moving = recent.prefix(Self.stepsInMemory)
        var bytes: [UInt8] = []
        var starts: [Int64] = []
        starts.reserveCapacity(moving.count)
        let base = file.end
        for step in moving {
            starts.append(base + Int64(bytes.count))
            TranscriptFile.encode(step, into: &bytes)
        }
        // A copy of this transcript may have written to the shared file since this one last did: this one's steps
        // continue wherever the file ends now, which `starts` already counts from.
        guard file.append(bytes) else { return }
        offsets += starts
        spilledEnd = base + Int64(bytes.count)
        recent.removeFirst(moving.count)
    }

    /// Reads the steps in order, the moved ones from the file in large reads.
    public func makeIterator() -> Iterator { Iterator(transcript: self) }

    /// Reads a transcript's steps in order.
    public struct Iterator: IteratorProtocol {
        let transcript: Transcript
        var position = 0
        var buffer: [UInt8] = []
        var bufferStart: Int64 = 0

        public mutating func next() -> Element? {
            guard position < transcript.endIndex else { return nil }
            defer { position += 1 }
            guard position < transcript.offsets.count, let file = transcript.file else { return transcript[position] }
            let start = transcript.offsets[position]
            let end = position + 1 < transcript.offsets.count ? transcript.offsets[position + 1] : transcript.spilledEnd
            if start < bufferStart || end > bufferStart + Int64(buffer.count) {
                // Refill from this step on, a megabyte (or the step) at a time.
                let length = Swift.max(Int(end - start), 1 << 20)
                let upTo = Swift.min(start + Int64(length), transcript.spilledEnd)
                guard let bytes = file.read(from: start, to: Swift.max(upTo, end)) else { return Transcript.unreadable }
                buffer = bytes
                bufferStart = start
            }
            let from = Int(start - bufferStart), to = Int(end - bufferStart)
            return buffer.withUnsafeBufferPointer { TranscriptFile.decode(UnsafeBufferPointer(rebasing: $0[from..<to])) } ?? Transcript.unreadable
        }
    }
}

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
        func number(_ value: Int) {
            let v = UInt32(truncatingIfNeeded: value)
            bytes.append(UInt8(truncatingIfNeeded: v))
            bytes.append(UInt8(truncatingIfNeeded: v >> 8))
            bytes.append(UInt8(truncatingIfNeeded: v >> 16))
            bytes.append(UInt8(truncatingIfNeeded: v >> 24))
        }
        func text(_ s: String) {
            number(s.utf8.count)
            bytes += s.utf8
        }
        text(step.source)
        number(step.output.count)
        for line in step.output { text(line) }
    }

    /// Reads a step `encode` wrote; nil when the bytes are not one.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Transcript.Element? {
        var at = 0
        func number() -> Int? {
            guard at + 4 <= bytes.count else { return nil }
            let v = UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
            at += 4
            return Int(v)
        }
        func text() -> String? {
            guard let n = number(), at + n <= bytes.count else { return nil }
            defer { at += n }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[at..<(at + n)]), as: UTF8.self)
        }
        guard let source = text(), let lines = number(), lines <= bytes.count else { return nil }
        var output: [String] = []
        output.reserveCapacity(lines)
        for _ in 0..<lines {
            guard let line = text() else { return nil }
            output.append(line)
        }
        return (source, output)
    }
}
