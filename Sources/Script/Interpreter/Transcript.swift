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
