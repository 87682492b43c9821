import Testing
@testable import Script
import Spotlight

/// `--keywords` lists split at commas, blanks trimmed and empty parts dropped, the same for ASCII text (split as bytes)
/// and other text (split as characters).
@Suite struct SpotlightItemOptionsTests {
    @Test func listsSplitAtCommas() {
        #expect(SpotlightItemOptions.splitList("a,b") == ["a", "b"])
        #expect(SpotlightItemOptions.splitList(" milk , dairy,,\t") == ["milk", "dairy"])
        #expect(SpotlightItemOptions.splitList("") == [])
        #expect(SpotlightItemOptions.splitList(",") == [])
        #expect(SpotlightItemOptions.splitList("café, Müller") == ["café", "Müller"])
        // A comma followed by a combining mark is one character, not a separator.
        #expect(SpotlightItemOptions.splitList("a,\u{301}b,c") == ["a,\u{301}b", "c"])
    }

    static let texts = ["a,b", " milk , dairy,,\t", "", ",", ",,,", "a", "\r a \r", "café, Müller", "a,\u{301}b,c", "é,", ",é",
                        "🇫🇷,🇩🇪 , x", String(repeating: "k,", count: 200), String(repeating: "x", count: 200) + ",y"]

    /// The parts `spotlight index` writes into the item's storage are the list's elements, as bytes.
    @Test func partsAreTheListsElements() {
        for text in Self.texts {
            var parts: [String] = []
            SpotlightItemOptions.forEachElement(of: text) { parts.append(String(decoding: $0, as: UTF8.self)) }
            #expect(parts == SpotlightItemOptions.splitList(text), "\(text.debugDescription)")
            #expect(!parts.contains(""))
        }
    }

    /// `--keywords TEXT` split into the storage gives the set made from the list's array, with every other typed option.
    @Test func keywordsSplitIntoTheStorageAreTheList() {
        for text in Self.texts {
            for (title, hint) in [("Task", 5.0), (nil, nil)] as [(String?, Double?)] {
                let split = CSSearchableItemAttributeSet(contentType: "public.content", title: title, displayName: nil,
                                                         contentDescription: "d", keywordsText: text, rankingHint: hint,
                                                         splitBy: SpotlightItemOptions.self)
                let array = CSSearchableItemAttributeSet(contentType: "public.content", title: title, displayName: nil,
                                                         contentDescription: "d", keywords: SpotlightItemOptions.splitList(text),
                                                         rankingHint: hint)
                #expect(split == array && split.keywords == SpotlightItemOptions.splitList(text), "\(text.debugDescription)")
            }
        }
    }
}
