import Foundation
import Testing
import WorldDiff
import LimelightCore
@testable import Script

@Suite struct SnapshotTests {
    func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "limelight-snapshot-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func failedStepsThatChangedTheWorldReplayToTheSameDigest() {
        let s = Session()
        _ = s.execute("device add phone")
        #expect(s.execute("expect error device add tablet").failed, "the inner command succeeds, so the expectation fails")
        #expect(s.simulation.device(named: "tablet") != nil, "but the device was added")
        #expect(s.execute("device add phone").failed)
        _ = s.execute("clock advance 1h")
        let replay = Session()
        let file = ScriptParser(registry: replay.registry).parse(s.transcriptScenario(title: "t"))
        for step in file.steps {
            let outcome = replay.execute(step.source)
            #expect(!outcome.failed, "\(step.source)")
            #expect(outcome.output == (step.golden ?? []), "\(step.source)")
        }
        expectSameWorld(replay, s)
        #expect(s.transcript.map(\.source) == ["device add phone", "expect error expect error device add tablet",
                                               "expect error device add phone", "clock advance 1h"])
    }

    @Test func digestTellsWorldsApart() {
        let a = Session(), b = Session()
        expectSameWorld(a, b)
        _ = a.execute("device add phone")
        #expect(a.simulation.digest != b.simulation.digest)
        _ = b.execute("device add phone")
        expectSameWorld(a, b)
        _ = b.execute("clock advance 1s")
        #expect(a.simulation.digest != b.simulation.digest)
        #expect(Session(seed: 1).simulation.digest != Session(seed: 2).simulation.digest)
    }

    @Test func saveAndLoadThroughCommands() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = Session()
        s.snapshotFiles = SnapshotFiles(root: folder)
        _ = s.execute("device add phone")
        _ = s.execute("app install com.example.notes")
        _ = s.execute("spotlight index n1 --title Milk")
        let digest = WorldSample(s)
        #expect(!s.execute("snapshot save states/one.snapshot").failed)
        _ = s.execute("device add mac")
        let loaded = s.execute("snapshot load states/one.snapshot")
        #expect(!loaded.failed)
        expectSameWorld(s, digest)
        #expect(s.execute("state digest").output == [digest.worldDigest])
    }

    /// A version 5 file written again as version 2 wrote it: one pretty-printed document with the whole world's digest.
    static func version2(_ text: String) throws -> String {
        var snapshot = try WorldSnapshot.decode(text, file: "x")
        snapshot.version = 2
        snapshot.digest = try #require(snapshot.world?.version2Digest)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(snapshot), as: UTF8.self) + "\n"
    }


    @Test(arguments: [
        ("truncated", "the file is truncated"),
        ("newer", "format version 6, newer than this Limelight reads (5)"),
        ("newer-v2", "format version 6, newer than this Limelight reads (5)"),
        ("lines-v2", "a snapshot in lines has format version 3 or later, this one says 2"),
        ("foreign", "not a snapshot: its format is 'something-else'"),
        ("tampered", "the loaded world has digest"),
        ("tampered-v1", "did not replay as recorded"),
        ("digest", "the loaded world has digest"),
        ("digest-v1", "the replayed world has digest"),
    ])
    func badSnapshotsAreRefusedAndChangeNothing(kind: String, message: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = Session()
        s.snapshotFiles = SnapshotFiles(root: folder)
        _ = s.execute("device add phone")
        _ = s.execute("snapshot save good.snapshot")
        var good = try s.snapshotFiles.read("good.snapshot")
        if kind.hasSuffix("-v1") {
            // A version 1 file (steps, no world), as earlier Limelights wrote: loading replays the steps.
            var old = s.snapshot()
            old.version = 1
            old.world = nil
            good = try old.encoded()
            #expect(!good.contains("\"world\""))
        }
        let bad: String
        switch kind {
        case "truncated": bad = String(good.prefix(good.count / 2))
        case "newer": bad = good.replacingOccurrences(of: "\"version\":5", with: "\"version\":6")
        case "newer-v2": bad = try Self.version2(good).replacingOccurrences(of: "\"version\" : 2", with: "\"version\" : 6")
        case "lines-v2": bad = good.replacingOccurrences(of: "\"version\":5", with: "\"version\":2")
        case "foreign": bad = good.replacingOccurrences(of: "limelight-snapshot", with: "something-else")
        case "tampered", "tampered-v1": bad = good.replacingOccurrences(of: "device 'phone'", with: "device 'pad'")
        default: bad = good.replacingOccurrences(of: "\"digest\" : \"", with: "\"digest\" : \"00")
            .replacingOccurrences(of: "\"digest\":\"", with: "\"digest\":\"00")
        }
        try s.snapshotFiles.write(bad, to: "bad.snapshot")
        _ = s.execute("device add mac")
        let before = WorldSample(s), steps = s.transcript.count
        let outcome = s.execute("snapshot load bad.snapshot")
        #expect(outcome.failed)
        let error = try #require(outcome.diagnostics.first)
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.range.start.column == 15, "located at the file argument")
        expectSameWorld(s, before)
        #expect(s.transcript.count == steps)
    }

    @Test func confinedPathsStayInTheFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = SnapshotFiles(root: folder)
        #expect(throws: SnapshotError.self) { try files.resolve("/tmp/x.snapshot") }
        #expect(throws: SnapshotError.self) { try files.resolve("../x.snapshot") }
        #expect(throws: SnapshotError.self) { try files.resolve("a/../../x.snapshot") }
        try FileManager.default.createSymbolicLink(atPath: folder + "/out", withDestinationPath: NSTemporaryDirectory())
        #expect(throws: SnapshotError.self) { try files.resolve("out/x.snapshot") }
        #expect(try files.resolve("a/../x.snapshot").hasSuffix("/x.snapshot"))
    }

    /// A link that is the snapshot file itself may not lead out of the folder either (a write follows it).
    @Test func aFileLinkLeavingTheFolderIsRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/x.snapshot", withDestinationPath: NSTemporaryDirectory() + "elsewhere.snapshot")
        #expect(throws: SnapshotError.self) { try SnapshotFiles(root: folder).resolve("x.snapshot") }
    }

    /// `snapshot save` over a file that is not a snapshot, over a folder or a device that is full, and `snapshot load`
    /// of a folder or a pipe: each a located error, the file untouched and the session going on. It used to replace
    /// any file (and, as root, the /dev/full device node itself) and to wait for ever on a pipe.
    @Test func hostilePathsAreRefusedAndLeaveFilesAlone() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        try FileManager.default.createDirectory(atPath: folder + "/dir", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.snapshot", withDestinationPath: folder + "/notes.txt")
        #expect(mkfifo(folder + "/pipe", 0o600) == 0)
        let s = Session()
        _ = s.execute("device add phone")
        let refused: [(String, String)] = [
            ("snapshot save \(folder)/notes.txt", "is not a Limelight snapshot"),
            ("snapshot save \(folder)/link.snapshot", "is not a Limelight snapshot"),
            ("snapshot save \(folder)/dir", "it is a directory"),
            ("snapshot save /dev/full", "No space left on device"),
            ("snapshot load \(folder)/dir", "it is a directory"),
            ("snapshot load \(folder)/pipe", "a pipe or a socket"),
        ]
        for (line, message) in refused {
            let outcome = s.execute(line)
            let d = try #require(outcome.diagnostics.first, "\(line) was not refused")
            #expect(d.message.contains(message), "\(line): \(d.message)")
            #expect(d.range.start.column == 15)
        }
        #expect(try String(contentsOfFile: folder + "/notes.txt", encoding: .utf8) == "my notes\n")
        var info = stat()
        #expect(lstat("/dev/full", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
        // A snapshot is replaced; with --force any file is.
        #expect(!s.execute("snapshot save \(folder)/w.snapshot").failed)
        #expect(!s.execute("snapshot save \(folder)/w.snapshot").failed)
        #expect(!s.execute("snapshot save \(folder)/notes.txt --force").failed)
        #expect(!s.execute("snapshot load \(folder)/link.snapshot").failed)
    }

    @Test func undoCheckpointAndRewindRestoreTheWorld() {
        let s = Session()
        _ = s.execute("device add phone")
        let one = WorldSample(s)
        #expect(!s.execute("checkpoint one").failed)
        _ = s.execute("app install com.example.notes")
        _ = s.execute("spotlight index n1 --title Milk")
        let three = WorldSample(s)
        _ = s.execute("clock advance 1d")
        #expect(s.execute("undo").output == ["undid: clock advance 1d"])
        expectSameWorld(s, three)
        #expect(s.execute("checkpoints").output == ["one: step 1"])
        #expect(s.execute("rewind one").output == ["rewound to one: 2 steps taken back"])
        expectSameWorld(s, one)
        #expect(s.execute("rewind two").failed)
        _ = s.execute("undo")
        expectSameWorld(s, Session())
        #expect(s.execute("undo").failed, "nothing to undo")
    }

    /// A name ending in `.gz` is written with gzip; any file starting with gzip's magic bytes is read decompressed, with
    /// the size limit applied to what it decompresses to; a cut, padded or corrupt stream is a located error.
    @Test func compressedSnapshotsRoundTripAndBadStreamsAreRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = Session()
        s.snapshotFiles = SnapshotFiles(root: folder)
        for i in 0..<200 { _ = s.execute(i == 0 ? "device add phone" : i == 1 ? "app install com.example.notes" : "spotlight index n\(i) --title \"Task \(i)\"") }
        #expect(!s.execute("snapshot save w.snapshot.gz").failed)
        #expect(!s.execute("snapshot save w.snapshot").failed)
        let packed = try #require(FileManager.default.contents(atPath: folder + "/w.snapshot.gz"))
        let plain = try #require(FileManager.default.contents(atPath: folder + "/w.snapshot"))
        #expect(packed.starts(with: [0x1F, 0x8B]) && packed.count * 5 < plain.count, "\(packed.count) of \(plain.count) bytes")
        #expect(try Gzip.decompress(packed, limit: 1 << 30) == plain, "the same file, compressed")
        let digest = s.simulation.digest
        _ = s.execute("device add mac")
        #expect(!s.execute("snapshot load w.snapshot.gz").failed)
        #expect(s.simulation.digest == digest)
        #expect(!s.execute("snapshot save w.snapshot.gz").failed, "a compressed snapshot is recognised as one before it is replaced")
        let bad: [(String, [UInt8], String)] = [
            ("cut", Array(packed.prefix(packed.count / 2)), "the compressed data ends early"),
            ("padded", Array(packed) + [0, 1, 2], "bytes follow the compressed data"),
            ("corrupt", Array(packed.prefix(20)) + [UInt8](repeating: 0xFF, count: 64), "the compressed data is corrupt"),
            ("bomb", try Gzip.compress([UInt8](repeating: 32, count: WorldSnapshot.maximumBytes + 1), level: 9), "decompresses to more than the limit of 268435456 bytes"),
        ]
        for (name, bytes, message) in bad {
            FileManager.default.createFile(atPath: folder + "/\(name).gz", contents: Data(bytes))
            let outcome = s.execute("snapshot load \(name).gz")
            #expect(outcome.failed && outcome.diagnostics.first?.message.contains(message) == true, "\(name): \(outcome.diagnostics.first?.message ?? "")")
            #expect(s.simulation.digest == digest, "\(name): the world stays")
        }
    }

    @Test func checkpointsTravelWithTheSnapshot() throws {
        let s = Session()
        _ = s.execute("device add phone")
        _ = s.execute("checkpoint one")
        _ = s.execute("device add mac")
        let text = try s.snapshot().encoded()
        let loaded = Session()
        try loaded.load(try WorldSnapshot.decode(text, file: "x"), file: "x")
        #expect(loaded.execute("checkpoints").output == ["one: step 1"])
        let broken = text.replacingOccurrences(of: "{\"name\":\"one\",\"steps\":1}", with: "{\"name\":\"one\",\"steps\":9}")
        #expect(broken != text)
        #expect(throws: SnapshotError.self) { try WorldSnapshot.decode(broken, file: "x") }
    }

    @Test func forkGivesTwoIndependentWorlds() throws {
        let s = Session()
        _ = s.execute("device add phone")
        let copy = try s.fork()
        expectSameWorld(copy, s)
        _ = copy.execute("device add mac")
        #expect(copy.simulation.digest != s.simulation.digest)
        #expect(s.simulation.device(named: "mac") == nil)
    }
}
