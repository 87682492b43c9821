import Testing
@testable import SystemServices

@Suite struct AppIntentsMetadataTests {
    @Test func phraseWithoutAppNameIsRejectedWithApplesMessage() throws {
        var meta = Fixtures.focusBlox
        meta.appShortcuts.append(ShortcutDeclaration(intentType: "GetNextUpIntent", phrases: ["Was steht an"], shortTitle: "x"))
        let service = IntentsService(host: Fixtures.host())
        do {
            try service.install(meta)
            Issue.record("expected rejection")
        } catch let error as AppIntentsMetadataError {
            #expect(error.problems.count == 1)
            #expect(error.problems[0].hasPrefix("Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it."))
            #expect(error.description.contains("ValidateAppShortcutStringsMetadata"))
        }
        #expect(service.metadata(for: "focusblox") == nil)
    }

    @Test func otherMetadataProblems() {
        var meta = Fixtures.focusBlox
        meta.appShortcuts = [ShortcutDeclaration(intentType: "CreateTaskIntent", phrases: ["Create ${title} in ${applicationName} ${applicationName}"], shortTitle: "c"),
                             ShortcutDeclaration(intentType: "Nope", phrases: ["x ${applicationName}"], shortTitle: "n")]
        meta.intents.append(meta.intents[0])
        let problems = meta.validationProblems()
        #expect(problems.contains("duplicate intent type 'CreateTaskIntent'"))
        #expect(problems.contains { $0.hasPrefix("Invalid Utterance") })
        #expect(problems.contains { $0.hasPrefix("Invalid parameter type. AppEntity and AppEnum are the only allowed types") })
        #expect(problems.contains { $0.contains("undeclared intent 'Nope'") })
    }

    @Test func parameterSummaryParsing() {
        #expect(ParameterSummaryDeclaration("Navigate to \\(\\.$section) via ${route}").parameterNames == ["section", "route"])
        #expect(ParameterSummaryDeclaration("Navigate to \\(\\.$section)").text == "Navigate to ${section}")
        #expect(ParameterSummaryDeclaration("${unterminated").parameterNames.isEmpty)
    }

    @Test func settingsAndShortcutsViews() throws {
        let service = try Fixtures.intents()
        service.donationManager(for: "focusblox").donate(intent: IntentRecord("GetNextUpIntent"))
        let settings = try service.siriAndSearchView(app: "focusblox")
        #expect(settings.appShortcuts.contains("Was steht an in FocusBlox"))
        #expect(settings.donatedIntents.map(\.typeName) == ["GetNextUpIntent"])
        #expect(settings.learnFromThisApp)
        let shortcuts = try service.shortcutsAppView(app: "focusblox")
        #expect(shortcuts.actions.map(\.typeName).contains("CompleteTaskIntent"))
        #expect(shortcuts.actions.first { $0.typeName == "TaskEntity" }?.title == "Find Tasks")
        #expect(throws: IntentDonationError.unknownApp("x")) { try service.shortcutsAppView(app: "x") }
    }
}
