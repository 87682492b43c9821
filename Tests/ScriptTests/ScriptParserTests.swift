import Testing
import LimelightCore
import SimulatorKit
@testable import Script

@Suite struct ScriptParserTests {
    let parser = ScriptParser(registry: StandardCommands.registry(catalog: AppCatalog([])))

    @Test func readsHeaderStepsGoldenAndSections() {
        let file = parser.parse("""
        title: Domains
        criteria: CS-4, CS-12
        tags: spotlight delete
        seed: 7

        ## Setup
        device add phone
        > added iOS 18.0 device 'phone' (UTC)
        clock advance 1d \\
          # not a comment inside a continuation? it is joined
        """)
        #expect(file.header.title == "Domains")
        #expect(file.header.criteria == ["CS-4", "CS-12"])
        #expect(file.header.tags == ["spotlight", "delete"])
        #expect(file.header.seed == 7)
        #expect(file.sections.map(\.name) == ["Setup"])
        #expect(file.steps.count == 2)
        #expect(file.steps[0].golden == ["added iOS 18.0 device 'phone' (UTC)"])
        #expect(file.steps[0].section == "Setup")
        #expect(file.steps[1].line == 9)
        #expect(!file.hasErrors)
    }

    @Test func recoversAndReportsEveryErrorWithItsLine() {
        let file = parser.parse("device add phone\ndevcie list\nclock advance 3x\ntitle: late\n> orphan?\n")
        let lines = file.diagnostics.filter { $0.severity == .error }.map(\.range.start.line)
        #expect(lines == [2, 3, 4, 5], "the misspelled command, the bad duration, the late header and the stray output")
        #expect(file.diagnostics.map(\.code).contains("late-header"))
    }

    /// Visiting steps instead of keeping them gives the same steps and diagnostics, keeps none, and stops when told to.
    @Test func visitingStepsMatchesKeepingThem() {
        let text = "title: v\ndevice add phone\n> added\nclock advance nonsense\ndevice list\n\\\n  --json\nbogus\n"
        let kept = parser.parse(text)
        var seen: [(Int, String)] = []
        let visited = parser.parse(text) { step in seen.append((step.line, step.source)); return true }
        #expect(visited.steps.isEmpty)
        #expect(seen.map(\.0) == kept.steps.map(\.line))
        #expect(seen.map(\.1) == kept.steps.map(\.source))
        #expect(visited.diagnostics.map(\.message) == kept.diagnostics.map(\.message))
        #expect(visited.header.title == "v")
        var first: [Int] = []
        _ = parser.parse(text) { step in first.append(step.line); return false }
        #expect(first == [2])
        #expect(parser.parse("title: empty\n") { _ in true }.diagnostics.map(\.code) == ["no-steps"])
    }

    /// Reading only the header gives the header a whole parse gives, whether it ends within the first lines read or
    /// long after them (comments, blank lines, a late tag line).
    @Test func headerOnlyReadsAsFarAsTheHeaderGoes() {
        let short = "title: s\ntags: a\n" + String(repeating: "clock advance 1s\n", count: 500)
        #expect(ScriptParser.header(of: short) == parser.parse(short).header)
        let long = "title: l\n" + String(repeating: "# a comment\n\n", count: 60) + "tags: late\nseed: 7\ndevice add phone\n"
        let header = ScriptParser.header(of: long)
        #expect(header == parser.parse(long).header)
        #expect(header.tags == ["late"])
        #expect(header.seed == 7)
        let onlyHeader = String(repeating: "# c\n", count: 70) + "title: t\n"
        #expect(ScriptParser.header(of: onlyHeader).title == "t")
    }

    /// Keeping at most N steps and parsing the rest again from the resume point gives the steps and diagnostics of a
    /// whole parse, sections and continuations included, for every N.
    @Test func keepingSomeStepsAndResumingMatchesAWholeParse() {
        let text = "title: k\ndevice add phone\n> added\n## two\nclock advance 1s\nclock show \\\n  --json\n## three\nbogus\ndevice list\n"
        let whole = parser.parse(text)
        for limit in 0...6 {
            let (file, rest) = parser.parse(text, keepingAtMost: limit)
            var steps = file.steps
            if let rest { parser.steps(of: file, from: rest) { steps.append($0); return true } }
            #expect(steps.map(\.line) == whole.steps.map(\.line), "limit \(limit)")
            #expect(steps.map(\.source) == whole.steps.map(\.source))
            #expect(steps.map(\.section) == whole.steps.map(\.section))
            #expect(file.diagnostics.map(\.message) == whole.diagnostics.map(\.message))
            #expect((rest == nil) == (limit >= whole.steps.count))
        }
    }

    @Test func outputWithoutACommandIsAnError() {
        let file = parser.parse("> stray\n")
        #expect(file.diagnostics.first?.code == "orphan-output")
    }

    @Test func windowsLineEndsParseLikeUnixOnes() {
        let file = parser.parse("title: crlf\r\ndevice add phone\r\n> added iOS 18.0 device 'phone' (UTC)\r\nclock show\r\n")
        #expect(file.header.title == "crlf")
        #expect(file.steps.map(\.line) == [2, 4])
        #expect(file.steps[0].golden == ["added iOS 18.0 device 'phone' (UTC)"])
        #expect(!file.hasErrors)
    }

    @Test func headerOnlyStopsAtTheFirstCommand() {
        let text = "title: t\ntags: a b\ndevcie list\ntitle: late\n"
        #expect(parser.parseHeader(text) == parser.parse(text).header)
        #expect(parser.parseHeader(text).tags == ["a", "b"])
    }

    @Test func badSeedIsReported() {
        #expect(parser.parse("seed: soon\n").diagnostics.first?.code == "bad-value")
    }
}
