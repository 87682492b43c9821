import Foundation
import LimelightCore
import SimulatorKit

/// Snapshot format versions 3 and 4 (Docs/Snapshots.md, "File format"): JSON lines. The first line is the header —
/// format, version, seed, digest, checkpoints and how many lines follow —, the second the world as canonical JSON, then
/// (version 4) one line per chunk of the world's big lists — each app's items by range, the event log by chunk —, which
/// the world's line names by reference (`"lines A-B"`), then one line per step. The header comes first so a reader
/// knows what it is reading, and how much, before it decodes anything else; nothing is pretty-printed; each chunk and
/// each step is written on its own, and the chunks are read on all cores, by a reader of the canonical form when they
/// are in it (`SnapshotLines`).
extension WorldSnapshot {
    /// The first line of a version 3 file.
    struct Header: Codable {
        var format: String
        var version: Int
        var seed: UInt64
        var digest: String
        var checkpoints: [Checkpoint]?
        /// How many step lines follow the world and its list lines.
        var steps: Int
        /// How many list lines follow the world (version 4; none in version 3).
        var lists: Int?
    }

    /// The file line of the first list line: after the header and the world.
    static let firstListLine = 3

    /// The longest header line read (a thousand checkpoints with long names fit).
    static let maximumHeaderBytes = 1 << 20

    /// The file's bytes, in the current version.
    func encodedLines() throws -> [UInt8] {
        var buffer = ByteBuffer()
        _ = try Self.write(world: world, seed: seed, checkpoints: checkpoints, count: steps.count, to: &buffer, digest: { digest }) { out in
            try Self.writeSteps(steps, to: &out)
        }
        return buffer.bytes
    }

    /// Writes a current-version file of a world and its steps to `sink` as it is made, and returns the digest its header
    /// carries: the world's parts are written first, which leaves their digests remembered, so `digest` (asked for after
    /// them) costs only the rest; then the header, the world's line and its list lines go to the sink, and `steps`
    /// writes the `count` step lines (each ended with `endLine()`), passed on a megabyte at a time.
    static func write<Sink: ByteSink>(world: WorldState?, seed: UInt64, checkpoints: [Checkpoint]?, count: Int, to sink: inout Sink,
                                      digest: () -> String, steps: (inout LineWriter<Sink>) throws -> Void) throws -> String {
        let parts: (world: Data, lines: [Data])?
        do { parts = try world?.snapshotParts(firstLine: firstListLine) } catch {
            throw SnapshotError("the world cannot be written as a snapshot: \(error)", suggestion: "report this as a Limelight bug")
        }
        let digest = digest()
        let header = Header(format: formatName, version: currentVersion, seed: seed, digest: digest, checkpoints: checkpoints,
                            steps: count, lists: parts?.lines.count ?? 0)
        try write(header: header, world: parts, to: &sink, steps: steps)
        return digest
    }

    /// Writes a file from its parts to `sink`: the header line, the world's line (`null` for none), its list lines, then
    /// the step lines `steps` writes.
    static func write<Sink: ByteSink>(header: Header, world: (world: Data, lines: [Data])?, to sink: inout Sink,
                                      steps: (inout LineWriter<Sink>) throws -> Void) throws {
        var out = LineWriter(sink: sink)
        do {
            out.json.raw(bytes: try CanonicalJSON.encoder.encode(header))
        } catch {
            throw SnapshotError("the world cannot be written as a snapshot: \(error)", suggestion: "report this as a Limelight bug")
        }
        try out.endLine()
        try out.line(world?.world ?? Data("null".utf8))
        for line in world?.lines ?? [] { try out.line(line) }
        try steps(&out)
        try out.flush()
        sink = out.sink
    }

    /// Lines of a snapshot file on their way to a sink: small lines are gathered in `json` and passed on a megabyte at a
    /// time, a big one (a list line already made) passed on as it is.
    struct LineWriter<Sink: ByteSink> {
        /// The lines not passed on yet; a step writes its line here, then calls `endLine()`.
        var json = CanonicalJSONWriter(reserving: 1 << 20 + 1 << 16)
        fileprivate(set) var sink: Sink

        init(sink: Sink) { self.sink = sink }

        /// Ends the line written to `json`; passes the lines on once they fill a megabyte.
        mutating func endLine() throws {
            json.byte(UInt8(ascii: "\n"))
            if json.bytes.count >= 1 << 20 { try flush() }
        }

        /// A whole line, made elsewhere (without its newline).
        mutating func line(_ bytes: Data) throws {
            if bytes.count < 1 << 16 {
                json.raw(bytes: bytes)
                return try endLine()
            }
            try flush()
            try sink.write(bytes)
            json.byte(UInt8(ascii: "\n"))
        }

        /// Passes on what `json` holds.
        mutating func flush() throws {
            try sink.write(json.bytes)
            json.truncate(to: 0)
        }
    }

    /// The version 3 or 4 header line `data` starts with and where it ends, or nil when the file does not start with one
    /// (versions 1 and 2 are one JSON document: their first line is `{`, or the whole document, whose `steps` is a list).
    static func headerLine(_ data: Data) -> (header: Header, end: Data.Index)? {
        guard data.first == UInt8(ascii: "{"), let end = data.prefix(maximumHeaderBytes + 1).firstIndex(of: UInt8(ascii: "\n")),
              let header = try? JSONDecoder().decode(Header.self, from: data[data.startIndex..<end]) else { return nil }
        return (header, end)
    }

    /// How many step lines one task reads when a file's steps are read on all cores at once.
    static let stepBatchSize = 2048

    /// The index of the first newline at or after `start` in `data` (`memchr`), or nil when there is none.
    static func firstNewline(in data: Data, from start: Data.Index) -> Data.Index? {
        guard start < data.endIndex else { return nil }
        return data.withUnsafeBytes { raw -> Data.Index? in
            guard let base = raw.baseAddress else { return nil }
            let offset = start - data.startIndex
            guard let hit = memchr(base + offset, 0x0A, raw.count - offset) else { return nil }
            return data.startIndex + (UnsafeRawPointer(hit) - base)
        }
    }

    /// Reads a version 3 or 4 file whose header line `headerLine(_:)` found: the header's counts first, then the count
    /// of lines against the header's counts, then the world with its list lines, then each step.
    static func decodeLines(_ data: Data, header: Header, headerEnd: Data.Index, file: String) throws -> WorldSnapshot {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = CanonicalJSON.nonConformingFloatsDecoding
        guard header.format == formatName else {
            throw SnapshotError("\(file): not a snapshot: its format is '\(header.format)', expected '\(formatName)'")
        }
        guard header.version <= currentVersion else {
            throw SnapshotError("\(file): the snapshot has format version \(header.version), newer than this Limelight reads (\(currentVersion))",
                                suggestion: "load it with a newer Limelight")
        }
        guard header.version >= 3 else {
            throw SnapshotError("\(file): line 1: a snapshot in lines has format version 3 or later, this one says \(header.version)",
                                suggestion: "the file was edited; save it again")
        }
        let lists = header.lists ?? 0
        guard header.version >= 4 || lists == 0 else {
            throw SnapshotError("\(file): line 1: a version 3 snapshot has no list lines, this one says \(lists)",
                                suggestion: "the file was edited; save it again")
        }
        guard (0...maximumListLines).contains(lists) else {
            throw SnapshotError("\(file): line 1: the snapshot has \(lists) list lines, outside 0…\(maximumListLines)",
                                suggestion: "the file was edited; save it again")
        }
        guard (0...maximumSteps).contains(header.steps) else {
            throw SnapshotError("\(file): line 1: the snapshot has \(header.steps) steps, more than the limit of \(maximumSteps)",
                                suggestion: "a snapshot holds at most \(maximumSteps) steps; save a shorter session")
        }
        guard (header.checkpoints ?? []).count <= Session.maximumCheckpoints else {
            throw SnapshotError("\(file): line 1: the snapshot has \((header.checkpoints ?? []).count) checkpoints, more than the limit of \(Session.maximumCheckpoints)")
        }
        // Every line ends in a newline: the world's, the list lines and one per step, counted before any is decoded.
        let expected = 1 + lists + header.steps
        var lines: [Range<Data.Index>] = []
        lines.reserveCapacity(expected)
        var start = headerEnd + 1
        while start < data.endIndex {
            guard lines.count < expected else {
                throw SnapshotError("\(file): line \(lines.count + 2): the snapshot has more lines than its header's \(header.steps) steps, \(lists) list lines and the world",
                                    suggestion: "the file was edited or joined with another; save the snapshot again")
            }
            guard let end = Self.firstNewline(in: data, from: start) else {
                throw SnapshotError("\(file): line \(lines.count + 2): the last line does not end; the file is truncated",
                                    suggestion: "save the snapshot again")
            }
            lines.append(start..<end)
            start = end + 1
        }
        guard lines.count == expected else {
            throw SnapshotError("\(file): the header says \(lists) list lines and \(header.steps) steps, the file has \(max(0, lines.count - 1)) lines after the world; the file is truncated",
                                suggestion: "save the snapshot again")
        }
        // `decode(bytes:file:)` checked (or repaired) the whole file as UTF-8 before its lines are read.
        let listLines = SnapshotLines(data: data, ranges: Array(lines[1..<(1 + lists)]), firstLine: firstListLine, validUTF8: true)
        if let key = CodingUserInfoKey.limelightSnapshotLines { decoder.userInfo[key] = listLines }
        var world: WorldState?
        if data[lines[0]].elementsEqual("null".utf8) {
            world = nil
        } else {
            do { world = try decoder.decode(WorldState.self, from: data[lines[0]]) } catch {
                throw SnapshotError("\(file): line 2: the saved world is corrupt (\(DecodingErrorText.describe(error, under: ".world")))", suggestion: "save the snapshot again")
            }
        }
        if let unused = listLines.unusedLine {
            throw SnapshotError("\(file): line \(unused): a list line that no part of the world names",
                                suggestion: "the file was edited; save the snapshot again")
        }
        // The steps are read in batches on all cores at once; the first corrupt one (in file order) is reported.
        let stepLines = Array(lines.dropFirst(1 + lists))
        let batches = stride(from: 0, to: stepLines.count, by: stepBatchSize).map { $0..<min(stepLines.count, $0 + stepBatchSize) }
        // Each step goes straight into the transcript's encoding (`TranscriptFile.readCanonical`), no string made.
        let read = try batches.concurrentMap { batch -> Result<(bytes: [UInt8], starts: [Int]), SnapshotError> in
            var bytes: [UInt8] = [], starts: [Int] = [], scratch: [UInt8] = []
            bytes.reserveCapacity(batch.reduce(0) { $0 + stepLines[$1].count })
            starts.reserveCapacity(batch.count)
            for i in batch {
                let range = stepLines[i]
                starts.append(bytes.count)
                if data[range].withUnsafeBytes({ raw -> Bool in
                    var reader = CanonicalJSONReader(raw, validUTF8: true)
                    let mark = bytes.count
                    guard TranscriptFile.readCanonical(&reader, into: &bytes, scratch: &scratch) else { return false }
                    if reader.isAtEnd { return true }
                    bytes.removeSubrange(mark...)
                    return false
                }) { continue }
                let decoder = JSONDecoder()
                decoder.nonConformingFloatDecodingStrategy = CanonicalJSON.nonConformingFloatsDecoding
                do {
                    let step = try decoder.decode(Step.self, from: data[range])
                    TranscriptFile.encode(source: step.source, output: step.output, into: &bytes)
                } catch {
                    return .failure(SnapshotError("\(file): line \(i + 3 + lists): step \(i + 1) is corrupt (\(DecodingErrorText.describe(error)))", suggestion: "save the snapshot again"))
                }
            }
            return .success((bytes, starts))
        }
        var steps = Transcript()
        for batch in read {
            let batch = try batch.get()
            steps.append(encoded: batch.bytes, starts: batch.starts)
        }
        return WorldSnapshot(format: header.format, version: header.version, seed: header.seed, steps: steps,
                             digest: header.digest, checkpoints: header.checkpoints, world: world)
    }
}

extension Session {
    /// The bytes of this session's snapshot file and the step count and digest it records (`writeSnapshot(to:)` into
    /// memory).
    public func snapshotFile() throws -> (bytes: [UInt8], steps: Int, digest: String) {
        var buffer = ByteBuffer()
        let written = try writeSnapshot(to: &buffer)
        return (buffer.bytes, written.steps, written.digest)
    }

    /// Writes this session's snapshot file to `sink` as it is made, and returns the step count and digest it records.
    /// The world is encoded first, in pieces (`WorldState.snapshotParts`), which leaves the digests of its big parts
    /// remembered, so the digest after it costs what the small parts cost; the steps are written from the
    /// transcript's bytes, a megabyte of them at a time, without a string per step.
    public func writeSnapshot<Sink: ByteSink>(to sink: inout Sink) throws -> (steps: Int, digest: String) {
        guard let world = simulation.state else {
            let old = snapshot()
            try sink.write(Array(try old.encoded().utf8))
            return (old.steps.count, old.digest)
        }
        let transcript = self.transcript
        let digest = try WorldSnapshot.write(world: world, seed: seed,
                                             checkpoints: checkpoints.isEmpty ? nil : checkpoints.map { WorldSnapshot.Checkpoint(name: $0.name, steps: $0.steps) },
                                             count: transcript.count, to: &sink, digest: { world.digest ?? "" }) { out in
            try WorldSnapshot.writeSteps(transcript, to: &out)
        }
        return (transcript.count, digest)
    }
}

extension WorldSnapshot {
    /// Writes a transcript's steps as step lines from their bytes (`TranscriptFile.writeJSON`), or fails when a step
    /// cannot be read back from the transcript's file.
    static func writeSteps<Sink: ByteSink>(_ transcript: Transcript, to out: inout LineWriter<Sink>) throws {
        var written = 0
        let complete = try transcript.forEachEncoded { step in
            guard TranscriptFile.writeJSON(step, to: &out.json) else {
                throw SnapshotError("step \(written + 1) of the session cannot be read back from its transcript", suggestion: "report this as a Limelight bug")
            }
            written += 1
            try out.endLine()
        }
        guard complete, written == transcript.count else {
            throw SnapshotError("the session's transcript could not be read back after step \(written)", suggestion: "check the disk under the temporary folder, then save again")
        }
    }
}

extension WorldSnapshot.Step {
    /// Writes the step as `CanonicalJSON.encoder` encodes it: `{"output":[…],"source":…}`.
    static func write(source: String, output: [String], to w: inout CanonicalJSONWriter) {
        w.raw("{\"output\":[")
        for (i, line) in output.enumerated() {
            if i > 0 { w.byte(UInt8(ascii: ",")) }
            w.string(line)
        }
        w.raw("],\"source\":")
        w.string(source)
        w.byte(UInt8(ascii: "}"))
    }
}
