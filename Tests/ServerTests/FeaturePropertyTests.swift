import LimelightCore
import Testing
@testable import Server

/// Random documents and edits (emoji, CJK, quotes, continuations, queries, broken lines): every feature answers with
/// positions inside the document, tokens in order, and formatting that is idempotent; nothing traps.
@Suite struct FeaturePropertyTests {
    let fragments = ["device add 📱", "spotlight query title == \"日本\"c --fetch title", "expect query 'title == \"🎉\"' count == 1",
                     "## Setup 日本", "# note 🎉", "title: T", "> out 🎉", "hepl", "device add x --platfrm ios", "clock advance 1d \\",
                     "  --x", "spotlight search caf --filter 'title == \"x\"'", "\"unterminated 🎉", "expect spotlight count == 0", "",
                     "help device", "spotlight index n1 --title \"👨‍👩‍👧\" --keywords a,b"]

    func units(_ line: String, _ e: PositionEncoding) -> Int { e.units(Substring(line)) }

    @Test(arguments: [PositionEncoding.utf16, .utf8])
    func featuresStayInsideTheDocument(encoding: PositionEncoding) {
        var random = SeededRandom(seed: encoding == .utf8 ? 8 : 16)
        let h = ServerHarness(offer: encoding == .utf8 ? ["utf-8"] : nil)
        let uri = "file:///prop.scenario"
        let start = (0..<12).map { _ in fragments[Int.random(in: 0..<fragments.count, using: &random)] }.joined(separator: "\n")
        _ = h.open(uri, start + "\n")
        for round in 0..<80 {
            guard let doc = h.server.documents[uri] else { Issue.record("document lost"); return }
            // An edit: usually valid (a fragment at a scalar boundary), sometimes out of range or inside a character.
            let line = Int.random(in: 0..<doc.lines.count, using: &random)
            let text = doc.lines[line]
            let scalars = Array(text.unicodeScalars)
            let cut = Int.random(in: 0...scalars.count, using: &random)
            var character = units(String(String.UnicodeScalarView(scalars[..<cut])), encoding)
            if round % 9 == 0 { character += 1 }   // may fall inside a character or past the end: rejected, nothing changes
            let insert = round % 3 == 0 ? "\n" + fragments[Int.random(in: 0..<fragments.count, using: &random)] : fragments[Int.random(in: 0..<fragments.count, using: &random)].prefix(4) + ""
            let before = doc.text
            let out = h.change(uri, version: round + 2, [ServerHarness.edit(line, character, line, character, String(insert))])
            if out.contains(where: { $0["method"] == "window/showMessage" }) { #expect(h.server.documents[uri]?.text == before) }
            guard let now = h.server.documents[uri] else { return }
            let lines = now.lines
            func inside(_ r: JSONValue?) -> Bool {
                guard let r = LSPRange(json: r), r.start.line < lines.count, r.end.line < lines.count + 1 else { return false }
                return r.start.character <= units(lines[r.start.line], encoding)
            }
            // Semantic tokens: in order, inside their lines, never overlapping.
            let data = (h.request("textDocument/semanticTokens/full", ServerHarness.at(uri)).response["result"]?["data"]?.arrayValue ?? []).compactMap(\.intValue)
            var l = 0, c = 0, end = 0
            for i in stride(from: 0, to: data.count - 4, by: 5) {
                if data[i] > 0 { c = 0; end = 0 }
                l += data[i]
                c += data[i + 1]
                #expect(l < lines.count && c >= end && data[i + 2] > 0 && c + data[i + 2] <= units(lines[min(l, lines.count - 1)], encoding), "round \(round)")
                end = c + data[i + 2]
            }
            for fold in h.request("textDocument/foldingRange", ServerHarness.at(uri)).response["result"]?.arrayValue ?? [] {
                let s = fold["startLine"]?.intValue ?? -1, e = fold["endLine"]?.intValue ?? -1
                #expect(s >= 0 && s < e && e < lines.count, "round \(round)")
            }
            let actions = h.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "context": ["diagnostics": []],
                                                                 "range": ["start": ["line": 0, "character": 0], "end": ["line": .int(lines.count), "character": 0]]])
            for action in actions.response["result"]?.arrayValue ?? [] {
                #expect(inside(action["edit"]?["changes"]?[uri]?.arrayValue?.first?["range"]), "round \(round)")
            }
            let fmt = ["textDocument": ["uri": .string(uri)], "options": ["tabSize": 4, "insertSpaces": true]] as JSONValue
            if let edit = h.request("textDocument/formatting", fmt).response["result"]?.arrayValue?.first, let text = edit["newText"]?.stringValue {
                #expect(!h.server.runner.check(text: text).hasErrors)
                let saved = now.text
                _ = h.change(uri, version: 1_000 + round, [["text": .string(text)]])
                #expect(h.request("textDocument/formatting", fmt).response["result"]?.arrayValue?.isEmpty == true, "round \(round)")
                _ = h.change(uri, version: 2_000 + round, [["text": .string(saved)]])
            }
            let p = Int.random(in: 0..<lines.count, using: &random)
            let help = h.request("textDocument/signatureHelp", ServerHarness.at(uri, p, Int.random(in: 0...units(lines[p], encoding), using: &random))).response
            #expect(help["error"] == nil)
            if let sig = help["result"]?["signatures"]?.arrayValue?.first, let label = sig["label"]?.stringValue {
                for param in sig["parameters"]?.arrayValue ?? [] {
                    let offsets = param["label"]?.arrayValue?.compactMap(\.intValue) ?? []
                    #expect(offsets.count == 2 && offsets[0] < offsets[1] && offsets[1] <= units(label, encoding))
                }
                if let active = help["result"]?["activeParameter"]?.intValue { #expect(active < (sig["parameters"]?.arrayValue?.count ?? 0)) }
            }
        }
    }
}
