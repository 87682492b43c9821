import Foundation
import LimelightCore
import SimulatorKit

/// Snapshot format version 3 (Docs/Snapshots.md, "File format"): JSON lines. The first line is the header — format,
/// version, seed, digest, checkpoints and how many steps follow —, the second the world as canonical JSON, then one line
/// per step. The header comes first so a reader knows what it is reading, and how much, before it decodes anything
/// else; nothing is pretty-printed; each step is encoded on its own.
extension WorldSnapshot {
    /// The first line of a version 3 file.
    struct Header: Codable {
        var format: String
        var version: Int
        var seed: UInt64
        var digest: String
        var checkpoints: [Checkpoint]?
        /// How many step lines follow the world.
        var steps: Int
    }

    /// The longest header line read (a thousand checkpoints with long names fit).
    static let maximumHeaderBytes = 1 << 20

    /// The version 3 file's bytes.
    func encodedLines() throws -> [UInt8] {
        do {
            return try Self.lines(header: Header(format: format, version: version, seed: seed, digest: digest, checkpoints: checkpoints,
                                                 steps: steps.count),
                                  world: try world?.canonicalJSON(), steps: steps.lazy.map { ($0.source, $0.output) })
        } catch let error as SnapshotError { throw error } catch {
            throw SnapshotError("the world cannot be written as a snapshot: \(error)", suggestion: "report this as a Limelight bug")
        }
    }

    /// A version 3 file from its parts: the header line, the world's line (`null` for none), a line per step.
    static func lines<S: Sequence>(header: Header, world: Data?, steps: S) throws -> [UInt8] where S.Element == (String, [String]) {
        let encoder = CanonicalJSON.encoder
        var out: [UInt8] = []
        out.reserveCapacity((world?.count ?? 4) + 256 + header.steps * 96)
        out.append(contentsOf: try encoder.encode(header))
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: world ?? Data("null".utf8))
        out.append(UInt8(ascii: "\n"))
        for (source, output) in steps {
            out.append(contentsOf: try encoder.encode(Step(source: source, output: output)))
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }

    /// The version 3 header line `data` starts with and where it ends, or nil when the file does not start with one
    /// (versions 1 and 2 are one JSON document: their first line is `{`, or the whole document, whose `steps` is a list).
    static func headerLine(_ data: Data) -> (header: Header, end: Data.Index)? {
        guard data.first == UInt8(ascii: "{"), let end = data.prefix(maximumHeaderBytes + 1).firstIndex(of: UInt8(ascii: "\n")),
              let header = try? JSONDecoder().decode(Header.self, from: data[data.startIndex..<end]) else { return nil }
        return (header, end)
    }

    /// Reads a version 3 file whose header line `headerLine(_:)` found: the header's counts first, then the count of
    /// lines against the header's step count, then the world, then each step.
    static func decodeLines(_ data: Data, header: Header, headerEnd: Data.Index, file: String) throws -> WorldSnapshot {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = CanonicalJSON.nonConformingFloatsDecoding
        let newline = UInt8(ascii: "\n")
        guard header.format == formatName else {
            throw SnapshotError("\(file): not a snapshot: its format is '\(header.format)', expected '\(formatName)'")
        }
        guard header.version <= currentVersion else {
            throw SnapshotError("\(file): the snapshot has format version \(header.version), newer than this Limelight reads (\(currentVersion))",
                                suggestion: "load it with a newer Limelight")
        }
        guard header.version == 3 else {
            throw SnapshotError("\(file): line 1: a snapshot in lines has format version 3, this one says \(header.version)",
                                suggestion: "the file was edited; save it again")
        }
        guard (0...maximumSteps).contains(header.steps) else {
            throw SnapshotError("\(file): line 1: the snapshot has \(header.steps) steps, more than the limit of \(maximumSteps)",
                                suggestion: "a snapshot holds at most \(maximumSteps) steps; save a shorter session")
        }
        guard (header.checkpoints ?? []).count <= Session.maximumCheckpoints else {
            throw SnapshotError("\(file): line 1: the snapshot has \((header.checkpoints ?? []).count) checkpoints, more than the limit of \(Session.maximumCheckpoints)")
        }
        // Every line ends in a newline: the world's and one per step, counted before any is decoded.
        var lines: [Range<Data.Index>] = []
        lines.reserveCapacity(header.steps + 1)
        var start = headerEnd + 1
        while start < data.endIndex {
            guard lines.count <= header.steps else {
                throw SnapshotError("\(file): line \(lines.count + 2): the snapshot has more lines than its header's \(header.steps) steps and the world",
                                    suggestion: "the file was edited or joined with another; save the snapshot again")
            }
            guard let end = data[start...].firstIndex(of: newline) else {
                throw SnapshotError("\(file): line \(lines.count + 2): the last line does not end; the file is truncated",
                                    suggestion: "save the snapshot again")
            }
            lines.append(start..<end)
            start = end + 1
        }
        guard lines.count == header.steps + 1 else {
            throw SnapshotError("\(file): the header says \(header.steps) steps, the file has \(max(0, lines.count - 1)); the file is truncated",
                                suggestion: "save the snapshot again")
        }
        var world: WorldState?
        if data[lines[0]].elementsEqual("null".utf8) {
            world = nil
        } else {
            do { world = try decoder.decode(WorldState.self, from: data[lines[0]]) } catch {
                throw SnapshotError("\(file): line 2: the saved world is corrupt (\(describe(error, under: ".world")))", suggestion: "save the snapshot again")
            }
        }
        var steps: [Step] = []
        steps.reserveCapacity(header.steps)
        for (i, range) in lines.dropFirst().enumerated() {
            do { steps.append(try decoder.decode(Step.self, from: data[range])) } catch {
                throw SnapshotError("\(file): line \(i + 3): step \(i + 1) is corrupt (\(describe(error)))", suggestion: "save the snapshot again")
            }
        }
        return WorldSnapshot(format: header.format, version: header.version, seed: header.seed, steps: steps,
                             digest: header.digest, checkpoints: header.checkpoints, world: world)
    }
}

extension Session {
    /// The bytes of this session's snapshot file and the step count and digest it records. The world is encoded first,
    /// in pieces (`WorldState.canonicalJSON()`), which leaves the digests of its big parts remembered, so the digest
    /// after it costs what the small parts cost; the steps are read from the transcript one at a time.
    public func snapshotFile() throws -> (bytes: [UInt8], steps: Int, digest: String) {
        guard let world = simulation.state else {
            let old = snapshot()
            return (Array(try old.encoded().utf8), old.steps.count, old.digest)
        }
        do {
            let json = try world.canonicalJSON()
            let digest = world.digest ?? ""
            let header = WorldSnapshot.Header(format: WorldSnapshot.formatName, version: WorldSnapshot.currentVersion, seed: seed,
                                              digest: digest,
                                              checkpoints: checkpoints.isEmpty ? nil : checkpoints.map { WorldSnapshot.Checkpoint(name: $0.name, steps: $0.steps) },
                                              steps: transcript.count)
            return (try WorldSnapshot.lines(header: header, world: json, steps: transcript.lazy.map { ($0.source, $0.output) }), transcript.count, digest)
        } catch {
            throw SnapshotError("the world cannot be written as a snapshot: \(error)", suggestion: "report this as a Limelight bug")
        }
    }
}
