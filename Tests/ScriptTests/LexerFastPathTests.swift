import LimelightCore
@testable import Script
import Testing

@Suite struct LexerFastPathTests {
    /// The fields a token carries, for comparing the two paths.
    func shape(_ r: (tokens: [Token], diagnostics: [Diagnostic])) -> [String] {
        r.tokens.map { "\($0.text)|\($0.isQuoted)|\($0.column)|\($0.length)|\($0.raw)" }
            + r.diagnostics.map { "\($0.code)|\($0.range)|\($0.message)|\($0.suggestion ?? "")" }
    }

    @Test func asciiLinesTokenizeAsTheCharacterPathDoes() {
        var random = SystemRandomNumberGenerator()
        let alphabet = Array("ab =\"'\\#\t-nt.,:()$*") + ["x", "1"]
        var fixed = ["spotlight index n1 --title \"Milk \\\"fresh\\\"\" --keywords a,b # note", "key=\"two words\" 'x",
                     "\"unterminated", "a'b'c", "tab\tseparated\t", "", "#only", "\\", "\"\\n\\t\\\\\""]
        for _ in 0..<2_000 {
            fixed.append(String((0..<Int.random(in: 0...30, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" }))
        }
        for line in fixed {
            let fast = Lexer.tokenizeASCII(Array(line.utf8), lineNumber: 3)
            let slow = Lexer.tokenizeCharacters(Array(line), lineNumber: 3)
            #expect(shape(fast) == shape(slow), "\(line.debugDescription)")
        }
    }

    @Test func nonASCIIAndCarriageReturnsTakeTheCharacterPath() {
        let r = Lexer.tokenize("task add \"Steuererklärung\" --tags a\r\nb", lineNumber: 1)
        #expect(r.tokens.map(\.text) == ["task", "add", "Steuererklärung", "--tags", "a\r\nb"])
        #expect(r.tokens[3].column == 28)
    }
}

@Suite struct ScriptLinesTests {
    @Test func linesSplitAtEveryKindOfLineBreakAsCharactersWould() {
        for text in ["a\nb\r\nc\rd", "", "\n", "x\r\n", "\r\r\n\n", "é\n\u{301}x", "a\r", "tail"] {
            let bytes = ScriptParser.lines(of: Substring(text))
            let characters = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).map(String.init)
            #expect(bytes == characters, "\(text.debugDescription)")
        }
    }
}
