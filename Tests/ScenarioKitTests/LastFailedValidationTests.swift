import Testing
@testable import ScenarioKit

@Suite struct LastFailedValidationTests {
    @Test func readsPathsSkippingCommentsAndBlanks() throws {
        let text = LastFailed.render(["Scenarios/a.scenario", "b.scenario"]) + "\n"
        let entries = try LastFailed.entries(Array(text.utf8), file: "state").get()
        #expect(entries == [LastFailed.Entry(line: 2, path: "Scenarios/a.scenario"), LastFailed.Entry(line: 3, path: "b.scenario")])
    }

    @Test func aLineThatIsNotAScenarioPathIsAnErrorAtItsLine() {
        let text = "# header\na.scenario\ngarbage here\n"
        let result = LastFailed.entries(Array(text.utf8), file: ".limelight/last-failed")
        guard case .failure(let error) = result else { Issue.record("accepted a damaged file"); return }
        #expect(error.line == 3)
        #expect(error.description.hasPrefix(".limelight/last-failed:3: 'garbage here' is not a scenario path"))
        #expect(error.description.contains("delete it"))
    }

    @Test func binaryContentIsAnErrorAtItsLine() {
        let bytes: [UInt8] = Array("a.scenario\n".utf8) + [0xFF, 0xFE, 0x00, 0x0A]
        guard case .failure(let error) = LastFailed.entries(bytes, file: "s") else { Issue.record("accepted binary"); return }
        #expect(error.line == 2)
        #expect(error.message.hasPrefix("not UTF-8 text"))
    }

    @Test func aControlCharacterIsAnError() {
        guard case .failure(let error) = LastFailed.entries(Array("a\u{1}b.scenario\n".utf8), file: "s") else { Issue.record("accepted"); return }
        #expect(error.message.hasPrefix("a control character"))
    }

    @Test func anOverlongLineIsAnError() {
        let line = String(repeating: "x", count: LastFailed.maxLineBytes + 1) + ".scenario"
        guard case .failure(let error) = LastFailed.entries(Array(line.utf8), file: "s") else { Issue.record("accepted"); return }
        #expect(error.line == 1)
        #expect(error.message.contains("at most \(LastFailed.maxLineBytes)"))
    }
}
