import Testing
import LimelightCore
@testable import Script

@Suite struct LexerTests {
    @Test func splitsWordsAndQuotedStrings() {
        let (tokens, diags) = Lexer.tokenize(#"task add "Einkaufen heute" --tags a,b 'x \' y' # comment"#)
        #expect(diags.isEmpty)
        #expect(tokens.map(\.text) == ["task", "add", "Einkaufen heute", "--tags", "a,b", "x ' y"])
        #expect(tokens[2].isQuoted)
        #expect(tokens[2].column == 10)
        #expect(tokens[3].isOption)
    }

    @Test func quotedPartJoinsABareWord() {
        let (tokens, _) = Lexer.tokenize(#"--attr textContent="See you at 9""#)
        #expect(tokens.map(\.text) == ["--attr", "textContent=See you at 9"])
        #expect(!tokens[1].isQuoted)
    }

    @Test func columnsCountCharactersNotBytes() {
        let (tokens, _) = Lexer.tokenize("größe 🍋 x")
        #expect(tokens.map(\.column) == [1, 7, 9])
    }

    @Test func unterminatedStringIsADiagnosticWithItsColumn() {
        let (_, diags) = Lexer.tokenize(#"task add "Einkaufen"#, lineNumber: 4)
        #expect(diags.count == 1)
        #expect(diags[0].range.start == SourceLocation(line: 4, column: 10))
        #expect(diags[0].code == "unterminated-string")
    }

    @Test func quotesOnlyWhenNeeded() {
        #expect(Lexer.quoteIfNeeded("plain") == "plain")
        #expect(Lexer.quoteIfNeeded("two words") == "\"two words\"")
        #expect(Lexer.quoteIfNeeded("") == "\"\"")
    }
}
