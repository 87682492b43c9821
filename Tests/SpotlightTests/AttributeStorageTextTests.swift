import Testing
@testable import LimelightCore
@testable import Spotlight

/// Strings live in the attribute storage itself (a byte count, then the UTF-8 bytes padded to 8): every length around
/// the word and small-string boundaries, and text that is not ASCII, reads back as written through every build path
/// (one allocation, a setter, a replacement, a removal, a fetch, an indexed item's copy), and the measures read in place
/// (`valueByteSize`, `hasText(longerThan:)`) equal the ones computed from the decoded values.
@Suite struct AttributeStorageTextTests {
    static let texts: [String] = (0...40).map { String(repeating: "x", count: $0) }
        + ["é", "Ünïcode ✓ title", "🇫🇷 flag", "a\u{0301}", String(repeating: "ß", count: 9), "tab\tand\nline"]

    @Test func stringsReadBackThroughEveryBuildPath() {
        for text in Self.texts {
            var set = CSSearchableItemAttributeSet(contentType: "public.text", title: text, displayName: nil,
                                                   contentDescription: text + "!", keywords: [text], rankingHint: 3)
            #expect(set.title == text && set.contentDescription == text + "!" && set.keywords == [text])
            set.displayName = "shown " + text           // a setter: the other strings are copied along
            set.title = text + "?"                       // a replacement
            #expect(set.title == text + "?" && set.displayName == "shown " + text && set.contentDescription == text + "!")
            set.contentDescription = nil                 // a removal
            #expect(set.contentDescription == nil && set.title == text + "?")
            let fetched = set.fetching(["displayName", "title"])
            #expect(fetched.title == text + "?" && fetched.displayName == "shown " + text && fetched.keywords == nil)
            let item = IndexedItem(app: "a", item: CSSearchableItem(uniqueIdentifier: "i", domainIdentifier: nil, attributeSet: set),
                                   indexName: nil, protectionClass: .none, indexedAt: SimInstant(secondsSinceReferenceDate: 0), sequence: 1)
            #expect(item.attributeSet == set && item.attributeSet.title == text + "?")
            #expect(item.attributeSet.values == set.values)
        }
    }

    @Test func measuresReadInPlaceEqualTheDecodedOnes() {
        for text in Self.texts {
            let set = CSSearchableItemAttributeSet(contentType: "public.content", title: text, displayName: "d",
                                                   contentDescription: nil, keywords: ["k", text], rankingHint: 1)
            let decoded = set.values.values.reduce(0) { $0 + $1.byteSize }
            #expect(set.byteSize == decoded)
            for limit in [0, 1, 5, 15, 16, 17, 39, 40] {
                let old = set.values.values.contains { value in
                    switch value {
                    case .string(let s): s.utf8.count > limit && s.count > limit
                    case .strings(let l): l.contains { $0.utf8.count > limit && $0.count > limit }
                    default: false
                    }
                }
                #expect(SpotlightState.hasOverlongText(set, limit: limit) == old, "\(text.debugDescription) at \(limit)")
            }
        }
    }
}
