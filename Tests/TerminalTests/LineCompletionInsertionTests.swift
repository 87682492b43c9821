import Testing
@testable import Terminal

@Suite("LineCompletion.insertion")
struct LineCompletionInsertionTests {
    @Test("one candidate completes the word and adds a space")
    func singleCandidate() {
        let edit = LineCompletion(replaceFrom: 0, candidates: ["help"]).insertion(line: "he", cursor: 2)
        #expect(edit == LineCompletionEdit(remove: "", insert: "lp "))
    }

    @Test("no space after a candidate ending in / or =", arguments: ["path/", "key="])
    func noSpaceAfterSeparator(candidate: String) {
        let edit = LineCompletion(replaceFrom: 4, candidates: [candidate]).insertion(line: "set p", cursor: 5)
        let typed = String("set p".dropFirst(4))
        let expected = candidate.hasPrefix(typed) ? String(candidate.dropFirst(typed.count)) : candidate
        #expect(edit.insert == expected)
        #expect(!edit.insert.hasSuffix(" "))
    }

    @Test("no extra space when a space already follows the cursor")
    func spaceAlreadyFollows() {
        let edit = LineCompletion(replaceFrom: 0, candidates: ["show"]).insertion(line: "sh items", cursor: 2)
        #expect(edit == LineCompletionEdit(insert: "ow"))
    }

    @Test("several candidates extend to the common prefix first")
    func commonPrefix() {
        let completion = LineCompletion(replaceFrom: 0, candidates: ["help", "hello", "help"])
        #expect(completion.insertion(line: "he", cursor: 2) == LineCompletionEdit(insert: "l"))
    }

    @Test("several candidates with no further progress are listed (second Tab)")
    func listsWhenStuck() {
        let completion = LineCompletion(replaceFrom: 0, candidates: ["help", "hello", "help"])
        #expect(completion.insertion(line: "hel", cursor: 3) == LineCompletionEdit(list: ["help", "hello"]))
    }

    @Test("non-ASCII words complete by Character")
    func nonASCII() {
        let german = LineCompletion(replaceFrom: 5, candidates: ["grüße", "grünkohl"])
        #expect(german.insertion(line: "show g", cursor: 6) == LineCompletionEdit(insert: "rü"))
        let emoji = LineCompletion(replaceFrom: 0, candidates: ["🍋lemon"])
        #expect(emoji.insertion(line: "🍋", cursor: 1) == LineCompletionEdit(insert: "lemon "))
        let family = LineCompletion(replaceFrom: 0, candidates: ["👨‍👩‍👧 family", "👨‍👩‍👧 home"])
        #expect(family.insertion(line: "", cursor: 0) == LineCompletionEdit(insert: "👨‍👩‍👧 "))
    }

    @Test("a candidate differing in case replaces only the differing part")
    func caseCorrection() {
        let edit = LineCompletion(replaceFrom: 0, candidates: ["Spotlight"]).insertion(line: "spo", cursor: 3)
        #expect(edit == LineCompletionEdit(remove: "spo", insert: "Spotlight "))
    }

    @Test("a common prefix shorter than the typed word never deletes input")
    func fuzzyCandidatesAreListed() {
        let edit = LineCompletion(replaceFrom: 0, candidates: ["apple", "maple"]).insertion(line: "ple", cursor: 3)
        #expect(edit == LineCompletionEdit(list: ["apple", "maple"]))
    }

    @Test("no candidates is an empty edit")
    func noCandidates() {
        #expect(LineCompletion.none.insertion(line: "zz", cursor: 2).isEmpty)
        #expect(LineCompletion(replaceFrom: 0, candidates: [""]).insertion(line: "zz", cursor: 2).isEmpty)
    }

    @Test("out-of-range cursor and replaceFrom are clamped, not trapped")
    func badOffsets() {
        let past = LineCompletion(replaceFrom: 99, candidates: ["help"]).insertion(line: "he", cursor: 42)
        #expect(past == LineCompletionEdit(insert: "help "))
        let negative = LineCompletion(replaceFrom: -5, candidates: ["help"]).insertion(line: "he", cursor: -1)
        #expect(negative == LineCompletionEdit(insert: "help "))
        let inverted = LineCompletion(replaceFrom: 2, candidates: ["help"]).insertion(line: "he", cursor: 1)
        #expect(inverted == LineCompletionEdit(insert: "help "))
    }

    @Test("completion in the middle of a line uses only the text before the cursor")
    func midLine() {
        let edit = LineCompletion(replaceFrom: 5, candidates: ["items"]).insertion(line: "show it more", cursor: 7)
        #expect(edit == LineCompletionEdit(insert: "ems"))
    }
}

@Suite("LineCompletion.columns")
struct LineCompletionColumnsTests {
    @Test("items are laid out column-major within the width")
    func columnMajor() {
        let rows = LineCompletion.columns(["a", "bb", "ccc", "d", "e"], width: 12)
        #expect(rows == ["a    d", "bb   e", "ccc"])
    }

    @Test("a narrow terminal gets one item per row")
    func narrow() {
        #expect(LineCompletion.columns(["alpha", "beta"], width: 3) == ["alpha", "beta"])
        #expect(LineCompletion.columns(["alpha", "beta"], width: 0) == ["alpha", "beta"])
    }

    @Test("a wide terminal gets one row; empty input gives no rows")
    func wide() {
        #expect(LineCompletion.columns(["grüße", "größe"], width: 80) == ["grüße  größe"])
        #expect(LineCompletion.columns([], width: 80) == [])
    }
}
