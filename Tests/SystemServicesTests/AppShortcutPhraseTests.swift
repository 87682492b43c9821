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
        let bytes = try #require(AppShortcut.asciiBytes(phrase))
        #expect(AppShortcut.occurrences(of: Array(AppShortcut.applicationNameToken.utf8), inASCII: bytes)
                == phrase.components(separatedBy: AppShortcut.applicationNameToken).count - 1)
        var names: [String] = []
        var rest = Substring(phrase)
        while let open = rest.range(of: "${") {
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
            let name = String(rest[open.upperBound..<close])
            if name != "applicationName" { names.append(name) }
            rest = rest[rest.index(after: close)...]
        }
        #expect(AppShortcut.parameterTokens(inASCII: bytes) == names)
        for name in ["FocusBlox", "Ärger App", "", "${applicationName}"] {
            #expect(AppShortcut.phrase(phrase, withApplicationName: name) == phrase.replacingOccurrences(of: AppShortcut.applicationNameToken, with: name))
        }
    }

    @Test func aPhraseThatIsNotASCIIIsReadAsCharacters() {
        #expect(AppShortcut.asciiBytes("Öffne ${applicationName}") == nil)
        #expect(AppShortcut.applicationNameCount(in: "Öffne ${applicationName}") == 1)
        #expect(AppShortcut.parameterTokens(in: "Füge ${aufgabe} in ${applicationName} hinzu") == ["aufgabe"])
        #expect(AppShortcut.phrase("Öffne ${applicationName}", withApplicationName: "FocusBlox") == "Öffne FocusBlox")
        #expect(AppShortcut(intentType: "I", phrases: ["Open \\(.applicationName)"], shortTitle: "t").phrases == ["Open ${applicationName}"])
    }
}
