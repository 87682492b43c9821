import Testing
import LimelightCore
import SimulatorKit
@testable import Script

@Suite struct CommandParserTests {
    let parser = CommandParser(registry: StandardCommands.registry(catalog: AppCatalog([])))

    /// An unknown `--timezone` is found when the line is parsed (so `check` and the editor report it), at the value,
    /// with the closest known zone.
    @Test func anUnknownTimeZoneIsAParseError() throws {
        let (invocation, diagnostics) = parser.parse("device add phone --timezone Europe/Berln")
        #expect(invocation == nil)
        let d = try #require(diagnostics.first)
        #expect(d.message == "unknown time zone 'Europe/Berln'")
        #expect(d.suggestion == "did you mean 'Europe/Berlin'?")
        #expect((d.range.start.column, d.range.end.column) == (29, 41))
        #expect(parser.parse("device add phone --timezone Asia/Tokyo").invocation != nil)
    }

    func diagnostic(_ line: String) -> Diagnostic? { parser.parse(line).diagnostics.first }

    @Test func parsesACommandWithArgumentsAndOptions() throws {
        let (inv, diags) = parser.parse(#"device add phone --platform macos --timezone Europe/Berlin"#)
        #expect(diags.isEmpty)
        let i = try #require(inv)
        #expect(i.spec.name == "device add")
        #expect(i.argument("name")?.text == "phone")
        #expect(i[DeviceCommands.platformOption] == "macos")
    }

    @Test func unknownCommandSuggestsTheClosestWithColumn() throws {
        let d = try #require(diagnostic("devcie list"))
        #expect(d.code == "unknown-command")
        #expect(d.range.start.column == 1)
        #expect(d.suggestion?.contains("'device'") == true)
    }

    @Test func unknownSubcommandPointsAtTheSecondWord() throws {
        let d = try #require(diagnostic("device ad phone"))
        #expect(d.message == "unknown subcommand 'ad' of 'device'")
        #expect(d.range.start.column == 8)
        #expect(d.suggestion == "did you mean 'device add'?")
    }

    @Test func commandWordsStopAtTheFirstWordNoCommandContinuesWith() {
        let registry = StandardCommands.registry(catalog: AppCatalog([]))
        func words(_ line: String) -> [String] { registry.commandWords(of: Lexer.tokenize(line).tokens) }
        #expect(words("device add phone --platform macos") == ["device", "add"])
        #expect(words("device") == ["device"])
        #expect(words("device ad phone") == ["device"])
        #expect(words("devcie list").isEmpty && words("").isEmpty)
        #expect(words("\"device\" add").isEmpty, "a quoted word is never a command word")
        #expect(words("--verbose device add") == ["device", "add"], "options are skipped")
    }

    @Test func groupWithoutSubcommand() throws {
        let d = try #require(diagnostic("clock"))
        #expect(d.code == "missing-subcommand")
        #expect(d.suggestion?.contains("advance") == true)
    }

    @Test func unknownOptionSuggestsAKnownOne() throws {
        let d = try #require(diagnostic("device add phone --platfrom ios"))
        #expect(d.code == "unknown-option")
        #expect(d.range.start.column == 18)
        #expect(d.suggestion == "did you mean '--platform'?")
    }

    @Test func badChoiceAndBadDuration() throws {
        #expect(diagnostic("device add phone --platform android")?.code == "bad-value")
        let d = try #require(diagnostic("clock advance 3x"))
        #expect(d.range.start.column == 15)
        #expect(d.message == "'3x' is not a duration")
    }

    @Test func missingArgumentAndMissingOptionValue() {
        #expect(diagnostic("clock advance")?.code == "missing-argument")
        #expect(diagnostic("device add phone --platform")?.code == "missing-value")
    }

    @Test func extraArgumentIsReported() {
        #expect(diagnostic("clock advance 1d 2d")?.code == "extra-argument")
    }

    @Test func probeTakesATrailingComparison() throws {
        let i = try #require(parser.parse(#"expect spotlight count "Einkaufen" == 0"#).invocation)
        #expect(i.argument("text")?.text == "Einkaufen")
        #expect(i.comparison?.op == .equal)
        #expect(i.comparison?.value.text == "0")
        let j = try #require(parser.parse("expect spotlight count >= 2").invocation)
        #expect(j.argument("text") == nil)
        #expect(j.comparison?.op == .greaterOrEqual)
    }

    @Test func restArgumentKeepsTheRawText() throws {
        let i = try #require(parser.parse("expect error clock advance -2d").invocation)
        #expect(i.argument("command")?.text == "clock advance -2d")
        #expect(i.argument("command")?.range.start.column == 14)
    }
}
