import Foundation
import LimelightCore
@testable import Script
import SimulatorKit
import Testing

/// `CommandLineCheck` answers "no diagnostics" for a line only when `CommandParser.parse` reports none: checked on every
/// command line of the repository's scenarios and on lines made from them by small edits.
@Suite struct CommandLineCheckTests {
    let registry = StandardCommands.registry(catalog: AppCatalog([]))

    /// Every command line of every scenario under Scenarios/.
    static func scenarioLines() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Scenarios")
        var lines: [String] = []
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".scenario") }.sorted() ?? []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in ScriptParser.parserLines(of: text) {
                if case .command = ScriptParser.classify(line).kind { lines.append(line) }
            }
        }
        return lines
    }

    /// A line changed by one small edit, chosen by `pick`.
    static func mutated(_ line: String, _ pick: Int) -> String {
        var chars = Array(line)
        guard !chars.isEmpty else { return "x" }
        let at = pick % chars.count
        let inserts: [String] = ["\"", "'", "\\", "#", " --", "=", " --title", " --bogus", " x", "é", "\u{301}", "\r", "\t", " 1y", " ==", " = 3"]
        switch pick % 5 {
        case 0: chars.remove(at: at)
        case 1: chars.insert(contentsOf: inserts[(pick / 5) % inserts.count], at: at)
        case 2: chars += Array(inserts[(pick / 5) % inserts.count])
        case 3:
            // A word repeated (an option given twice, a surplus argument).
            let words = line.split(separator: " ")
            if let word = words.dropFirst((pick / 5) % max(1, words.count)).first { chars += Array(" " + word) }
        default: chars = Array(line.split(separator: " ").dropLast().joined(separator: " "))
        }
        return String(chars)
    }

    func diagnostics(_ line: String) -> [String] {
        CommandParser(registry: registry).parse(line, line: 7).diagnostics.map { "\($0.code) \($0.range) \($0.message)" }
    }

    @Test func aLineReadAsCleanHasNoDiagnosticsInTheFullParse() throws {
        var lines = try Self.scenarioLines()
        #expect(lines.count > 1_000)
        let originals = lines
        for (n, line) in originals.enumerated() {
            for k in 0..<6 { lines.append(Self.mutated(line, n &* 31 &+ k &* 7 &+ k)) }
        }
        var clean = 0, parsedInFull = 0
        for line in lines {
            if CommandLineCheck.isClean(line, registry: registry) {
                clean += 1
                #expect(diagnostics(line) == [], "\(line.debugDescription)")
            } else {
                parsedInFull += 1
            }
        }
        // Both answers are common: the check reads most plain lines, and the edits make many lines it leaves to the parser.
        #expect(clean > 1_000)
        #expect(parsedInFull > 1_000)
    }

    @Test func bulkLinesAreReadInPlaceAndProblemsAreLeftToTheParser() {
        for line in ["spotlight index n0 --title \"Task number 0\" --keywords a,b --description \"Something to do 0\"",
                     "clock advance 1s", "app install com.example.notes", "spotlight index x --title 'it is' # note",
                     "spotlight delete a b c", "   # only a comment"] {
            #expect(CommandLineCheck.isClean(line, registry: registry), "\(line)")
            #expect(diagnostics(line) == [], "\(line)")
        }
        for line in ["spotlight index", "spotlight index a --bogus x", "spotlight index a --title", "spotlght index a",
                     "spotlight index a b", "spotlight index a --title x --title y", "clock advance 10 years", "clock advance soon",
                     "spotlight index a --title \"open", "spotlight", "spotlight index a --title=x y"] {
            #expect(!CommandLineCheck.isClean(line, registry: registry), "\(line)")
        }
        // Lines the check leaves to the parser though they are clean: it does not guess.
        for line in ["spotlight index a --title=x", "spotlight index \"a\\\"b\"", "spotlight index café", "device add phone"] {
            #expect(!CommandLineCheck.isClean(line, registry: registry), "\(line)")
            #expect(diagnostics(line) == [], "\(line)")
        }
    }

    /// The check tells options and arguments apart by their place in the spec; the parser by their names.
    @Test func everyCommandNamesItsArgumentsAndOptionsOnce() {
        for spec in registry.commands {
            #expect(Set(spec.arguments.map(\.name)).count == spec.arguments.count, "\(spec.name)")
            #expect(Set(spec.options.map(\.name)).count == spec.options.count, "\(spec.name)")
        }
    }

    /// `check` (no invocations, clean lines read in place) and `parse` report the same diagnostics for every scenario.
    @Test func checkAndParseReportTheSameDiagnostics() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Scenarios")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".scenario") }.sorted() ?? []
        #expect(files.count > 50)
        let parser = ScriptParser(registry: registry)
        func shown(_ file: ScriptFile) -> [String] { file.diagnostics.map { "\($0.code) \($0.range) \($0.message) \($0.suggestion ?? "") \($0.fixIts.count)" } }
        for file in files {
            var text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(shown(parser.check(text)) == shown(parser.parse(text)), "\(file)")
            // The same with every command line edited once.
            text = ScriptParser.parserLines(of: text).enumerated().map { n, line in
                if case .command = ScriptParser.classify(line).kind { return Self.mutated(line, n) }
                return line
            }.joined(separator: "\n")
            #expect(shown(parser.check(text)) == shown(parser.parse(text)), "\(file) edited")
        }
    }
}
