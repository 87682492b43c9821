import Foundation
import LimelightCore
import Terminal

/// The line a long REPL step keeps rewriting on the terminal (standard error): where the simulated clock stands, where
/// it is going and how many jobs ran — drawn only after the step has run half a second, and cleared when it ends.
final class StepProgressLine {
    /// Wall-clock nanoseconds a step runs before the line appears, and between two redraws.
    static let delay: UInt64 = 500_000_000, interval: UInt64 = 200_000_000
    private var stepStarted: UInt64 = 0
    private var lastDrawn: UInt64 = 0
    private var start: SimInstant?
    private var shown = false

    /// Starts timing a new step.
    func begin() {
        stepStarted = DispatchTime.now().uptimeNanoseconds
        lastDrawn = 0
        start = nil
    }

    /// Redraws the line (at most every `interval`, from `delay` into the step on).
    func update(now: SimInstant, target: SimInstant, jobs: Int) {
        let first = start ?? now
        start = first
        let wall = DispatchTime.now().uptimeNanoseconds
        guard wall - stepStarted >= Self.delay, wall - lastDrawn >= Self.interval else { return }
        lastDrawn = wall
        let span = target.secondsSinceReferenceDate - first.secondsSinceReferenceDate
        let percent = span > 0 ? Int(100 * (now.secondsSinceReferenceDate - first.secondsSinceReferenceDate) / span) : 100
        var text = "clock \(now) → \(target) (\(percent)%), \(jobs) jobs run; Ctrl-C stops and rolls back"
        let width = (TerminalSize.current(fd: 2)?.columns ?? 80) - 1
        if text.count > width { text = String(text.prefix(max(10, width - 1))) + "…" }
        FileHandle.standardError.write(Data(("\r" + text + "\u{1B}[K").utf8))
        shown = true
    }

    /// Removes the line, if shown.
    func end() {
        guard shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        shown = false
    }
}
