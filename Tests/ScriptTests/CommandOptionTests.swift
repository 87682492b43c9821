import LimelightCore
import SimulatorKit
import SystemServices
import Testing
@testable import Script

/// Options are typed values the parser reads once, and commands read them through the handles their specs declare;
/// what marks a command as about the session is a field of its spec.
@Suite struct CommandOptionTests {
    let registry = StandardCommands.registry(catalog: AppCatalog([]))
    var parser: CommandParser { CommandParser(registry: registry) }

    func invocation(_ line: String) throws -> CommandInvocation {
        let (inv, diagnostics) = parser.parse(line)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return try #require(inv)
    }

    @Test func theParserReadsNumbersAndDurationsOnceAndCommandsReadTheValue() throws {
        let config = try invocation("spotlight config --latency 1h30m --quota 12")
        #expect(config.bound(SpotlightCommands.latencyOption)?.parsed == .duration(.minutes(90)))
        #expect(config[SpotlightCommands.latencyOption] == .minutes(90))
        #expect(config[SpotlightCommands.quotaOption] == 12)
        #expect(config[SpotlightCommands.ttlOption] == nil, "not given")
        let lose = try invocation("spotlight lose --fraction 0.25")
        #expect(lose.bound(SpotlightCommands.fractionOption)?.parsed == .number(0.25))
        #expect(lose[SpotlightCommands.fractionOption] == 0.25)
        let text = try invocation("device add phone --timezone Europe/Berlin")
        #expect(text.bound(DeviceCommands.timezoneOption)?.parsed == nil, "text is its own value")
    }

    @Test func choicesListsAndKeyValuesAreReadAsTheirTypes() throws {
        let add = try invocation("widgets add Quick --family systemMedium")
        #expect(add[WidgetsCommands.family] == WidgetFamilyKind.systemMedium)
        let index = try invocation("spotlight index n1 --keywords 'a, b,,c' --attr dueDate=2026-03-02 --attr title=x=y")
        #expect(index[SpotlightItemOptions.keywordsOption] == ["a", "b", "c"])
        #expect(index.all(SpotlightItemOptions.attrOption) == [OptionKeyValue(key: "dueDate", value: "2026-03-02"),
                                                               OptionKeyValue(key: "title", value: "x=y")])
    }

    /// A value a handle reads is always one the parser accepted: a bad one never reaches the command.
    @Test func aValueTheParserRefusesNeverReachesTheCommand() {
        for line in ["spotlight config --latency soon", "spotlight config --quota many", "widgets add Quick --family huge"] {
            let (inv, diagnostics) = parser.parse(line)
            #expect(inv == nil && diagnostics.contains { $0.code == "bad-value" }, "\(line)")
        }
    }

    /// Every command declares each option once, so a handle names one option of the command.
    @Test func everyCommandDeclaresEachOptionOnce() {
        for spec in registry.commands {
            let names = spec.options.map(\.name)
            #expect(Set(names).count == names.count, "'\(spec.name)' declares an option twice: \(names)")
        }
    }

    /// Shared helpers read what many commands share only when the command declares it.
    @Test func anOptionTheCommandDoesNotDeclareReadsAsAbsent() throws {
        let inv = try invocation("expect log spotlight")
        #expect(inv.ifDeclared(LogCommands.lastOption) == nil && inv.declaredOption(StandardCommands.device) == nil)
        let log = try invocation("log spotlight --last 3")
        #expect(log.ifDeclared(LogCommands.lastOption) == 3)
    }

    @Test func sessionControlIsAFieldOfTheSpec() {
        let marked = registry.commands.filter(\.isSessionControl).map(\.name).sorted()
        #expect(marked == ["checkpoint", "checkpoints", "exit", "help", "quit", "record", "reset", "rewind", "save",
                           "snapshot load", "snapshot save", "state digest", "undo"])
        #expect(registry.sessionControlWords == ["checkpoint", "checkpoints", "exit", "help", "quit", "record", "reset", "rewind",
                                                 "save", "snapshot", "state", "undo"])
        var spec = registry.spec(named: "log")
        spec?.isSessionControl = true
        #expect(spec?.isSessionControl == true && registry.spec(named: "log")?.isSessionControl == false, "a spec is a value")
    }

    /// A session-control step, or `expect error` around one, is left out of the transcript; others are recorded.
    @Test func sessionControlStepsAreNotRecorded() {
        let session = Session()
        _ = session.execute("device add phone")
        _ = session.execute("checkpoint start")
        _ = session.execute("expect error snapshot load missing.snapshot")
        _ = session.execute("expect error rewind nowhere")
        _ = session.execute("help")
        _ = session.execute("expect error device add phone")
        #expect(session.transcript.map(\.source) == ["device add phone", "expect error device add phone"])
    }
}
