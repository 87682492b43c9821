import Foundation
import Testing
@testable import Server

/// `JSONMessageReader` reads what it takes exactly as Foundation's decoder does, and leaves everything else to it.
@Suite struct JSONMessageReaderTests {
    /// The reader's value, and the decoder's, of the same bytes.
    func both(_ text: String) -> (read: JSONValue?, decoded: JSONValue?) {
        both(Array(text.utf8))
    }

    func both(_ bytes: [UInt8]) -> (read: JSONValue?, decoded: JSONValue?) {
        let decoded: JSONValue?
        do { decoded = .some(try JSONValue.decoded(bytes)) } catch { decoded = .none }
        return (JSONMessageReader.value(of: bytes), decoded)
    }

    /// A value or none, as text (`JSONValue` is itself expressible by `nil`, so `== nil` would compare with `.null`).
    func shown(_ value: JSONValue?) -> String {
        guard case .some(let value) = value else { return "none" }
        return value.serialized
    }

    @Test func whatItReadsEqualsWhatTheDecoderReads() {
        let texts = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":"file:///tmp/x","capabilities":{}}}"#,
            #" { "a" : [ 1 , -2 , 0 , true , false , null , "" , [ ] , { } ] } "#,
            "{\"text\":\"line one\\nline \\\"two\\\"\\ttab\\\\ back\\/slash\\b\\f\\r\"}",
            #"{"u":"\u0041\u00e9\u4e2d\ud83d\ude00\u0000\uFFFF"}"#,
            #"{"n":123456789012345678,"m":-123456789012345678}"#,
            "{\"raw\":\"é中😀 plain UTF-8\"}",
            #"[["deep",[["er"]]]]"#, "5", "\"top\"", "true", "[null]", "0", "1", "-7",
        ]
        for text in texts {
            let (read, decoded) = both(text)
            #expect(shown(read) != "none", "\(text)")
            #expect(shown(read) == shown(decoded), "\(text)")
            if case .integer? = decoded { #expect({ if case .integer? = read { true } else { false } }(), "\(text)") }
        }
    }

    @Test func anythingUnusualIsLeftToTheDecoder() {
        let texts = [
            #"{"a":1.5}"#, #"{"a":1e3}"#, #"{"a":1E3}"#, #"{"a":-0}"#, #"{"a":01}"#, #"{"a":1234567890123456789}"#,
            #"{"a":1,"a":2}"#, "9223372036854775807", "99999999999999999999", "-99999999999999999999999", "[1234567890123456789]", #"{"s":"\ud83d"}"#, #"{"s":"\ude00"}"#, #"{"s":"\ud83dx"}"#, #"{"s":"\ud83d\u0041"}"#,
            "{\"s\":\"raw\ttab\"}", #"{"s":"\x"}"#, #"{"s":"\u12"}"#, #"{"s":"open"#, #"{"a":1"#, #"{"a" 1}"#, #"{"a":1,}"#,
            #"[1,]"#, #"[1 2]"#, "", "   ", "tru", "nul", "null", " null ", #"{"a":1} x"#, "\u{FEFF}{}", #"{a:1}"#, #"{"a":.5}"#, "-", "+1",
            String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
        ]
        for text in texts {
            let (read, decoded) = both(text)
            #expect(shown(read) == "none", "\(text)")
            // What the server then gets is the decoder's answer, value or error, as before.
            let parsed: JSONValue?
            do { parsed = .some(try JSONValue.parse(text)) } catch { parsed = .none }
            #expect(shown(parsed) == shown(decoded), "\(text)")
        }
    }

    @Test func invalidUTF8IsLeftToTheDecoder() {
        for bad: [UInt8] in [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF8, 0x88, 0x80, 0x80, 0x80]] {
            let bytes = Array(#"{"text":"a"#.utf8) + bad + Array(#"b\n"}"#.utf8)
            #expect(shown(JSONMessageReader.value(of: bytes)) == "none")
            let plain = Array(#"{"text":"a"#.utf8) + bad + Array(#"b"}"#.utf8)
            #expect(shown(JSONMessageReader.value(of: plain)) == "none")
        }
    }

    /// A string's runs are scanned eight bytes at a time and checked as UTF-8 as they go: a quote, backslash, control
    /// character, multi-byte character or invalid byte at every place of a word, in a string with escapes and without,
    /// reads as the decoder reads it (valid UTF-8 read, anything else left to the decoder).
    @Test func everyKindOfByteAtEveryPlaceOfAWordReadsAsTheDecoderReadsIt() {
        let pieces: [(bytes: [UInt8], valid: Bool)] = [
            (Array(#"\""#.utf8), true), (Array(#"\\"#.utf8), true), (Array(#"\n"#.utf8), true), (Array(#"\u00e9"#.utf8), true),
            (Array("é".utf8), true), (Array("中".utf8), true), (Array("😀".utf8), true), (Array("\u{7F}~ !#[]".utf8), true),
            ([0x01], false), ([0x1F], false), ([0xFF], false), ([0xE4, 0xB8], false), ([0xC0, 0x80], false), ([0xF4, 0x90, 0x80, 0x80], false),
            ([0xED, 0xB0, 0x80], false), ([0x80], false),
            // After a multi-byte character the run is read eight bytes at a time again, and still checked.
            (Array("é中😀abcdefghij日本klmnopqrstuvwxyz".utf8), true), (Array("é中😀abcdefghijklmnopqrstuvwxyz".utf8) + [0xFF], false),
            (Array(#"😀abcdefghijklmnopqrstuvwxyz\""#.utf8), true), (Array("😀abcdefghijklmnopqrstuvwxyz".utf8) + [0x0A], false),
        ]
        for (piece, valid) in pieces {
            for at in 0..<17 {
                for escaped in [false, true] {
                    let head = Array(String(repeating: "a", count: at).utf8) + (escaped ? Array(#"\t"#.utf8) : [])
                    let bytes = Array(#"{"text":""#.utf8) + head + piece + Array(String(repeating: "b", count: 19).utf8) + Array(#""}"#.utf8)
                    let (read, decoded) = both(bytes)
                    #expect(shown(read) == (valid ? shown(decoded) : "none"), "\(piece) at \(at), escaped \(escaped)")
                    if valid { #expect(shown(read) != "none") }
                }
            }
        }
    }

    @Test func aHugeStringWithEscapesReadsAsTheDecoderReadsIt() throws {
        let line = #"spotlight index i --title \"a \\\"quoted\\\" title\" \u00e9\ud83d\ude00\n"#
        let text = "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":{\"uri\":\"file:///x.scenario\","
            + "\"languageId\":\"limelight\",\"version\":1,\"text\":\"" + String(repeating: line, count: 40_000) + "\"}}}"
        let (read, decoded) = both(text)
        #expect(shown(read) != "none")
        #expect(shown(read) == shown(decoded))
        guard case .string(let document)? = read?["params"]?["textDocument"]?["text"] else { Issue.record("shape"); return }
        #expect(document.hasPrefix("spotlight index i --title \"a \\\"quoted\\\" title\" é😀\n"))
    }

    @Test func randomMessagesReadAsTheDecoderReadsThem() {
        var random = SystemRandomNumberGenerator()
        let pieces = ["{", "}", "[", "]", ",", ":", "\"a\"", "\"b\\n\"", "\"\\u00e9\"", "\"\\ud83d\\ude00\"", "1", "-2", "0", "1.5",
                      "true", "null", " ", "\"", "\\", "\"k\":", "é"]
        var read = 0
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 1...14, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "1" }.joined()
            let (fast, decoded) = both(text)
            if case .some = fast {
                read += 1
                #expect(shown(fast) == shown(decoded), "\(text)")
            }
        }
        #expect(read > 50)
    }
}
