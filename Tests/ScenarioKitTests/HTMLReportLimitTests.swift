import Testing
import LimelightCore
import Script
import SimulatorKit
@testable import ScenarioKit

/// The HTML report's documented bounds, as numbers (Docs/Limits.md, "Pictures and reports": "screens kept per scenario
/// for `run --html` | 200", "events kept per scenario for `run --html` | 5,000 (the first)", "an event message in the
/// report | 300 characters | cut with `…`"), at the limit and one past it. HTMLReportTests state the same rules in
/// terms of the constants; these pin the constants to the documentation.
@Suite struct HTMLReportLimitTests {
    let runner = ScenarioRunner(catalog: AppCatalog([]))

    func screens(_ changes: Int) -> (kept: Int, omitted: Int?) {
        let steps = (0..<changes).map { "device add d\($0)" }.joined(separator: "\n")
        let r = runner.run(path: "many.scenario", text: "title: many\n" + steps + "\n", pictures: true)
        return (r.steps.filter { $0.screen != nil }.count, r.pictures?.screensOmitted)
    }

    @Test func aScenarioKeeps200ScreensAndCountsThe201st() {
        #expect(screens(200) == (200, 0))
        #expect(screens(201) == (200, 1))
    }

    func events(_ messages: [String]) -> ScenarioPictures {
        let session = Session()
        let recorder = PictureRecorder(session: session)
        for m in messages {
            session.simulation.runtime.log.append(at: session.simulation.runtime.now, device: "phone", app: nil, kind: "spotlight.indexed", m)
        }
        return recorder.finish()
    }

    @Test func aScenarioKeepsItsFirst5000Events() {
        let most = events((0..<5_000).map { "item \($0)" })
        #expect(most.events.count == 5_000 && most.eventsOmitted == 0)
        let past = events((0..<5_001).map { "item \($0)" })
        #expect(past.events.count == 5_000 && past.eventsOmitted == 1)
        #expect(past.events.last?.message == "item 4999")
    }

    @Test func anEventMessageKeeps300CharactersAndCutsThe301st() {
        let exactly = String(repeating: "x", count: 300)
        let longer = String(repeating: "y", count: 301)
        let p = events([exactly, longer])
        #expect(p.events.map(\.message) == [exactly, String(repeating: "y", count: 300) + "…"])
    }
}
