import Foundation
import LimelightCore
import Script
import Testing
@testable import Server

@Suite struct IncrementalParseTests {
    /// Everything a parse says about a file that positions depend on, as text.
    func fingerprint(_ file: ScriptFile) -> [String] {
        file.diagnostics.map { "\($0.range.start)-\($0.range.end) \($0.code) \($0.message) \($0.suggestion ?? "")" }
            + file.steps.map { step in
                guard let inv = step.invocation else { return "\(step.line) \(step.source) (errors)" }
                let values = (inv.arguments.sorted { $0.key < $1.key } + inv.options.sorted { $0.key < $1.key })
                    .map { "\($0.key)=" + $0.value.map { "\($0.text)@\($0.range.start)-\($0.range.end)" }.joined(separator: ",") }
                let comparison = inv.comparison.map { "\($0.op.rawValue)@\($0.opRange.start) \($0.value.text)@\($0.value.range.start)" } ?? ""
                return "\(step.line) \(inv.line) \(inv.spec.name) \(inv.commandRange.start)-\(inv.commandRange.end) \(values) \(comparison) \(step.golden ?? [])"
            }
    }

    @Test func reparsingAfterEditsEqualsAFullParseAndParsesOnlyTouchedLines() throws {
        let h = ServerHarness()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Scenarios/query")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".scenario") }.sorted()
        let text = try names.prefix(4).map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
            + "\nhepl 🎉\nexpect query 'title = \"日本\"' count == 1\n"
        var doc = Document(uri: "u", version: 1, text: text)
        let cache = CommandLineCache(parser: CommandParser(registry: h.server.runner.registry))
        _ = cache.parse(doc.text, registry: h.server.runner.registry)
        let lines = doc.lines.count
        #expect(cache.misses > 20)
        var random = SeededRandom(seed: 7)
        let inserts = ["", "x", "\n", "\nhelp\n", "## S\n", "\\\n", "> out\n", "\"", "--fetch title ", "日本🎉"]
        for round in 0..<60 {
            let line = Int.random(in: 0..<doc.lines.count, using: &random)
            let character = Int.random(in: 0...doc.lines[line].utf16.count, using: &random)
            let insert = inserts[round % inserts.count]
            try? doc.replace(LSPRange(start: LSPPosition(line: line, character: character), end: LSPPosition(line: line, character: character)),
                             with: insert, encoding: .utf16)
            let incremental = cache.parse(doc.text, registry: h.server.runner.registry)
            let full = h.server.runner.check(text: doc.text)
            #expect(fingerprint(incremental) == fingerprint(full), "round \(round)")
            #expect(cache.misses <= 3, "round \(round): \(cache.misses) lines parsed")
        }
        #expect(doc.lines.count > lines)
    }

    @Test func theCacheKeepsWhatTheDocumentHoldsNotEveryEdit() {
        let registry = ServerHarness().server.runner.registry
        let cache = CommandLineCache(parser: CommandParser(registry: registry))
        for i in 0..<3_000 { _ = cache.parse("device add phone\nclock advance \(i)s\n", registry: registry) }
        #expect(cache.count <= 1_024 + 4)
        #expect(cache.hits == 1 && cache.misses == 1)
    }

    @Test func theServerReparsesOnlyTheEditedLine() {
        let h = ServerHarness()
        let uri = "file:///big.scenario"
        _ = h.open(uri, "device add phone\n" + (0..<2_000).map { "spotlight index n\($0) --title \"🎉 \($0)\"" }.joined(separator: "\n") + "\n")
        let diags = ServerHarness.diagnostics(h.change(uri, version: 2, [ServerHarness.edit(1_000, 0, 1_000, 4, "spxx")]))
        #expect(diags.count == 1 && diags.first?["range"]?["start"]?["line"] == 1_000)
        #expect(h.server.lineCaches[uri]?.misses == 1)
        _ = h.change(uri, version: 3, [ServerHarness.edit(0, 0, 0, 0, "# moved\n")])   // every line moves down: none is parsed
        #expect(h.server.lineCaches[uri]?.misses == 0)
        #expect(h.server.analyses[uri]?.diagnostics.first?["range"]?["start"]?["line"] == 1_001)
        _ = h.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        #expect(h.server.lineCaches[uri] == nil)
    }
}
