// NetNewsWire's Add Feed App Intent and its App Shortcut (iOS/AppIntents/AddFeedAppIntent.swift,
// NetNewsWireAppShortcuts.swift), unchanged: the feed request is queued for the chosen account's folder (or the first
// folder when the account takes no feeds at its root); with no account the intent fails with the app's error.
// Waits for: intents helper (IntentDescription, @Parameter(optionsProvider:), DynamicOptionsProvider,
// @IntentParameterDependency, ProvidesDialog/.result(dialog:), CustomLocalizedStringResourceConvertible).
import Foundation
import LimelightKit
import LimelightTesting
import Testing
@testable import RW_NetNewsWire_NetNewsWireAppShortcuts

@Suite(.serialized) struct NetNewsWireIntentTests {
    func simulation() throws -> TestSimulation {
        ExtensionFeedAddRequestFile.saved = []
        ExtensionContainersFile.stored = ExtensionContainers(accounts: [
            ExtensionAccount(name: "On My Mac", containerID: "local", disallowFeedInRootFolder: false,
                             folders: [ExtensionFolder(name: "Swift", containerID: "local/Swift")]),
            ExtensionAccount(name: "Feedbin", containerID: "feedbin", disallowFeedInRootFolder: true,
                             folders: [ExtensionFolder(name: "News", containerID: "feedbin/News")]),
        ])
        return try TestSimulation(app: GenericApp.descriptor(bundleIdentifier: "com.ranchero.NetNewsWire-Evergreen"))
    }

    @Test func theFeedIsQueuedForTheChosenFolder() async throws {
        let sim = try simulation()
        var intent = AddFeedAppIntent()
        intent.url = URL(string: "https://swift.org/atom.xml")!
        intent.accountName = "On My Mac"
        intent.folderName = "Swift"
        let add = intent
        try await sim.run { _ = try await add.perform() }
        #expect(ExtensionFeedAddRequestFile.saved == [
            ExtensionFeedAddRequest(name: nil, feedURL: URL(string: "https://swift.org/atom.xml")!, destinationContainerID: "local/Swift"),
        ])
    }

    @Test func anAccountWithoutRootFeedsTakesItsFirstFolder() async throws {
        let sim = try simulation()
        var intent = AddFeedAppIntent()
        intent.url = URL(string: "https://example.com/feed")!
        intent.accountName = "Feedbin"
        let add = intent
        try await sim.run { _ = try await add.perform() }
        #expect(ExtensionFeedAddRequestFile.saved.map(\.destinationContainerID) == ["feedbin/News"])
    }

    @Test func withoutAccountsTheIntentFails() async throws {
        let sim = try simulation()
        ExtensionContainersFile.stored = nil
        var intent = AddFeedAppIntent()
        intent.url = URL(string: "https://example.com/feed")!
        let add = intent
        await #expect(throws: AddFeedAppIntentError.self) { try await sim.run { _ = try await add.perform() } }
        #expect(ExtensionFeedAddRequestFile.saved.isEmpty)
    }

    @Test func oneAppShortcutWithTwoPhrases() {
        #expect(NetNewsWireAppShortcuts.appShortcuts.count == 1)
    }
}
