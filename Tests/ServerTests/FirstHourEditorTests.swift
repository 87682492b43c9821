import LimelightCore
import Testing
@testable import Server

/// What an editor user met in the first hour: a run of a file with an error says it did not run and where, and
/// `spotlight tap ` completion lists identifiers with their titles (not bare UUIDs).
@Suite struct FirstHourEditorTests {
    func runMessage(_ h: ServerHarness, _ uri: String) -> String {
        let run = h.request("workspace/executeCommand", ["command": "limelight.runScenario", "arguments": [.string(uri)]])
        return run.notifications.first { $0["method"] == "window/showMessage" }?["params"]?["message"]?.stringValue ?? ""
    }

    @Test func aRunOfAFileWithAnErrorSaysItDidNotRunAndWhere() {
        let h = ServerHarness()
        _ = h.open("file:///typo.scenario", "title: typo\n\ndevice add phone\ndevcie list\n")
        #expect(runMessage(h, "file:///typo.scenario") == "typo: not run — line 4: unknown command 'devcie' (fix the errors first)")
        _ = h.open("file:///fails.scenario", "title: fails\n\ndevice add phone\nexpect device state == locked\n")
        #expect(runMessage(h, "file:///fails.scenario").hasPrefix("fails: failed at line 4: "))
        #expect(runMessage(h, "file:///fails.scenario").hasSuffix("(1 step passed)"))
        _ = h.open("file:///ok.scenario", "title: ok\n\ndevice add phone\n")
        #expect(runMessage(h, "file:///ok.scenario") == "ok: passed (1 step passed)")
    }

    @Test func tapCompletionShowsTitles() {
        let h = ServerHarness()
        let text = "device add phone\napp install focusblox\napp launch focusblox\ntask add Einkaufen\nclock advance 1s\nspotlight tap \n"
        _ = h.open("file:///t.scenario", text)
        let items = h.request("textDocument/completion", ["textDocument": ["uri": "file:///t.scenario"],
                                                          "position": ["line": 5, "character": 14]]).response["result"]?["items"]?.arrayValue ?? []
        #expect(!items.isEmpty)
        #expect(items.allSatisfy { $0["detail"] == "Einkaufen" }, "\(items)")
        #expect(items.first?["labelDetails"]?["description"] == "Einkaufen")
    }
}
