import Foundation
import Testing
@testable import Server

/// `limelight.runScenario` reads only `.scenario` files inside the declared workspace folders and never echoes others.
@Suite struct WorkspaceRootsTests {
    let secret = "root:x:0:0:root:/root:/bin/bash"

    func run(_ h: ServerHarness, _ uri: String) -> JSONValue {
        h.request("workspace/executeCommand", ["command": "limelight.runScenario", "arguments": [.string(uri)]]).response
    }

    @Test func filesOutsideTheWorkspaceAreRefusedWithoutTheirContent() throws {
        let h = ServerHarness(files: ["/etc/passwd": secret, "/ws/a.scenario": "help\n", "/other/b.scenario": "help\n"], root: "file:///ws")
        for uri in ["file:///etc/passwd", "file:///other/b.scenario", "file:///ws/../etc/passwd", "file:///ws/../other/b.scenario"] {
            let response = run(h, uri)
            #expect(response["error"]?["code"] == -32602)
            #expect(!response.serialized.contains("root:x"))
        }
        #expect(run(h, "file:///ws/a.scenario")["result"]?["status"] == "passed")
    }

    @Test func withoutWorkspaceFoldersOnlyOpenDocumentsRun() {
        let h = ServerHarness(files: ["/ws/a.scenario": "help\n"])
        #expect(run(h, "file:///ws/a.scenario")["error"]?["message"]?.stringValue?.contains("no workspace folder") == true)
        _ = h.open("file:///ws/a.scenario", "help\n")
        #expect(run(h, "file:///ws/a.scenario")["result"]?["status"] == "passed")
    }

    @Test func aSymbolicLinkOutOfTheWorkspaceIsRefused() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("limelight-roots-\(getpid())")
        let ws = base.appendingPathComponent("ws")
        try FileManager.default.createDirectory(at: ws, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        let outside = base.appendingPathComponent("outside.scenario")
        try "help\n".write(to: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: ws.appendingPathComponent("link.scenario"), withDestinationURL: outside)
        let h = ServerHarness(files: [outside.path: "help\n"], root: ws.absoluteString)
        #expect(run(h, ws.appendingPathComponent("link.scenario").absoluteString)["error"]?["code"] == -32602)
    }

    @Test func foldersFollowWorkspaceFolderChanges() {
        let h = ServerHarness(files: ["/b/x.scenario": "help\n"], root: "file:///a")
        #expect(run(h, "file:///b/x.scenario")["error"] != nil)
        _ = h.notify("workspace/didChangeWorkspaceFolders", ["event": ["added": [["uri": "file:///b", "name": "b"]], "removed": []]])
        #expect(run(h, "file:///b/x.scenario")["result"]?["status"] == "passed")
    }

    @Test func shutdownAndExitAcceptNullParams() {
        let h = ServerHarness()
        let id = 99
        let out = h.server.handle(message: ["jsonrpc": "2.0", "id": .int(id), "method": "shutdown", "params": .null])
        #expect(out.first?["result"] == .null && out.first?["error"] == nil)
        _ = h.server.handle(message: ["jsonrpc": "2.0", "method": "exit", "params": .null])
        #expect(h.server.exitCode == 0)
    }

    @Test func integerIdsAndNumbersRoundTripExactly() throws {
        let value = try JSONValue.parse(#"{"id":9007199254740993,"n":-9223372036854775808,"x":1.5,"e":1e3}"#)
        #expect(value["id"]?.intValue == 9_007_199_254_740_993)
        #expect(value["n"]?.intValue == Int.min)
        #expect(value.serialized == #"{"e":1000,"id":9007199254740993,"n":-9223372036854775808,"x":1.5}"#)
        #expect(throws: JSONParseError.self) { try JSONValue.parse("[" + String(repeating: "[", count: 10_000)) }
        #expect(throws: JSONParseError.self) { try JSONValue.parse("1e999") }
    }
}
