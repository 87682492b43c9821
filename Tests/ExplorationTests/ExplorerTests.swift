import Testing
@testable import Exploration
import Script

/// `explore`: finds FocusBlox's spec bug with no hint, shrinks it, is deterministic, and stays quiet on corrected apps.
@Suite struct ExplorerTests {
    static func explore(_ apps: [String], seed: UInt64, journeys: Int = 50) throws -> ExploreReport {
        var options = ExploreOptions()
        options.apps = apps
        options.seed = seed
        options.journeys = journeys
        return try Explorer(options: options, catalog: Fixtures.catalog, registry: Fixtures.registry).run()
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func findsTheCompletedTaskThatStaysSearchable(seed: UInt64) throws {
        let report = try Self.explore(["focusblox"], seed: seed)
        let violation = try #require(report.violation)
        #expect(violation.signature.code == "invariant-failed")
        #expect(violation.signature.subject == "expect violations searchable-matches-model == (none)")
        #expect(violation.shrunk.count <= 6)
        #expect(violation.scenario.contains("seed: \(violation.journeySeed)\n"))
        #expect(violation.scenario.contains("xfail: "))
        #expect(violation.scenario.contains("explore seed \(seed))"))
        #expect(violation.shrunk.first?.source == "invariant expect violations searchable-matches-model == (none)")
    }

    @Test func theShrunkScenarioFailsUnderRunWithTheSameInvariant() throws {
        let violation = try #require(try Self.explore(["focusblox"], seed: 2).violation)
        let runner = StepRunner(catalog: Fixtures.catalog, registry: Fixtures.registry, seed: violation.journeySeed)
        let found = runner.run(violation.shrunk)
        #expect(found.signature?.matches(violation.signature, by: .failure) == true)
        #expect(found.failedAt == violation.shrunk.count - 1)
    }

    @Test func theSameSeedGivesTheSameReport() throws {
        let a = try Self.explore(["focusblox"], seed: 9)
        let b = try Self.explore(["focusblox"], seed: 9)
        #expect(a.summary == b.summary)
        #expect(a.violation?.scenario == b.violation?.scenario)
        #expect(a.violation != nil)
    }

    @Test func correctedAppsRunTheirWholeBudgetWithoutAViolation() throws {
        let report = try Self.explore(["focusblox --spotlight-behaviour corrected", "simplr", "portfolio", "landmarks"], seed: 1, journeys: 30)
        #expect(report.violation == nil)
        #expect(report.journeys == 30)
        #expect(report.steps == 3_000)
        #expect(report.commandsDrawn.count > report.poolSize / 2)
    }

    @Test func anUnknownAppIsRefusedWithASuggestion() {
        #expect(throws: ExploreError.self) { try Self.explore(["focusblocks"], seed: 1) }
        do { _ = try Self.explore(["focusblocks"], seed: 1) } catch let error as ExploreError {
            #expect(error.suggestion == "did you mean 'focusblox'?")
        } catch {}
    }

    @Test func aUserInvariantIsCheckedAndShrunkTo() throws {
        var options = ExploreOptions()
        options.apps = ["focusblox --spotlight-behaviour corrected"]
        options.invariants = [("invariant expect spotlight count --app all <= 1", "inv.txt:1:1")]
        let report = try Explorer(options: options, catalog: Fixtures.catalog, registry: Fixtures.registry).run()
        let violation = try #require(report.violation)
        #expect(violation.signature.subject == "expect spotlight count --app all <= 1")
        #expect(violation.shrunk.contains { $0.source == "invariant expect spotlight count --app all <= 1" })
    }

    @Test func journeySeedsDifferAndRepeat() {
        #expect(Explorer.journeySeed(1, 0) != Explorer.journeySeed(1, 1))
        #expect(Explorer.journeySeed(7, 3) == Explorer.journeySeed(7, 3))
    }

    @Test func thePoolLeavesOutSessionControlFaultsAndTheRawSpotlightAPI() {
        let pool = CommandPool(registry: Fixtures.registry, apps: ["focusblox"])
        let names = Set(pool.entries.map(\.spec.name))
        #expect(names.contains("task complete"))
        #expect(names.contains("spotlight tap"))
        #expect(!names.contains("spotlight fail"))
        #expect(!names.contains("spotlight index"))
        #expect(!names.contains("undo"))
        #expect(!names.contains("landmark add"))
        #expect(!names.contains { $0.hasPrefix("expect") })
    }
}

/// `explore`'s budgets: steps, journeys and wall-clock time.
@Suite struct ExploreBudgetTests {
    @Test func aTimeBudgetStopsStartingJourneys() throws {
        var options = ExploreOptions()
        options.apps = ["focusblox --spotlight-behaviour corrected"]
        options.journeys = 10_000_000
        options.timeBudget = 0.2
        let report = try Explorer(options: options, catalog: Fixtures.catalog, registry: Fixtures.registry).run()
        #expect(report.stoppedByTimeBudget)
        #expect(report.journeys < 10_000_000)
        #expect(report.summary[0].hasSuffix("(time budget reached)"))
    }

    @Test func noStepsMeansJourneysOfTheirSetupOnly() throws {
        var options = ExploreOptions()
        options.apps = ["focusblox"]
        options.steps = 0
        options.journeys = 3
        let report = try Explorer(options: options, catalog: Fixtures.catalog, registry: Fixtures.registry).run()
        #expect(report.journeys == 3)
        #expect(report.steps == 0)
        #expect(report.violation == nil)
    }
}
