import Exploration
import Foundation
import ReferenceApps
import Script
import SimulatorKit

/// `BENCH_EXPLORE=1`: explore's steps per second against FocusBlox (corrected, so no violation stops it) and against
/// every reference app, and the time `reduce` takes to cut a 1,000-step recorded session down to the 5 steps its failure
/// needs (Docs/Benchmark.md, "Explore and reduce"). One process, one thread.
enum ExploreRound {
    static func run() {
        let catalog = ReferenceAppCatalog.catalog
        let registry = StandardCommands.registry(catalog: catalog)
        let environment = ProcessInfo.processInfo.environment
        let journeys = max(1, Int(environment["BENCH_EXPLORE_JOURNEYS"] ?? "") ?? 200)
        // BENCH_EXPLORE_ROWS=focusblox-corrected,all-apps-corrected,find,reduce picks rows (default: all of them).
        let rows = environment["BENCH_EXPLORE_ROWS"].map { Set($0.split(separator: ",").map(String.init)) }
        func wanted(_ row: String) -> Bool { rows?.contains(row) ?? true }
        for (label, apps) in [("focusblox-corrected", ["focusblox --spotlight-behaviour corrected"]),
                             ("all-apps-corrected", ["focusblox --spotlight-behaviour corrected", "simplr", "portfolio", "landmarks"])]
        where wanted(label) {
            var options = ExploreOptions()
            options.seed = 1
            options.journeys = journeys
            options.steps = 100
            options.apps = apps
            let explorer = Explorer(options: options, catalog: catalog, registry: registry)
            var report = ExploreReport()
            let cpuBefore = cpuSeconds()
            let seconds = time { report = (try? explorer.run()) ?? ExploreReport() }
            let cpu = cpuSeconds() - cpuBefore
            print(String(format: "bench: explore-%@ steps=%d journeys=%d time=%.2fs cpu=%.2fs steps/s=%.0f steps/cpu-s=%.0f goal=50000 violation=%@",
                         label, report.steps, report.journeys, seconds, cpu, Double(report.steps) / seconds, Double(report.steps) / cpu,
                         report.violation.map { "\($0.signature.code)" } ?? "none"))
        }
        if wanted("find") { findBug(catalog: catalog, registry: registry) }
        if wanted("reduce") { reduceThousand(catalog: catalog, registry: registry) }
    }

    /// `explore --app focusblox --seed 1` from start to shrunk scenario.
    static func findBug(catalog: AppCatalog, registry: CommandRegistry) {
        var found = ExploreOptions()
        found.seed = 1
        found.apps = ["focusblox"]
        var report = ExploreReport()
        let findSeconds = time { report = (try? Explorer(options: found, catalog: catalog, registry: registry).run()) ?? ExploreReport() }
        print(String(format: "bench: explore-find-focusblox-bug time=%.3fs journeys=%d steps=%d shrunk=%d->%d",
                     findSeconds, report.journeys, report.steps, report.violation?.found.count ?? 0, report.violation?.shrunk.count ?? 0))
    }

    /// `reduce` on a 1,000-step recorded session whose failure needs 5 of its steps.
    static func reduceThousand(catalog: AppCatalog, registry: CommandRegistry) {
        let text = RecordedSessionFixture.focusBloxBug(steps: 1_000, catalog: catalog, registry: registry)
        var result: ScenarioReduction?
        let cpuBefore = cpuSeconds()
        let seconds = time { result = try? ScenarioReduction.reduce(text: text, path: "recorded.scenario", catalog: catalog, registry: registry) }
        print(String(format: "bench: reduce-1000 time=%.2fs cpu=%.2fs goal=5s steps=%d->%d runs=%d steps-run=%d",
                     seconds, cpuSeconds() - cpuBefore, result?.before ?? 0, result?.after ?? 0, result?.runs ?? 0, result?.stepsRun ?? 0))
    }

    /// The CPU time this process has used, in seconds: a figure for one core that another process on the machine does
    /// not change much.
    static func cpuSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
