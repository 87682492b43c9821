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

    @Test func saveWritesItsFileInsideTheWorkspaceOnly() throws {
        let folder = NSTemporaryDirectory() + "limelight-server-save-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let h = ServerHarness(root: URL(fileURLWithPath: folder).absoluteString)
        let id = h.request("limelight/openSession", [:]).response["result"]?["sessionId"] ?? .null
        _ = h.request("limelight/eval", ["sessionId": id, "line": "device add phone"])
        _ = h.request("limelight/eval", ["sessionId": id, "line": "expect error device add tablet"])
        let saved = h.request("limelight/eval", ["sessionId": id, "line": "save repro.scenario"]).response["result"]
        #expect(saved?["output"] == .array([.string("saved 2 steps to repro.scenario")]))
        let text = String(decoding: try #require(FileManager.default.contents(atPath: folder + "/repro.scenario")), as: UTF8.self)
        #expect(text.contains("expect error expect error device add tablet\n"))
        for outside in ["../escape.scenario", "/tmp/elsewhere.scenario", "notes.txt"] {
            let refused = h.request("limelight/eval", ["sessionId": id, "line": .string("save \(outside)")]).response["result"]
            #expect(refused?["diagnostics"]?.arrayValue?.first?["code"] == "write-failed")
        }
        #expect(!FileManager.default.fileExists(atPath: (folder as NSString).deletingLastPathComponent + "/escape.scenario"))
    }
}

/// A server session's snapshots stay inside the client's workspace folder.
@Suite struct SessionSnapshotConfinementTests {
    @Test func withoutAWorkspaceASessionWritesNoSnapshot() {
        let h = ServerHarness()
        let id = h.request("limelight/openSession", [:]).response["result"]?["sessionId"] ?? .null
        let out = h.request("limelight/eval", ["sessionId": id, "line": "snapshot save /tmp/limelight-escape.snapshot"]).response["result"]
        #expect(out?["diagnostics"]?.arrayValue?.first?["message"]?.stringValue?.contains("no workspace folder") == true)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/limelight-escape.snapshot"))
    }

    @Test func withAWorkspaceSnapshotsStayInside() throws {
        let folder = NSTemporaryDirectory() + "limelight-session-snap-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let h = ServerHarness(root: URL(fileURLWithPath: folder).absoluteString)
        let id = h.request("limelight/openSession", [:]).response["result"]?["sessionId"] ?? .null
        _ = h.request("limelight/eval", ["sessionId": id, "line": "device add phone"])
        let inside = h.request("limelight/eval", ["sessionId": id, "line": "snapshot save start.snapshot"]).response["result"]
        #expect(inside?["diagnostics"]?.arrayValue?.isEmpty == true)
        #expect(FileManager.default.fileExists(atPath: folder + "/start.snapshot"))
        let outside = h.request("limelight/eval", ["sessionId": id, "line": "snapshot save ../escape.snapshot"]).response["result"]
        #expect(outside?["diagnostics"]?.arrayValue?.isEmpty == false)
    }
}
