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
    /// Shortcuts of `phrases` phrases each, `count` of them, all running one declared intent.
    static func problems(shortcuts count: Int, phrases: Int) -> [String] {
        let shortcuts = (0..<count).map { s in
            ShortcutDeclaration(intentType: "OpenNotesIntent", phrases: (0..<phrases).map { "Open \(s)-\($0) in ${applicationName}" },
                                shortTitle: "Open \(s)")
        }
        return AppIntentsMetadata(app: "notes", displayName: "Notes",
                                  intents: [IntentDeclaration(typeName: "OpenNotesIntent", title: "Open Notes")], appShortcuts: shortcuts)
            .validationProblems()
    }

    /// Docs/IntentsWidgetsTips.md: "An app may have at most 10 App Shortcuts: an eleventh refuses the install"; and at
    /// most 1,000 trigger phrases in all (AppShortcutsLimits, WWDC22).
    @Test func tenShortcutsAndAThousandPhrasesAreTheMost() {
        #expect(Self.problems(shortcuts: 10, phrases: 100).isEmpty)
        #expect(Self.problems(shortcuts: 11, phrases: 1) == ["Too many App Shortcuts. An app can have a maximum of 10 App Shortcuts; 'notes' has 11"])
        #expect(Self.problems(shortcuts: 10, phrases: 101) == ["Too many App Shortcut phrases. An app can have a maximum of 1000 trigger phrases; 'notes' has 1010"])
        #expect(Self.problems(shortcuts: 1, phrases: 1_000).isEmpty)
        #expect(Self.problems(shortcuts: 1, phrases: 1_001) == ["Too many App Shortcut phrases. An app can have a maximum of 1000 trigger phrases; 'notes' has 1001"])
    }
}
