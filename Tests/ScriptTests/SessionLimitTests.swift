import Foundation
import Testing
import WorldDiff
import LimelightCore
import SimulatorKit
@testable import Script

/// The bounds of Docs/Limits.md that a scenario cannot state on both sides (past them the step that wrote them fails,
/// or the input is a file or a message): each at the limit and one past it. Scenarios/limits/ has the others.
@Suite struct SessionLimitTests {
    let parser = CommandParser(registry: StandardCommands.registry(catalog: AppCatalog([])))
    let files = ScriptParser(registry: StandardCommands.registry(catalog: AppCatalog([])))

    @Test func expectErrorWrapsEightLevelsAndRefusesNine() throws {
        let s = Session()
        #expect(!s.execute(String(repeating: "expect error ", count: 8) + "device list").failed)
        let nine = s.execute(String(repeating: "expect error ", count: 9) + "clock advance 3x")
        let d = try #require(nine.diagnostics.first)
        #expect(d.message == "'expect error' nests 9 deep; it wraps at most 8 levels")
    }

    @Test func tenDiagnosticsOnALineAreShownAndTheEleventhBecomesANote() {
        let ten = parser.parse("device list" + String(repeating: " --nope", count: 10)).diagnostics
        #expect(ten.count == 10)
        #expect(!ten.contains { $0.code == "more-diagnostics" })
        let eleven = parser.parse("device list" + String(repeating: " --nope", count: 11)).diagnostics
        #expect(eleven.count == 11)
        #expect(eleven.last?.code == "more-diagnostics")
        #expect(eleven.last?.message == "1 more problem on this line not shown")
    }

    @Test func aMessageOf400BytesIsKeptAndOneOf401IsCut() {
        let range = SourceRange(start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 1, column: 2))
        let at = String(repeating: "m", count: 400), past = String(repeating: "m", count: 401)
        #expect(Diagnostic(range: range, code: "x", at, suggestion: at).message == at)
        #expect(Diagnostic(range: range, code: "x", at, suggestion: at).suggestion == at)
        #expect(Diagnostic(range: range, code: "x", past).message == at + "…")
        #expect(Diagnostic(range: range, code: "x", "m", suggestion: past).suggestion == at + "…")
    }

    @Test func aCommandOfOneMebibyteIsReadAndOneByteMoreIsTooLong() throws {
        // "clock show " and a word: exactly `longestLine` bytes, then one more.
        let head = "clock show "
        let at = head + String(repeating: "x", count: ScriptParser.longestLine - head.utf8.count)
        #expect(at.utf8.count == ScriptParser.longestLine)
        let atCodes = files.parse("title: t\n" + at + "\n").diagnostics.map(\.code)
        #expect(!atCodes.contains("line-too-long"))
        #expect(atCodes.contains("extra-argument"))
        let pastCodes = files.parse("title: t\n" + at + "x\n").diagnostics.map(\.code)
        #expect(pastCodes.contains("line-too-long"))
        #expect(parser.parse(at).diagnostics.map(\.code) == ["extra-argument"])
        #expect(parser.parse(at + "x").diagnostics.map(\.code) == ["line-too-long"])
    }

    @Test func helpWrapsBetween40And400Columns() {
        let registry = StandardCommands.registry(catalog: AppCatalog([]))
        #expect(HelpRenderer(registry: registry, width: 39).width == 40)
        #expect(HelpRenderer(registry: registry, width: 40).width == 40)
        #expect(HelpRenderer(registry: registry, width: 400).width == 400)
        #expect(HelpRenderer(registry: registry, width: 401).width == 400)
    }

    @Test func aSessionKeeps1000CheckpointsAndNamesOf100Characters() throws {
        let s = Session()
        try s.checkpoint(String(repeating: "n", count: 100))
        #expect(throws: SnapshotError.self) { try s.checkpoint(String(repeating: "n", count: 101)) }
        #expect(throws: SnapshotError.self) { try s.checkpoint("") }
        for i in 2...1_000 { try s.checkpoint("c\(i)") }
        #expect(s.checkpoints.count == 1_000)
        #expect(throws: SnapshotError.self) { try s.checkpoint("c1001") }
        try s.checkpoint("c2")  // a name used before moves, at the limit too
        #expect(s.checkpoints.count == 1_000)
    }

    @Test func aSessionChecks100InvariantsAndRefusesThe101st() {
        let s = Session()
        _ = s.execute("device add phone")
        for i in 0..<100 { #expect(!s.execute("invariant expect spotlight count <= \(i + 1)").failed) }
        let refused = s.execute("invariant expect spotlight count >= 0")
        #expect(refused.diagnostics.first?.message == "this session already has 100 invariants, the most it checks")
    }

    @Test func snapshotVersionsOneToFiveAreReadAndSixIsRefused() throws {
        let s = Session()
        _ = s.execute("device add phone")
        let text = try s.snapshot().encoded()
        #expect(text.hasPrefix("{\"digest\":") && text.contains("\"version\":5}\n"), "version 5: the header line comes first")
        #expect(text.split(separator: "\n").count == 4, "the header, the world, its event log's one chunk and one step")
        #expect(throws: Never.self) { try WorldSnapshot.decode(text, file: "x") }
        let six = text.replacingOccurrences(of: "\"version\":5", with: "\"version\":6")
        do {
            _ = try WorldSnapshot.decode(six, file: "x")
            Issue.record("a version 6 snapshot was read")
        } catch {
            #expect("\(error)".contains("format version 6, newer than this Limelight reads (5)"))
        }
        // The lines are counted against the header before any is decoded: one missing, one extra.
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeLast()  // the empty string after the final newline
        let missing = lines.dropLast().joined(separator: "\n") + "\n"
        do { _ = try WorldSnapshot.decode(missing, file: "x"); Issue.record("a file missing a step line was read") } catch {
            #expect("\(error)".contains("x: the header says 1 list lines and 1 steps, the file has 1 lines after the world"), "\(error)")
        }
        let extra = (lines + [lines[lines.count - 1]]).joined(separator: "\n") + "\n"
        do { _ = try WorldSnapshot.decode(extra, file: "x"); Issue.record("a file with an extra line was read") } catch {
            #expect("\(error)".contains("x: line 5: the snapshot has more lines than its header's 1 steps, 1 list lines and the world"), "\(error)")
        }
        // Version 3 as one document (what `limelight snapshot show --json` prints) and version 2 load too.
        let document = try SnapshotInspector.json(try WorldSnapshot.decode(text, file: "x"))
        let fromDocument = Session()
        try fromDocument.load(try WorldSnapshot.decode(document, file: "x"), file: "x")
        expectSameWorld(fromDocument, s)
        let two = try SnapshotTests.version2(text)
        #expect(two.contains("\"version\" : 2"))
        let fromTwo = Session()
        try fromTwo.load(try WorldSnapshot.decode(two, file: "x"), file: "x")
        expectSameWorld(fromTwo, s)
        #expect(throws: SnapshotError.self) {
            try Session().load(try WorldSnapshot.decode(two.replacingOccurrences(of: "\"version\" : 2", with: "\"version\" : 3"), file: "x"), file: "x")
        }
        // Version 3: JSON lines with the world's lists inside its line.
        let world = try #require(s.simulation.state)
        let three = String(decoding: try WorldSnapshot.lines(
            header: .init(format: WorldSnapshot.formatName, version: 3, seed: 42, digest: try #require(world.digest), checkpoints: nil, steps: 1),
            world: (try world.canonicalJSON(), []), steps: [("device add phone", ["added iOS 18.0 device 'phone' (UTC)"])]), as: UTF8.self)
        #expect(three.contains("\"version\":3}\n") && !three.contains("\"lists\""))
        let fromThree = Session()
        try fromThree.load(try WorldSnapshot.decode(three, file: "x"), file: "x")
        expectSameWorld(fromThree, s)
        let one = "{\"digest\":\"\(s.simulation.version1Digest)\",\"format\":\"limelight-snapshot\",\"seed\":42," +
            "\"steps\":[{\"output\":[\"added iOS 18.0 device 'phone' (UTC)\"],\"source\":\"device add phone\"}],\"version\":1}"
        let loaded = Session()
        try loaded.load(try WorldSnapshot.decode(one, file: "x"), file: "x")
        expectSameWorld(loaded, s)
        let zero = one.replacingOccurrences(of: "\"version\":1", with: "\"version\":0")
        #expect(throws: SnapshotError.self) { try WorldSnapshot.decode(zero, file: "x") }
    }

    @Test func aSnapshotOf256MiBIsReadAndOneByteMoreIsRefused() {
        // Blanks, not JSON: at the limit the size passes and the JSON check refuses it; one byte more, the size does.
        let at = String(repeating: " ", count: WorldSnapshot.maximumBytes)
        #expect(throws: SnapshotError.self) { try WorldSnapshot.decode(at, file: "x") }
        do { _ = try WorldSnapshot.decode(at, file: "x") } catch { #expect("\(error)".contains("not complete JSON")) }
        do { _ = try WorldSnapshot.decode(at + " ", file: "x") } catch { #expect("\(error)".contains("more than the limit of \(WorldSnapshot.maximumBytes)")) }
    }

    @Test func aSnapshotOfAMillionStepsIsReadAndOneMoreIsRefused() throws {
        func text(_ steps: Int) -> String {
            "{\"digest\":\"-\",\"format\":\"limelight-snapshot\",\"seed\":42,\"version\":1,\"steps\":["
                + Array(repeating: "{\"output\":[],\"source\":\"\"}", count: steps).joined(separator: ",") + "]}"
        }
        #expect(try WorldSnapshot.decode(text(WorldSnapshot.maximumSteps), file: "x").steps.count == 1_000_000)
        do {
            _ = try WorldSnapshot.decode(text(WorldSnapshot.maximumSteps + 1), file: "x")
            Issue.record("a snapshot of 1,000,001 steps was read")
        } catch {
            #expect("\(error)".contains("1000001 steps, more than the limit of 1000000"))
        }
    }
}

extension WorldSnapshot {
    /// A file from its parts, in memory (`write(header:world:to:steps:)`, the steps given as values).
    static func lines(header: Header, world: (world: Data, lines: [Data])?, steps: [(String, [String])]) throws -> [UInt8] {
        var buffer = ByteBuffer()
        try write(header: header, world: world, to: &buffer) { out in
            for (source, output) in steps {
                Step.write(source: source, output: output, to: &out.json)
                try out.endLine()
            }
        }
        return buffer.bytes
    }
}
