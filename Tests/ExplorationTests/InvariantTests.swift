import Testing
import Exploration
import Script

/// `invariant expect …`: declared once, read after every later step, reported at the step that broke it.
@Suite struct InvariantTests {
    @Test func aBrokenInvariantFailsTheStepThatBrokeItAndKeepsItInTheTranscript() {
        let (session, outcomes) = Fixtures.session(running: [
            "invariant expect violations searchable-matches-model == (none)",
            "device add phone", "app install focusblox --spotlight-behaviour spec", "task add Einkaufen", "clock advance 1s",
            "task complete Einkaufen",
        ])
        #expect(outcomes[0].output == ["invariant 1: expect violations searchable-matches-model == (none)"])
        #expect(outcomes[..<5].allSatisfy { !$0.failed })
        let failure = try? #require(outcomes[5].invariantFailure)
        #expect(failure?.code == "invariant-failed")
        #expect(failure?.range.start.line == 6)
        #expect(failure?.message.contains("\"Einkaufen\"") == true)
        #expect(failure?.message.contains("(line 1)") == true)
        #expect(session.transcript.last?.source == "task complete Einkaufen")
    }

    @Test func theCorrectedAppKeepsTheInvariant() {
        let (_, outcomes) = Fixtures.session(running: [
            "invariant expect violations searchable-matches-model == (none)",
            "device add phone", "app install focusblox --spotlight-behaviour corrected", "task add Einkaufen", "clock advance 1s",
            "task complete Einkaufen", "clock advance 1s", "task add Milch", "task delete Milch", "clock advance 1m",
        ])
        #expect(outcomes.allSatisfy { !$0.failed })
    }

    /// The other direction (what the model wants is in Spotlight after the launch reindex) on the reference apps:
    /// relaunches, an OS update that loses the index, faults, quotas, expiry and a locked device are no violation.
    @Test(arguments: ["focusblox --spotlight-behaviour corrected", "focusblox --spotlight-behaviour spec", "simplr", "portfolio"])
    func theReferenceAppsReindexEverythingTheirModelWants(app: String) {
        let name = String(app.split(separator: " ")[0])
        let actions = name == "portfolio" ? ["project add Home", "item add Paint --project Home", "item add Shelf --project Home"]
            : ["task add Einkaufen", "task add Milch", "task add Brot", "task delete Milch"]
        let lines = ["invariant expect violations searchable-matches-model == (none)", "device add phone", "app install \(app)", "app launch \(name)"]
            + actions + [
                "app terminate \(name)", "app launch \(name)", "device update-os 19.0", "app launch \(name)", "clock advance 31d",
                "app terminate \(name)", "app launch \(name)", "spotlight fail quotaExceeded --app \(name) --count 3", "app terminate \(name)",
                "app launch \(name)", "spotlight config --latency 5s", "app crash \(name)", "app launch \(name)", "device lock",
                "clock advance 10s", "device unlock", "spotlight lose --fraction 0.5", "app terminate \(name)", "app launch \(name)",
                "clock advance 1m",
            ]
        let (_, outcomes) = Fixtures.session(running: lines)
        for (line, outcome) in zip(lines, outcomes) where outcome.failed {
            Issue.record("\(line): \(outcome.invariantFailure?.message ?? outcome.diagnostics.map(\.message).joined())")
        }
    }

    /// Missing after the launch reindex is reported the way "in Spotlight but not in the model" is, and the FocusBlox
    /// spec bug is still the first violation explore finds.
    @Test func theSpecBugIsStillFoundFirst() throws {
        var options = ExploreOptions()
        options.seed = 3
        options.apps = ["focusblox"]
        let report = try Explorer(options: options, catalog: Fixtures.catalog, registry: Fixtures.registry).run()
        #expect(report.violation?.signature.message.contains("is in Spotlight, but the app's model says it is not searchable") == true)
    }

    @Test func anInvariantThatCannotReadYetIsNotChecked() {
        let (_, outcomes) = Fixtures.session(running: ["invariant expect spotlight count <= 0", "device add phone", "app install com.a.b"])
        #expect(outcomes.allSatisfy { !$0.failed })
    }

    @Test func onlyExpectLinesThatReadTheWorldAreInvariants() {
        let (session, outcomes) = Fixtures.session(running: ["invariant device add phone", "invariant expect nonsense", "invariant expect spotlight count <= x"])
        #expect(outcomes[0].diagnostics.first?.code == "bad-invariant")
        #expect(outcomes[1].diagnostics.first?.code == "unknown-command")
        #expect(outcomes[1].diagnostics.first?.range.start.column == 18)
        #expect(session.invariants.count == 1)
    }

    @Test func aSessionHoldsAtMostAHundredInvariants() {
        let lines = Array(repeating: "invariant expect spotlight count >= 0", count: 101)
        let (session, outcomes) = Fixtures.session(running: lines)
        #expect(session.invariants.count == 100)
        #expect(outcomes[100].failed)
        #expect(outcomes[100].diagnostics.first?.message.contains("100 invariants") == true)
    }

    @Test func resetForgetsTheInvariants() {
        let (session, _) = Fixtures.session(running: ["invariant expect spotlight count <= 0"])
        session.reset()
        #expect(session.invariants.isEmpty)
    }
}

/// `invariant expect A OP expect B`: two probes read after every step and compared.
@Suite struct ProbeComparisonInvariantTests {
    @Test func twoProbesAreComparedAfterEveryStep() {
        let (_, outcomes) = Fixtures.session(running: [
            "invariant expect spotlight count --app com.a.b <= expect spotlight count --app com.c.d",
            "device add phone", "app install com.a.b", "app install com.c.d", "app select com.c.d",
            "spotlight index y --title one", "clock advance 1s", "app select com.a.b", "spotlight index x --title hi", "clock advance 1s",
            "spotlight index z --title two", "clock advance 1s",
        ])
        #expect(outcomes[..<10].allSatisfy { !$0.failed })
        let failure = outcomes[10].invariantFailure
        #expect(failure?.message.contains("expected to be at most 1, but it is 2 (1 is what 'expect spotlight count --app com.c.d' reads)") == true)
    }

    @Test func bothSidesMustBeProbesWithoutTheirOwnComparison() {
        let (session, outcomes) = Fixtures.session(running: [
            "invariant expect spotlight count == 1 <= expect spotlight count", "invariant expect spotlight count <= expect device add x",
        ])
        #expect(outcomes[0].diagnostics.first?.code == "bad-invariant")
        #expect(outcomes[1].diagnostics.first?.range.start.column == 51)
        #expect(session.invariants.isEmpty)
    }
}
