/// Prepares prompt text for libedit, which must be told which bytes do not take up screen space.
enum PromptText {
    /// The byte libedit's EL_PROMPT_ESC uses to bracket non-printing sequences.
    static let ignoreMarker: Character = "\u{1}"

    /// Wraps every ANSI escape sequence (`ESC [ … final`, `ESC ] … BEL`) in ignore markers.
    static func markingEscapes(_ prompt: String) -> String {
        var result = ""
        var scalars = Array(prompt.unicodeScalars)[...]
        let escape: Unicode.Scalar = "\u{1B}"
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1}" { continue }
            guard scalar == escape else {
                result.unicodeScalars.append(scalar)
                continue
            }
            var sequence = String(escape)
            if let kind = scalars.first, kind == "[" || kind == "]" {
                sequence.unicodeScalars.append(kind)
                scalars.removeFirst()
                while let next = scalars.popFirst() {
                    sequence.unicodeScalars.append(next)
                    if kind == "[", (0x40...0x7E).contains(next.value) { break }
                    if kind == "]", next == "\u{7}" { break }
                }
            } else if let next = scalars.popFirst() {
                sequence.unicodeScalars.append(next)
            }
            result.append(ignoreMarker)
            result += sequence
            result.append(ignoreMarker)
        }
        return result
    }
}
