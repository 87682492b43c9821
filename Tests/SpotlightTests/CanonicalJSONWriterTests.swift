import Foundation
import Testing
@testable import LimelightCore
@testable import Spotlight

/// The hand-written canonical JSON (`CanonicalJSONWriter`, `IndexedItem.canonicalJSON`) is byte for byte what
/// `CanonicalJSON.encoder` writes, for every kind of string, number and item the world holds.
@Suite struct CanonicalJSONWriterTests {
    /// The encoder's bytes for a value, as a string (for readable failures).
    static func encoder<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try CanonicalJSON.encoder.encode(value), as: UTF8.self)
    }

    static func written(_ body: (inout CanonicalJSONWriter) -> Void) -> String {
        var w = CanonicalJSONWriter()
        body(&w)
        return String(decoding: w.bytes, as: UTF8.self)
    }

    @Test func everyCharacterIsEscapedAsTheEncoderDoes() throws {
        var all = ""
        for c in 0..<0x80 { all.unicodeScalars.append(Unicode.Scalar(UInt8(c))) }
        let strings = [all, "", "plain", "quote \" and \\ back", "é, 😀, \u{2028}\u{2029}\u{FEFF}, e\u{301}", "tab\there\nnew\rline\u{0C}\u{08}",
                       String(repeating: "\u{1F}x", count: 40), "/slashes/ stay/"]
        for s in strings {
            #expect(Self.written { $0.string(s) } == (try Self.encoder(s)), "\(s.debugDescription)")
        }
    }

    @Test func everyNumberIsWrittenAsTheEncoderDoes() throws {
        var numbers: [Double] = [0, -0.0, 1, -1, 1.5, 789296400, 791888400.25, 1e15, 9_999_999_999_999_998, 1e16, 9_007_199_254_740_992,
                                 9_007_199_254_740_994, -9_007_199_254_740_992, 9_007_199_254_740_991, 1e17, 1e21, 1e22, 0.1,
                                 1e-5, 1e-7, 5e-324, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNormalMagnitude,
                                 9007199254740993, Double(Int64.max), Double(Int64.min), -3.25, 100, .infinity, -.infinity, .nan]
        var random = SeededRandom(seed: 26)
        for _ in 0..<2_000 {
            let bits = random.next()
            let x = Double(bitPattern: bits)
            numbers.append(x)
            numbers.append(Double(Int64(bitPattern: bits) >> Int64(bits % 60)))
            numbers.append(Double(Int(bits % 2_000_000_000)) / 4)
        }
        for x in numbers {
            #expect(Self.written { $0.number(x) } == (try Self.encoder([x])).dropFirst().dropLast(), "\(x) (bits \(x.bitPattern))")
        }
        for n in [0, 7, 10, -1, Int.min, Int.max, 123_456_789] {
            #expect(Self.written { $0.integer(n) } == "\(n)")
        }
    }

    /// Items of every shape: every attribute kind, a domain or none, an index name or none, an expiry or none, an
    /// update, custom values and keys, cleared names (the rare sets the encoder writes), odd identifiers.
    static var items: [IndexedItem] {
        var list: [IndexedItem] = []
        let values: [(String, CSAttributeValue)] = [
            ("title", .string("Milk \"and\" bread\n")), ("keywords", .strings(["a", "b\\c", ""])), ("rankingHint", .number(0.25)),
            ("rating", .numbers([1, -0.0, .nan, .infinity, 1e300])), ("dueDate", .date(SimInstant(secondsSinceReferenceDate: 12.5))),
            ("contentCreationDate", .dates([SimInstant(secondsSinceReferenceDate: -1), SimInstant(secondsSinceReferenceDate: 1e17)])),
            ("isLikelyJunk", .bool(true)), ("thumbnailData", .data([0, 1, 255])), ("displayName", .string("😀 é"))]
        for i in 0..<24 {
            var set = CSSearchableItemAttributeSet(contentType: i % 3 == 0 ? "public.content" : "public.text/\(i)")
            for (j, (name, value)) in values.enumerated() where (i + j) % 3 != 0 { set[name] = value }
            if i % 6 == 4 { set["aNameOutsideTheCatalogue\(i)"] = .string("x"); set["zzz"] = .number(2) }
            if i % 5 == 1, let key = CustomAttributeKey(keyName: "custom\(i)") { set.setValue(.string("c\(i)"), forCustomKey: key) }
            if i % 7 == 2 { set["title"] = nil }
            let item = CSSearchableItem(uniqueIdentifier: i % 4 == 0 ? "id/\(i)\t\u{1}" : "item-\(i)",
                                        domainIdentifier: i % 2 == 0 ? nil : "domain.\(i % 3)",
                                        attributeSet: set,
                                        expirationDate: i % 3 == 1 ? nil : SimInstant(secondsSinceReferenceDate: 789_296_400 + Double(i) / 3),
                                        isUpdate: i % 4 == 3)
            list.append(IndexedItem(app: i % 2 == 0 ? "com.example.notes" : "com.example.a\"b", item: item,
                                    indexName: i % 3 == 2 ? "named-\(i)" : nil,
                                    protectionClass: CSFileProtection.allCases[i % CSFileProtection.allCases.count],
                                    indexedAt: SimInstant(secondsSinceReferenceDate: Double(i) * 1.1 - 3), sequence: i * 37))
        }
        return list
    }

    @Test func itemsAreWrittenAsTheEncoderWritesThem() throws {
        let items = Self.items
        for item in items {
            #expect(String(decoding: try IndexedItem.canonicalJSON([item]), as: UTF8.self) == (try Self.encoder([item])))
        }
        #expect(try IndexedItem.canonicalJSON(items) == Array(try CanonicalJSON.encoder.encode(items)))
        #expect(try IndexedItem.canonicalJSON([IndexedItem]()) == Array("[]".utf8))
    }

    @Test func eventsAreWrittenAsTheEncoderWritesThem() throws {
        let log = EventLog()
        var random = SeededRandom(seed: 3)
        for i in 0..<(EventLog.chunkSize + 50) {
            let r = random.next()
            log.append(at: SimInstant(secondsSinceReferenceDate: Double(i) / 7), device: r % 3 == 0 ? nil : "phone \(r % 2)",
                       app: r % 5 == 0 ? nil : "com.example.\(r % 4)", kind: "kind.\(r % 6)",
                       "message \(i) with \"quotes\", a tab\t and é \(r % 1000)")
        }
        let state = log.state
        for range in [0..<0, 0..<1, 0..<EventLog.chunkSize, EventLog.chunkSize..<(EventLog.chunkSize + 50), 17..<300] {
            #expect(try state.writerJSON(range) == (try state.encoderJSON(range)), "\(range)")
        }
    }
}

/// The canonical reader reads back what the writer writes, as `JSONDecoder` reads it, and answers nil (so the decoder
/// reads the bytes instead) for anything outside the canonical form.
@Suite struct CanonicalJSONReaderTests {
    static func readItems(_ bytes: [UInt8]) -> [IndexedItem]? {
        bytes.withUnsafeBytes { raw -> [IndexedItem]? in
            var reader = CanonicalJSONReader(raw)
            guard let list = IndexedItemLineReader.readLine(&reader), reader.isAtEnd else { return nil }
            return list
        }
    }

    static func decoded(_ bytes: [UInt8]) throws -> [IndexedItem] {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = CanonicalJSON.nonConformingFloatsDecoding
        return try decoder.decode([IndexedItem].self, from: Data(bytes))
    }

    @Test func whatTheWriterWritesIsReadAsTheDecoderReadsIt() throws {
        for item in CanonicalJSONWriterTests.items {
            let bytes = try IndexedItem.canonicalJSON([item])
            guard item.attributeSet.customKeys.isEmpty, item.attributeSet.clearedNames.isEmpty else {
                #expect(Self.readItems(bytes) == nil, "an attribute set with extras is left to the decoder")
                continue
            }
            let items = try #require(Self.readItems(bytes), "\(String(decoding: bytes, as: UTF8.self))")
            // (Compared as written: an item holding NaN is never equal to itself.)
            #expect(try IndexedItem.canonicalJSON(try Self.decoded(bytes)) == bytes, "the decoder reads the same items")
            #expect(try IndexedItem.canonicalJSON(items) == bytes, "read and written again, the same bytes")
        }
    }

    @Test func oneLineOfItemsWithDifferentOriginsGivesEachItemItsOwn() throws {
        // The line reader reuses the previous item's origin while the fields are equal: items of other apps, indexes,
        // protection classes and domains in between, and back again, each keep their own fields.
        let plain = CanonicalJSONWriterTests.items.filter { $0.attributeSet.customKeys.isEmpty && $0.attributeSet.clearedNames.isEmpty }
        let line = plain + plain.reversed() + plain
        let bytes = try IndexedItem.canonicalJSON(line)
        let read = try #require(Self.readItems(bytes))
        #expect(read.count == line.count)
        for (a, b) in zip(read, line) {
            #expect(a.app == b.app && a.indexName == b.indexName && a.protectionClass == b.protectionClass
                    && a.domainIdentifier == b.domainIdentifier && a.uniqueIdentifier == b.uniqueIdentifier)
        }
        #expect(try IndexedItem.canonicalJSON(read) == bytes)
        #expect(Set(plain.map(\.app)).count > 1 && Set(plain.map(\.domainIdentifier)).count > 1, "the items vary in origin")
    }

    @Test func everyStringTheWriterWritesIsReadBack() {
        var all = ""
        for c in 0..<0x80 { all.unicodeScalars.append(Unicode.Scalar(UInt8(c))) }
        for s in [all, "", "é😀\u{2028}", "\\\"\\", String(repeating: "\u{0}\u{1F}", count: 9)] {
            var w = CanonicalJSONWriter()
            w.string(s)
            let read = w.bytes.withUnsafeBytes { raw -> String? in
                var reader = CanonicalJSONReader(raw)
                guard let text = reader.string(), reader.isAtEnd else { return nil }
                return text
            }
            #expect(read == s, "\(s.debugDescription)")
        }
    }

    @Test func anythingOutsideTheCanonicalFormIsLeftToTheDecoder() {
        func string(_ json: String) -> String? {
            Array(json.utf8).withUnsafeBytes { raw -> String? in
                var reader = CanonicalJSONReader(raw)
                return reader.string()
            }
        }
        func number(_ json: String) -> Double? {
            Array(json.utf8).withUnsafeBytes { raw -> Double? in
                var reader = CanonicalJSONReader(raw)
                guard let n = reader.number(), reader.isAtEnd else { return nil }
                return n
            }
        }
        for json in ["\"\\u0041\"", "\"\\/\"", "\"a\u{1}\"", "\"\\u000a\"", "\"unterminated", "\"\\", "\"\\x\""] {
            #expect(string(json) == nil, "\(json)")
        }
        #expect([UInt8]([0x22, 0xFF, 0x22]).withUnsafeBytes { raw -> String? in var r = CanonicalJSONReader(raw); return r.string() } == nil,
                "invalid UTF-8")
        for json in ["+1", "01", "-", "1e999", ".5", "1.", "--1", "0x10", "", "nan"] {
            #expect(number(json) == nil, "\(json)")
        }
        for (json, value) in [("0", 0.0), ("-0", -0.0), ("789296400", 789296400), ("1.5", 1.5), ("1e+16", 1e16), ("-3.25", -3.25),
                              ("1.2345678901234568e+17", 123456789012345678)] {
            #expect(number(json).map { $0.bitPattern } == value.bitPattern, "\(json)")
        }
        // Valid JSON for a value the writer writes another way: left to the decoder, so that what the reader takes is
        // byte for byte what writing its values gives (a loaded line's bytes stand for its part's digest).
        for json in ["1.50", "1E2", "1e2", "1.0", "1e16", "123456789012345678", "0.10", "-0.0", "7.892964e8", "1e+0"] {
            #expect(number(json) == nil, "\(json)")
        }
        func integer(_ json: String) -> Int? {
            Array(json.utf8).withUnsafeBytes { raw -> Int? in
                var reader = CanonicalJSONReader(raw)
                guard let n = reader.integer(), reader.isAtEnd else { return nil }
                return n
            }
        }
        for json in ["007", "-0", "00", "-01"] { #expect(integer(json) == nil, "\(json)") }
        for (json, value) in [("0", 0), ("7", 7), ("-7", -7), ("1024", 1024), ("10", 10)] { #expect(integer(json) == value, "\(json)") }
    }

    /// Every number the writer writes, read back, is the same value, and the reader takes nothing else for it.
    @Test func theReaderTakesExactlyTheNumbersTheWriterWrites() {
        var random = SeededRandom(seed: 26)
        for i in 0..<6_000 {
            let value: Double = switch i % 4 {
            case 0: Double(bitPattern: random.next())
            case 1: Double(Int64(bitPattern: random.next()) >> (random.next() % 60))
            case 2: Double(random.next() % 100_000) / 100
            default: Double(Int64(bitPattern: random.next()) >> 10) * 1e-3
            }
            guard value.isFinite else { continue }
            var w = CanonicalJSONWriter()
            w.number(value)
            let read = w.bytes.withUnsafeBytes { raw -> Double? in
                var reader = CanonicalJSONReader(raw)
                guard let n = reader.number(), reader.isAtEnd else { return nil }
                return n
            }
            #expect(read?.bitPattern == value.bitPattern, "\(String(decoding: w.bytes, as: UTF8.self))")
        }
    }
}
