import Testing
@testable import Exploration
import LimelightCore
import Script

/// The generator binds the lines it writes as `CommandParser` does, so a journey runs them without parsing them again:
/// for thousands of generated lines over every app, the invocation it made is the parser's, value for value and range
/// for range, and a line it did not bind is one the parser refuses or reads some other way.
@Suite struct JourneyGeneratorTests {
    /// The parts of an invocation a command reads, as text.
    static func describe(_ invocation: CommandInvocation) -> String {
        func values(_ bound: BoundValues) -> String {
            bound.entries.map { "\($0.name)=\($0.value.text)@\($0.value.range)" }.joined(separator: " ")
        }
        return "\(invocation.spec.name) line \(invocation.line) [\(invocation.source)] \(invocation.commandRange) "
            + "args: \(values(invocation.arguments)) opts: \(values(invocation.options)) cmp: \(invocation.comparison == nil ? "none" : "some")"
    }

    @Test(arguments: [["focusblox"], ["simplr"], ["portfolio"], ["landmarks"], ["focusblox", "simplr", "portfolio", "landmarks"]])
    func aBoundLineIsWhatTheParserMakesOfIt(apps: [String]) throws {
        let parser = CommandParser(registry: Fixtures.registry)
        var bound = 0
        for seed in 1...6 as ClosedRange<UInt64> {
            var options = ExploreOptions()
            options.seed = seed
            options.apps = apps
            let explorer = Explorer(options: options, catalog: Fixtures.catalog, registry: Fixtures.registry)
            let (session, setupCount, random) = try explorer.start(journey: 0, targets: apps)
            var generator = JourneyGenerator(pool: CommandPool(registry: Fixtures.registry, apps: Set(apps)), random: random)
            for step in 1...300 {
                let number = setupCount + step
                guard let generated = generator.next(for: session, line: number) else { break }
                let (parsed, diagnostics) = parser.parse(generated.line, line: number)
                if let invocation = generated.invocation {
                    bound += 1
                    let expected = try #require(parsed, "\(generated.line): the parser refuses it: \(diagnostics.map(\.message))")
                    #expect(Self.describe(invocation) == Self.describe(expected))
                    #expect(diagnostics.isEmpty, "\(generated.line): \(diagnostics.map(\.message))")
                    _ = session.execute(invocation)
                } else {
                    _ = session.execute(generated.line, line: number)
                }
            }
        }
        #expect(bound > 1000)
    }

    /// Values made up by kind are not checked again when a line is bound: every one its kind accepts.
    @Test func everyValueMadeUpByKindIsOneItsKindAccepts() {
        let kinds: [(ValueKind, [String])] = [(.text, JourneyGenerator.words), (.integer, JourneyGenerator.numbers),
                                              (.number, JourneyGenerator.decimals), (.duration, JourneyGenerator.durations),
                                              (.date, JourneyGenerator.dates), (.list, ["a,b"])]
        for (kind, values) in kinds {
            for value in values { #expect(kind.problem(with: value) == nil, "\(value) for \(kind)") }
        }
    }

    @Test func valuesThatCouldReadAsSomethingElseAreLeftToTheParser() {
        #expect(JourneyGenerator.bindsPlainly("Steuer Belege"))
        #expect(JourneyGenerator.bindsPlainly("Ärger"))
        #expect(!JourneyGenerator.bindsPlainly("--spotlight-behaviour"))
        #expect(!JourneyGenerator.bindsPlainly("a\rb"))
        #expect(!JourneyGenerator.bindsPlainly("a\u{00A0}b"))
    }
}
