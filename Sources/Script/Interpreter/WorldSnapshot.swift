import Foundation
import LimelightCore
import SimulatorKit

/// A saved world (Docs/Snapshots.md): format name and version, the seed, every step with its output, the world itself
/// as a value (version 2) and its digest. Loading builds the world from its value (a version 1 file, which has none,
/// replays the steps) and checks the digest.
public struct WorldSnapshot: Codable, Equatable, Sendable {
    /// The value of `format` in every snapshot file.
    public static let formatName = "limelight-snapshot"
    /// The newest version this build writes and reads: 5, JSON lines with the big lists (item tables, the event log,
    /// search screens' results) on lines of their own (`WorldSnapshot+Lines.swift`); version 4 (the same, a search
    /// screen's results in the world's line), version 3 (JSON lines, every list inside the world's line) and versions 1
    /// and 2 (one JSON document) are still read. Versions 3, 4 and 5 carry the same digest.
    public static let currentVersion = 5
    /// The most list lines (chunks of items and events) a version 4 snapshot may hold: 256 MiB of them at the smallest.
    public static let maximumListLines = 1_000_000
    /// The largest snapshot file read, in bytes.
    public static let maximumBytes = 256 << 20
    /// The most steps a snapshot may hold.
    public static let maximumSteps = 1_000_000

    /// One recorded step: the line as replayed and the lines it printed.
    public struct Step: Codable, Equatable, Sendable {
        public var source: String
        public var output: [String]
    }

    /// A named checkpoint: how many of the steps it covers.
    public struct Checkpoint: Codable, Equatable, Sendable {
        public var name: String
        public var steps: Int
    }

    public var format: String
    public var version: Int
    public var seed: UInt64
    /// The steps and their output: the session's transcript itself (saving shares it, loading makes the session's).
    public var steps: Transcript
    /// `state digest` of the world after the steps.
    public var digest: String
    /// The session's checkpoints (optional: absent means none).
    public var checkpoints: [Checkpoint]?
    /// The world after the steps, as a value (version 2; absent in version 1, and when the world could not be captured).
    public var world: WorldState?

    /// The file text: version 3, JSON lines (`encodedLines()`); a world that could not be captured (in the middle of a
    /// step) is written as version 1, one JSON document with sorted keys and two-space indentation. Throws (a
    /// `SnapshotError`) rather than return something that is not the world.
    public func encoded() throws -> String {
        if version >= 3 { return String(decoding: try encodedLines(), as: UTF8.self) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = WorldState.nonConformingFloats
        do {
            return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
        } catch {
            throw SnapshotError("the world cannot be written as a snapshot: \(error)", suggestion: "report this as a Limelight bug")
        }
    }

    /// Reads a snapshot file's text; `file` names it in errors. Foreign, newer, truncated or corrupt files are refused.
    /// Sizes and counts come before work: the size, then one pass over the bytes (`SnapshotOutline`) that finds whether
    /// the JSON is complete, the format, the version and how many steps and checkpoints the file holds, all before the
    /// document is decoded whole; then the structure, then every field of the world against its domain.
    public static func decode(_ text: String, file: String) throws -> WorldSnapshot {
        try decode(bytes: Data(text.utf8), file: file)
    }

    /// Reads a snapshot from a file's bytes (`SnapshotFiles.readBytes`): as `decode(_:file:)` reads their text, where
    /// bytes that are not UTF-8 stand as U+FFFD, but without a `String` of the whole file when they are UTF-8 (checked
    /// in one pass).
    public static func decode(bytes: Data, file: String) throws -> WorldSnapshot {
        let data = UTF8Check.isValid(bytes) ? bytes : Data(String(decoding: bytes, as: UTF8.self).utf8)
        guard data.count <= maximumBytes else {
            throw SnapshotError("\(file): the snapshot is \(data.count) bytes, more than the limit of \(maximumBytes)")
        }
        if let (header, end) = headerLine(data) {
            let snapshot = try decodeLines(data, header: header, headerEnd: end, file: file)
            try snapshot.validateMarks(file: file)
            return snapshot
        }
        let outline: SnapshotOutline
        do { outline = try SnapshotOutline(data) } catch let problem as SnapshotOutline.Problem {
            throw SnapshotError("\(file): not a snapshot: the file is not complete JSON (\(problem.message))",
                                suggestion: "the file is truncated or corrupt; save the snapshot again")
        }
        guard outline.format == formatName else {
            throw SnapshotError("\(file): not a snapshot: its format is \(outline.format.map { "'\($0)'" } ?? "missing"), expected '\(formatName)'")
        }
        guard let version = outline.version, version >= 1 else { throw SnapshotError("\(file): the snapshot has no valid 'version'") }
        guard version <= currentVersion else {
            throw SnapshotError("\(file): the snapshot has format version \(version), newer than this Limelight reads (\(currentVersion))",
                                suggestion: "load it with a newer Limelight")
        }
        guard outline.steps <= maximumSteps else {
            throw SnapshotError("\(file): the snapshot has \(outline.steps) steps, more than the limit of \(maximumSteps)",
                                suggestion: "a snapshot holds at most \(maximumSteps) steps; save a shorter session")
        }
        guard outline.checkpoints <= Session.maximumCheckpoints else {
            throw SnapshotError("\(file): the snapshot has \(outline.checkpoints) checkpoints, more than the limit of \(Session.maximumCheckpoints)")
        }
        let snapshot: WorldSnapshot
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = WorldState.nonConformingFloatsDecoding
        do { snapshot = try decoder.decode(WorldSnapshot.self, from: data) } catch {
            throw SnapshotError("\(file): the snapshot is corrupt (\(DecodingErrorText.describe(error)))", suggestion: "save the snapshot again")
        }
        guard snapshot.steps.count <= maximumSteps else {
            throw SnapshotError("\(file): the snapshot has \(snapshot.steps.count) steps, more than the limit of \(maximumSteps)")
        }
        try snapshot.validateMarks(file: file)
        return snapshot
    }

    /// The checks every version shares once decoded: checkpoints within the steps, then the world against its domains.
    func validateMarks(file: String) throws {
        let snapshot = self
        for (i, mark) in (snapshot.checkpoints ?? []).enumerated() {
            if mark.steps < 0 || mark.steps > snapshot.steps.count {
                throw SnapshotError("\(file): at .checkpoints[\(i)].steps: checkpoint '\(mark.name)' covers \(mark.steps) steps, but the snapshot has \(snapshot.steps.count)")
            }
            if mark.name.isEmpty || mark.name.count > Session.maximumCheckpointName {
                throw SnapshotError("\(file): at .checkpoints[\(i)].name: a checkpoint name has 1 to \(Session.maximumCheckpointName) characters, this one has \(mark.name.count)")
            }
        }
        guard (snapshot.checkpoints ?? []).count <= Session.maximumCheckpoints else {
            throw SnapshotError("\(file): the snapshot has more than \(Session.maximumCheckpoints) checkpoints")
        }
        if let world = snapshot.world {
            do { try world.validate(root: ".world") } catch let error as SimulatorError {
                throw SnapshotError("\(file): \(error.message)", suggestion: error.suggestion)
            }
        }
    }

}

extension Session {
    /// The world as a snapshot value.
    public func snapshot() -> WorldSnapshot {
        let world = simulation.state
        return WorldSnapshot(format: WorldSnapshot.formatName, version: world == nil ? 1 : WorldSnapshot.currentVersion, seed: seed,
                             steps: transcript,
                             digest: world?.digest ?? simulation.version1Digest,
                             checkpoints: checkpoints.isEmpty ? nil : checkpoints.map { WorldSnapshot.Checkpoint(name: $0.name, steps: $0.steps) },
                             world: world)
    }

    /// Replaces this world with the snapshot's; on any error (a step that does not replay, a digest that differs)
    /// the current world is left untouched.
    ///
    /// Loading never acts outside the world: a version 1 file's steps replay with every file access refused, and a step
    /// that would load, save or record (a snapshot that loads itself, directly or through others, would never end) is
    /// refused before any step runs.
    ///
    /// Returns the loaded world's digest as `simulation.digest` gives it (checked against the file's, so a caller that
    /// prints it computes nothing again).
    @discardableResult
    public func load(_ snapshot: WorldSnapshot, file: String) throws -> String {
        let steps = snapshot.steps
        if snapshot.world == nil {
            for (i, step) in steps.enumerated() {
                guard let command = Self.sessionCommand(in: step.source) else { continue }
                let itself = command.hasPrefix("snapshot load") && step.source.contains(file.split(separator: "/").last.map(String.init) ?? file)
                throw SnapshotError("\(file): step \(i + 1) ('\(DiagnosticRenderer.visible(String(step.source.prefix(80))))') \(itself ? "loads the snapshot itself" : "is '\(command)'"); loading a snapshot replays only steps that act on the world, never one that loads, saves or records a file",
                                    suggestion: "the snapshot was edited or made by hand; a snapshot Limelight saved holds no such step")
            }
        }
        let fresh: Session
        if let world = snapshot.world {
            guard world.runtime.seed == snapshot.seed else {
                throw SnapshotError("\(file): the world's seed \(world.runtime.seed) is not the snapshot's seed \(snapshot.seed)",
                                    suggestion: "the snapshot was edited; save it again")
            }
            fresh = Session(seed: snapshot.seed, catalog: catalog, registry: registry)
            fresh.snapshotFiles = snapshotFiles
            do { fresh.simulation = try Simulation(restoring: world, catalog: catalog) } catch let error as SimulatorError {
                throw SnapshotError("\(file): \(error.message)", suggestion: error.suggestion)
            } catch {
                throw SnapshotError("\(file): the saved world cannot be rebuilt: \(error)", suggestion: "save the snapshot again")
            }
            fresh.transcript = steps
            fresh.redeclareInvariants()
        } else {
            fresh = try replaying(Array(steps), seed: snapshot.seed)
        }
        // Each version's digest: version 1 a description of the world, version 2 the SHA-256 of the whole world's JSON,
        // version 3 the digest of parts `state digest` prints.
        var digest = snapshot.world == nil ? fresh.simulation.version1Digest
            : snapshot.version == 2 ? (fresh.simulation.state?.version2Digest ?? "") : fresh.simulation.digest
        // The digests of a version 4 or 5 file's list lines are remembered from their bytes as read; a line that only
        // looked canonical makes the digest differ, so it is computed again from the world's value before refusing.
        if digest != snapshot.digest, snapshot.version >= 4, let again = fresh.simulation.state?.digest(.fromScratch) { digest = again }
        guard digest == snapshot.digest else {
            throw SnapshotError("\(file): the \(snapshot.world == nil ? "replayed" : "loaded") world has digest \(digest.prefix(12)), the snapshot says \(snapshot.digest.prefix(12))",
                                suggestion: "the snapshot was edited or made by another version of Limelight; save it again")
        }
        adopt(fresh)
        // The kept worlds belong to the history the load replaced: going back after a load restores the loaded world.
        recentWorlds = []
        stepsSinceCapture = 0
        loadedWorld = snapshot.world.map { LoadedWorld(mark: SessionCheckpoint(name: "", steps: steps.count, world: $0), file: file) }
        checkpoints = (snapshot.checkpoints ?? []).map { SessionCheckpoint(name: $0.name, steps: $0.steps, world: nil) }
        // Versions 1 and 2 were checked against their own kinds of digest.
        return snapshot.world != nil && snapshot.version >= 3 ? digest : simulation.digest
    }

    /// The session command a step's line runs (`snapshot load`, `save`, `record`, …), looking through `expect error`
    /// prefixes; nil for a step that acts on the world.
    static func sessionCommand(in source: String) -> String? {
        var words = source.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)[...]
        while words.count >= 2, words[words.startIndex] == "expect", words[words.startIndex + 1] == "error" { words = words.dropFirst(2) }
        guard let first = words.first?.lowercased() else { return nil }
        switch first {
        case "snapshot", "save", "record", "reset", "quit", "exit", "rewind", "undo", "checkpoint", "checkpoints", "state":
            return words.prefix(2).joined(separator: " ")
        default: return nil
        }
    }
}
