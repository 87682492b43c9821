import Foundation
import LimelightCore
import Script
import Testing
@testable import Server

@Suite struct IncrementalParseTests {
    /// Everything a parse says about a file that positions depend on, as text.
    static func fingerprint(_ file: ScriptFile) -> [String] {
        diagnosticsFingerprint(file.diagnostics)
            + file.steps.map { step in
                guard let inv = step.invocation else { return "\(step.line) \(step.source) (errors) \(step.section ?? "-")" }
                let values = (inv.arguments.entries + inv.options.entries)
                    .map { "\($0.name)=\($0.value.text)@\($0.value.range.start)-\($0.value.range.end)" }
                let comparison = inv.comparison.map { "\($0.op.rawValue)@\($0.opRange.start) \($0.value.text)@\($0.value.range.start)" } ?? ""
                return "\(step.line) \(inv.line) \(inv.spec.name) \(inv.commandRange.start)-\(inv.commandRange.end) \(values) \(comparison) "
                    + "\(step.golden ?? []) \(step.goldenLines.map { "\($0)" } ?? "") \(step.section ?? "-")"
            }
            + file.sections.map { "section \($0.name) \($0.line)" }
            + ["header \(file.header)", "lines \(file.lines)"]
    }

    static func diagnosticsFingerprint(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.range.start)-\($0.range.end) \($0.code) \($0.message) \($0.suggestion ?? "")" }
    }

    /// The scenarios of one folder of the repository, joined.
    static func scenarios(_ folder: String, count: Int) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent("Scenarios/" + folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".scenario") }.sorted()
        return try names.prefix(count).map { try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
    }

    /// Checks that the kept parse of `doc` equals a full parse of its text: the file, the diagnostics as published,
    /// the header, the first command and the steps completion replays.
    static func expectSameAsFullParse(_ parsed: ParsedDocument, _ doc: Document, _ h: ServerHarness, _ note: String) {
        let full = h.server.runner.check(text: doc.text)
        #expect(fingerprint(parsed.file) == fingerprint(full), "\(note)")
        #expect(diagnosticsFingerprint(parsed.diagnostics) == diagnosticsFingerprint(full.diagnostics), "\(note)")
        #expect(parsed.header == full.header, "\(note)")
        #expect(parsed.firstStepLine == full.steps.first?.line, "\(note)")
        let middle = max(1, full.lines.count / 2)
        #expect(parsed.steps(before: middle, limit: 7).map { "\($0.line) \($0.source)" }
                == full.steps.filter { $0.line < middle }.prefix(7).map { "\($0.line) \($0.source)" }, "\(note)")
    }

    @Test func reparsingAfterEditsEqualsAFullParseAndParsesOnlyTouchedLines() throws {
        let h = ServerHarness()
        let text = try Self.scenarios("query", count: 4) + "\nhepl 🎉\nexpect query 'title = \"日本\"' count == 1\n"
        var doc = Document(uri: "u", version: 1, text: text)
        let parse = DocumentParse(registry: h.server.runner.registry)
        _ = parse.update(doc)
        let lines = doc.lines.count
        #expect(parse.parsedCommands > 20)
        var random = SeededRandom(seed: 7)
        let inserts = ["", "x", "\n", "\nhelp\n", "## S\n", "\\\n", "> out\n", "\"", "--fetch title ", "日本🎉"]
        for round in 0..<60 {
            let line = Int.random(in: 0..<doc.lines.count, using: &random)
            let character = Int.random(in: 0...doc.lines[line].utf16.count, using: &random)
            let insert = inserts[round % inserts.count]
            try? doc.replace(LSPRange(start: LSPPosition(line: line, character: character), end: LSPPosition(line: line, character: character)),
                             with: insert, encoding: .utf16)
            Self.expectSameAsFullParse(parse.update(doc), doc, h, "round \(round)")
            #expect(parse.parsedCommands <= 3, "round \(round): \(parse.parsedCommands) commands parsed")
        }
        #expect(doc.lines.count > lines)
    }

    /// Random edits of every kind (several lines replaced or removed, header, section, output and continuation lines
    /// written or broken, the end of the file, a byte-order mark, several edits between two parses, whole texts) keep
    /// the kept parse equal to a full parse.
    @Test(arguments: Array(UInt64(1)...6)) func randomEditsOfEveryKindKeepTheParseEqualToAFullOne(seed: UInt64) throws {
        let h = ServerHarness()
        let text = "\u{FEFF}title: t\ntags: a\n" + (try Self.scenarios("query", count: 3)) + "\n## end\nclock advance 1s\n> now\n"
        var doc = Document(uri: "u", version: 1, text: text)
        let parse = DocumentParse(registry: h.server.runner.registry)
        _ = parse.update(doc)
        var random = SeededRandom(seed: seed)
        let inserts = ["", "x", "\n", "\n\n", "title: u\n", "seed: x\n", "skip: no\n", "tags: b", "## S\n", "##\n", "# c\n", "\\", "\\\n",
                       "> out", "> out\n", ">", "device add p\n", "app install focusblox\n", "clock advance 2s", "expect spotlight count == 1\n",
                       "\"", " ", "\t \n", "日本🎉", "\r\n", "\r", "\u{FEFF}"]
        for round in 0..<150 {
            var log: [String] = ["\(doc.lines)"]
            let edits = Int.random(in: 1...3, using: &random)
            for _ in 0..<edits {
                if Int.random(in: 0..<40, using: &random) == 0 {
                    doc.replace(Int.random(in: 0..<4, using: &random) == 0 ? "" : text)
                    continue
                }
                let l1 = Int.random(in: 0..<doc.lines.count, using: &random)
                let l2 = min(doc.lines.count - 1, l1 + [0, 0, 0, 1, 2, 5][Int.random(in: 0..<6, using: &random)])
                let c1 = Int.random(in: 0...doc.lines[l1].unicodeScalars.count, using: &random)
                let c2 = l1 == l2 ? Int.random(in: c1...doc.lines[l2].unicodeScalars.count, using: &random)
                    : Int.random(in: 0...doc.lines[l2].unicodeScalars.count, using: &random)
                let insert = inserts[Int.random(in: 0..<inserts.count, using: &random)]
                try? doc.replace(LSPRange(start: LSPPosition(line: l1, character: c1), end: LSPPosition(line: l2, character: c2)),
                                 with: insert, encoding: .utf32)
                log.append("\(l1):\(c1)-\(l2):\(c2) \(insert.debugDescription) -> \(doc.changes.last.map { "\($0)" } ?? "")")
            }
            Self.expectSameAsFullParse(parse.update(doc), doc, h, "seed \(seed) round \(round) \(log) \(doc.lines)")
        }
    }

    /// A whole parse in two halves at once (a long document's first parse) equals one scan from the top wherever the
    /// second half starts: in the header, inside a continued command or its expected output, in a section, after an
    /// error; and the parses after an edit build on it.
    @Test func aWholeParseInTwoHalvesEqualsOneScanWhereverTheSecondHalfStarts() throws {
        let h = ServerHarness()
        let texts = [
            "title: t\nseed: 3\n\n# note\ndevice add phone\napp install focusblox \\\n  --x 1\nclock advance 1s\n> now: 1\n> more\n"
                + "## one\nexpect spotlight count == 0\n> orphan? no\ntags: late\n\n## two\nhepl\nspotlight search \"a\" \\\n--max 2\n"
                + "> out\n# c\n## three\nclock advance 2s\n",
            "title: only a header\ntags: a, b\n\n# nothing else\nseed: 9\n",
            "## first\n> orphan\n\nclock advance 1s\n" + (try Self.scenarios("query", count: 2)),
        ]
        for text in texts {
            let doc = Document(uri: "u", version: 1, text: text)
            for split in 1..<doc.lines.count {
                let parse = DocumentParse(registry: h.server.runner.registry)
                Self.expectSameAsFullParse(parse.update(doc, split: split), doc, h, "split at \(split) of \(doc.lines)")
                var edited = doc
                try edited.replace(LSPRange(start: LSPPosition(line: split, character: 0), end: LSPPosition(line: split, character: 0)),
                                   with: "## inserted\n", encoding: .utf16)
                Self.expectSameAsFullParse(parse.update(edited), edited, h, "edited after a split at \(split)")
            }
        }
    }

    @Test func aLongDocumentIsParsedInTwoHalvesAsOneScanWould() {
        let h = ServerHarness()
        let body = (0..<DocumentParse.halvedLines).map { i in
            i % 700 == 0 ? "## part \(i)" : i % 3 == 0 ? "clock advance \(i)s\n> now" : "expect spotlight count >= \(i % 5 == 0 ? "x" : "0")"
        }
        let doc = Document(uri: "u", version: 1, text: "title: long\n" + body.joined(separator: "\n") + "\n")
        let parse = DocumentParse(registry: h.server.runner.registry)
        #expect(doc.lines.count >= DocumentParse.halvedLines)
        Self.expectSameAsFullParse(parse.update(doc), doc, h, "long")
        #expect(parse.scannedLines >= doc.lines.count - 1)
    }

    /// `limelight serve` runs a document's parses at its worker's priority until one is kept (every request on the
    /// document waits for it), at the analysis thread's lower one after.
    @Test func parsesAreAwaitedUntilTheDocumentHasOne() {
        let h = ServerHarness()
        h.server.defersAnalysis = true
        let uri = "file:///a.scenario"
        _ = h.open(uri, "device add phone\nclock advance 1s\n")
        let first = h.server.pendingAnalysisJobs()
        #expect(first.map(\.isAwaited) == [true])
        #expect(first.first?.isCurrent == true)
        _ = h.change(uri, version: 2, [ServerHarness.edit(1, 0, 1, 0, "x")])
        #expect(first.first?.isCurrent == false)
        let second = h.server.pendingAnalysisJobs()
        #expect(second.map(\.isAwaited) == [true])
        _ = h.server.finishAnalysis(second.first?.run())
        _ = h.change(uri, version: 3, [ServerHarness.edit(1, 0, 1, 0, "y")])
        #expect(h.server.pendingAnalysisJobs().map(\.isAwaited) == [false])
    }

    @Test func aParseTooFarBehindParsesTheWholeText() {
        let h = ServerHarness()
        var doc = Document(uri: "u", version: 1, text: "device add phone\nclock advance 1s\n")
        let parse = DocumentParse(registry: h.server.runner.registry)
        _ = parse.update(doc)
        for i in 0..<(Document.changesKept + 10) {
            try? doc.replace(LSPRange(start: LSPPosition(line: 1, character: 14), end: LSPPosition(line: 1, character: 15)),
                             with: "\(i % 10)", encoding: .utf16)
        }
        #expect(doc.changes(since: 0) == nil)
        Self.expectSameAsFullParse(parse.update(doc), doc, h, "behind")
        #expect(parse.scannedLines == 2)
    }

    /// A command without diagnostics keeps only its lines and state; the step made again from them is the one the scan
    /// made (its text with continuations joined, golden output and its lines, section), after edits above it too, and
    /// everything else is kept whole.
    @Test func aCommandKeptAsItsLinesIsMadeAgainAsTheScanMadeIt() throws {
        let h = ServerHarness()
        let text = "title: t\n" + (try Self.scenarios("query", count: 3)) + (try Self.scenarios("spotlight", count: 3))
            + "\n## tail\nspotlight search \"a\" \\\n    --max 2 \\\n  --fetch title\n>  two spaces\n>\n>x\n> y \nhepl\n"
            + "clock advance 1s   \n> now\t\n\n# end\r\nclock advance 2s\r\n> later\r\n"
        var doc = Document(uri: "u", version: 1, text: text)
        let parse = DocumentParse(registry: h.server.runner.registry)
        for round in 0..<3 {
            let parsed = parse.update(doc)
            let full = h.server.runner.check(text: doc.text)
            let byLine = Dictionary(full.steps.map { ($0.line, $0) }, uniquingKeysWith: { a, _ in a })
            var rebuilt = 0, kept = 0
            for chunk in parsed.chunks {
                for (i, item) in chunk.run.items.enumerated() {
                    guard item.kept == nil else { kept += 1; continue }
                    guard case .step(let step, let diagnostics) = item.item(in: parsed.lines, offset: chunk.offset(i))
                        .moved(byLines: chunk.offset(i)) else { Issue.record("not a step"); continue }
                    let scanned = try #require(byLine[step.line], "round \(round) line \(step.line)")
                    #expect(diagnostics.isEmpty)
                    #expect(step.source == scanned.source && step.golden == scanned.golden && step.goldenLines == scanned.goldenLines
                            && step.section == scanned.section, "round \(round) line \(step.line): \(step) vs \(scanned)")
                    rebuilt += 1
                }
            }
            #expect(rebuilt > kept, "round \(round): \(rebuilt) made again, \(kept) kept")
            Self.expectSameAsFullParse(parsed, doc, h, "round \(round)")
            try doc.replace(LSPRange(start: LSPPosition(line: 1, character: 0), end: LSPPosition(line: 1, character: 0)),
                            with: "## moved \(round)\n\n", encoding: .utf16)
        }
    }

    @Test func theServerReparsesOnlyTheEditedLine() {
        let h = ServerHarness()
        let uri = "file:///big.scenario"
        _ = h.open(uri, "device add phone\n" + (0..<2_000).map { "spotlight index n\($0) --title \"🎉 \($0)\"" }.joined(separator: "\n") + "\n")
        let diags = ServerHarness.diagnostics(h.change(uri, version: 2, [ServerHarness.edit(1_000, 0, 1_000, 4, "spxx")]))
        #expect(diags.count == 1 && diags.first?["range"]?["start"]?["line"] == 1_000)
        #expect(h.server.documents.record(uri)?.parse?.parsedCommands == 1)
        _ = h.change(uri, version: 3, [ServerHarness.edit(0, 0, 0, 0, "# moved\n")])   // every line moves down: none is parsed
        #expect(h.server.documents.record(uri)?.parse?.parsedCommands == 0)
        #expect(h.server.documents.record(uri)?.analysis?.diagnostics.first?["range"]?["start"]?["line"] == 1_001)
        _ = h.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        #expect(h.server.documents.record(uri) == nil)
    }

    /// A construct a parse keeps is 40 bytes (line numbers in 32 bits), and its lines and shift read back whole,
    /// moved either way.
    @Test func aParsedItemIsSmallAndKeepsItsLines() {
        #expect(MemoryLayout<ParsedItem>.stride == 40)
        var item = ParsedItem(cleanCommandOn: 7..<9, state: ScriptScanState(section: "s", inHeader: false))
        #expect(item.lines == 7..<9 && item.shift == 0)
        item.shift += 100_000_000
        item.shift -= 300_000_000
        #expect(item.shift == -200_000_000 && item.lines == 7..<9 && item.state.section == "s")
        let far = ParsedItem(cleanCommandOn: (1 << 29)..<((1 << 29) + 3), state: .start)
        #expect(far.lines == (1 << 29)..<((1 << 29) + 3))
    }
}

@Suite struct CompletionReplayTests {
    @Test func completionUsesTheReplayPreparedAfterTheParseAndAnEditBelowItKeepsIt() {
        let h = ServerHarness()
        h.server.defersAnalysis = true
        let uri = "file:///r.scenario"
        let text = "device add phone\napp install focusblox\napp launch focusblox\n" + (0..<50).map { "clock advance \($0)s" }.joined(separator: "\n") + "\n"
        _ = h.open(uri, text)
        var job = h.server.pendingAnalysisJobs().first
        var result = job?.run()
        _ = h.server.finishAnalysis(result)
        guard let replay = job?.prepareReplay(result) else { Issue.record("no replay prepared"); return }
        #expect(job?.prepareReplay(result) == nil)   // the same steps: made once
        h.server.keep(replay)
        let items = h.request("textDocument/completion", ServerHarness.at(uri, 53, 0)).response["result"]?["items"]?.arrayValue ?? []
        #expect(!items.isEmpty)
        #expect(h.server.lastReplay == nil)           // answered from the prepared replay
        _ = h.change(uri, version: 2, [ServerHarness.edit(40, 0, 40, 0, "x")])
        job = h.server.pendingAnalysisJobs().first
        result = job?.run()
        _ = h.server.finishAnalysis(result)
        #expect(job?.prepareReplay(result) != nil)   // a step it ran changed
        _ = h.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        #expect(h.server.documents.record(uri) == nil)
    }
}
