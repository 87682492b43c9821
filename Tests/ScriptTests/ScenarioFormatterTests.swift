import Testing
import LimelightCore
import SimulatorKit
@testable import Script

@Suite struct ScenarioFormatterTests {
    let parser = ScriptParser(registry: StandardCommands.registry(catalog: AppCatalog([])))

    @Test func printsTheCanonicalLayout() {
        let messy = "\n\ntitle:Grüße 🎉   \ntags:  a b\n\n\n##Setup\n   device   add  \"📱 phone\"   --platform  ios  # the phone 日本\n"
            + ">added iOS 18.0 device '📱 phone' (UTC)\n>\n#  note\n\n\n\n  ###   Check  \nexpect   spotlight count == 0\nspotlight index n1 \\\n\t  \\\n      --title \"📱 phone\"\n\n"
        let expected = """
        title: Grüße 🎉
        tags: a b

        ## Setup
        device add "📱 phone" --platform ios # the phone 日本
        > added iOS 18.0 device '📱 phone' (UTC)
        >
        #  note

        ## Check
        expect spotlight count == 0
        spotlight index n1 \\
            \\
            --title "📱 phone"

        """
        let file = parser.parse(messy)
        #expect(!file.hasErrors)
        let printed = ScenarioFormatter.format(file)
        #expect(printed == expected)
        let again = parser.parse(expected)
        #expect(ScenarioFormatter.format(again) == expected)   // idempotent
        #expect(again.steps.map(\.golden) == file.steps.map(\.golden))
        #expect(again.steps.map { Lexer.tokenize($0.source).tokens.map(\.text) } == file.steps.map { Lexer.tokenize($0.source).tokens.map(\.text) })
        #expect(again.header == file.header)
        #expect(again.sections.map(\.name) == file.sections.map(\.name))
    }

    @Test func aFileWithErrorsIsNotPrinted() {
        #expect(ScenarioFormatter.format(parser.parse("hepl   device\n")) == nil)
        #expect(ScenarioFormatter.format(parser.parse("")) == nil)   // no steps is an error
        #expect(ScenarioFormatter.format(parser.parse("skip: later\n")) == "skip: later\n")
    }

    @Test func quotedWordsAndQueriesKeepTheirSpelling() {
        let line = "spotlight   query  title ==  \"a  b\"c   --filter 'x == \"y\"'  #  c"
        #expect(ScenarioFormatter.command(line) == "spotlight query title == \"a  b\"c --filter 'x == \"y\"' #  c")
        #expect(ScenarioFormatter.command("help   \"--x\"") == "help \"--x\"")
    }
}
