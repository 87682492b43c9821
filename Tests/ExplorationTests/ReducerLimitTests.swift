import Testing
@testable import Exploration
import Script

/// A runner whose candidates fail when `fails` says so: the reducer's own rules, without running scenarios.
final class RuleRunner: CandidateRunner {
    let registry = Fixtures.registry
    private(set) var runs = 0
    let fails: ([String]) -> Bool
    static let signature = FailureSignature(code: "expectation-failed", subject: "rule", message: "rule")

    init(_ fails: @escaping ([String]) -> Bool) { self.fails = fails }

    func run(_ steps: [ReducibleStep]) -> (signature: FailureSignature?, failedAt: Int?) {
        runs += 1
        return fails(steps.map(\.source)) ? (Self.signature, steps.count - 1) : (nil, nil)
    }

    func keepLastRun() {}
}

/// Explore's shrinking (Docs/Explore.md, "Shrinking"; Docs/Limits.md: the candidates a crash is shrunk with) at its
/// edges: the candidate budget to the run, single steps after halves, the rounds that repeat, a number made 0.
@Suite struct ReducerLimitTests {
    @Test func theCandidateBudgetIsKeptToTheRun() {
        // Fails only with both steps as written: every simplification is tried and refused.
        let runner = RuleRunner { $0.contains("device add phone") && $0.contains("clock advance 7d") }
        let steps = ["device add phone", "clock advance 7d"].map { ReducibleStep($0) }
        let unbounded = RuleRunner(runner.fails)
        _ = Reducer(runner: unbounded, target: RuleRunner.signature).reduce(steps)
        #expect(unbounded.runs == 8, "1 whole run, 2 removals, 3 durations, 2 shorter names")
        _ = Reducer(runner: runner, target: RuleRunner.signature, maximumRuns: 5).reduce(steps)
        #expect(runner.runs == 5)
    }

    @Test func singleStepsAreTriedWhenNoHalfCanGo() {
        let runner = RuleRunner { $0.contains("device add phone") && $0.contains("clock advance 1d") }
        let steps = ["device add a", "device add phone", "device add b", "clock advance 1d"].map { ReducibleStep($0) }
        let reduced = Reducer(runner: runner, target: RuleRunner.signature).reduce(steps)
        #expect(reduced.map(\.source) == ["device add phone", "clock advance 1d"])
    }

    @Test func theStepsGoOnceMoreWhileArgumentsChangedSomething() {
        // The app's name can only get shorter once the tablet step is gone, which takes a first round.
        let valid: Set<String> = ["7d", "1s", "1m", "1h"]
        let runner = RuleRunner { sources in
            let tablet = sources.contains("device add tablet")
            guard let app = sources.first(where: { $0.hasPrefix("app install ") }),
                  let clock = sources.first(where: { $0.hasPrefix("clock advance ") }),
                  valid.contains(String(clock.dropFirst("clock advance ".count))) else { return false }
            if clock == "clock advance 7d", !tablet { return false }
            if tablet, app != "app install focusblox" { return false }
            return true
        }
        let steps = ["device add tablet", "app install focusblox", "clock advance 7d"].map { ReducibleStep($0) }
        let reduced = Reducer(runner: runner, target: RuleRunner.signature).reduce(steps)
        #expect(reduced.map(\.source) == ["app install f", "clock advance 1s"])
    }

    @Test func aNumberIsTriedAsZeroOneAndHalf() {
        let simpler = Reducer.simplifications(of: "spotlight search milk --max 8", commandWords: 2)
        #expect(simpler.contains("spotlight search milk --max 0"))
        #expect(simpler.contains("spotlight search milk --max 1"))
        #expect(simpler.contains("spotlight search milk --max 4"))
    }
}
