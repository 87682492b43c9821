import Foundation
import Testing
import WorldDiff
import LimelightCore
import SimulatorKit
@testable import Script

/// Version 4 snapshots keep the world's big lists on lines of their own (Docs/Snapshots.md, "File format"): the world's
/// line names them by reference, each line is read by the canonical reader or, when it is not in the canonical form,
/// by `JSONDecoder`; every line belongs to exactly one list.
@Suite struct SnapshotListLinesTests {
    /// A session with 2,100 items (three ranges of 1,024 sequence numbers), a domain and a query, and its file's lines.
    static func world() throws -> (session: Session, lines: [String]) {
        let s = Session()
        #expect(!s.execute("device add phone").failed)
        #expect(!s.execute("app install com.example.notes").failed)
        for i in 0..<2_100 {
            _ = s.execute("spotlight index n\(i) --title \"Task \(i) \\\"milk\\\"\" --domain d\(i % 3)\(i % 7 == 0 ? " --keywords a,b" : "")")
        }
        _ = s.execute("spotlight search milk")
        var lines = try s.snapshot().encoded().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeLast()
        return (s, lines)
    }

    static func load(_ lines: [String]) throws -> Session {
        let loaded = Session()
        try loaded.load(try WorldSnapshot.decode(lines.joined(separator: "\n") + "\n", file: "x"), file: "x")
        return loaded
    }

    static func refusal(_ lines: [String]) -> String {
        do {
            _ = try load(lines)
            return "loaded"
        } catch {
            return "\(error)"
        }
    }

    @Test func theListsAreOnLinesOfTheirOwnAndLoadAsTheWorld() throws {
        let (s, lines) = try Self.world()
        let header = lines[0]
        #expect(header.contains("\"lists\":"), "\(header)")
        #expect(lines[1].contains("\"chunks\":\"lines 3-3\""), "the expiry queue's one chunk of identifiers on line 3")
        #expect(lines[2].hasPrefix("[[\""), "\(lines[2].prefix(40))")
        #expect(lines[1].contains("\"items\":\"lines 4-6\""), "three item ranges on lines 4 to 6")
        #expect(lines[1].contains("\"log\":\"lines 7-"), "the event log's chunks follow")
        #expect(lines[3].hasPrefix("[{\"app\":\"com.example.notes\""))
        let loaded = try Self.load(lines)
        expectSameWorld(loaded, s)
        #expect(try loaded.snapshot().encoded() == (try s.snapshot().encoded()), "saving the loaded world writes the same file")
    }

    @Test func aListLineInAnotherLayoutIsReadByTheDecoder() throws {
        let (s, lines) = try Self.world()
        var edited = lines
        edited[3] = edited[3].replacingOccurrences(of: ",\"", with: ", \"")   // valid JSON, not the canonical form
        edited[2] = edited[2].replacingOccurrences(of: "\",\"", with: "\", \"")
        edited[6] = edited[6].replacingOccurrences(of: "{\"app\"", with: "{ \"app\"")
        expectSameWorld(try Self.load(edited), s)
    }

    @Test func aCorruptListLineIsNamedByItsLine() throws {
        let (_, lines) = try Self.world()
        var edited = lines
        edited[4] = edited[4].replacingOccurrences(of: "\"sequence\":", with: "\"sequenc\":")
        let message = Self.refusal(edited)
        #expect(message.contains("line 5:") && message.contains("sequence"), "\(message)")
        edited = lines
        edited[3] = String(edited[3].dropLast())
        #expect(Self.refusal(edited).contains("line 4:"), "\(Self.refusal(edited))")
    }

    @Test func eachLineBelongsToExactlyOneList() throws {
        let (_, lines) = try Self.world()
        var edited = lines
        edited[1] = edited[1].replacingOccurrences(of: "\"items\":\"lines 4-6\"", with: "\"items\":\"lines 4-7\"")
        #expect(Self.refusal(edited).contains("line 7 belongs to two lists"), "\(Self.refusal(edited))")
        edited = lines
        edited[1] = edited[1].replacingOccurrences(of: "\"items\":\"lines 4-6\"", with: "\"items\":\"lines 4-5\"")
        #expect(Self.refusal(edited).contains("line 6: a list line that no part of the world names"), "\(Self.refusal(edited))")
        for reference in ["lines 0-5", "lines 3-999999", "lines 5-3", "lines x", "lines 3", "lines -1-5", "rows 3-5", "lines 9223372036854775807-3"] {
            edited = lines
            edited[1] = edited[1].replacingOccurrences(of: "\"items\":\"lines 4-6\"", with: "\"items\":\"\(reference)\"")
            let message = Self.refusal(edited)
            #expect(message.contains("x: line 2: the saved world is corrupt") && message.contains(".items"), "\(reference): \(message)")
        }
    }

    @Test func theHeaderCountsTheListLines() throws {
        let (_, lines) = try Self.world()
        let count = lines.count - 2 - 2_103   // all but the header, the world and the 2,103 steps
        for (lists, expected) in [(count - 1, "more lines than its header's"), (count + 1, "the file is truncated"), (-1, "outside 0…"),
                                  (WorldSnapshot.maximumListLines + 1, "outside 0…")] {
            var edited = lines
            edited[0] = edited[0].replacingOccurrences(of: "\"lists\":\(count)", with: "\"lists\":\(lists)")
            #expect(Self.refusal(edited).contains(expected), "\(lists): \(Self.refusal(edited))")
        }
        var three = lines
        three[0] = three[0].replacingOccurrences(of: "\"version\":5", with: "\"version\":3")
        #expect(Self.refusal(three).contains("a version 3 snapshot has no list lines"), "\(Self.refusal(three))")
    }
}
