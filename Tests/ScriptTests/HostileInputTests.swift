import Testing
import LimelightCore
import SimulatorKit
import ReferenceApps
@testable import Script

/// Hostile and huge lines and files: each is a located error (or parses), never a crash or a hang.
@Suite struct HostileInputTests {
    let parser = CommandParser(registry: StandardCommands.registry(catalog: AppCatalog([])))
    let files = ScriptParser(registry: StandardCommands.registry(catalog: AppCatalog([])))

    @Test func surplusArgumentsAreOneDiagnostic() throws {
        let line = "clock show " + String(repeating: "x ", count: 16_000)
        let diagnostics = parser.parse(line).diagnostics
        #expect(diagnostics.count == 1)
        let d = try #require(diagnostics.first)
        #expect(d.code == "extra-argument")
        #expect(d.message == "16000 unexpected arguments for 'clock show', from 'x'")
        #expect(d.range.start.column == 12)
        // The rendered error shows a window of the line, not all 32 KB of it.
        let rendered = DiagnosticRenderer().render(d, file: "<repl>", lineText: line)
        #expect(rendered.utf8.count < 1_000)
    }

    @Test func diagnosticsPerLineAreCapped() {
        let line = "device list " + String(repeating: "--nope ", count: 500)
        let diagnostics = parser.parse(line).diagnostics
        #expect(diagnostics.count == CommandParser.diagnosticsPerLine + 1)
        #expect(diagnostics.last?.code == "more-diagnostics")
        #expect(diagnostics.last?.message == "490 more problems on this line not shown")
    }

    @Test func trailingBlanksAreTrimmedInLinearTime() {
        let line = "clock advance 1d" + String(repeating: " ", count: 200_000)
        #expect(line.trimmingTrailingBlanks() == "clock advance 1d")
        #expect(("  \t" + line).trimmingBlanks() == "clock advance 1d")
        #expect(String(repeating: " ", count: 10).trimmingBlanks().isEmpty)
        #expect(parser.parse(line).diagnostics.isEmpty)
    }

    @Test(arguments: ["9223372036854775807d", "36526d", "1e308d", "nand"])
    func durationsAreBounded(_ text: String) throws {
        let d = try #require(parser.parse("clock advance \(text)").diagnostics.first)
        #expect(d.code == "bad-value")
        #expect(d.range.start.column == 15)
    }

    @Test(arguments: ["nan", "inf", "-inf", "1e999", "1e16"])
    func numbersAreFiniteAndBounded(_ text: String) throws {
        let d = try #require(parser.parse("spotlight index n1 --ranking-hint \(text)").diagnostics.first)
        #expect(d.code == "bad-value")
        #expect(d.range.start.column == 35)
    }

    @Test func wholeNumbersAreBounded() throws {
        let d = try #require(parser.parse("spotlight search milk --max 4294967296").diagnostics.first)
        #expect(d.message.contains("outside the whole numbers"))
        #expect(parser.parse("spotlight search milk --max 1000").diagnostics.isEmpty)
    }

    @Test func queryStringsAreCheckedAtParseTimeWithEscapeAwareColumns() throws {
        let line = #"spotlight query "title == \"a\" && title == \"b\" && title ?? 1""#
        let d = try #require(parser.parse(line).diagnostics.first)
        #expect(d.code == "invalid-query")
        #expect(d.range.start.column == 60)
        // Unquoted, the column is the query's own.
        let raw = try #require(parser.parse("spotlight query title == \"a\" && ?").diagnostics.first)
        #expect(raw.range.start.column == 33)
    }

    @Test func filtersAndExpectQueriesAreCheckedAtParseTime() throws {
        let deep = String(repeating: "(", count: 10_000) + "title == \"x\"" + String(repeating: ")", count: 10_000)
        let filter = try #require(parser.parse("expect search milk --filter '\(deep)'").diagnostics.first)
        #expect(filter.message.contains("nests deeper than"))
        let time = try #require(parser.parse("expect query 'dueDate > $time.today(-9223372036854775808)'").diagnostics.first)
        #expect(time.message.contains("outside the offsets"))
        #expect(time.range.start.column == 37)
        // An unknown attribute may be a custom key made at run time: left to run.
        #expect(parser.parse("expect query 'myKey == 1'").diagnostics.isEmpty)
    }

    /// Negative counts and durations were taken silently (`--ttl -1s` expired every item at once, `--quota -5` meant
    /// unlimited, `--last -1` printed nothing); each is now a located error, and the line changes nothing.
    @Test(arguments: [("spotlight config --latency 2s --ttl -1s", 37), ("spotlight config --latency -36525d", 28),
                      ("spotlight config --quota -5", 26), ("siri rule --repetitions 9 --window -1s", 36),
                      ("siri rule --lookback -1d", 22), ("log --last -1", 12), ("entities suggestions --limit -2", 30),
                      ("clock set 2026-01-05T10:00:00+99:00", 11)])
    func negativeCountsAndDurationsAreLocatedErrors(_ line: String, _ column: Int) throws {
        let s = Session()
        _ = s.execute("device add phone")
        _ = s.execute("app install com.example.notes")
        let before = s.simulation.digest
        let outcome = s.execute(line)
        let d = try #require(outcome.diagnostics.first)
        #expect(d.range.start.column == column)
        #expect(s.simulation.digest == before)
    }

    /// An intent's number parameter past the bounds says so, as every other number does (it said "is not a int value").
    @Test(arguments: [("importance=99999999999999999999", "outside the whole numbers Limelight reads"),
                      ("importance=nan", "'nan' is not a whole number")])
    func intentNumberParametersSayWhy(_ argument: String, _ message: String) throws {
        let s = Session(seed: 1, catalog: ReferenceAppCatalog.catalog)
        _ = s.execute("device add phone")
        _ = s.execute("app install focusblox")
        let d = try #require(s.execute("intents run CreateTaskIntent title=a \(argument)").diagnostics.first)
        #expect(d.message.contains(message), "\(d.message)")
        #expect(d.range.start.column == 38)
    }

    /// `expect error expect error …` ran each level inside the last and `invariant invariant …` checked each level while
    /// parsing the last: 1,000 and 10,000 levels overflowed the stack. Both are now one located error, found before
    /// anything nests.
    @Test func deepNestingOfExpectErrorAndInvariantIsAnError() throws {
        let s = Session()
        _ = s.execute("device add phone")
        let deep = s.execute(String(repeating: "expect error ", count: 20_000) + "devcie list")
        let d = try #require(deep.diagnostics.first)
        #expect(d.message == "'expect error' nests 20000 deep; it wraps at most \(ExpectCommands.deepestExpectError) levels")
        #expect(d.range.start.column == 14)
        #expect(!s.execute(String(repeating: "expect error ", count: 3) + "devcie list").failed)
        let invariant = parser.parse(String(repeating: "invariant ", count: 20_000) + "expect spotlight count == 0").diagnostics
        #expect(invariant.first?.code == "bad-invariant")
        #expect(invariant.first?.range.start.column == 11)
        #expect(!s.execute("expect device state == unlocked").failed)
    }

    /// One parameter name declared twice was taken (an intent with two parameters 'a'): a located error now.
    @Test func anIntentParameterDeclaredTwiceIsAnError() throws {
        let s = Session()
        _ = s.execute("device add phone")
        _ = s.execute("app install com.example.notes")
        let line = #"intents declare Y --param "a:int" --param "b:string" --param "a:date""#
        let d = try #require(s.execute(line).diagnostics.first)
        #expect(d.message.hasPrefix("invalid redeclaration of 'a'"))
        #expect(d.range.start.column == 62)
    }

    /// Smart quotes and dashes (an editor's autocorrect) do not group words or start options; the hint says so instead
    /// of "put text with spaces in quotes" to someone who did.
    @Test(arguments: [("spotlight index n2 --title “Milk Bread”", "typographic quotes"), ("device add ‘x y’", "typographic quotes"),
                      ("device add phone —platform macos", "'—' is a typographic dash, not '--': write --platform")])
    func typographicQuotesAndDashesAreNamed(_ line: String, _ hint: String) throws {
        let d = try #require(parser.parse(line).diagnostics.first)
        #expect(d.code == "extra-argument")
        #expect(d.suggestion?.contains(hint) == true, "\(d.suggestion ?? "")")
    }

    /// `--fetch title,title,…` printed each item once per repetition (20,000 of them: 280 KB for one item); each
    /// attribute is fetched once.
    @Test func repeatedFetchAttributesAreFetchedOnce() {
        let s = Session()
        _ = s.execute("device add phone")
        _ = s.execute("app install com.example.notes")
        _ = s.execute("spotlight index n1 --title Milk --keywords milk,dairy")
        _ = s.execute("clock advance 1s")
        let fetch = Array(repeating: "title,keywords", count: 20_000).joined(separator: ",")
        let outcome = s.execute("spotlight query \"title == 'Milk'\" --fetch \(fetch)")
        #expect(outcome.output == ["1 item", #"  n1  title="Milk"  keywords=["milk", "dairy"]"#])
    }

    @Test func byteOrderMarkIsNotPartOfTheFile() {
        let file = files.parse("\u{FEFF}title: bom\n\ndevice add phone\n")
        #expect(file.diagnostics.isEmpty)
        #expect(file.header.title == "bom")
        #expect(file.steps.count == 1)
    }

    @Test func carriageReturnsEndLines() {
        let file = files.parse("title: cr\r\rdevice add phone\rdevice list\r")
        #expect(file.diagnostics.isEmpty)
        #expect(file.header.title == "cr")
        #expect(file.steps.map(\.line) == [3, 4])
    }

    @Test func aFileWithoutStepsIsAnError() throws {
        let file = files.parse("title: only a header\ndescription: the body was swallowed")
        let d = try #require(file.diagnostics.first)
        #expect(d.code == "no-steps")
        #expect(files.parse("title: skipped\nskip: not yet\n").diagnostics.isEmpty)
    }

    @Test func longContinuationsJoinLinearlyAndAreBounded() throws {
        let many = "device list \\\n" + String(repeating: "  \\\n", count: 50_000) + "\n"
        #expect(files.parse("title: t\n" + many).steps.count == 1)
        let huge = "title: t\nclock show " + String(repeating: "x", count: ScriptParser.longestLine) + "\n"
        let d = try #require(files.parse(huge).diagnostics.first)
        #expect(d.code == "line-too-long")
    }
}
