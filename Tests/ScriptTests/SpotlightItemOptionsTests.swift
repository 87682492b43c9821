import Testing
@testable import Script

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
}
