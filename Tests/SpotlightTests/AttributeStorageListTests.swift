import Foundation
import Testing
@testable import LimelightCore
@testable import Spotlight

/// Lists of strings (`keywords`) live in the attribute storage itself (a byte count, then each element's LEB128 byte
/// count and UTF-8 bytes, padded to 8): empty lists, empty elements, elements around the one- and two-byte count
/// boundaries, commas and text that is not ASCII read back as written through every build path, a list given as text
/// to split is the same set as one given as an array, nil stays apart from an empty list, and the JSON (Codable and
/// canonical) and measures are those of the decoded values.
@Suite struct AttributeStorageListTests {
    static let lists: [[String]] = [
        [], [""], ["", ""], ["a"], ["a", "b"], ["a,b", "c"], ["milk", "dairy", "2%"],
        ["Ünïcode ✓", "🇫🇷", "a\u{0301}", "ß"],
        [String(repeating: "x", count: 126), String(repeating: "y", count: 127)],
        [String(repeating: "x", count: 128), "", String(repeating: "é", count: 64)],
        [String(repeating: "z", count: 16_383), String(repeating: "w", count: 16_384), "end"],
        (0..<300).map { "k\($0)" },
    ]

    /// A set holding `list` as keywords and another list attribute, and a title after them in name order.
    static func set(_ list: [String]) -> CSSearchableItemAttributeSet {
        var set = CSSearchableItemAttributeSet(contentType: "public.text", title: "t", displayName: nil, contentDescription: "d",
                                               keywords: list, rankingHint: 2)
        set["authorNames"] = .strings(list.reversed())
        return set
    }

    @Test func listsReadBackThroughEveryBuildPath() {
        for list in Self.lists {
            var set = Self.set(list)
            #expect(set.keywords == list && set["authorNames"] == .strings(list.reversed()) && set.title == "t")
            set.displayName = "shown"                    // a setter: the lists are copied along
            #expect(set.keywords == list && set.displayName == "shown")
            set.keywords = list + ["more"]               // a replacement
            #expect(set.keywords == list + ["more"] && set["authorNames"] == .strings(list.reversed()))
            set.keywords = nil                           // a removal
            #expect(set.keywords == nil && set["authorNames"] == .strings(list.reversed()))
            set.keywords = list
            let fetched = set.fetching(["keywords", "title"])
            #expect(fetched.keywords == list && fetched.title == "t" && fetched["authorNames"] == nil)
            var update = CSSearchableItemAttributeSet(contentType: "public.text")
            update.keywords = ["new"] + list
            #expect(set.merging(update).keywords == ["new"] + list && set.merging(update)["authorNames"] == .strings(list.reversed()))
            let item = IndexedItem(app: "a", item: CSSearchableItem(uniqueIdentifier: "i", domainIdentifier: nil, attributeSet: set),
                                   indexName: nil, protectionClass: .none, indexedAt: SimInstant(secondsSinceReferenceDate: 0), sequence: 1)
            #expect(item.attributeSet == set && item.attributeSet.keywords == list)
            #expect(item.attributeSet.values == set.values && set.values["keywords"] == .strings(list))
        }
    }

    @Test func anEmptyListIsNotNil() {
        let none = CSSearchableItemAttributeSet(contentType: "public.content", title: nil, displayName: nil, contentDescription: nil,
                                                keywords: nil, rankingHint: nil)
        let empty = CSSearchableItemAttributeSet(contentType: "public.content", title: nil, displayName: nil, contentDescription: nil,
                                                 keywords: [], rankingHint: nil)
        #expect(none.keywords == nil && empty.keywords == [])
        #expect(none != empty && none.attributeNames == [] && empty.attributeNames == ["keywords"])
        let fromText = CSSearchableItemAttributeSet(contentType: "public.content", title: nil, displayName: nil, contentDescription: nil,
                                                    keywordsText: ",", rankingHint: nil, splitBy: CommaSplitter.self)
        #expect(fromText == empty && fromText.keywords == [])
        let noText = CSSearchableItemAttributeSet(contentType: "public.content", title: nil, displayName: nil, contentDescription: nil,
                                                  keywordsText: nil, rankingHint: nil, splitBy: CommaSplitter.self)
        #expect(noText == none && noText.storage == nil)
    }

    @Test func aListSplitFromTextIsTheSameSetAsTheArray() throws {
        for list in Self.lists where !list.contains(where: { $0.isEmpty || $0.contains(",") }) {
            let text = list.joined(separator: ",")
            for (title, description, hint) in [("t", "d", 2.0), (nil, nil, nil)] as [(String?, String?, Double?)] {
                let array = CSSearchableItemAttributeSet(contentType: "public.text", title: title, displayName: nil,
                                                         contentDescription: description, keywords: list, rankingHint: hint)
                let split = CSSearchableItemAttributeSet(contentType: "public.text", title: title, displayName: nil,
                                                         contentDescription: description, keywordsText: text, rankingHint: hint,
                                                         splitBy: CommaSplitter.self)
                #expect(split == array && split.hashValue == array.hashValue && split.keywords == list)
                #expect(split.attributeNames == array.attributeNames && split.byteSize == array.byteSize)
                #expect(try CanonicalJSON.encoder.encode(split) == CanonicalJSON.encoder.encode(array))
            }
        }
    }

    @Test func jsonAndMeasuresAreThoseOfTheDecodedValues() throws {
        for list in Self.lists {
            let set = Self.set(list)
            let decoded = set.values.values.reduce(0) { $0 + $1.byteSize }
            #expect(set.byteSize == decoded)
            for limit in [0, 1, 3, 126, 127, 128, 16_383, 16_384] {
                let expected = (list + ["t", "d"]).contains { $0.utf8.count > limit && $0.count > limit }
                #expect(SpotlightState.hasOverlongText(set, limit: limit) == expected, "\(limit)")
            }
            // Codable round trip, and the canonical writer against the encoder.
            let back = try JSONDecoder().decode(CSSearchableItemAttributeSet.self, from: try JSONEncoder().encode(set))
            #expect(back == set && back.keywords == list)
            let item = IndexedItem(app: "a", item: CSSearchableItem(uniqueIdentifier: "i", domainIdentifier: nil, attributeSet: set),
                                   indexName: nil, protectionClass: .none, indexedAt: SimInstant(secondsSinceReferenceDate: 1), sequence: 1)
            #expect(try IndexedItem.canonicalJSON([item]) == Array(try CanonicalJSON.encoder.encode([item])))
        }
    }
}

/// Splits at commas, dropping empty parts (a stand-in for the command language's rule).
enum CommaSplitter: SimListSplitting {
    static func forEachElement(of text: String, _ body: (UnsafeRawBufferPointer) -> Void) {
        for part in text.split(separator: ",") {
            var element = String(part)
            element.withUTF8 { body(UnsafeRawBufferPointer($0)) }
        }
    }
}
