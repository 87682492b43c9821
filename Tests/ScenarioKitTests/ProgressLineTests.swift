import Testing
import LimelightCore
@testable import ScenarioKit

@Suite struct ProgressLineTests {
    @Test func onlyOnATerminalAndNeverUnderCI() {
        #expect(ProgressLine.wanted(stderrIsTTY: true, isCI: false))
        #expect(!ProgressLine.wanted(stderrIsTTY: false, isCI: false))
        #expect(!ProgressLine.wanted(stderrIsTTY: true, isCI: true))
    }

    @Test func theLineFitsTheTerminalCuttingThePathFromTheLeft() {
        let p = ProgressLine(total: 108, width: 30, write: { _ in })
        #expect(p.text(done: 12, next: "Scenarios/a.scenario") == "[12/108] Scenarios/a.scenario")
        let long = p.text(done: 12, next: "Scenarios/focusblox-system/widget-rises.scenario")
        #expect(long == "[12/108] …dget-rises.scenario")
        #expect(long.count <= 29)
        #expect(p.text(done: 108, next: nil) == "[108/108]")
        #expect(p.text(done: 1, next: "a\u{1B}[2Jb") == "[1/108] a?[2Jb")
    }

    @Test func rewritesInPlaceAndClearsOnlyWhatItShowed() {
        let written = LockedBox<[String]>([])
        let p = ProgressLine(total: 2, width: 80, write: { line in written.withLock { $0.append(line) } })
        p.clear()
        #expect(written.withLock { $0.isEmpty })
        p.show(done: 0, next: "x.scenario")
        p.clear()
        p.clear()
        #expect(written.withLock { $0 } == ["\r[0/2] x.scenario\u{1B}[K", "\r\u{1B}[K"])
    }
}
