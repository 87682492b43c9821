import AppIntents
import Foundation
import LimelightCore
import LimelightKit
import LimelightTesting
import Testing

// Seed 002's Mac Spotlight action, as written, with the `AppEnum` it leaves to the reader.
enum NavigationOption: String, AppEnum {
    case landmarks
    case map
    case collections

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Navigation Option"

    static var caseDisplayRepresentations: [NavigationOption: DisplayRepresentation] = [
        .landmarks: "Landmarks",
        .map: "Map",
        .collections: "Collections",
    ]
}

struct NavigateIntent: AppIntent {
    static let title: LocalizedStringResource = "Navigate to Section"

    static var parameterSummary: some ParameterSummary {
        Summary("Navigate to \(\.$section)")
    }

    @Parameter(title: "Section")
    var section: NavigationOption

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct StartFocusIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Focus Block"

    @Parameter(title: "Minutes", default: 25)
    var minutes: Int

    @Parameter(title: "Label")
    var label: String?

    func perform() async throws -> some IntentResult { .result() }
}

// An `AppShortcutsProvider` as Apple's documentation writes one.
struct LandmarksShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: NavigateIntent(),
            phrases: ["Navigate in \(.applicationName)", "Open a section in \(.applicationName)"],
            shortTitle: "Navigate",
            systemImageName: "map"
        )
        AppShortcut(intent: StartFocusIntent(), phrases: ["Start focus in \(.applicationName)"],
                    shortTitle: "Focus", systemImageName: "timer")
    }
}

/// An app that declares its App Intents metadata from its types and places a Siri tip for a shortcut.
enum ShortcutsApp {
    static var descriptor: AppDescriptor {
        var d = AppDescriptor(bundleIdentifier: "com.example.landmarks", shortName: "landmarks", displayName: "Landmarks", summary: "App Shortcuts") { _ in
            TipsProgram()
        }
        d.onInstall = { context in
            try SimulatedAppIntents.declare(intents: [NavigateIntent.self, StartFocusIntent.self], shortcuts: LandmarksShortcuts.self)
            if context.platform == .ios {
                try SiriTipView(intent: NavigateIntent(), isVisible: .state).place(in: "ContentView")
            }
        }
        return d
    }
}

@Suite struct AppShortcutsTests {
    @Test func theProviderAndTheIntentsBecomeTheAppsMetadata() throws {
        let sim = try TestSimulation(app: ShortcutsApp.descriptor)
        let meta = try #require(sim.device.intents.metadata(for: "com.example.landmarks"))
        #expect(meta.appShortcuts.map(\.intentType) == ["NavigateIntent", "StartFocusIntent"])
        #expect(meta.appShortcuts.first?.phrases == ["Navigate in ${applicationName}", "Open a section in ${applicationName}"])
        let navigate = try #require(meta.intent(named: "NavigateIntent"))
        #expect(navigate.title == "Navigate to Section")
        #expect(navigate.parameterSummary?.text == "Navigate to ${section}")
        #expect(navigate.parameters.map(\.name) == ["section"])
        #expect(navigate.parameters.first?.type == .enumeration("NavigationOption"))
        #expect(navigate.parameters.first?.isRequired == true)
        let focus = try #require(meta.intent(named: "StartFocusIntent"))
        #expect(focus.parameterSummary == nil)
        #expect(focus.parameters.map { "\($0.name):\($0.type):\($0.isRequired)" } == ["minutes:int:false", "label:string:false"])
        let tip = try sim.device.tips.state(app: "com.example.landmarks", location: "ContentView", defaults: sim.app.defaults)
        #expect(tip.phrase == "Navigate in Landmarks")
    }

    @Test func theSummaryMakesTheIntentASpotlightActionOnTheMac() throws {
        let sim = try TestSimulation(app: ShortcutsApp.descriptor, platform: .macos)
        #expect(try sim.device.entities.spotlightActionEligibility(app: "com.example.landmarks", intentType: "NavigateIntent").isEligible)
    }

    @Test func anEnumParameterIsDonatedAsItsCase() async throws {
        let sim = try TestSimulation(app: ShortcutsApp.descriptor)
        let intent = NavigateIntent()
        intent.section = .map
        try await sim.run { try await IntentDonationManager.shared.donate(intent: intent) }
        #expect(sim.donations == ["NavigateIntent(section: .map)"])
        #expect(NavigationOption.caseDisplayRepresentations[.map]?.title.key == "Map")
        #expect(NavigationOption.typeDisplayRepresentation.name.key == "Navigation Option")
    }

    @Test func declaringOutsideAppCodeIsRefused() {
        #expect(throws: SimulatedAppIntentsError.self) { try SimulatedAppIntents.declare(intents: [NavigateIntent.self]) }
    }
}
