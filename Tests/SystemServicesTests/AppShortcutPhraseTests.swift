import Foundation
import Testing
@testable import SystemServices

/// Reading phrases as bytes (ASCII ones, nearly all) gives what Foundation's searches give.
@Suite struct AppShortcutPhraseTests {
    static let phrases = ["", "${applicationName}", "Add ${task} in ${applicationName}", "${applicationName}${applicationName}",
                          "Open ${applicationName", "no token", "${}", "$${x}}", "Start ${block} with ${applicationName} ${mode}",
                          "${applicationName} ${applicationName} ${applicationName}", "a$b{c}", "${a}${b}${applicationName}"]

    @Test(arguments: phrases)
    func bytesAndFoundationAgree(phrase: String) throws {
        let bytes = try #require(ShortcutDeclaration.asciiBytes(phrase))
        #expect(ShortcutDeclaration.occurrences(of: Array(ShortcutDeclaration.applicationNameToken.utf8), inASCII: bytes)
                == phrase.components(separatedBy: ShortcutDeclaration.applicationNameToken).count - 1)
        var names: [String] = []
        var rest = Substring(phrase)
        while let open = rest.range(of: "${") {
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
            let name = String(rest[open.upperBound..<close])
            if name != "applicationName" { names.append(name) }
            rest = rest[rest.index(after: close)...]
        }
        #expect(ShortcutDeclaration.parameterTokens(inASCII: bytes) == names)
        for name in ["FocusBlox", "Ärger App", "", "${applicationName}"] {
            #expect(ShortcutDeclaration.phrase(phrase, withApplicationName: name) == phrase.replacingOccurrences(of: ShortcutDeclaration.applicationNameToken, with: name))
        }
    }

    @Test func aPhraseThatIsNotASCIIIsReadAsCharacters() {
        #expect(ShortcutDeclaration.asciiBytes("Öffne ${applicationName}") == nil)
        #expect(ShortcutDeclaration.applicationNameCount(in: "Öffne ${applicationName}") == 1)
        #expect(ShortcutDeclaration.parameterTokens(in: "Füge ${aufgabe} in ${applicationName} hinzu") == ["aufgabe"])
        #expect(ShortcutDeclaration.phrase("Öffne ${applicationName}", withApplicationName: "FocusBlox") == "Öffne FocusBlox")
        #expect(ShortcutDeclaration(intentType: "I", phrases: ["Open \\(.applicationName)"], shortTitle: "t").phrases == ["Open ${applicationName}"])
    }
}
