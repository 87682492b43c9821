import Testing
import LimelightCore
import SimulatorKit
@testable import Script

/// Fix-its are made where the suggestion is made, as edits of the text the user wrote (Docs/FixIts.md).
@Suite struct FixItTests {
    let parser = CommandParser(registry: StandardCommands.registry(catalog: AppCatalog([])))

    func only(_ line: String) throws -> (Diagnostic, FixIt) {
        let d = try #require(parser.parse(line).diagnostics.first)
        return (d, try #require(d.unambiguousFixIt))
    }

    @Test func aMisspeltOptionsFixItCoversTheOptionNameAndKeepsTheValueAsWritten() throws {
        let (d, fix) = try only(#"device add phone --platfrm="macos""#)
        #expect(d.suggestion == "did you mean '--platform'?")
        #expect(fix.message == d.suggestion)
        #expect(fix.edits == [FixIt.Edit(range: SourceRange(line: 1, column: 18, length: 9), replacement: "--platform")])
        #expect(FixItApplier.apply(d.fixIts, to: #"device add phone --platfrm="macos""#).text == #"device add phone --platform="macos""#)
    }

    @Test func aMisspeltValueKeepsTheUsersQuotes() throws {
        for (line, fixed) in [(#"device add phone --platform 'macso'"#, #"device add phone --platform 'macos'"#),
                              (#"device add phone --platform "macso""#, #"device add phone --platform "macos""#),
                              ("device add phone --platform macso", "device add phone --platform macos"),
                              ("device add phone --platform=macso", "device add phone --platform=macos")] {
            let (d, _) = try only(line)
            #expect(d.suggestion == "did you mean 'macos'?", "\(line)")
            #expect(FixItApplier.apply(d.fixIts, to: line).text == fixed)
        }
    }

    @Test func aMisspeltCommandAndSubcommandAreFixedWhereTheyAreWritten() throws {
        let (command, fix) = try only("hepl device")
        #expect(command.suggestion == "did you mean 'help'? (type 'help' for the list)")
        #expect(fix.edits == [FixIt.Edit(range: SourceRange(line: 1, column: 1, length: 4), replacement: "help")])
        let (sub, subFix) = try only("device lsit")
        #expect(sub.suggestion == "did you mean 'device list'?")
        #expect(subFix.edits == [FixIt.Edit(range: SourceRange(line: 1, column: 8, length: 4), replacement: "list")])
    }

    @Test func anUnterminatedStringIsClosedAtTheEndOfTheLine() throws {
        let line = #"device add "my phone"#
        let d = try #require(Lexer.tokenize(line).diagnostics.first)
        #expect(d.suggestion == "add a closing \" at the end of the string")
        #expect(FixItApplier.apply(d.fixIts, to: line).text == line + "\"")
        // A line ending in a backslash would escape the quote: no fix-it, the help stays.
        let escaped = try #require(Lexer.tokenize(#"say "a\"#).diagnostics.first)
        #expect(escaped.fixIts.isEmpty && escaped.suggestion == "add a closing \" at the end of the string")
    }

    @Test func aDiagnosticWithoutASuggestedEditHasNoFixIt() throws {
        let d = try #require(parser.parse("device add phone --nothing-like-it").diagnostics.first)
        #expect(d.fixIts.isEmpty)
        #expect(d.suggestion?.hasPrefix("options: ") == true)
    }

    @Test func fixItsMoveWithTheirDiagnostic() throws {
        let (d, _) = try only("device add phone --platfrm=macos")
        let moved = d.moved(byLines: 4).shifted(columns: 2)
        #expect(moved.fixIts.first?.edits.first?.range == SourceRange(line: 5, column: 20, length: 9))
    }

    @Test func theApplierKeepsLineEndsAndSkipsOverlaps() {
        let text = "\u{FEFF}hepl\r\nx\n"
        let a = FixIt("a", replacing: SourceRange(line: 1, column: 1, length: 4), with: "help")
        let b = FixIt("b", replacing: SourceRange(line: 1, column: 2, length: 2), with: "zz")
        let (out, applied) = FixItApplier.apply([a, b], to: text)
        #expect(out == "\u{FEFF}help\r\nx\n")
        #expect(applied.map(\.message) == ["a"])
    }

    @Test func aMisspeltNameAtRunTimeIsFixedWhereItIsWritten() throws {
        let s = Session()
        _ = s.execute("device add phone")
        _ = s.execute("app install com.example.notes")
        let device = try #require(s.execute(#"device select "phne""#).diagnostics.first)
        #expect(device.suggestion == "did you mean 'phone'?")
        #expect(FixItApplier.apply(device.fixIts, to: #"device select "phne""#).text == #"device select "phone""#)
        let line = "spotlight index n1 --title Milk --attr cty=Berlin"
        let attribute = try #require(s.execute(line).diagnostics.first)
        #expect(attribute.suggestion == "did you mean 'city'? Custom keys go in --custom")
        #expect(FixItApplier.apply(attribute.fixIts, to: line).text == "spotlight index n1 --title Milk --attr city=Berlin")
    }

    @Test func theREPLsHelpLineIsTheFixItsMessage() {
        let fix = FixIt("did you mean 'help'?", replacing: SourceRange(line: 1, column: 1, length: 4), with: "help")
        var d = Diagnostic(range: SourceRange(line: 1, column: 1, length: 4), code: "unknown-command", "unknown command 'hepl'", fixIts: [fix])
        #expect(d.suggestion == "did you mean 'help'?")
        d.suggestion = nil
        #expect(DiagnosticRenderer().render(d, file: "<repl>", lineText: "hepl").hasSuffix("help: did you mean 'help'?"))
    }
}
