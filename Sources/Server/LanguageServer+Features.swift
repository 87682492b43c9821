import LimelightCore
import ScenarioKit
import Script

extension LanguageServer {
    /// `textDocument/completion`: header keys, command words, options and live values from a session replaying the steps above the cursor.
    func completion(_ params: TextDocumentPositionParams) throws -> JSONValue {
        let doc = try document(params.textDocument)
        let converter = PositionConverter(lines: doc.lines, encoding: encoding)
        let position = params.position.value
        guard position.line < doc.lines.count else { return ["isIncomplete": false, "items": []] }
        let lineText = doc.lines[position.line]
        let column = converter.location(position).column
        let before = String(lineText.prefix(column - 1))
        let trimmed = before.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("#") || trimmed.hasPrefix(">") { return ["isIncomplete": false, "items": []] }
        // The last parse, even if edits arrived since: completion answers at once rather than parse the document again.
        let parsed = lastAnalysis(doc).parsed
        let session = replaySession(doc.uri, seed: parsed.header.seed, steps: parsed.steps(before: position.line + 1, limit: Self.replayedSteps))
        let (start, candidates, descriptions) = Completer(session: session).completeDescribed(line: lineText, cursor: column - 1)
        let range = converter.range(SourceRange(start: SourceLocation(line: position.line + 1, column: start + 1),
                                                end: SourceLocation(line: position.line + 1, column: column)))
        let partWords = Lexer.tokenize(String(lineText.prefix(start))).tokens.filter { !$0.isQuoted && !$0.isOption }.map(\.text)
        var items: [JSONValue] = []
        let firstStep = parsed.firstStepLine ?? Int.max
        if !before.contains(" "), position.line + 1 <= firstStep {
            for key in ScenarioHeader.keys where key.hasPrefix(trimmed) {
                items.append(["label": .string(key + ":"), "kind": 14, "detail": "scenario header",
                              "textEdit": ["range": range, "newText": .string(key + ": ")], "sortText": .string("1" + key)])
            }
        }
        for candidate in candidates {
            var item: [String: JSONValue] = ["label": .string(candidate), "textEdit": ["range": range, "newText": .string(candidate)],
                                             "sortText": .string("0" + candidate)]
            if let description = descriptions[candidate] {
                // An item identifier with its title (a title with its identifier), as the REPL lists them.
                item["kind"] = 12
                item["detail"] = .string(description)
                item["labelDetails"] = ["description": .string(description)]
                item["filterText"] = .string(candidate + " " + description)
            } else if candidate.hasPrefix("--") {
                item["kind"] = 10
            } else if let spec = session.registry.spec(named: (partWords + [candidate]).joined(separator: " ")) {
                item["kind"] = 3
                item["detail"] = .string(spec.summary)
                item["documentation"] = ["kind": "markdown", "value": .string("```\n" + spec.usage + "\n```")]
            } else if !session.registry.nextWords(after: partWords + [candidate]).isEmpty {
                item["kind"] = 9
                item["detail"] = .string("\(session.registry.nextWords(after: partWords + [candidate]).count) subcommands")
            } else {
                item["kind"] = 12
            }
            items.append(.object(item))
        }
        return ["isIncomplete": false, "items": .array(items)]
    }

    /// The most steps completion replays to learn live names.
    static let replayedSteps = 500

    /// A session with a seed (42 when nil) that has run `steps` of the document: the one prepared after its last parse
    /// or the last one made, when it ran the same commands (an edit below them, or a completion further down, does not
    /// run them again), else a fresh one.
    func replaySession(_ uri: String, seed: UInt64?, steps: [ScriptStep]) -> Session {
        for kept in [documents.record(uri)?.preparedReplay, lastReplay] {
            if let kept, kept.ran(seed: seed, steps: steps) { return kept.session }
        }
        let made = CompletionReplay(uri: uri, seed: seed, steps: steps, catalog: runner.catalog, registry: runner.registry)
        lastReplay = made
        return made.session
    }

    /// Keeps a replay of a document's first steps made off the server's thread (`AnalysisJob.prepareReplay`).
    public func keep(_ replay: CompletionReplay) {
        documents.keep(replay)
    }

    /// `textDocument/hover`: the help page of the command on the hovered line, or what a header key means.
    func hover(_ params: TextDocumentPositionParams) throws -> JSONValue {
        let doc = try document(params.textDocument)
        let converter = PositionConverter(lines: doc.lines, encoding: encoding)
        let position = params.position.value
        guard position.line < doc.lines.count else { return .null }
        let lineNo = position.line + 1
        let lineText = doc.lines[position.line]
        let column = converter.location(position).column
        let tokens = Lexer.tokenize(lineText, lineNumber: lineNo).tokens
        guard let hovered = tokens.first(where: { column >= $0.column && column < $0.column + max(1, $0.length) }),
              let first = tokens.first, !first.text.hasPrefix("#"), !first.text.hasPrefix(">") else { return .null }
        let help = HelpRenderer(registry: runner.registry)
        if first.text.hasSuffix(":"), let key = ScenarioHeader.keys.first(where: { $0 + ":" == first.text }), hovered == first {
            return ["contents": ["kind": "markdown", "value": .string("**\(key):** " + Self.headerHelp(key))],
                    "range": converter.range(hovered.range(line: lineNo))]
        }
        let lines: [String]
        var range = hovered.range(line: lineNo)
        switch runner.registry.resolve(tokens, line: lineNo) {
        case .success(let resolved):
            lines = help.page(resolved.spec)
            if tokens.firstIndex(of: hovered).map({ $0 < resolved.consumed }) == true {
                range = SourceRange(start: first.range(line: lineNo).start, end: tokens[resolved.consumed - 1].range(line: lineNo).end)
            }
        case .failure:
            let words = runner.registry.commandWords(of: tokens)
            guard !words.isEmpty, let group = try? help.help(for: words) else { return .null }
            lines = group
        }
        return ["contents": ["kind": "markdown", "value": .string("```text\n" + lines.joined(separator: "\n") + "\n```")],
                "range": converter.range(range)]
    }

    static func headerHelp(_ key: String) -> String {
        switch key {
        case "title": return "the scenario's name in reports."
        case "criteria": return "the acceptance criterion IDs this scenario checks (coverage, `--criterion`)."
        case "tags": return "words for selecting scenarios (`limelight run --tag`)."
        case "seed": return "the seed of the simulation's randomness (default 42)."
        case "xfail": return "the reason the scenario is expected to fail; a pass is reported as XPASS."
        case "skip": return "the reason the scenario is skipped."
        default: return "a longer description of the scenario."
        }
    }

    /// `textDocument/documentSymbol`: `## sections` holding the steps under them (steps before any section at top level).
    func documentSymbols(_ params: TextDocumentParams) throws -> JSONValue {
        let doc = try document(params.textDocument)
        let converter = PositionConverter(lines: doc.lines, encoding: encoding)
        let file = currentAnalysis(doc).file
        let lastLine = max(1, doc.lines.count)
        func lineRange(_ from: Int, _ to: Int) -> JSONValue {
            let endText = to - 1 < doc.lines.count ? doc.lines[to - 1] : ""
            return converter.range(SourceRange(start: SourceLocation(line: from, column: 1), end: SourceLocation(line: to, column: endText.count + 1)))
        }
        func stepSymbol(_ s: ScriptStep) -> JSONValue {
            let end = s.goldenLines?.upperBound ?? s.line
            return ["name": .string(s.source.trimmingBlanks()), "kind": 12,
                    "detail": .string(s.invocation?.spec.name ?? "(has errors)"),
                    "range": lineRange(s.line, end), "selectionRange": lineRange(s.line, s.line)]
        }
        // Steps and sections are both in line order: one pass hands each section the steps up to the next one.
        var next = 0
        func steps(through line: Int) -> [JSONValue] {
            var out: [JSONValue] = []
            while next < file.steps.count, file.steps[next].line <= line {
                out.append(stepSymbol(file.steps[next]))
                next += 1
            }
            return out
        }
        var top: [JSONValue] = steps(through: (file.sections.first?.line ?? Int.max) - 1)
        for (i, section) in file.sections.enumerated() {
            let end = i + 1 < file.sections.count ? file.sections[i + 1].line - 1 : lastLine
            let children = steps(through: end)
            top.append(["name": .string(section.name.isEmpty ? "(section)" : section.name), "kind": 3,
                        "range": lineRange(section.line, max(section.line, end)), "selectionRange": lineRange(section.line, section.line),
                        "children": .array(children)])
        }
        return .array(top)
    }

    /// `textDocument/codeLens`: one "Run scenario" lens on the first line.
    func codeLenses(_ params: TextDocumentParams) throws -> JSONValue {
        let doc = try document(params.textDocument)
        let zero: JSONValue = ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]]
        return [["range": zero, "command": ["title": "▶ Run scenario", "command": .string(Self.runScenarioCommand),
                                            "arguments": [.string(doc.uri)]]]]
    }
}
