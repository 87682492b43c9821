import Foundation
import Testing
import Server

@Suite struct SessionForkAndSaveTests {
    @Test func forkGivesAnIndependentSession() {
        let h = ServerHarness()
        let id = h.request("limelight/openSession", [:]).response["result"]?["sessionId"] ?? .null
        _ = h.request("limelight/eval", ["sessionId": id, "line": "device add phone"])
        let fork = h.request("limelight/fork", ["sessionId": id]).response["result"]
        let copy = fork?["sessionId"] ?? .null
        #expect(copy != id)
        #expect(fork?["state"]?["selectedDevice"] == "phone")
        _ = h.request("limelight/eval", ["sessionId": copy, "line": "device add mac"])
        let original = h.request("limelight/eval", ["sessionId": id, "line": "state digest"]).response["result"]
        let forked = h.request("limelight/eval", ["sessionId": copy, "line": "state digest"]).response["result"]
        #expect(original?["output"] != forked?["output"])
        #expect(original?["state"]?["selectedDevice"] == "phone")
        #expect(h.request("limelight/fork", ["sessionId": "nope"]).response["error"]?["code"] == -32602)
    }

    @Test func saveWritesItsFile() throws {
        let h = ServerHarness()
        let id = h.request("limelight/openSession", [:]).response["result"]?["sessionId"] ?? .null
        _ = h.request("limelight/eval", ["sessionId": id, "line": "device add phone"])
        _ = h.request("limelight/eval", ["sessionId": id, "line": "expect error device add tablet"])
        let path = NSTemporaryDirectory() + "limelight-server-save-\(UUID().uuidString).scenario"
        let saved = h.request("limelight/eval", ["sessionId": id, "line": .string("save \(path)")]).response["result"]
        #expect(saved?["output"] == .array([.string("saved 2 steps to \(path)")]))
        let text = String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
        #expect(text.contains("expect error expect error device add tablet\n"))
        try? FileManager.default.removeItem(atPath: path)
    }
}
