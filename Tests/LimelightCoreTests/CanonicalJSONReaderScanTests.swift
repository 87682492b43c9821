import Foundation
import Testing
@testable import LimelightCore

/// The reader's fast paths — eight bytes at a time through a string, `literal` by `memcmp`, names answered from the
/// strings read before (`RecentStrings`), strings not checked again in bytes known to be UTF-8 — read exactly what
/// the byte-by-byte reader read, at every position a special byte can take in a word.
@Suite struct CanonicalJSONReaderScanTests {
    /// Reads one string from `json` (with or without a known-valid flag), and whether the reader then stands at its end.
    static func read(_ json: [UInt8], validUTF8: Bool = false) -> String? {
        json.withUnsafeBytes { raw -> String? in
            var reader = CanonicalJSONReader(raw, validUTF8: validUTF8)
            guard let s = reader.string(), reader.isAtEnd else { return nil }
            return s
        }
    }

    @Test func aSpecialByteIsFoundAtEveryPlaceOfAWord() {
        for length in 0..<40 {
            let plain = (0..<length).map { _ in UInt8(ascii: "a") }
            // A plain string of every length ends at its closing quote.
            #expect(Self.read([UInt8(ascii: "\"")] + plain + [UInt8(ascii: "\"")]) == String(repeating: "a", count: length))
            for at in 0..<length {
                // An escape at any offset is read as the escape.
                var escaped = plain
                escaped.insert(contentsOf: Array("\\n".utf8), at: at)
                var expected = String(repeating: "a", count: length)
                expected.insert("\n", at: expected.index(expected.startIndex, offsetBy: at))
                #expect(Self.read([UInt8(ascii: "\"")] + escaped + [UInt8(ascii: "\"")]) == expected, "escape at \(at) of \(length)")
                // A raw control character at any offset is refused, never skipped over.
                for control: UInt8 in [0x00, 0x01, 0x0A, 0x1F] {
                    var bad = plain
                    bad[at] = control
                    #expect(Self.read([UInt8(ascii: "\"")] + bad + [UInt8(ascii: "\"")]) == nil, "control \(control) at \(at) of \(length)")
                }
                // A quote at any offset ends the string there (the rest is left unread).
                var cut = plain
                cut[at] = UInt8(ascii: "\"")
                let stopped = ([UInt8(ascii: "\"")] + cut + [UInt8(ascii: "\"")]).withUnsafeBytes { raw -> (String?, Int) in
                    var reader = CanonicalJSONReader(raw)
                    return (reader.string(), reader.offset)
                }
                #expect(stopped.0 == String(repeating: "a", count: at) && stopped.1 == at + 2, "quote at \(at) of \(length)")
            }
        }
    }

    @Test func theWriterEscapesASpecialByteAtEveryPlaceOfAWordAsJSONEncoderDoes() throws {
        let encoder = CanonicalJSON.encoder
        for length in 0..<34 {
            for at in -1..<length {
                for special in ["\"", "\\", "\n", "\u{1}", "\u{1F}", "é"] {
                    var text = String(repeating: "a", count: length)
                    if at >= 0 { text.insert(contentsOf: special, at: text.index(text.startIndex, offsetBy: at)) }
                    var w = CanonicalJSONWriter()
                    w.string(text)
                    let expected = try encoder.encode([text]).dropFirst().dropLast()
                    #expect(w.bytes.elementsEqual(expected), "\(text.debugDescription)")
                    #expect(Self.read(w.bytes) == text, "read back: \(text.debugDescription)")
                }
            }
        }
    }

    @Test func integersAreWrittenAsTheirDescriptions() {
        var values: [Int64] = [0, 9, 10, 11, 99, 100, 101, 999_999, 1_000_000, -1, -9, -10, -100, .max, .min, .max - 1, .min + 1]
        for p in 0..<19 { let t = Int64(pow(10.0, Double(p))); values += [t - 1, t, t + 1, -t] }
        for v in values {
            var w = CanonicalJSONWriter()
            w.integer(v)
            #expect(String(decoding: w.bytes, as: UTF8.self) == String(v), "\(v)")
        }
        for v: UInt64 in [.max, 1 << 63, 12_345] {
            var w = CanonicalJSONWriter()
            w.integer(v)
            #expect(String(decoding: w.bytes, as: UTF8.self) == String(v), "\(v)")
        }
    }

    @Test func bytesAboveASCIIAndTheSpaceAreNotSpecial() {
        // 0x20 and 0x7F, and every byte of multi-byte characters, are plain string bytes.
        for text in [" ~\u{7F} ", "é😀\u{2028}aaaaaaaaaa", String(repeating: "ü", count: 13), "\u{FFFF}\u{10FFFF}"] {
            var w = CanonicalJSONWriter()
            w.string(text)
            #expect(Self.read(w.bytes) == text)
            #expect(Self.read(w.bytes, validUTF8: true) == text)
        }
    }

    @Test func invalidUTF8IsRefusedUnlessTheCallerCheckedTheWholeInput() {
        let bad: [UInt8] = [UInt8(ascii: "\""), 0x61, 0xC3, 0x28, 0x62, UInt8(ascii: "\"")]
        #expect(Self.read(bad) == nil, "a string that is not UTF-8 is left to the decoder")
        // The flag is a promise about all of the bytes (`UTF8Check` over a snapshot file); such bytes never reach it.
    }

    @Test func aLiteralIsReadOnlyWhenAllOfItIsThere() {
        for (json, expected) in [("true", true), ("tru", false), ("", false), ("truex", true), ("false", true)] {
            let read = Array(json.utf8).withUnsafeBytes { raw -> Bool in
                var reader = CanonicalJSONReader(raw)
                return reader.literal("true") || reader.literal("false")
            }
            #expect(read == expected, "\(json)")
        }
        let offset = Array("{\"a\":1}".utf8).withUnsafeBytes { raw -> Int in
            var reader = CanonicalJSONReader(raw)
            _ = reader.literal("{\"b\":")
            return reader.offset
        }
        #expect(offset == 0, "a literal that does not match reads nothing")
    }

    @Test func namesReadAgainAreTheSameStringsAndAnyNumberOfThemIsRead() {
        // Twenty distinct names, each read three times in turn: more than `RecentStrings.capacity`, so entries are
        // replaced; every read is the name, whatever the cache holds.
        let names = (0..<20).map { "name-\($0)-" + String(repeating: "x", count: $0) } + ["", "é", "with \\\"escape\\\""]
        var json: [UInt8] = [UInt8(ascii: "[")]
        var expected: [String] = []
        for round in 0..<3 {
            for (i, name) in names.enumerated() {
                if round > 0 || i > 0 { json.append(UInt8(ascii: ",")) }
                json += Array("\"\(name)\"".utf8)
                expected.append(name.replacingOccurrences(of: "\\\"", with: "\""))
            }
        }
        json.append(UInt8(ascii: "]"))
        let read = json.withUnsafeBytes { raw -> [String]? in
            var reader = CanonicalJSONReader(raw)
            guard let list = reader.list({ $0.name() }), reader.isAtEnd else { return nil }
            return list
        }
        #expect(read == expected)
    }

    @Test func recentStringsAnswerOnlyEqualBytes() {
        var recent = RecentStrings()
        recent.remember("com.example.notes")
        recent.remember("a")
        func lookup(_ s: String) -> String? { Array(s.utf8).withUnsafeBytes { recent.string(equalTo: $0) } }
        #expect(lookup("com.example.notes") == "com.example.notes")
        #expect(lookup("com.example.note") == nil)
        #expect(lookup("com.example.notez") == nil)
        #expect(lookup("b") == nil)
        for i in 0..<RecentStrings.capacity { recent.remember("other-\(i)") }
        #expect(lookup("com.example.notes") == nil, "the oldest is replaced first")
        #expect(lookup("other-\(RecentStrings.capacity - 1)") == "other-\(RecentStrings.capacity - 1)")
        recent.remember(String(repeating: "y", count: RecentStrings.longest + 1))
        #expect(lookup(String(repeating: "y", count: RecentStrings.longest + 1)) == nil, "a long string is not kept")
    }
}
