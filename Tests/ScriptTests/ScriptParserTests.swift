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

    /// A long file's commands are parsed ahead on other threads (CommandPrefetch): the steps, their invocations,
    /// sections, header and every diagnostic are those of a parse that reads each command itself, for files with
    /// continuations, golden output, errors, late headers, orphan output, comments and lines longer than the limit.
    @Test(arguments: [1, 2, 3])
    func parsingAheadGivesTheSameFileAsParsingInline(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var lines = ["title: ahead", "tags: a b", "", "device add phone", "app install com.example.notes"]
        for i in 0..<6_000 {
            switch random.next() % 14 {
            case 0: lines.append("## part \(i)")
            case 1: lines += ["spotlight index n\(i) --title \"T \(i)\" \\", "   --keywords a,b \\", "  --description d"]
            case 2: lines.append("spotlight indx n\(i)")
            case 3: lines.append("> orphan \(i)")
            case 4: lines.append("seed: 5")
            case 5: lines += ["spotlight search \"T \(i)\" --max 3", "> one", ">", "> three"]
            case 6: lines.append("clock advance \(i)q")
            case 7: lines.append("# comment \(i)")
            case 8: lines.append("")
            case 9: lines.append("spotlight index n\(i) --title \"unterminated")
            case 10: lines.append("spotlight index n\(i) --title \"Task \(i)\" --bogus 3")
            case 11: lines.append("   clock advance 1s   ")
            default: lines.append("spotlight index n\(i) --title \"Task \(i)\" --keywords a,b")
            }
        }
        lines += ["spotlight index x \\"]  // a continuation at the end of the file
        let text = lines.joined(separator: "\n")
        var inline = parser
        inline.parsesAhead = false
        let ahead = parser.parse(text), alone = inline.parse(text)
        #expect(ahead.steps.count == alone.steps.count)
        #expect(ahead.steps.map(\.line) == alone.steps.map(\.line))
        #expect(ahead.steps.map(\.source) == alone.steps.map(\.source))
        #expect(ahead.steps.map(\.section) == alone.steps.map(\.section))
        #expect(ahead.steps.map(\.golden) == alone.steps.map(\.golden))
        #expect(ahead.steps.map(\.goldenLines) == alone.steps.map(\.goldenLines))
        #expect(ahead.steps.map { $0.invocation.map { "\($0.spec.name) \($0.arguments) \($0.options)" } }
                == alone.steps.map { $0.invocation.map { "\($0.spec.name) \($0.arguments) \($0.options)" } })
        #expect(ahead.diagnostics == alone.diagnostics)
        #expect(ahead.header == alone.header)
        #expect(ahead.sections.map(\.line) == alone.sections.map(\.line))
        #expect(parser.check(text).diagnostics == alone.diagnostics, "a check (on its own thread, clean lines read in place)")
        // A scan without invocations (the language server's) parses ahead too, clean lines read in place on the batches' threads.
        func stepDiagnostics(_ p: ScriptParser) -> [Diagnostic] {
            let lines = ScriptParser.parserLines(of: text)
            var state = ScriptScanState.start, out: [Diagnostic] = []
            p.scan(lines, count: lines.count, from: 0, state: &state, keepingInvocations: false) { item, _, _ in
                if case .step(let step, let d) = item {
                    #expect(step.invocation == nil)
                    out += d
                }
                return true
            }
            return out
        }
        #expect(stepDiagnostics(parser) == stepDiagnostics(inline), "a scan without invocations parses ahead")
        #expect(ahead.steps.count > 3_000 && ahead.diagnostics.count > 1_000, "the file exercises many batches and errors")
    }

    /// With `cleanCommand`, a scan hands each command without diagnostics over as its lines and the state before it,
    /// makes no step of it, and hands everything else over as a scan without it does; the step made again from those
    /// lines (`ScriptParser.step`) is the one the scan would have made. Line ends LF, CRLF and CR; short files and long
    /// ones (commands parsed ahead); continuations, golden output, errors, sections, late headers, orphan output.
    @Test(arguments: ["\n", "\r\n", "\r"])
    func aScanHandsCleanCommandsOverAsTheirLinesAndTheirStepsAreMadeAgainAlike(end: String) {
        var random = SeededRandom(seed: 11)
        var body = ["\u{FEFF}title: clean", "tags: a", "", "device add phone", "clock advance 1s   ", "> now"]
        for i in 0..<700 {
            switch random.next() % 10 {
            case 0: body.append("## part \(i)")
            case 1: body += ["spotlight index n\(i) --title \"T \(i)\" \\", "   --keywords a,b \\", "  --description d", ">  two", ">"]
            case 2: body.append("spotlight indx n\(i)")
            case 3: body.append("> orphan \(i)")
            case 4: body.append("seed: 5")
            case 5: body += ["spotlight search \"T \(i)\" --max 3", "> one", ">", ">three"]
            case 6: body.append("# comment \(i)")
            default: body.append("spotlight index n\(i) --title \"Task \(i)\" --keywords a,b")
            }
        }
        for count in [40, body.count] {
            let lines = ScriptParser.parserLines(of: body.prefix(count).joined(separator: end) + end)
            for ahead in [false, true] {
                var parser = parser
                parser.parsesAhead = ahead
                var state = ScriptScanState.start
                var whole: [(item: ScriptItem, lines: Range<Int>, before: ScriptScanState)] = []
                let wholeEnd = parser.scan(lines, count: lines.count, from: 0, state: &state, keepingInvocations: false) {
                    whole.append(($0, $1, $2))
                    return true
                }
                var lazy: [(item: ScriptItem?, lines: Range<Int>, before: ScriptScanState)] = []
                var lazyState = ScriptScanState.start
                let lazyEnd = parser.scan(lines, count: lines.count, from: 0, state: &lazyState, keepingInvocations: false,
                                          cleanCommand: { range, before in
                                              lazy.append((nil, range, before))
                                              return true
                                          }) { item, range, before in
                    lazy.append((item, range, before))
                    return true
                }
                #expect(lazyEnd == wholeEnd && lazyState == state)
                #expect(lazy.count == whole.count, "\(count) lines, ahead \(ahead)")
                var clean = 0
                for (made, kept) in zip(whole, lazy) {
                    #expect(made.lines == kept.lines && made.before == kept.before)
                    guard let item = kept.item else {
                        clean += 1
                        guard case .step(let step, let diagnostics) = made.item else { Issue.record("\(made.item) handed over as clean"); continue }
                        #expect(diagnostics.isEmpty)
                        let again = ScriptParser.step(lines, covering: kept.lines, section: kept.before.section)
                        #expect(again.line == step.line && again.source == step.source && again.golden == step.golden
                                && again.goldenLines == step.goldenLines && again.section == step.section, "\(again) vs \(step)")
                        continue
                    }
                    if case .step(_, let diagnostics) = item { #expect(!diagnostics.isEmpty, "a clean command handed to emit") }
                    #expect("\(item)" == "\(made.item)")
                }
                #expect(clean > lazy.count / 3, "\(clean) of \(lazy.count) constructs clean")
                // Stopping from `cleanCommand` ends the scan after that command, as `emit` returning false does.
                var stopState = ScriptScanState.start
                var handed = 0
                let stoppedAt = parser.scan(lines, count: lines.count, from: 0, state: &stopState, keepingInvocations: false,
                                            cleanCommand: { _, _ in handed += 1; return handed < 3 }) { _, _, _ in true }
                let third = lazy.filter { $0.item == nil }.dropFirst(2).first
                #expect(stoppedAt == third?.lines.upperBound)
            }
        }
    }

    /// A text of over a megabyte is split into lines on two threads: the same lines as one pass, whatever the line ends.
    @Test(arguments: ["\n", "\r\n", "\r"])
    func largeTextsSplitIntoTheSameLines(end: String) {
        let body = (0..<40_000).map { i in i % 7 == 0 ? "  " : "spotlight index n\(i) --title \"Task number \(i)\"   " }
        for last in ["", end, end + end] {
            let text = body.joined(separator: end) + last
            #expect(text.utf8.count >= ScriptParser.fewestBytesToSplitInHalves)
            let split = ScriptParser.lines(of: Substring(text), trimmingTrailingBlanks: true)
            let small = text.split(separator: end == "\r\n" ? "\r\n" : Character(end), omittingEmptySubsequences: false)
                .map { String($0).trimmingTrailingBlanks() }
            #expect(split == small, "ending \(last.debugDescription)")
        }
    }

    /// A header key that holds one value, given twice, is a warning at the second line (the last one wins); criteria
    /// and tags add up; a seed out of range says the range.
    @Test func repeatedHeadersWarnAndTheLastOneWins() {
        let file = parser.parse("title: a\ntags: x\ntitle: b\ntags: y\nseed: -1\ndevice add phone\n")
        #expect(file.header.title == "b")
        #expect(file.header.tags == ["x", "y"])
        #expect(file.diagnostics.map(\.code) == ["repeated-header", "bad-value"])
        #expect(file.diagnostics.first?.range.start.line == 3)
        #expect(file.diagnostics.last?.message == "seed must be a whole number from 0 to 18446744073709551615, not '-1'")
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
