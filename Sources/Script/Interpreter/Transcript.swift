/// Every step a session ran, with what it printed, in order: what `save`, `record`, snapshots, `undo` and `rewind` read.
///
/// Each step is stored once, as bytes (`TranscriptFile.encode`: the source and each output line, length-prefixed), and
/// becomes a `(source, output)` value only when read: no string or array objects per step. A long session (a bulk load
/// piped into the REPL, a scenario of 50,000 lines) keeps only its latest quarter megabyte of steps in memory: older bytes move
/// to an unlinked temporary file as they are, in one write, so memory grows with the world, not with the lines read.
/// Copies share the file (it is only ever appended to) and keep their own list of where their steps start, so a
/// `Transcript` is a value like an array.
public struct Transcript: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    /// One step: the command as run and its output lines.
    public typealias Element = (source: String, output: [String])

    /// The bytes of recent steps kept in memory; past it they move to the file (a quarter of a megabyte: a bulk run's
    /// peak memory held a megabyte here, in a buffer grown to two).
    public static let bytesInMemory = 1 << 18

    /// Where the steps before the recent ones live: the file and the offset each starts at (the last ends at
    /// `spilledEnd`).
    private var file: TranscriptFile?
    private var offsets: [Int64] = []
    private var spilledEnd: Int64 = 0
    /// The latest steps, encoded one after the other, and where each starts in `recent`.
    private var recent: [UInt8] = []
    private var recentStarts: [Int] = []
    /// The recent bytes past which steps move to the file (`bytesInMemory`; tests make it small).
    private let spillThreshold: Int

    /// An empty transcript.
    public init() { spillThreshold = Self.bytesInMemory }

    /// An empty transcript that keeps at most about `bytesInMemory` bytes of steps in memory.
    init(bytesInMemory: Int) { spillThreshold = Swift.max(1, bytesInMemory) }

    /// A transcript of `steps`.
    public init<S: Sequence>(_ steps: S) where S.Element == Element {
        self.init()
        for step in steps { append(step) }
    }

    /// A transcript of the listed steps.
    public init(arrayLiteral steps: Element...) { self.init(steps) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { offsets.count + recentStarts.count }

    /// The step at `position` (read back from the file when it moved there).
    public subscript(position: Int) -> Element {
        if position >= offsets.count {
            let i = position - offsets.count
            let start = recentStarts[i], end = i + 1 < recentStarts.count ? recentStarts[i + 1] : recent.count
            return recent.withUnsafeBufferPointer { TranscriptFile.decode(UnsafeBufferPointer(rebasing: $0[start..<end])) } ?? Self.unreadable
        }
        let end = position + 1 < offsets.count ? offsets[position + 1] : spilledEnd
        return file?.step(from: offsets[position], to: end) ?? Self.unreadable
    }

    /// A step that could not be read back from its file (the file is this process's own, so this does not happen in
    /// practice; it is never a crash).
    static let unreadable: Element = ("# this step of the transcript could not be read back", [])

    /// Adds a step at the end.
    public mutating func append(_ step: Element) {
        append(source: step.source, output: step.output)
    }

    /// Adds a step at the end: its bytes, nothing else.
    public mutating func append(source: String, output: [String]) {
        recentStarts.append(recent.count)
        TranscriptFile.encode(source: source, output: output, into: &recent)
        if recent.count >= spillThreshold { spillRecent() }
    }

    /// Adds steps already encoded (`TranscriptFile.encode`, one after the other in `bytes`, the step `i` starting at
    /// `starts[i]`): what a snapshot's steps are loaded with, no string made.
    mutating func append(encoded bytes: [UInt8], starts: [Int]) {
        guard !starts.isEmpty else { return }
        let base = recent.count
        recent.append(contentsOf: bytes)
        recentStarts.reserveCapacity(recentStarts.count + starts.count)
        for start in starts { recentStarts.append(base + start) }
        if recent.count >= spillThreshold { spillRecent() }
    }

    /// Adds steps at the end.
    public mutating func append<S: Sequence>(contentsOf steps: S) where S.Element == Element {
        for step in steps { append(step) }
    }

    /// Removes the steps from `range.lowerBound` on (the only removal sessions make: going back in history).
    public mutating func removeSubrange(_ range: PartialRangeFrom<Int>) {
        let start = range.lowerBound
        if start >= offsets.count {
            let i = start - offsets.count
            guard i < recentStarts.count else { return }
            recent.removeSubrange(recentStarts[i]...)
            recentStarts.removeSubrange(i...)
        } else {
            spilledEnd = offsets[start]
            offsets.removeSubrange(start...)
            recent = []
            recentStarts = []
        }
    }

    /// Moves the recent steps' bytes to the file in one write; when the file cannot be made or written, they stay in
    /// memory (nothing is lost).
    private mutating func spillRecent() {
        if file == nil { file = TranscriptFile.make() }
        guard let file else { return }
        // A copy of this transcript may have written to the shared file since this one last did: this one's steps
        // continue wherever the file ends now.
        let base = file.end
        guard file.append(recent) else { return }
        offsets.reserveCapacity(offsets.count + recentStarts.count)
        for start in recentStarts { offsets.append(base + Int64(start)) }
        spilledEnd = base + Int64(recent.count)
        recent.removeAll(keepingCapacity: true)
        recentStarts.removeAll(keepingCapacity: true)
    }

    /// Reads the steps in order, the moved ones from the file in large reads.
    public func makeIterator() -> Iterator { Iterator(transcript: self) }

    /// Calls `body` with each step's encoded bytes (`TranscriptFile.encode`), in order, the moved ones read from the
    /// file a megabyte at a time: what a snapshot save writes the steps from without a string per step. False when
    /// the file could not be read back (the steps before were given).
    @discardableResult
    func forEachEncoded(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows -> Bool {
        if let file, !offsets.isEmpty {
            var first = 0
            while first < offsets.count {
                // A megabyte of steps (at least one) per read.
                var last = first + 1
                while last < offsets.count, offsets[last] - offsets[first] < 1 << 20 { last += 1 }
                let end = last < offsets.count ? offsets[last] : spilledEnd
                guard let bytes = file.read(from: offsets[first], to: end) else { return false }
                try bytes.withUnsafeBufferPointer { buffer in
                    for i in first..<last {
                        let from = Int(offsets[i] - offsets[first])
                        let to = i + 1 < offsets.count ? Int(offsets[i + 1] - offsets[first]) : buffer.count
                        try body(UnsafeBufferPointer(rebasing: buffer[from..<to]))
                    }
                }
                first = last
            }
        }
        try recent.withUnsafeBufferPointer { buffer in
            for (i, start) in recentStarts.enumerated() {
                let end = i + 1 < recentStarts.count ? recentStarts[i + 1] : buffer.count
                try body(UnsafeBufferPointer(rebasing: buffer[start..<end]))
            }
        }
        return true
    }

    /// The positions of the steps whose source starts with `prefix`, found in the steps' encoded bytes (no string made
    /// per step: a loaded snapshot's 100,000 steps are searched for the few `invariant` ones this way). When the file
    /// of moved steps cannot be read back, the steps are read one by one instead.
    func indices(ofSourcesStartingWith prefix: String) -> [Int] {
        let wanted = Array(prefix.utf8)
        var found: [Int] = []
        var index = 0
        let complete = forEachEncoded { step in
            var reader = EncodedStepReader(step)
            if let source = reader.text(), source.starts(with: wanted) { found.append(index) }
            index += 1
        }
        if complete { return found }
        return enumerated().compactMap { $0.element.source.hasPrefix(prefix) ? $0.offset : nil }
    }

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

/// Two transcripts are equal when they hold the same steps.
extension Transcript: Equatable {
    public static func == (a: Transcript, b: Transcript) -> Bool {
        a.count == b.count && a.elementsEqual(b) { $0.source == $1.source && $0.output == $1.output }
    }
}

/// A transcript encodes as the list of its steps, each `{"output":[…],"source":…}` (`WorldSnapshot.Step`): how versions
/// 1 and 2 of the snapshot file hold them.
extension Transcript: Codable {
    public init(from decoder: Decoder) throws {
        self.init()
        var list = try decoder.unkeyedContainer()
        while !list.isAtEnd {
            let step = try list.decode(WorldSnapshot.Step.self)
            append(source: step.source, output: step.output)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        for step in self { try list.encode(WorldSnapshot.Step(source: step.source, output: step.output)) }
    }
}
