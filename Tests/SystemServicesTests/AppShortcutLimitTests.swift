import Testing
import LimelightCore
@testable import SystemServices

/// App Shortcut phrases at the edges of the rule "every phrase names `${applicationName}` once" and "a shortcut has
/// phrases" (Docs/AppleAPI.md, App Intents: the metadata is validated as `ValidateAppShortcutStringsMetadata` would).
@Suite struct AppShortcutLimitTests {
    static func problems(_ phrases: [String]) -> [String] {
        AppIntentsMetadata(app: "notes", displayName: "Notes",
                           intents: [IntentDeclaration(typeName: "OpenNotesIntent", title: "Open Notes")],
                           appShortcuts: [ShortcutDeclaration(intentType: "OpenNotesIntent", phrases: phrases, shortTitle: "Open")])
            .validationProblems()
    }

    @Test func aPhraseNamesTheAppExactlyOnce() {
        #expect(Self.problems(["${applicationName}"]).isEmpty)
        #expect(Self.problems(["Open ${applicationName}"]).isEmpty)
        #expect(Self.problems(["${applicationName} notes"]).isEmpty)
        #expect(Self.problems(["Open notes"]) == ["Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it. (\"Open notes\")"])
        #expect(Self.problems(["${applicationName} ${applicationName}"]).count == 1)
    }

    @Test func aShortcutWithoutPhrasesIsRefused() {
        #expect(Self.problems([]) == ["App Shortcut 'Open' has no phrases"])
    }
}
