import Foundation
import Testing

/// `limelight explore`'s documented bounds (Docs/Limits.md: "`explore --steps` / `--journeys` / `--time-budget` /
/// `--app` / `--step-timeout` | 100,000 / 100,000,000 / 86,400 s / 8 times / 0.1–86,400 s" and "`explore --invariants
/// FILE` | 64 MiB, 98 `invariant expect …` lines"), each at the limit and one past it, through the built `limelight`.
@Suite struct ExploreLimitTests {
    static func explore(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try CommandLineLimitTests.limelight(["explore", "--journeys", "0", "--quiet"] + arguments)
    }

    @Test func exploreTakesEightAppsAndNotNine() throws {
        let eight = try Self.explore(Array(repeating: ["--app", "simplr"], count: 8).flatMap { $0 })
        #expect(eight.status == 0, "\(eight.output)")
        #expect(!eight.output.contains("--app is given"))
        let nine = try Self.explore(Array(repeating: ["--app", "simplr"], count: 9).flatMap { $0 })
        #expect(nine.status != 0)
        #expect(nine.output.contains("--app is given 9 times; at most 8 apps"), "\(nine.output)")
    }

    @Test func exploreTakesATimeBudgetOf86400SecondsAndNotMore() throws {
        let day = try Self.explore(["--time-budget", "86400"])
        #expect(day.status == 0, "\(day.output)")
        let past = try Self.explore(["--time-budget", "86401"])
        #expect(past.status != 0)
        #expect(past.output.contains("--time-budget 86401"), "\(past.output)")
        #expect(past.output.contains("at most 86400"), "\(past.output)")
    }

    @Test func exploreTakesAStepTimeoutFromATenthOfASecond() throws {
        let tenth = try Self.explore(["--step-timeout", "0.1"])
        #expect(tenth.status == 0, "\(tenth.output)")
        let less = try Self.explore(["--step-timeout", "0.09"])
        #expect(less.status != 0)
        #expect(less.output.contains("--step-timeout 0.09: give 0.1 to 86400 seconds"), "\(less.output)")
        #expect(try Self.explore(["--step-timeout", "86400"]).status == 0)
        #expect(try Self.explore(["--step-timeout", "86401"]).status != 0)
    }

    @Test func anInvariantsFileHolds98InvariantsAndNotMore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limelight-inv-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func file(_ n: Int) throws -> String {
            let path = folder.appendingPathComponent("inv\(n).txt").path
            let lines = (0..<n).map { "invariant expect spotlight count --app all <= \(1_000 + $0)" }
            try ("# \(n) invariants\n" + lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let most = try Self.explore(["--invariants", try file(98)])
        #expect(most.status == 0, "\(most.output)")
        let past = try Self.explore(["--invariants", try file(99)])
        #expect(past.status != 0)
        #expect(past.output.contains("inv99.txt:100:1: more than 98 invariants"), "\(past.output)")
    }
}
