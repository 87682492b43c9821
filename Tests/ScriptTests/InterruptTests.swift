import Foundation
import LimelightCore
import ReferenceApps
import Script
import Testing
import WorldDiff

@Suite struct InterruptTests {
    /// A session with a FocusBlox widget, whose timeline reloads make a long `clock advance` run many jobs.
    func widgetSession() -> Session {
        let session = Session(seed: 7, catalog: ReferenceAppCatalog.catalog)
        for line in ["device add phone", "app install focusblox", "app launch focusblox", "widgets add QuickCaptureWidget"] {
            #expect(!session.execute(line).failed, "\(line)")
        }
        return session
    }

    @Test func ctrlCStopsAStepAndRollsItBack() {
        let session = widgetSession()
        let before = WorldSample(session)
        let steps = session.transcript.count
        var asked = 0
        session.interruptCheck = { asked += 1; return asked == 3 }
        let outcome = session.execute("clock advance 3650d")
        #expect(outcome.failed)
        #expect(outcome.diagnostics.first?.code == "interrupted")
        #expect(outcome.diagnostics.first?.message.contains("rolled back") == true)
        expectSameWorld(session, before)
        #expect(session.transcript.count == steps)
        // The session goes on: the same step without an interrupt runs to its end.
        session.interruptCheck = { false }
        #expect(!session.execute("clock advance 30d").failed)
        #expect(session.transcript.count == steps + 1)
    }

    @Test func noInterruptCheckMeansTheStepRuns() {
        let session = widgetSession()
        let outcome = session.execute("clock advance 365d")
        #expect(!outcome.failed)
        #expect(session.simulation.runtime.scheduler.shouldInterrupt == nil)
    }
}

@Suite struct HelpOverviewTests {
    let registry = StandardCommands.registry(catalog: ReferenceAppCatalog.catalog)

    @Test func theOverviewFitsAScreenAndSaysWhatToTypeFirst() throws {
        let lines = try HelpRenderer(registry: registry).help(for: [])
        #expect(lines.count <= 40)
        #expect(lines.contains { $0.contains("device add phone") })
        for (topic, _) in registry.topics {
            #expect(lines.contains { $0.hasPrefix("  " + HelpRenderer.slug(topic) + " ") }, "\(topic) is not listed")
        }
    }

    @Test func everyTopicHasAPageAndAllListsEveryCommand() throws {
        let help = HelpRenderer(registry: registry)
        for (topic, commands) in registry.topics {
            let page = try help.help(for: [HelpRenderer.slug(topic)])
            for c in commands { #expect(page.contains { $0.hasPrefix("  " + c.name + " ") }, "\(c.name) missing from help \(topic)") }
        }
        let all = try help.help(for: ["all"])
        for c in registry.commands { #expect(all.contains { $0.hasPrefix("  " + c.name + " ") }) }
        #expect(throws: CommandError.self) { try help.help(for: ["widgts"]) }
    }

    @Test func helpWrapsToTheWidthUnderTheSummaryColumn() throws {
        let lines = try HelpRenderer(registry: registry, width: 60).help(for: ["all"])
        // Only a word too long for the summary column (an Apple signature) may pass the width, and it ends its line.
        #expect(lines.allSatisfy { $0.count <= 60 || ($0.split(separator: " ").last?.count ?? 0) > 60 - 30 })
        #expect(lines.contains { $0.hasPrefix("  checkpoint ") })
        let wrapped = try #require(lines.firstIndex { $0.hasPrefix("  spotlight search ") })
        #expect(lines[wrapped + 1].hasPrefix(String(repeating: " ", count: 30)))
        // Without a width the lines stay as they are (scenarios print the same bytes everywhere).
        let plain = try HelpRenderer(registry: registry).help(for: ["all"])
        #expect(plain.contains { $0.count > 60 })
    }
}

@Suite struct ShownResultTests {
    func notes() -> Session {
        let session = Session(seed: 1, catalog: ReferenceAppCatalog.catalog)
        for line in ["device add phone", "app install com.example.notes", "spotlight index n1 --title Milk",
                     "spotlight index n2 --title \"Milk chocolate\"", "clock advance 1s"] {
            #expect(!session.execute(line).failed, "\(line)")
        }
        return session
    }

    @Test func aResultNumberTapsTheRowItWasShownWith() {
        let session = notes()
        #expect(session.execute("spotlight search chocolate").output.contains { $0.contains("1. Milk chocolate") })
        let tap = session.execute("spotlight tap 1")
        #expect(!tap.failed)
        #expect(tap.output.first?.contains("presented=item(n2)") == true)
        let past = session.execute("spotlight tap 2")
        #expect(past.diagnostics.first?.message == "the last result list on phone has 1 row, not 2")
        #expect(past.diagnostics.first?.range.start.column == 15)
    }

    @Test func tabListsTitlesBesideIdentifiers() {
        let session = notes()
        let r = Completer(session: session).completeDescribed(line: "spotlight tap ", cursor: 14)
        #expect(r.candidates == ["n1", "n2"])
        #expect(r.descriptions == ["n1": "Milk", "n2": "Milk chocolate"])
        // Command words have no descriptions.
        #expect(Completer(session: session).completeDescribed(line: "spotlight t", cursor: 11).descriptions.isEmpty)
    }
}

@Suite struct StepProgressTests {
    @Test func aLongStepReportsProgressAndTheWorldIsTheSameWithOrWithout() {
        let watched = InterruptTests().widgetSession(), plain = InterruptTests().widgetSession()
        var reports: [(SimInstant, SimInstant, Int)] = []
        watched.stepProgress = { reports.append(($0, $1, $2)) }
        #expect(!watched.execute("clock advance 365d").failed)
        #expect(!plain.execute("clock advance 365d").failed)
        #expect(reports.count > 1)
        #expect(reports.allSatisfy { $0.0 <= $0.1 && $0.2 % 4096 == 4095 })
        #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.0 <= $1.0 })
        expectSameWorld(watched, plain)
    }
}
