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
