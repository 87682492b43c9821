/// A `didOpen`'s text read straight into its lines by `JSONMessageReader` (no `String` of the whole text is made):
/// the lines `ScriptParser.lines(of:)` splits the text into, and the text's size in UTF-8 bytes.
struct OpenedText: Sendable, Equatable {
    var lines: [String]
    var bytes: Int
}
