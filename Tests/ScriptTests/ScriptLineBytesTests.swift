import Foundation
import LimelightCore
@testable import Script
import SimulatorKit
import Testing

/// `ScriptLines` (a text's parser lines kept as bytes, what `run` reads) holds the same lines as
/// `ScriptParser.parserLines(of:)`, a scan over it hands out the same constructs as a scan over the strings, and
/// releasing chunks frees only the lines above.
@Suite struct ScriptLineBytesTests {
    let parser = ScriptParser(registry: StandardCommands.registry(catalog: AppCatalog([])))

    /// Every scenario under Scenarios/, by path.
    static func scenarios() throws -> [(String, String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Scenarios")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".scenario") }.sorted() ?? []
        return try files.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// Texts with every kind of line end, blanks and byte-order mark, short and across several chunks.
    static let texts: [String] = {
        var texts = ["", "\n", "\n\n", "a", "a\n", "a\n\n", "  \t", "a  \t\r\n b \r", "\r\r\n\r", "\u{FEFF}", "\u{FEFF}title: x\n",
                     "\u{FEFF}\u{FEFF}x", "héllo wörld  \n> ünïcode\u{0301}\t", "a\\\n  b\\\n c", "x\r\n\r\n  \r\n"]
        let many = (0..<2_600).map { i in i % 5 == 0 ? "   " : i % 7 == 0 ? "## part \(i)" : "spotlight index n\(i) --title \"T \(i)\"  " }
        for end in ["\n", "\r\n", "\r"] {
            texts.append(many.joined(separator: end))
            texts.append(many.joined(separator: end) + end)
            texts.append(many.joined(separator: end) + end + "  " + end)
        }
        // A text of LF breaks with one CR at its very end (read the slow way), and LF breaks around blank-only lines.
        texts.append(many.joined(separator: "\n") + "\r")
        texts.append("a\n \t \n\t\nb\t \n\n")
        // Lines exactly filling chunks, and one more.
        texts.append(Array(repeating: "x", count: ScriptLines.linesPerChunk).joined(separator: "\n"))
        texts.append(Array(repeating: "", count: ScriptLines.linesPerChunk * 2 + 1).joined(separator: "\n") + "end")
        return texts
    }()

    @Test func holdsTheParsersLines() throws {
        for text in Self.texts + (try Self.scenarios().map(\.1)) {
            let lines = ScriptLines(text)
            let strings = ScriptParser.parserLines(of: text)
            #expect(lines.count == strings.count, "\(text.prefix(40).debugDescription)")
            #expect(lines.strings == strings, "\(text.prefix(40).debugDescription)")
            for n in 0..<lines.count {
                let bytes = lines.withLineBytes(n) { Array($0) }
                if bytes != Array(strings[n].utf8) { Issue.record("line \(n) of \(text.prefix(40).debugDescription)"); break }
            }
        }
    }

    /// The constructs of a scan, written out (steps with their source, golden lines and diagnostics).
    func constructs<Lines>(_ lines: Lines, parsesAhead: Bool, invocations: Bool, from start: Int = 0) -> [String] {
        var p = parser
        p.parsesAhead = parsesAhead
        var state = ScriptScanState.start, out: [String] = []
        let emit: (consuming ScriptItem, Range<Int>, ScriptScanState) -> Bool = { item, covered, before in
            switch item {
            case .step(let step, let d):
                out.append("step \(step.line) \(step.source) \(step.golden ?? []) \(String(describing: step.goldenLines)) \(step.section ?? "-") "
                           + "\(step.invocation?.source ?? "-") \(d.map { "\($0.code) \($0.range) \($0.message)" }) \(covered) \(before.section ?? "-")")
            case .section(let name, let line): out.append("section \(name) \(line) \(covered)")
            case .header(let key, let value, let line, let column): out.append("header \(key) \(value) \(line):\(column) \(covered)")
            case .problem(let d): out.append("problem \(d.code) \(d.range) \(d.message) \(covered)")
            }
            return true
        }
        if let lines = lines as? ScriptLines {
            p.scan(lines, count: lines.count, from: start, state: &state, keepingInvocations: invocations, emit: emit)
        } else if let lines = lines as? [String] {
            p.scan(lines, count: lines.count, from: start, state: &state, keepingInvocations: invocations, emit: emit)
        }
        return out
    }

    @Test func scansTheSameConstructsAsTheStrings() throws {
        var errors = (0..<3_000).map { i in i % 11 == 0 ? "spotlight index n\(i) --bogus" : "spotlight index n\(i) --title \"T \(i)\"" }
        errors.insert(contentsOf: ["title: big", "seed: nope", "> stray", "## Part", "device add \\", "   phone"], at: 0)
        errors.append(contentsOf: ["tags: late", "spotlight search T", "> golden", ">", "> more"])
        for (name, text) in try Self.scenarios() + [("errors", errors.joined(separator: "\n")), ("bom", "\u{FEFF}title: b\r\ndevice add phone\r\n> x")] {
            let lines = ScriptLines(text), strings = ScriptParser.parserLines(of: text)
            for (ahead, invocations) in [(false, true), (true, true), (true, false)] {
                #expect(constructs(lines, parsesAhead: ahead, invocations: invocations) == constructs(strings, parsesAhead: ahead, invocations: invocations),
                        "\(name), parse ahead \(ahead), invocations \(invocations)")
            }
            if lines.count > 10 {
                #expect(constructs(lines, parsesAhead: true, invocations: true, from: 7) == constructs(strings, parsesAhead: true, invocations: true, from: 7))
            }
        }
    }

    @Test func releasesOnlyTheChunksAbove() {
        let text = (0..<5_000).map { "line \($0)" }.joined(separator: "\n")
        let lines = ScriptLines(text)
        lines.release(before: ScriptLines.linesPerChunk - 1)
        #expect(lines.releasedChunks == 0, "a chunk with a line at or below the mark is kept")
        #expect(lines[0] == "line 0")
        lines.release(before: ScriptLines.linesPerChunk * 2 + 5)
        #expect(lines.releasedChunks == 2)
        #expect(lines[5] == "", "a released line reads as empty, never past its bytes")
        #expect(lines[ScriptLines.linesPerChunk * 2] == "line \(ScriptLines.linesPerChunk * 2)")
        #expect(lines[4_999] == "line 4999")
        lines.release(before: 1_000_000)
        #expect(lines.releasedChunks == 5)
        #expect(lines[4_999] == "")
    }

    @Test func headerOfLinesIsTheHeaderOfText() throws {
        for (_, text) in try Self.scenarios() {
            #expect(parser.parseHeader(lines: ScriptLines(text)) == parser.parseHeader(lines: ScriptParser.parserLines(of: text)))
        }
    }
}
