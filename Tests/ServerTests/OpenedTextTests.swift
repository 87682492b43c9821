import ReferenceApps
import Testing
@testable import Server

/// A `didOpen`'s text read straight into its lines (`JSONMessageReader`, `LanguageServer.read`) is the lines the
/// document had when the text was read as a string and split, and the server answers exactly as before.
@Suite struct OpenedTextTests {
    /// SplitMix64: the same texts on every run.
    struct Seeded {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(n))
        }
    }

    static let pieces = ["run", " dawn ", "", "\n", "\r\n", "\r", "\r\r\n", "\n\r", "é", "中", "😀", "\"", "\\", "/", "\t",
                         "\u{0}", "\u{1F}", "\u{7F}", "  ", "## section", "\u{FEFF}", "spotlight query \"a b\"", "\u{8}", "\u{C}"]

    /// `text` as a JSON string, each character written raw, as its short escape or as `\u` (a pair past U+FFFF),
    /// as `rng` picks (a control character, quote or backslash never raw).
    static func json(_ text: String, _ rng: inout Seeded) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            let v = scalar.value
            let short: String? = switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "/": "\\/"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case "\u{8}": "\\b"
            case "\u{C}": "\\f"
            default: nil
            }
            let mustEscape = v < 0x20 || scalar == "\"" || scalar == "\\"
            let pick = rng.next(3)
            if !mustEscape, pick == 0 {
                out.unicodeScalars.append(scalar)
            } else if let short, pick != 2 {
                out += short
            } else if v > 0xFFFF {
                let u = v - 0x10000
                out += hex(0xD800 + (u >> 10)) + hex(0xDC00 + (u & 0x3FF))
            } else {
                out += hex(v)
            }
        }
        return out + "\""
    }

    static func hex(_ v: UInt32) -> String {
        let digits = String(v, radix: 16, uppercase: v % 2 == 0)
        return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }

    static func didOpen(_ textJSON: String) -> String {
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///t.scenario","languageId":"scenario","version":3,"text":"#
            + textJSON + "}}}"
    }

    @Test func aTextReadAsItsLinesHasTheLinesOfTheTextReadWhole() throws {
        var rng = Seeded(state: 26)
        var texts = ["", "\n", "\r", "\r\n", "a", "a\n", "a\r\nb\rc\nd", "\r\n\r\n", "\n\r\n\r"]
        for _ in 0..<400 {
            texts.append((0..<rng.next(30)).map { _ in Self.pieces[rng.next(Self.pieces.count)] }.joined())
        }
        for text in texts {
            for _ in 0..<3 {
                let body = Array(Self.didOpen(Self.json(text, &rng)).utf8)
                let read = body.withUnsafeBufferPointer { JSONMessageReader.value(of: $0, splittingTextOfAtLeast: 0) }
                let (value, opened) = try #require(read, "\(text.debugDescription)")
                #expect(opened == OpenedText(lines: Document.lines(of: text), bytes: text.utf8.count), "\(text.debugDescription)")
                // Everything else is read as before, with "" in the text's place.
                var whole = try JSONValue.parse(body)
                if case .object(var o) = whole, case .object(var p)? = o["params"], case .object(var d)? = p["textDocument"] {
                    #expect(d["text"] == .string(text))
                    d["text"] = ""
                    p["textDocument"] = .object(d)
                    o["params"] = .object(p)
                    whole = .object(o)
                }
                #expect(value == whole)
            }
        }
    }

    @Test func onlyALongTextAtADidOpensPlaceIsReadAsLines() throws {
        let text = "run\\nwait 1s\\r\\n"
        func opened(_ json: String, least: Int = 0) -> OpenedText?? {
            Array(json.utf8).withUnsafeBufferPointer { JSONMessageReader.value(of: $0, splittingTextOfAtLeast: least) }.map { $0.1 }
        }
        #expect(opened(#"{"params":{"textDocument":{"text":"\#(text)"}}}"#) == .some(OpenedText(lines: ["run", "wait 1s", ""], bytes: 13)))
        #expect(opened(#"{"params":{"textDocument":{"text":"\#(text)"}}}"#, least: 17) == .some(.none))  // 16 bytes between the quotes: shorter than asked
        #expect(opened(#"{"params":{"textDocument":{"text":"\#(text)"}}}"#, least: 16) != .some(.none))
        #expect(opened(#"{"params":{"contentChanges":[{"text":"\#(text)"}]}}"#) == .some(.none))
        #expect(opened(#"{"textDocument":{"text":"\#(text)"}}"#) == .some(.none))
        #expect(opened(#"{"x":{"params":{"textDocument":{"text":"\#(text)"}}}}"#) == .some(.none))
        #expect(opened(#"[{"params":{"textDocument":{"text":"\#(text)"}}}]"#) == .some(.none))
        #expect(opened(#"{"params":{"textDocument":{"text":{"text":"\#(text)"}}}}"#) == .some(.none))
        // What the reader leaves to the decoder, it leaves whole (read as before, by `JSONValue.parse`).
        for bad in ["\\x", "\\ud83d", "\\ude00x", "\\u12", "raw\ttab", "\\"] {
            #expect(opened(#"{"params":{"textDocument":{"text":"a\nb\#(bad)"}}}"#) == .none, "\(bad)")
        }
        #expect(opened(#"{"params":{"textDocument":{"text":"a","text":"b"}}}"#) == .none)
        #expect(Array("{\"params\":{\"textDocument\":{\"text\":\"a\u{FF}\"}}}".utf8.dropLast(5) + [0xFF, 0x22, 0x7D, 0x7D, 0x7D])
            .withUnsafeBufferPointer { JSONMessageReader.value(of: $0, splittingTextOfAtLeast: 0) } == nil)
    }

    /// Every message of a session, handled once from its body and once as `read` reads it with every text read as
    /// lines: the same replies, and the same documents.
    @Test func aServerOpeningFromLinesAnswersAsOneOpeningFromTheText() throws {
        var rng = Seeded(state: 5)
        let scenario = "# t\nrun\r\nspotlight query \"a\"\n\n## s\nwait 1s\nbogus command\r\n> out\rexpect nothing\n"
        let messages = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            Self.didOpen(Self.json(scenario, &rng)),
            #"{"jsonrpc":"2.0","id":2,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///t.scenario"}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"textDocument/foldingRange","params":{"textDocument":{"uri":"file:///t.scenario"}}}"#,
            // Not a didOpen, with a text at its place: read again whole.
            #"{"jsonrpc":"2.0","id":4,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///t.scenario","text":"x\ny"},"position":{"line":1,"character":1}}}"#,
            #"{"jsonrpc":"2.0","method":"$/setTrace","params":{"value":"verbose"}}"#,
            // Traced in full: read again whole, so the trace shows the text.
            Self.didOpen(Self.json(scenario + "more\n", &rng)).replacingOccurrences(of: "t.scenario", with: "u.scenario"),
            #"{"jsonrpc":"2.0","id":5,"method":"textDocument/semanticTokens/full","params":{"textDocument":{"uri":"file:///u.scenario"}}}"#,
        ]
        let plain = LanguageServer(catalog: ReferenceAppCatalog.catalog, readFile: { _ in nil })
        let split = LanguageServer(catalog: ReferenceAppCatalog.catalog, readFile: { _ in nil })
        for message in messages {
            let body = Array(message.utf8)
            let received = try #require(LanguageServer.read(body, openingAsLinesFrom: 0))
            #expect(split.handle(received) == plain.handle(body: body), "\(message)")
            #expect(split.openedText == nil)
            for uri in ["file:///t.scenario", "file:///u.scenario"] {
                #expect(split.documents.record(uri)?.document.lines == plain.documents.record(uri)?.document.lines)
                #expect(split.documents.record(uri)?.openedBytes == plain.documents.record(uri)?.openedBytes)
            }
        }
        #expect(split.documents.record("file:///t.scenario")?.document.lines == Document.lines(of: scenario))
        // The analyses agree too (the diagnostics published after the parse).
        for server in [plain, split] { for job in server.pendingAnalysisJobs() { _ = server.finishAnalysis(job.run()) } }
        let hover = #"{"jsonrpc":"2.0","id":9,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///t.scenario"},"position":{"line":5,"character":2}}}"#
        #expect(split.handle(body: Array(hover.utf8)) == plain.handle(body: Array(hover.utf8)))
        // A long body goes the same way with the server's own threshold.
        let long = Self.didOpen(Self.json(String(repeating: scenario, count: 2000), &rng))
        let received = try #require(LanguageServer.read(Array(long.utf8)))
        #expect(received.openedText?.lines == Document.lines(of: String(repeating: scenario, count: 2000)))
    }
}
