import AppIntents
import Foundation
import LimelightCore
import SwiftUI
import Testing
import LimelightUIKit

// API that the fourth held-out round's files needed (Docs/AppleAPI.md, "The held-out set", round 4): a summary that
// depends on whether a parameter has a value, values asked for and disambiguated for optional parameters, an array
// parameter sized per widget family (Harbour); a Focus filter (Telegram for macOS); a custom tip view style (Harbour);
// the app delegate through `UIApplication.shared.delegate` (Amperfy).

struct RoundFourServer: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Server"
    static let defaultQuery = RoundFourServerQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct RoundFourServerQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [RoundFourServer] { identifiers.map(RoundFourServer.init) }
}

struct RoundFourStatusIntent: AppIntent {
    static let title: LocalizedStringResource = "Container Status"
    static var parameterSummary: some ParameterSummary {
        When(\.$server, .hasAnyValue) {
            Summary("Status of \(\.$name) on \(\.$server)")
        } otherwise: {
            Summary("Status on \(\.$server)")
        }
    }

    @Parameter(title: "Server")
    var server: RoundFourServer?

    @Parameter(title: "Name")
    var name: String?

    @Parameter(title: "Containers", default: [], size: [.systemSmall: 1, .systemMedium: 2, .systemLarge: IntentCollectionSize(min: 1, max: 4)])
    var containers: [String]

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let server: RoundFourServer
        if let chosen = self.server {
            server = chosen
        } else {
            server = try await $server.requestValue()
        }
        let picked: RoundFourServer = try await $server.requestDisambiguation(among: [server, RoundFourServer(id: "b")], dialog: "Which one?")
        return .result(value: picked.id)
    }
}

struct RoundFourDarkModeFilter: SetFocusFilterIntent {
    static let title: LocalizedStringResource = "Set Appearance"
    static let performed = LockedBox<[Bool?]>([])

    @Parameter(title: "Use Dark Mode", default: nil)
    var alwaysUseDarkMode: Bool?

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "Appearance", subtitle: "Dark Mode") }

    var appContext: FocusFilterAppContext {
        FocusFilterAppContext(notificationFilterPredicate: NSPredicate(value: alwaysUseDarkMode != true), targetContentIdentifierPrefix: "chat.")
    }

    static func suggestedFocusFilters(for context: FocusFilterSuggestionContext) async -> [RoundFourDarkModeFilter] {
        let work = RoundFourDarkModeFilter()
        work.alwaysUseDarkMode = true
        return [work]
    }

    func perform() async throws -> some IntentResult {
        let value = alwaysUseDarkMode
        Self.performed.withLock { $0.append(value) }
        return .result()
    }
}

struct RoundFourPlainFilter: SetFocusFilterIntent {
    static let title: LocalizedStringResource = "Plain"
    var displayRepresentation: DisplayRepresentation { "Plain" }
    func perform() async throws -> some IntentResult { .result() }
}

final class RoundFourAppDelegate: NSObject, UIApplicationDelegate {
    let name = "Amperfy"
}

@Suite struct HeldOutRound4APITests {
    @Test func aSummaryChoosesByWhetherAParameterHasAValue() {
        let summary = RoundFourStatusIntent.parameterSummary.simulated
        #expect(summary?.text == "Status of ${name} on ${server}")
        #expect(HasValueComparisonOperator.hasAnyValue != .hasNoValue)
    }

    @Test func anOptionalParameterIsAskedForAndDisambiguatedUnwrapped() async throws {
        let intent = RoundFourStatusIntent()
        intent.server = RoundFourServer(id: "a")
        #expect(try await intent.perform().value == "a")
        let empty = RoundFourStatusIntent()
        await #expect(throws: AppIntentError.self) { try await empty.perform() }
        await #expect(throws: (any Error).self) {
            let _: RoundFourServer = try await empty.$server.requestDisambiguation(among: [])
        }
    }

    @Test func anArrayParameterKeepsItsSizePerWidgetFamily() {
        let intent = RoundFourStatusIntent()
        #expect(intent.$containers.simulatedCollectionSizes[.systemSmall] == IntentCollectionSize(exactly: 1))
        #expect(intent.$containers.simulatedCollectionSizes[.systemLarge] == IntentCollectionSize(min: 1, max: 4))
        #expect(intent.$containers.simulatedCollectionSizes[.accessoryInline] == nil)
        intent.containers = ["web", "db"]
        #expect(!intent.$containers.simulatedFits(.systemSmall))
        #expect(intent.$containers.simulatedFits(.systemMedium) && intent.$containers.simulatedFits(.systemLarge))
        #expect(intent.$containers.simulatedFits(.systemExtraLarge))
        let five: IntentCollectionSize = 5
        #expect(five.simulatedAllows(5) && !five.simulatedAllows(4))
    }

    @Test func aFocusFilterIsPerformedOnAndOffAndIsCurrentWhileOn() async throws {
        #expect(try await RoundFourDarkModeFilter.current.alwaysUseDarkMode == nil)
        let suggestions = await SimFocusFilters.suggestions(for: RoundFourDarkModeFilter.self)
        #expect(suggestions.map(\.alwaysUseDarkMode) == [true])
        let filter = try #require(suggestions.first)
        try await SimFocusFilters.turnOn(filter)
        #expect(try await RoundFourDarkModeFilter.current.alwaysUseDarkMode == true)
        let context = try await RoundFourDarkModeFilter.current.appContext
        #expect(context.targetContentIdentifierPrefix == "chat.")
        #expect(context.notificationFilterPredicate?.evaluate(with: nil) == false)
        try await SimFocusFilters.turnOff(RoundFourDarkModeFilter.self)
        #expect(try await RoundFourDarkModeFilter.current.alwaysUseDarkMode == nil)
        #expect(RoundFourDarkModeFilter.performed.withLock { $0 } == [true, nil])
        RoundFourDarkModeFilter.invalidateFocusFilterAppContext()
        #expect(SimFocusFilters.invalidations(of: RoundFourDarkModeFilter.self) == 1)
    }

    @Test func aFocusFilterWithoutAContextFiltersNothing() async throws {
        let context = RoundFourPlainFilter().appContext
        #expect(context.notificationFilterPredicate == nil && context.targetContentIdentifierPrefix == nil)
        #expect(FocusFilterAppContext(notificationFilterPredicate: nil).targetContentIdentifierPrefix == nil)
        #expect(await SimFocusFilters.suggestions(for: RoundFourPlainFilter.self).isEmpty)
    }

    @Test func theAppDelegateIsWhatTheAppSet() {
        let delegate = RoundFourAppDelegate()
        UIApplication.shared.delegate = delegate
        #expect((UIApplication.shared.delegate as? RoundFourAppDelegate)?.name == "Amperfy")
        #expect(UIApplication.shared.delegate === delegate)
    }
}
