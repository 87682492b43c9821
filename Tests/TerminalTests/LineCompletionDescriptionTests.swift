import Terminal
import Testing

@Suite struct LineCompletionDescriptionTests {
    @Test func listedCandidatesShowTheirDescriptionsAligned() {
        let c = LineCompletion(replaceFrom: 14, candidates: ["n1", "note-22"], descriptions: ["n1": "Milk", "note-22": "Bread"])
        let edit = c.insertion(line: "spotlight tap n", cursor: 15)  // "n" is already their common prefix: list them
        #expect(edit.list == ["n1       Milk", "note-22  Bread"])
    }

    @Test func withoutDescriptionsTheListIsTheWords() {
        let c = LineCompletion(replaceFrom: 0, candidates: ["help", "hello"])
        #expect(c.insertion(line: "he", cursor: 2).insert == "l")  // first Tab extends to the common prefix
        #expect(c.insertion(line: "hel", cursor: 3).list == ["help", "hello"])
    }
}
