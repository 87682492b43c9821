import Testing
import LimelightCore
import Script
import SimulatorKit
@testable import ScenarioKit

@Suite struct HTMLReportTests {
    let runner = ScenarioRunner(catalog: AppCatalog([]))

    @Test func escapesMarkupQuotesAndControlCharacters() {
        #expect(HTML.escape("<script>alert('x')</script> & \"y\"") == "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;y&quot;")
        #expect(HTML.escape("a\u{1B}[31mb\u{0}c\td\ne") == "a\u{FFFD}[31mb\u{FFFD}c\td\ne")
        #expect(HTML.identifier("Scenarios/a b/<c>.scenario") == "Scenarios-a-b-c-scenario")
        #expect(HTML.identifier("///") == "x")
    }

    /// A result whose every input-derived field carries markup.
    func hostileResult() -> ScenarioResult {
        var header = ScenarioHeader()
        header.title = "<script>alert(1)</script>"
        header.tags = ["<img src=x onerror=alert(1)>"]
        var step = StepResult(line: 3, source: "spotlight search <script>", passed: false, output: ["<iframe src=\"http://x\">"])
        step.expected = ["</pre><script>"]
        step.screen = ["<svg onload=alert(1)>"]
        var pictures = ScenarioPictures()
        pictures.events = [TimelineEvent(seconds: 0, device: "<d>", app: "<a>", kind: "spotlight.<k>", message: "<script>m</script>")]
        pictures.homeScreen = ["<script>home</script>"]
        var r = ScenarioResult(path: "<p>.scenario", header: header, status: .failed,
                               failure: ScenarioFailure(line: 3, column: 1, step: "<s>", message: "<script>", details: ["<script>"]),
                               steps: [step], updatedText: nil)
        r.pictures = pictures
        return r
    }

    @Test func nothingFromInputBecomesMarkup() {
        let html = HTMLReport().render([hostileResult()], coverage: [])
        for tag in ["<script", "<img", "<iframe", "<svg onload", "</pre><script", "<d>", "<a>", "<p>.scenario"] {
            #expect(!html.contains(tag), "\(tag) reached the page unescaped")
        }
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!html.contains("http://") && !html.contains("https://") || html.contains("&quot;http://x&quot;"))
    }

    @Test func thePageIsSelfContained() {
        let r = runner.run(path: "a.scenario", text: "title: a\ndevice add phone\nclock advance 2h\nscreen\n", pictures: true)
        let html = HTMLReport().render([r], coverage: [])
        #expect(!html.contains("<script"))
        #expect(!html.contains("<link"))
        #expect(!html.contains("src="))
        #expect(!html.contains("@import") && !html.contains("url("))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(html.contains("<svg class=\"timeline\""))
    }

    @Test func sameRunSameBytesAndNoWallClockUnlessAsked() {
        let text = "title: twice\ndevice add phone\nclock advance 1d\nscreen\nexpect device state == unlocked\n"
        let a = HTMLReport().render([runner.run(path: "t.scenario", text: text, pictures: true)], coverage: [])
        let b = HTMLReport().render([runner.run(path: "t.scenario", text: text, pictures: true)], coverage: [])
        #expect(a == b)
        #expect(!a.contains("wall clock"))
        let timed = HTMLReport(durations: ["t.scenario": 1.25]).render([runner.run(path: "t.scenario", text: text, pictures: true)], coverage: [])
        #expect(timed.contains("1.250 s"))
    }

    @Test func everyStepAndScenarioIsOnThePage() {
        let r1 = runner.run(path: "one.scenario", text: "title: one\ndevice add phone\ndevice lock\n", pictures: true)
        let r2 = runner.run(path: "two.scenario", text: "title: two\ndevice add tablet\n", pictures: true)
        let html = HTMLReport().render([r1, r2], coverage: [])
        #expect(html.contains("id=\"scenario-one-scenario\""))
        #expect(html.contains("id=\"scenario-two-scenario\""))
        #expect(html.contains("id=\"scenario-one-scenario-line-2\""))
        #expect(html.contains("id=\"scenario-one-scenario-line-3\""))
        #expect(html.contains("id=\"scenario-two-scenario-line-2\""))
        #expect(html.contains("phone: Lock Screen"))
    }

    @Test func aGoldenMismatchIsShownSideBySide() throws {
        let r = runner.run(path: "g.scenario", text: "title: g\ndevice add phone\n> added iOS 18.0 device 'tablet' (UTC)\n", pictures: true)
        #expect(r.status == .failed)
        let step = try #require(r.steps.first)
        #expect(step.expected == ["added iOS 18.0 device 'tablet' (UTC)"])
        let html = HTMLReport().render([r], coverage: [])
        #expect(html.contains("<td class=\"del\"><pre>added iOS 18.0 device &#39;tablet&#39; (UTC)</pre></td><td class=\"ins\"><pre>added iOS 18.0 device &#39;phone&#39; (UTC)</pre></td>"))
    }

    @Test func screensAreKeptOnlyWhenTheStepChangedThem() {
        let r = runner.run(path: "s.scenario", text: "title: s\ndevice add phone\nexpect device state == unlocked\ndevice lock\n", pictures: true)
        #expect(r.steps.map { $0.screen != nil } == [true, false, true])
        let plain = runner.run(path: "s.scenario", text: "title: s\ndevice add phone\n")
        #expect(plain.pictures == nil && plain.steps.allSatisfy { $0.screen == nil })
    }

    @Test func screensPastTheLimitAreCounted() {
        let extra = 5
        let steps = (0..<(ScenarioPictures.screenLimit + extra)).map { "device add d\($0)" }.joined(separator: "\n")
        let r = runner.run(path: "many.scenario", text: "title: many\n" + steps + "\n", pictures: true)
        #expect(r.steps.filter { $0.screen != nil }.count == ScenarioPictures.screenLimit)
        #expect(r.pictures?.screensOmitted == extra)
        #expect(HTMLReport().render([r], coverage: []).contains("\(extra) later screen changes are not shown"))
    }

    @Test func eventsPastTheLimitAreCounted() {
        let session = Session()
        let recorder = PictureRecorder(session: session)
        let log = session.simulation.runtime.log
        for i in 0..<(ScenarioPictures.eventLimit + 7) {
            log.append(at: session.simulation.runtime.now, device: "phone", app: nil, kind: "spotlight.indexed", "item \(i)" + String(repeating: "x", count: i == 0 ? 400 : 0))
        }
        let p = recorder.finish()
        #expect(p.events.count == ScenarioPictures.eventLimit)
        #expect(p.eventsOmitted == 7)
        #expect(p.events[0].message.count == ScenarioPictures.messageLimit + 1)
        let html = HTMLReport().timeline(p, scenarioID: "x")
        #expect(html.contains("7 later events not kept"))
        #expect(html.contains("\(ScenarioPictures.eventLimit + 7 - HTMLReport.eventRowLimit) more events not listed"))
    }

    @Test func picturesSurviveTheWorkerProtocol() throws {
        let r = runner.run(path: "w.scenario", text: "title: w\ndevice add phone\nclock advance 1h\n", pictures: true)
        let line = WorkerProtocol.done(ScenarioOutcome(result: r, lines: [], seconds: 0))
        guard case .done(let back) = WorkerProtocol.message(line) else { Issue.record("unreadable: \(line.prefix(200))"); return }
        #expect(back.result == r)
        #expect(back.result.pictures?.events.isEmpty == false)
    }

    @Test func lanesSortEventKinds() {
        #expect(HTMLReport.lane(of: "spotlight.indexed") == 0)
        #expect(HTMLReport.lane(of: "spotlight.expired") == 1)
        #expect(HTMLReport.lane(of: "widgets.reload") == 2)
        #expect(HTMLReport.lane(of: "widgets.stack.rotated") == 3)
        #expect(HTMLReport.lane(of: "intents.donated") == 4)
        #expect(HTMLReport.lane(of: "app.launched") == 5)
        #expect(HTMLReport.lane(of: "device.os-updated") == 6)
        #expect(HTMLReport.lane(of: "weird") == 7)
        #expect(HTMLReport.number(12.34) == "12.3" && HTMLReport.number(5) == "5")
        #expect(HTMLReport.number(-0.5) == "-0.5" && HTMLReport.number(.nan) == "0")
    }
}
