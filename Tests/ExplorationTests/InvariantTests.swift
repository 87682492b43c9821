import Testing
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
