import AppIntents
import Foundation
import Intents
import LimelightCore
import LimelightKit
import LimelightTesting
import Testing

// SiriKit donations as apps still write them (Eurofurence's `DonateFromAppEventIntentDonor`): an `INIntent` subclass
// Xcode generates from the intent definition, an `INInteraction` with the app's identifier, `donate { error in }`.

/// What Xcode generates for a custom intent (the app's own type).
final class OrderSoupIntent: INIntent, @unchecked Sendable {
    var soup: String?
    var quantity: Int = 1
}

/// A generated response with a code.
final class OrderSoupIntentResponse: INIntentResponse, @unchecked Sendable {
    enum Code: Int { case success = 4, failure = 5 }
    let code: Code
    init(code: Code, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// An App Intent the same app donates too.
struct ReorderIntent: AppIntent {
    static let title: LocalizedStringResource = "Reorder"
    @Parameter(title: "Soup") var soup: String
    func perform() async throws -> some IntentResult { .result() }
}

final class SoupProgram: AppProgram {
    func applicationDidFinishLaunching() {}
    func application(continue activity: NSUserActivity) -> Bool { false }
    var screen: ScreenState { ScreenState() }
}

enum SoupApp {
    static var descriptor: AppDescriptor {
        AppDescriptor(bundleIdentifier: "com.example.soup", shortName: "soup", displayName: "Soup", summary: "SiriKit donations") { _ in SoupProgram() }
    }
}

/// Collects a completion handler's error.
final class ErrorBox: @unchecked Sendable {
    var errors: [String] = []
}

@Suite struct SiriKitInteractionTests {
    /// Donates an order as the app's code does.
    static func order(_ soup: String, id: String, group: String? = nil, errors: ErrorBox) {
        let intent = OrderSoupIntent()
        intent.soup = soup
        intent.suggestedInvocationPhrase = "Order \(soup)"
        let interaction = INInteraction(intent: intent, response: OrderSoupIntentResponse(code: .success, userActivity: nil))
        interaction.identifier = id
        interaction.groupIdentifier = group
        interaction.donate { error in
            if let error { errors.errors.append("\(error)") }
        }
    }

    @Test func interactionsJoinTheStoreBesideAppIntentsDonations() async throws {
        let sim = try TestSimulation(app: SoupApp.descriptor)
        let errors = ErrorBox()
        sim.app.run(on: sim.device) { Self.order("tomato", id: "o1", group: "orders", errors: errors) }
        var reorder = ReorderIntent()
        reorder.soup = "pea"
        try await sim.run { _ = try await IntentDonationManager.shared.donate(intent: reorder) }
        sim.app.run(on: sim.device) { Self.order("pea", id: "o2", group: "orders", errors: errors) }
        #expect(errors.errors.isEmpty)
        #expect(sim.donations == ["OrderSoupIntent(quantity: 1, soup: \"tomato\")", "ReorderIntent(soup: \"pea\")",
                                  "OrderSoupIntent(quantity: 1, soup: \"pea\")"])
        let interactions = sim.device.intents.interactions(app: "com.example.soup")
        #expect(interactions.map { "\($0.interaction.map(\.description) ?? "-")" } == [
            "INInteraction(identifier: o1, group: orders, response: success)",
            "INInteraction(identifier: o2, group: orders, response: success)",
        ])
        // Deleting by group removes the interactions only; deleteAll leaves the App Intents donation.
        try await sim.run { try await INInteraction.delete(with: "orders") }
        #expect(sim.donations == ["ReorderIntent(soup: \"pea\")"])
        sim.app.run(on: sim.device) { Self.order("leek", id: "o3", errors: errors) }
        try await sim.run { try await INInteraction.deleteAll() }
        #expect(sim.donations == ["ReorderIntent(soup: \"pea\")"])
    }

    @Test func deletingByIdentifierTouchesOnlyTheCallingApp() async throws {
        let sim = try TestSimulation(app: SoupApp.descriptor)
        let errors = ErrorBox()
        sim.app.run(on: sim.device) {
            Self.order("tomato", id: "o1", errors: errors)
            Self.order("pea", id: "o2", errors: errors)
        }
        try await sim.run { try await INInteraction.delete(with: ["o1", "unknown"]) }
        #expect(sim.donations == ["OrderSoupIntent(quantity: 1, soup: \"pea\")"])
        #expect(sim.events(ofKind: "intents.interactions.deleted") == ["identifiers [o1, unknown] removed 1 interaction"])
    }

    @Test func outsideAppCodeTheCompletionGetsAnError() {
        let errors = ErrorBox()
        Self.order("tomato", id: "o1", errors: errors)
        #expect(errors.errors == ["INInteraction was used outside app code the simulator runs"])
    }

    @Test func shortcutsSuggestionsAndAuthorizationAreTheAppsOwn() throws {
        let sim = try TestSimulation(app: SoupApp.descriptor)
        sim.app.run(on: sim.device) {
            let intent = OrderSoupIntent()
            intent.suggestedInvocationPhrase = "Soup time"
            guard let shortcut = INShortcut(intent: intent) else { return }
            INVoiceShortcutCenter.shared.setShortcutSuggestions([shortcut])
            let relevant = INRelevantShortcut(shortcut: shortcut)
            relevant.relevanceProviders = [INDailyRoutineRelevanceProvider(situation: .morning)]
            INRelevantShortcutStore.default.setRelevantShortcuts([relevant])
            #expect(INPreferences.siriAuthorizationStatus() == .notDetermined)
            INPreferences.requestSiriAuthorization { status in #expect(status == .authorized) }
            #expect(INPreferences.siriAuthorizationStatus() == .authorized)
        }
        #expect(sim.events(ofKind: "siri.shortcut.suggestions") == ["1 suggested: OrderSoupIntent \"Soup time\""])
        #expect(sim.events(ofKind: "siri.relevant.shortcuts") == ["1 relevant: OrderSoupIntent \"Soup time\" [dailyRoutine(morning)]"])
    }
}
