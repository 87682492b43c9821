import Foundation
import Testing
@testable import ScenarioKit

/// The command line's documented bounds (Docs/Limits.md) at the limit and one past it, through the built `limelight`
/// (the tests' own folder holds it: `swift build --build-tests` builds every product).
@Suite struct CommandLineLimitTests {
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("limelight")
    }

    /// Runs limelight in a fresh folder holding `ok.scenario` and `fail.scenario`; the exit status and the output.
    static func limelight(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limelight-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "title: t\n\ndevice add phone\n".write(to: folder.appendingPathComponent("ok.scenario"), atomically: true, encoding: .utf8)
        try "title: t\n\ndevice add phone\nexpect device state == locked\n"
            .write(to: folder.appendingPathComponent("fail.scenario"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test func theBinaryIsThere() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "\(Self.binary.path)")
    }

    @Test func runTakes256ScenariosAtOnceAndNotMore() throws {
        #expect(try Self.limelight(["run", "ok.scenario", "-j", "256"]).status == 0)
        let past = try Self.limelight(["run", "ok.scenario", "-j", "257"])
        #expect(past.status != 0)
        #expect(past.output.contains("-j 257: give 1 to 256 scenarios at once (each is a process)"))
        #expect(try Self.limelight(["run", "ok.scenario", "-j", "1"]).status == 0)
        #expect(try Self.limelight(["run", "ok.scenario", "-j", "0"]).status != 0)
    }

    @Test func exploreTakes100000StepsAndNotMore() throws {
        #expect(try Self.limelight(["explore", "--steps", "100000", "--journeys", "0"]).status == 0)
        let past = try Self.limelight(["explore", "--steps", "100001", "--journeys", "0"])
        #expect(past.status != 0)
        #expect(past.output.contains("--steps 100001: give 0 to 100000"))
    }

    @Test func reduceTakesOneRunAndNotZero() throws {
        let one = try Self.limelight(["reduce", "fail.scenario", "--max-runs", "1"])
        #expect(one.status == 0, "\(one.output)")
        let zero = try Self.limelight(["reduce", "fail.scenario", "--max-runs", "0"])
        #expect(zero.status != 0)
        #expect(zero.output.contains("--max-runs 0: give 1 to 10000000"))
    }

    @Test func aTagExpressionOf4096BytesIsReadAndOneByteMoreIsRefused() {
        let at = String(repeating: "a", count: 4_096), past = String(repeating: "a", count: 4_097)
        if case .failure(let error) = TagExpression.parse(at) { Issue.record("\(error)") }
        guard case .failure(let error) = TagExpression.parse(past) else {
            Issue.record("a 4097-byte tag expression was read")
            return
        }
        #expect("\(error)".contains("the tag expression is 4097 bytes long; the longest is 4096"))
    }
}
