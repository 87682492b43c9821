import Testing
import LimelightCore
import SimulatorKit
@testable import Script

@Suite struct ScreenCommandTests {
    func run(_ lines: [String], charset: ScreenCharset = .ascii) -> StepOutcome {
        let session = Session()
        session.screenCharset = charset
        var last = StepOutcome()
        for (n, l) in lines.enumerated() { last = session.execute(l, line: n + 1) }
        return last
    }

    @Test func withNoDeviceItSaysWhatToTypeFirst() {
        let out = run(["screen"]).output
        #expect(out.contains("|   device add phone                   |"))
        #expect(out.count == 8)
    }

    @Test func theHomeScreenAndTheLockScreen() {
        let home = run(["device add phone", "screen --width 30"], charset: .unicode).output
        #expect(home.first == "┌" + String(repeating: "─", count: 28) + "┐")
        #expect(home.contains("│ No widgets yet.            │"))
        let locked = run(["device add phone", "device lock", "screen"]).output
        #expect(locked.contains("|   device unlock                      |"))
    }

    @Test func widthOutOfBoundsIsALocatedError() throws {
        for (line, column) in [("screen --width 19", 16), ("screen --width 201", 16), ("screen home --width x", 21)] {
            let outcome = run(["device add phone", line])
            let d = try #require(outcome.diagnostics.first, "\(line)")
            #expect(d.message.contains(line.hasSuffix("x") ? "'--width'" : "is not a width from 20 to 200 columns"), "\(d.message)")
            #expect(d.range.start.column == column, "\(line)")
        }
    }

    @Test func aSearchStaysUpUntilThePersonDoesSomethingElse() {
        let searched = run(["device add phone", "spotlight search milk", "clock advance 1h", "screen"]).output
        #expect(searched.contains("| Search: milk                         |"))
        #expect(searched.contains("| Nothing matches \"milk\".              |"))
        let locked = run(["device add phone", "spotlight search milk", "device lock", "device unlock", "screen"]).output
        #expect(locked.contains("| phone: Home Screen  2026-01-05 09:00 |"))
        let other = run(["device add phone", "device add tablet", "spotlight search milk", "device select phone", "screen --device tablet"]).output
        #expect(other.contains("| Search: milk                         |"))
    }

    @Test func aSearchScreenNeedsASearch() {
        let out = run(["device add phone", "screen search"]).output
        #expect(out.contains("|   spotlight search TEXT              |"))
    }
}
