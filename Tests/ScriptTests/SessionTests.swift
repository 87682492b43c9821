import Testing
import WorldDiff
import LimelightCore
import SimulatorKit
@testable import Script

@Suite struct SessionTests {
    @Test func runsCommandsAndKeepsStateAfterAnError() {
        let s = Session()
        #expect(!s.execute("device add phone").failed)
        #expect(!s.execute("app install com.example.notes").failed)
        #expect(!s.execute("spotlight index n1 --title Milk").failed)
        let bad = s.execute("spotlight indx n2")
        #expect(bad.failed)
        #expect(bad.diagnostics.first?.suggestion?.contains("spotlight index") == true)
        #expect(!s.execute("expect spotlight count == 1").failed)
    }

    @Test func failedExpectationStatesTheDirection() {
        let s = Session()
        _ = s.execute("device add phone")
        _ = s.execute("app install com.example.notes")
        let r = s.execute("expect spotlight count == 3")
        #expect(r.expectationFailure?.message == "expect spotlight count == 3: expected to be 3, but it is 0")
    }

    @Test func expectErrorPassesOnlyWhenTheCommandFails() {
        let s = Session()
        #expect(!s.execute("expect error devcie list").failed)
        _ = s.execute("device add phone")
        let r = s.execute("expect error device list")
        #expect(r.failed)
        #expect(r.diagnostics.first?.message == "expected this command to fail, but it succeeded")
    }

    @Test func transcriptReplaysAsAScenario() {
        let s = Session()
        _ = s.execute("device add phone")
        _ = s.execute("devcie list")
        _ = s.execute("help clock")
        _ = s.execute("device add phone")
        let text = s.transcriptScenario(title: "t")
        #expect(text == "title: t\n\ndevice add phone\n> added iOS 18.0 device 'phone' (UTC)\n"
            + "expect error device add phone\n> error: a device named 'phone' already exists\n> help: pick another name, or 'device select phone'\n")
        let replay = Session()
        let file = ScriptParser(registry: replay.registry).parse(text)
        #expect(file.steps.count == 2)
        for step in file.steps {
            let outcome = replay.execute(step.source)
            #expect(!outcome.failed, "\(step.source)")
            #expect(outcome.output == step.golden, "\(step.source)")
        }
        expectSameWorld(replay, s)
    }

    @Test func sameInputGivesSameOutput() {
        func run() -> [String] {
            let s = Session(seed: 9)
            return ["device add phone", "app install com.example.notes", "spotlight index a --title A", "spotlight lose --fraction 0.5",
                    "spotlight pending", "log"].flatMap { s.execute($0).output }
        }
        #expect(run() == run())
    }
}

@Suite struct CompleterTests {
    @Test func completesCommandsOptionsAndLiveNames() {
        let s = Session()
        _ = s.execute("device add phone")
        let c = Completer(session: s)
        #expect(c.complete(line: "he", cursor: 2).candidates == ["help"])
        #expect(c.complete(line: "device a", cursor: 8).candidates == ["add"])
        #expect(c.complete(line: "device add x --pl", cursor: 17).candidates == ["--platform"])
        #expect(c.complete(line: "device add x --platform ", cursor: 24).candidates == ["ios", "macos"])
        #expect(c.complete(line: "device select ", cursor: 14).candidates == ["phone"])
        let r = c.complete(line: "clock adv", cursor: 9)
        #expect(r.start == 6)
        #expect(r.candidates == ["advance"])
    }
}

@Suite struct HelpTests {
    @Test func everyCommandHasASummaryAndAHelpPage() throws {
        let registry = StandardCommands.registry(catalog: AppCatalog([]))
        let help = HelpRenderer(registry: registry)
        for c in registry.commands {
            #expect(!c.summary.isEmpty, "\(c.name) has no summary")
            #expect(help.page(c).first?.hasPrefix("usage: \(c.name)") == true)
        }
        #expect(try help.help(for: ["device"]).first == "device commands:")
        #expect(throws: CommandError.self) { try help.help(for: ["devcie"]) }
    }
}
