import Testing
import LimelightCore
import Spotlight
@testable import SpotlightQuery

@Suite struct ParserTests {
    @Test func andBindsTighterThanOr() throws {
        let e = try #require(QueryParser.parse("a == 1 || b == 2 && c == 3").expression)
        guard case .or(let list) = e else { Issue.record("expected ||"); return }
        #expect(list.count == 2)
        if case .and(let inner) = list[1] { #expect(inner.count == 2) } else { Issue.record("expected && on the right") }
    }

    @Test func parenthesesGroupAndFlatten() throws {
        let a = QueryParser.parse("(title == \"a\" && title == \"b\") && title == \"c\"").expression
        let b = QueryParser.parse("title == \"a\" && title == \"b\" && title == \"c\"").expression
        #expect(a == b)
        #expect(QueryPrinter.print(try #require(QueryParser.parse("(a == 1 || b == 2) && c == 3").expression)) == "(a == 1 || b == 2) && c == 3")
    }

    @Test func modifiersBothForms() {
        let suffix = QueryParser.parse("title == \"x\"cd").expression
        let bracket = QueryParser.parse("title ==[dc] \"x\"").expression
        #expect(suffix == bracket)
    }

    @Test func escapesAndQuotes() throws {
        let e = try #require(QueryParser.parse(#"title == 'it\'s \*not\* a "wildcard"'"#).expression)
        guard case .predicate(let p) = e, case .compare(_, .string(let pattern, _)) = p.test else { Issue.record("shape"); return }
        #expect(pattern.pieces == [.literal("it's *not* a \"wildcard\"")])
        #expect(Fixtures.title(#"title == "a\*b""#, "a*b") == true)
        #expect(Fixtures.title(#"title == "a\*b""#, "axxb") == false)
    }

    @Test func syntaxErrorHasColumn() {
        let parsed = QueryChecker.analyze("title == \"Paris\" &&")
        #expect(parsed.hasErrors)
        let d = parsed.diagnostics.first { $0.severity == .error }
        #expect(d?.range.start.column == 20)
        #expect(d?.range.start.line == 1)
    }

    @Test func unterminatedString() {
        let d = QueryChecker.analyze("title == \"Paris").diagnostics.first
        #expect(d?.code == "query-unterminated-string")
        #expect(d?.range.start.column == 10)
    }

    @Test func unknownAttributeSuggests() {
        let d = QueryChecker.analyze("titel == \"x\"").diagnostics.first
        #expect(d?.code == "query-unknown-attribute")
        #expect(d?.suggestion == "did you mean 'title'?")
        #expect(d?.range == SourceRange(line: 1, column: 1, length: 5))
        let lenient = QueryChecker.analyze("titel == \"x\"", options: QueryLanguageOptions(unknownAttributes: .noMatch))
        #expect(!lenient.hasErrors)
    }

    /// Mac file-metadata attributes (from Finder searches and mdfind) are accepted, as Apple's parser accepts any
    /// attribute name, with a located warning that they match nothing in an app's index; a misspelt name of one
    /// (or of anything else) stays an error.
    @Test func macFileMetadataAttributesAreAWarningNotAnError() {
        for name in ["kMDItemFSContentChangeDate", "kMDItemUserTags", "kMDItemWhereFroms"] {
            let parsed = QueryChecker.analyze("title == \"x\" && \(name) == \"y\"")
            #expect(!parsed.hasErrors, "\(name)")
            let d = parsed.diagnostics.first
            #expect(d?.severity == .warning)
            #expect(d?.code == "query-file-metadata-attribute")
            #expect(d?.message.contains("matches nothing here") == true)
            #expect(d?.range == SourceRange(line: 1, column: 17, length: name.count))
        }
        #expect(QueryChecker.analyze("kMDItemUserTagz == \"y\"").hasErrors)
        #expect(QueryChecker.analyze("kMDItemUserTagz == \"y\"").diagnostics.first?.code == "query-unknown-attribute")
    }

    @Test func typeMismatches() {
        #expect(QueryChecker.analyze("title > \"a\"").diagnostics.first?.code == "query-type-mismatch")
        #expect(QueryChecker.analyze("title == 5").diagnostics.first?.code == "query-type-mismatch")
        #expect(QueryChecker.analyze("dueDate == \"2026-01-01\"").diagnostics.first?.code == "query-type-mismatch")
        #expect(QueryChecker.analyze("InRange(title, 1, 2)").hasErrors)
        #expect(QueryChecker.analyze("rankingHint == $time.today").hasErrors)
        #expect(QueryChecker.analyze("dueDate <= $time.iso(not-a-date)").hasErrors)
        #expect(!QueryChecker.analyze("dueDate <= $time.iso(2024-01-01T00:00:00Z)").hasErrors)
        #expect(!QueryChecker.analyze("dueDate <= $time.iso('2024-01-01T00:00:00Z')").hasErrors)
        #expect(!QueryChecker.analyze("dueDate < 789296400.5").hasErrors)
    }

    @Test func notIsOptIn() {
        #expect(QueryChecker.analyze("!(title == \"a\")").diagnostics.first?.code == "query-no-not")
        let on = QueryLanguageOptions(allowsNot: true)
        let parsed = QueryChecker.analyze("!(title == \"a\")", options: on)
        #expect(!parsed.hasErrors)
        #expect(parsed.expression.map(QueryPrinter.print) == "!title == \"a\"")
    }

    @Test(arguments: ["", "   ", "(", ")", "&&", "title", "title ==", "title == \"a\" title == \"b\"", "InRange(dueDate, 1)",
                      "(title == \"a\"", "title == \"a\"))", "$time.today", "title == \"a\"z", "** ==", "* == 'x'",
                      "title == $time.tomorrow", "a & b", "title ==[q] \"x\"", "title == \"a\" || ", "()"])
    func badInputIsLocatedNotFatal(_ text: String) {
        let parsed = QueryChecker.analyze(text)
        #expect(parsed.hasErrors, "\(text) should be rejected")
        for d in parsed.diagnostics {
            #expect(d.range.start.column >= 1 && d.range.start.column <= text.count + 1, "\(text): \(d.message)")
        }
    }

    @Test func unquotedValueSuggestsQuotes() {
        let d = QueryChecker.analyze("title == Paris").diagnostics.first
        #expect(d?.suggestion == "write \"Paris\"")
    }

    @Test func canonicalPrint() throws {
        let e = try #require(QueryParser.parse("title ==[cd] 'Fr\\'ed*'  &&  InRange( dueDate ,$time.today(-10),$time.today) || x = 1.5").expression)
        #expect(QueryPrinter.print(e) == "title == \"Fr'ed*\"cd && InRange(dueDate, $time.today(-10), $time.today) || x == 1.5")
    }
}

@Suite struct IndexTermTests {
    @Test(arguments: ["MyWindowClass", "paris-france.jpg", "NSWindow 42x", "  Broken  Window ", "a", "", "Café Müller", "ABCdefGHI"])
    func fastTermsMatchSlowTerms(_ text: String) {
        var fast: [String] = []
        FoldedText.forEachIndexTerm(text) { fast.append($0) }
        #expect(fast == FoldedText(text, caseInsensitive: true, diacriticInsensitive: true).terms())
    }

    @Test func camelCasePartsAreTerms() {
        #expect(FoldedText("MyWindowClass", caseInsensitive: true, diacriticInsensitive: true).terms() == ["mywindowclass", "windowclass", "class"])
    }
}
