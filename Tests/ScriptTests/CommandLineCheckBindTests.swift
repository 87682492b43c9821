import LimelightCore
@testable import Script
import SimulatorKit
import Testing

/// `CommandLineCheck.bind` makes a clean line's invocation from its bytes in place; it must be the invocation the full
/// parse (`CommandParser.parseInFull`: tokens, registry walk, binding) makes, field by field, ranges included. Checked on
/// lines generated from every command of the registry, on hand-written lines, and on the scenarios' lines and edits of
/// them; `parse` (the one callers use) must give what `parseInFull` gives for every line, clean or not.
@Suite struct CommandLineCheckBindTests {
    let registry = StandardCommands.registry(catalog: AppCatalog([]))
    var parser: CommandParser { CommandParser(registry: registry) }

    /// Whether `line` read in place and parsed in full give the same; true when the check read it as clean.
    @discardableResult
    func expectSameInvocation(_ line: String, lineNumber: Int = 7) -> Bool {
        let full = parser.parseInFull(line, line: lineNumber)
        let parsed = parser.parse(line, line: lineNumber)
        let shown = { (ds: [Diagnostic]) in ds.map { "\($0.code) \($0.range) \($0.message)" } }
        #expect(shown(parsed.diagnostics) == shown(full.diagnostics), "\(line.debugDescription)")
        expectEqual(parsed.invocation, full.invocation, line)
        let (clean, fast) = CommandLineCheck.bind(line, line: lineNumber, registry: registry)
        #expect(clean == CommandLineCheck.isClean(line, registry: registry), "\(line.debugDescription)")
        guard clean else {
            #expect(fast == nil, "\(line.debugDescription)")
            return false
        }
        #expect(full.diagnostics.isEmpty, "read in place but the full parse reports \(shown(full.diagnostics)): \(line.debugDescription)")
        expectEqual(fast, full.invocation, line)
        return true
    }

    /// The two invocations field by field (the spec by its name).
    func expectEqual(_ fast: CommandInvocation?, _ full: CommandInvocation?, _ line: String) {
        #expect((fast == nil) == (full == nil), "\(line.debugDescription)")
        guard let fast, let full else { return }
        #expect(fast.spec.name == full.spec.name, "\(line.debugDescription)")
        #expect(fast.line == full.line, "\(line.debugDescription)")
        #expect(fast.source == full.source, "\(line.debugDescription)")
        #expect(fast.commandRange == full.commandRange, "\(line.debugDescription)")
        #expect(fast.arguments == full.arguments, "\(line.debugDescription)")
        #expect(fast.options == full.options, "\(line.debugDescription)")
        #expect(fast.comparison == full.comparison, "\(line.debugDescription)")
    }

    /// Values of each kind as a line may write them: valid ones first, then ones the parser rejects.
    static func samples(_ kind: ValueKind?) -> [String] {
        switch kind {
        case nil: return []
        case .text?, .rest?: return ["word", "\"two words\"", "'single quoted'", "\"\"", "café", "\"say \\\"hi\\\"\"", "--x=y", "\"--quoted\"", "a#b"]
        case .integer?: return ["42", "-3", "0", "007", "x", "1.5", "99999999999999999999"]
        case .number?: return ["1.5", "-2", "3", "1e3", "abc", "\"2.5\""]
        case .duration?: return ["15m", "1h30m", "2d", "soon", "10 years", "'3h'"]
        case .date?: return ["2026-03-02", "2026-03-02T09:00", "now", "now+3d", "tomorrow"]
        case .choice(let words)?: return words.prefix(3).map { $0 } + ["\"\(words.first ?? "")\"", "bogus"]
        case .keyValue?: return ["k=v", "title=Milk", "\"a=b c\"", "novalue", "=x"]
        case .list?: return ["a,b", "one", "\"x, y\"", "a,,b"]
        }
    }

    /// A line for `spec` made by `random`: some arguments and options with values of their kinds, written with varied
    /// blanks, quotes and `--name=value`.
    static func generated(_ spec: CommandSpec, _ random: inout SeededRandom) -> String {
        func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[Int(random.next() % UInt64(items.count))] }
        func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
        func valid(_ kind: ValueKind?) -> String? {
            let all = samples(kind)
            // Mostly the first (valid, plain) samples, so many lines are clean.
            return chance(70) ? all.first : pick(all)
        }
        var words = spec.path
        for argument in spec.arguments where !argument.isOptional || chance(60) {
            if let value = valid(argument.kind) { words.append(value) }
            if argument.isVariadic, chance(50), let more = valid(argument.kind) { words.append(more) }
        }
        if chance(10) { words.append("surplus") }
        for option in spec.options where chance(35) {
            let times = option.isRepeatable && chance(40) ? 2 : chance(5) ? 2 : 1
            for _ in 0..<times {
                guard let kind = option.kind else {
                    words.append("--" + option.name)
                    continue
                }
                let value = valid(kind) ?? "x"
                if chance(8) {
                    words.append("--\(option.name)=\(value)")
                } else {
                    words.append("--" + option.name)
                    if !chance(4) { words.append(value) }
                }
            }
        }
        if chance(5) { words.append("--bogus") }
        // Options move among the arguments sometimes (the parser takes them anywhere after the command).
        if words.count > spec.path.count + 1, chance(30) {
            let tail = Array(words[spec.path.count...])
            words = spec.path + tail.shuffled(using: &random)
        }
        var line = ""
        for (i, word) in words.enumerated() {
            if i > 0 { line += pick([" ", " ", " ", "  ", "\t", " \t "]) ?? " " }
            line += word
        }
        if chance(10) { line = "  " + line }
        if chance(10) { line += pick([" # a comment", "# tight", " # café", "  "]) ?? "" }
        return line
    }

    @Test func everyCommandOfTheRegistryBindsTheSameInPlaceAsInFull() {
        var random = SeededRandom(seed: 2026)
        var clean = 0, inFull = 0
        var cleanCommands: Set<String> = []
        for spec in registry.commands {
            for _ in 0..<40 {
                let line = Self.generated(spec, &random)
                if expectSameInvocation(line, lineNumber: Int(random.next() % 500) + 1) {
                    clean += 1
                    cleanCommands.insert(spec.name)
                } else {
                    inFull += 1
                }
            }
        }
        // Both paths are taken often, and most commands have clean lines (those with a static check or a comparison
        // never do).
        #expect(clean > 2_000)
        #expect(inFull > 1_000)
        #expect(cleanCommands.count * 2 > registry.commands.count)
    }

    @Test func handWrittenLinesBindTheSameInPlaceAsInFull() {
        let cleanLines = [
            "spotlight index n123 --title \"Task number 123\" --keywords a,b --description \"Something to do 123\"",
            "spotlight index x --title 'it is' # note",
            "  spotlight\tindex  x   --title   \"\"  ",
            "activity start com.example.view --info a=1 --search --info 'b=two words' --title t",
            "spotlight delete a b c",
            "spotlight delete domain \"a b\" 'c' d",
            "clock advance 1s",
            "clock advance '1h30m'",
            "app install com.example.notes",
        ]
        for line in cleanLines { #expect(expectSameInvocation(line), "\(line)") }
        for line in ["", "   ", "# only a comment", "\t# x"] {
            #expect(expectSameInvocation(line), "\(line.debugDescription)")
            #expect(CommandLineCheck.bind(line, line: 1, registry: registry).invocation == nil)
        }
        // Lines the check leaves to the full parse: the same result all the same.
        let others = [
            "spotlight index café", "spotlight index \"a\\\"b\"", "spotlight index a --title=x", "spotlight index a --title \"open",
            "spotlight index", "spotlight index a --bogus x", "spotlight index a --title", "spotlght index a", "spotlight",
            "spotlight index a --title x --title y", "spotlight delete \"a b\" c", "clock advance 10 years", "clock advance soon", "spotlight index a\rb",
            "spotlight index a\u{301}", "spotlight index key=\"two words\"", "spotlight index 'a'b", "spotlight index \"x\" y z",
            "device add phone", "expect item-count == 3", "expect item-count = 3", "spotlight query title == \"x\"",
        ]
        for line in others { #expect(!expectSameInvocation(line), "\(line)") }
    }

    /// At the reader's limits: a line of exactly `mostTokens` words is read in place, one word more goes to the full
    /// parse, and a line at `longestLine` bytes binds the same either way (one byte more is refused by both).
    @Test func linesAtTheWordAndByteLimitsBindTheSameInPlaceAsInFull() {
        let most = CommandLineCheck.mostTokens
        func deleteLine(words: Int) -> String { "spotlight delete " + (0..<(words - 2)).map { "id\($0)" }.joined(separator: " ") }
        #expect(expectSameInvocation(deleteLine(words: most - 1)))
        #expect(expectSameInvocation(deleteLine(words: most)))
        #expect(!expectSameInvocation(deleteLine(words: most + 1)))
        #expect(parser.parse(deleteLine(words: most + 1)).invocation?.arguments.entries.count == most - 1)
        let head = "spotlight index a --title "
        for length in [ScriptParser.longestLine - 1, ScriptParser.longestLine] {
            let line = head + String(repeating: "x", count: length - head.utf8.count)
            #expect(line.utf8.count == length)
            #expect(expectSameInvocation(line))
        }
        let over = head + String(repeating: "x", count: ScriptParser.longestLine + 1 - head.utf8.count)
        #expect(!expectSameInvocation(over))
        #expect(parser.parse(over).diagnostics.map(\.code) == ["line-too-long"])
    }

    /// The scenarios' lines and each one edited a few times.
    @Test func scenarioLinesAndTheirEditsBindTheSameInPlaceAsInFull() throws {
        var clean = 0
        for (n, line) in try CommandLineCheckTests.scenarioLines().enumerated() {
            if expectSameInvocation(line, lineNumber: n % 300 + 1) { clean += 1 }
            for k in 0..<3 { expectSameInvocation(CommandLineCheckTests.mutated(line, n &* 31 &+ k &* 7 &+ k)) }
        }
        #expect(clean > 1_000)
    }
}
