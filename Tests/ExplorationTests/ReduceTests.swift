import Testing
@testable import Exploration
import ScenarioKit
import Script

/// `reduce`: delta debugging over steps, then arguments, keeping the failure signature.
@Suite struct ReduceTests {
    @Test func aThousandStepRecordedSessionComesDownToTheFiveStepsItsFailureNeeds() throws {
        let text = RecordedSessionFixture.focusBloxBug(steps: 1_000, catalog: Fixtures.catalog, registry: Fixtures.registry)
        let result = try ScenarioReduction.reduce(text: text, path: "recorded.scenario", catalog: Fixtures.catalog, registry: Fixtures.registry)
        #expect(result.before == 1_000)
        #expect(result.after == 5)
        #expect(result.signature.code == "expectation-failed")
        #expect(result.text.contains("task complete Einkaufen\n") || result.text.contains("task complete E\n"))
        // The result fails under `run` the same way.
        let run = ScenarioRunner(catalog: Fixtures.catalog).run(path: "reduced.scenario", text: result.text)
        #expect(run.status == .failed)
        #expect(run.failure?.step == "expect violations searchable-matches-model == (none)")
    }

    @Test func aPassingScenarioHasNothingToReduce() {
        #expect(throws: ExploreError.self) {
            try ScenarioReduction.reduce(text: "device add phone\n", path: "p.scenario", catalog: Fixtures.catalog, registry: Fixtures.registry)
        }
    }

    @Test func aScenarioThatDoesNotParseIsLocated() {
        do {
            _ = try ScenarioReduction.reduce(text: "device add phone\ndevcie list\n", path: "p.scenario", catalog: Fixtures.catalog, registry: Fixtures.registry)
            Issue.record("expected an error")
        } catch let error as ExploreError {
            #expect(error.message.hasPrefix("p.scenario:2:1: unknown command 'devcie'"))
        } catch { Issue.record("\(error)") }
    }

    @Test func theHeaderIsKeptAndTheSeedWrittenOut() throws {
        let text = "title: Bug\ntags: a b\nxfail: known\nseed: 7\n\ndevice add phone\nclock advance 1d\nexpect device state == locked\n"
        let result = try ScenarioReduction.reduce(text: text, path: "b.scenario", catalog: Fixtures.catalog, registry: Fixtures.registry)
        #expect(result.text.hasPrefix("title: Bug (reduced)\ntags: a b\nseed: 7\nxfail: known\n"))
        #expect(result.after == 2)
    }

    @Test func theCodeSignatureAcceptsAnyFailureOfThatKind() throws {
        let text = "device add phone\napp install focusblox\ntask add a\nexpect spotlight count == 5\n"
        let strict = try ScenarioReduction.reduce(text: text, path: "s", catalog: Fixtures.catalog, registry: Fixtures.registry, match: .failure)
        let loose = try ScenarioReduction.reduce(text: text, path: "s", catalog: Fixtures.catalog, registry: Fixtures.registry, match: .code)
        #expect(strict.after >= loose.after)
    }

    @Test func argumentsGetSimpler() {
        let simpler = Reducer.simplifications(of: "task add \"Steuer Belege\" --description long", commandWords: 2)
        #expect(simpler.contains("task add \"Steuer Belege\""))
        #expect(simpler.contains("task add S --description long"))
        #expect(Reducer.simplifications(of: "clock advance 31d", commandWords: 2).contains("clock advance 1s"))
        #expect(Reducer.simplifications(of: "widgets show", commandWords: 2).isEmpty)
        #expect(Reducer.simplifications(of: "clock set now+2d", commandWords: 2) == ["clock set now"])
    }

    @Test func goldenOutputIsKeptOnlyWhereTheFailureIs() throws {
        let text = "device add phone\n> added iOS 18.0 device 'phone' (UTC)\nclock show\n> wrong\n"
        let result = try ScenarioReduction.reduce(text: text, path: "g", catalog: Fixtures.catalog, registry: Fixtures.registry)
        #expect(result.signature.code == "output-differs")
        #expect(result.text.hasSuffix("clock show\n> wrong\n"))
        #expect(result.after == 1)
    }
}

/// `StepRunner`: a list that starts from a kept world fails exactly as the same list run from the start.
@Suite struct StepRunnerTests {
    static let steps = ["invariant expect violations searchable-matches-model == (none)", "device add phone", "app install focusblox",
                        "task add a", "clock advance 1m", "task add b", "tips", "task complete b", "widgets show"].map { ReducibleStep($0) }

    @Test func aListStartedFromAKeptWorldFailsAsTheSameListFromTheStart() {
        let reusing = StepRunner(catalog: Fixtures.catalog, registry: Fixtures.registry, seed: 42)
        _ = reusing.run(Self.steps)
        reusing.keepLastRun()
        var candidate = Self.steps
        candidate.remove(at: 6)
        let fromKept = reusing.run(candidate)
        let fresh = StepRunner(catalog: Fixtures.catalog, registry: Fixtures.registry, seed: 42).run(candidate)
        #expect(fromKept.signature == fresh.signature)
        #expect(fromKept.failedAt == 6)
        #expect(fromKept.signature?.message.contains("\"b\"") == true)
        #expect(reusing.stepsRun < 2 * Self.steps.count)
    }

    @Test func explorersOwnChecksCatchATapThatSaysNothing() {
        let outcome = StepOutcome()
        var ran = outcome
        ran.ran = true
        let (session, _) = Fixtures.session(running: ["device add phone"])
        let found = Explorer.builtinCheck(session, session.simulation.runtime.now, ReducibleStep("spotlight tap 1"), ran)
        #expect(found?.code == "tap-unreported")
        #expect(Explorer.builtinCheck(session, session.simulation.runtime.now, ReducibleStep("tips"), ran) == nil)
    }
}
