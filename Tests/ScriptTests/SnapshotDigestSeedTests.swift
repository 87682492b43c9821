import Foundation
import Testing
import WorldDiff
import LimelightCore
import SimulatorKit
@testable import Script

/// Version 5 snapshots keep a search screen's results on lines of their own, as the item tables and the event log, and
/// loading remembers each canonical list line's SHA-256 as its part's digest (Docs/Snapshots.md, "File format"). The
/// digest is the same as before either way, and a line that is not what writing its values gives never makes a wrong
/// digest stick.
@Suite struct SnapshotDigestSeedTests {
    /// Rows with every kind of text the writer escapes.
    static func rows(_ count: Int) -> [ShownResult] {
        (0..<count).map { i in
            ShownResult(app: "com.example.notes", identifier: "n\(i)", title: i % 3 == 0 ? "Task \"\(i)\"\t\u{1}é😀\\" : "Task \(i)")
        }
    }

    /// A world whose search screen holds `count` result rows, as a snapshot with its digest.
    static func snapshot(results count: Int) throws -> WorldSnapshot {
        let s = Session()
        #expect(!s.execute("device add phone").failed)
        #expect(!s.execute("app install com.example.notes").failed)
        #expect(!s.execute("spotlight index n1 --title Milk").failed)
        #expect(!s.execute("spotlight search milk").failed)
        var snapshot = s.snapshot()
        var world = try #require(snapshot.world)
        world.searchScreens["phone"]?.results = Self.rows(count)
        snapshot.world = world
        snapshot.digest = try #require(world.digest)
        return snapshot
    }

    @Test func aSearchScreensResultsAreOnLinesOfTheirOwnAndTheDigestIsUnchanged() throws {
        let snapshot = try Self.snapshot(results: 9_000)
        let world = try #require(snapshot.world)
        // The digest written in pieces is the SHA-256 of what the encoder writes in one go.
        let oneGo = try CanonicalJSON.makeEncoder(digestForm: .fromScratch).encode(world)
        #expect(world.digest(.fromScratch) == SHA256Digest.of(oneGo).hex)
        #expect(world.digest == SHA256Digest.of(oneGo).hex)
        let text = try snapshot.encoded()
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0].contains("\"version\":5"))
        let reference = try #require(lines[1].firstMatch(of: /"results":"lines (\d+)-(\d+)"/))
        let a = try #require(Int(reference.output.1)), b = try #require(Int(reference.output.2))
        #expect(b - a + 1 == 3, "9,000 rows in chunks of 4,096: three lines")
        #expect(lines[a - 1].hasPrefix("[{\"app\":\"com.example.notes\",\"identifier\":\"n0\",\"title\":\"Task \\\"0\\\"\\t\\u0001é😀\\\\\"}"))
        // The lines put together are the list as the encoder writes it.
        let joined = try (a...b).flatMap { try JSONDecoder().decode([ShownResult].self, from: Data(lines[$0 - 1].utf8)) }
        #expect(joined == world.searchScreens["phone"]?.results)
        let read = try WorldSnapshot.decode(text, file: "x")
        #expect(read.world == world)
        let loaded = Session()
        try loaded.load(read, file: "x")
        #expect(loaded.simulation.digest == snapshot.digest)
        #expect(try loaded.snapshot().encoded() == text, "saving the loaded world writes the same file")
    }

    @Test func aVersion4FileWithTheResultsInTheWorldsLineStillLoads() throws {
        let snapshot = try Self.snapshot(results: 5_000)
        var lines = try snapshot.encoded().split(separator: "\n").map(String.init)
        let reference = try #require(lines[1].firstMatch(of: /"results":"lines (\d+)-(\d+)"/))
        let a = try #require(Int(reference.output.1)), b = try #require(Int(reference.output.2))
        // Written as version 4 wrote it: the rows in place, no lines of their own.
        let rows = (a...b).map { lines[$0 - 1].dropFirst().dropLast() }.joined(separator: ",")
        lines[1].replaceSubrange(reference.range, with: "\"results\":[\(rows)]")
        lines.removeSubrange((a - 1)...(b - 1))
        let counted = try #require(lines[0].firstMatch(of: /"lists":(\d+)/))
        let lists = try #require(Int(counted.output.1)) - (b - a + 1)
        lines[0].replaceSubrange(counted.range, with: "\"lists\":\(lists)")
        lines[0] = lines[0].replacingOccurrences(of: "\"version\":5", with: "\"version\":4")
        let loaded = Session()
        try loaded.load(try WorldSnapshot.decode(lines.joined(separator: "\n") + "\n", file: "x"), file: "x")
        #expect(loaded.simulation.digest == snapshot.digest, "version 4 and 5 carry the same digest")
        #expect(loaded.simulation.state?.searchScreens["phone"]?.results.count == 5_000)
    }

    @Test func theDigestsRememberedFromTheLinesAreTheDigestsOfTheValues() throws {
        let (s, lines) = try SnapshotListLinesTests.world()
        let loaded = try SnapshotListLinesTests.load(lines)
        let state = try #require(loaded.simulation.state)
        #expect(state.digest(.remembered) == state.digest(.fromScratch))
        #expect(loaded.simulation.digest == s.simulation.digest)
    }

    @Test func aLineThatIsNotWhatWritingItGivesNeverLeavesAWrongDigest() throws {
        let (s, lines) = try SnapshotListLinesTests.world()
        // The first item range's line (line 4, after the expiry identifiers' line) with its first two items swapped: valid, read by the canonical reader, and the
        // same table (items are kept by sequence), but not the bytes the range's digest hashes.
        var edited = lines
        let separator = ",{\"app\":"
        var items = lines[3].dropFirst().dropLast().components(separatedBy: separator)
        #expect(items.count > 2)
        items[1] = "{\"app\":" + items[1]
        items.swapAt(0, 1)
        items[1] = String(items[1].dropFirst("{\"app\":".count))
        edited[3] = "[" + items.joined(separator: separator) + "]"
        #expect(edited[3] != lines[3])
        let loaded = try SnapshotListLinesTests.load(edited)
        let state = try #require(loaded.simulation.state)
        #expect(loaded.simulation.digest == s.simulation.digest, "the same world, the same digest")
        #expect(state.digest(.remembered) == state.digest(.fromScratch))
        // A number written another way is left to the decoder: the same world again.
        var renumbered = lines
        let log = try #require(lines.firstIndex { $0.hasPrefix("[{\"app\":\"com.example.notes\",\"device\":\"phone\",\"instant\":") || $0.hasPrefix("[{\"device\":\"phone\",\"instant\":") })
        renumbered[log] = renumbered[log].replacingOccurrences(of: "\"instant\":789296400,", with: "\"instant\":7.892964e8,")
        #expect(renumbered[log] != lines[log])
        expectSameWorld(try SnapshotListLinesTests.load(renumbered), s)
    }
}
