import AppIntents
import Foundation
import LimelightCore
import LimelightKit
import LimelightTesting
import Testing
import enum SystemServices.IntentValue
import struct SystemServices.AppIntentsMetadataError

// App Intents code as real apps write it (issue 22): descriptions, enums opened by an OpenIntent, values returned,
// dependencies, the query family, and an app whose intents are found from its types, listed once (issue 23 item 3).

enum SurfaceSection: String, AppEnum {
    case inbox, archive

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Section"
    static var caseDisplayRepresentations: [SurfaceSection: DisplayRepresentation] = [
        .inbox: DisplayRepresentation(title: "Inbox", subtitle: "New mail", image: .init(systemName: "tray")),
        .archive: "Archive",
    ]
}

/// An `OpenIntent` whose target is an `AppEnum` (Apple: `associatedtype Value: AppValue`).
struct OpenSectionIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Section"
    static let description: IntentDescription? = IntentDescription("Opens a section of the app.", categoryName: "Navigation",
                                                                   searchKeywords: ["go", "show"])
    @Parameter(title: "Section") var target: SurfaceSection

    func perform() async throws -> some IntentResult {
        SurfaceProgram.running?.opened.append(target.rawValue)
        return .result()
    }
}

/// A store the app registers with `AppDependencyManager` at launch.
final class SurfaceStore: @unchecked Sendable {
    var items = ["milk", "eggs"]
}

struct SurfaceItem: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { TypeDisplayRepresentation(name: "Item", numericFormat: "\(placeholder: .int) items") }
    static var defaultQuery = SurfaceItemQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct SurfaceItemQuery: EntityStringQuery {
    @Dependency var store: SurfaceStore

    func entities(for identifiers: [String]) async throws -> [SurfaceItem] {
        identifiers.filter(store.items.contains).map(SurfaceItem.init)
    }

    func entities(matching string: String) async throws -> [SurfaceItem] {
        store.items.filter { $0.contains(string) }.map(SurfaceItem.init)
    }

    func suggestedEntities() async throws -> [SurfaceItem] { store.items.map(SurfaceItem.init) }
}

/// An intent that returns a value with a dialog and reads a dependency.
struct CountItemsIntent: AppIntent {
    static let title: LocalizedStringResource = LocalizedStringResource("Count Items", comment: "the action's title")
    static var openAppWhenRun: Bool { false }
    static var authenticationPolicy: IntentAuthenticationPolicy { .requiresLocalDeviceAuthentication }
    @Dependency var store: SurfaceStore

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        .result(value: store.items.count, dialog: "You have \(store.items.count) items.")
    }
}

/// An intent that adds an item, then opens the section it went to.
struct AddItemIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Item"
    @Parameter(title: "Name", requestValueDialog: "What should I add?") var name: String
    @Dependency var store: SurfaceStore

    func perform() async throws -> some IntentResult & OpensIntent {
        store.items.append(name)
        var open = OpenSectionIntent()
        open.target = .inbox
        return .result(opensIntent: open)
    }
}

/// An intent that asks for its value when it has none.
struct RenameItemIntent: AppIntent {
    static let title: LocalizedStringResource = "Rename Item"
    @Parameter(title: "Item") var item: SurfaceItem?

    func perform() async throws -> some IntentResult {
        guard item != nil else { throw $item.needsValueError("Which item?") }
        return .result()
    }
}

/// Donated from the app's own screen, never listed anywhere: found from its type at its first donation.
struct ShareItemIntent: AppIntent {
    static let title: LocalizedStringResource = "Share Item"
    @Parameter(title: "Item") var item: SurfaceItem

    func perform() async throws -> some IntentResult { .result() }
}

struct SurfaceShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor { .tangerine }
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: CountItemsIntent(), phrases: ["Count items in \(.applicationName)"], shortTitle: "Count", systemImageName: "number")
        AppShortcut(intent: OpenSectionIntent(), phrases: ["Open \(\.$target) in \(.applicationName)"], shortTitle: "Open", systemImageName: "tray")
    }
}

final class SurfaceProgram: AppProgram {
    var opened: [String] = []
    static var running: SurfaceProgram? { AppContext.current?.app.program as? SurfaceProgram }

    init() {
        AppDependencyManager.shared.add(dependency: SurfaceStore())
    }

    func applicationDidFinishLaunching() {}
    func application(continue activity: NSUserActivity) -> Bool { false }
    var screen: ScreenState { ScreenState(navigationPath: opened) }
}

enum SurfaceApp {
    /// Every App Intents type listed once, in the descriptor; no install hook.
    static var descriptor: AppDescriptor {
        AppDescriptor(bundleIdentifier: "com.example.surface", shortName: "surface", displayName: "Surface", summary: "App Intents surface",
                      appShortcuts: SurfaceShortcuts.self, intents: [AddItemIntent.self, RenameItemIntent.self]) { _ in SurfaceProgram() }
    }

    /// An app that lists nothing at all.
    static var bare: AppDescriptor {
        AppDescriptor(bundleIdentifier: "com.example.bare", shortName: "bare", displayName: "Bare", summary: "no App Intents listed") { _ in
            SurfaceProgram()
        }
    }
}

/// Eleven App Shortcuts: one more than Apple allows.
struct TooManyShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: CountItemsIntent(), phrases: ["Count 1 in \(.applicationName)"], shortTitle: "1", systemImageName: "1.circle")
        AppShortcut(intent: CountItemsIntent(), phrases: ["Count 2 in \(.applicationName)"], shortTitle: "2", systemImageName: "2.circle")
        AppShortcut(intent: CountItemsIntent(), phrases: ["Count 3 in \(.applicationName)"], shortTitle: "3", systemImageName: "3.circle")
        AppShortcut(intent: CountItemsIntent(), phrases: ["Count 4 in \(.applicationName)"], shortTitle: "4", systemImageName: "4.circle")
        AppShortcut(intent: CountItemsIntent(), phrases: ["Count 5 in \(.applicationName)"], shortTitle: "5", systemImageName: "5.circle")
        AppShortcut(intent: CountItemsIntent(), phrases: ["Count 6 in \(.applicationName)"], shortTitle: "6", systemImageName: "6.circle")
        AppShortcut(intent: CountItemsIntent(), phrases: ["Count 7 in \(.applicationName)"], shortTitle: "7", systemImageName: "7.circle")
        AppShortcut(intent: CountItemsIntent(), phrases: ["Count 8 in \(.applicationName)"], shortTitle: "8", systemImageName: "8.circle")
        AppShortcut(intent: CountItemsIntent(), phrases: ["Count 9 in \(.applicationName)"], shortTitle: "9", systemImageName: "9.circle")
        AppShortcut(intent: CountItemsIntent(), phrases: ["Count 10 in \(.applicationName)"], shortTitle: "10", systemImageName: "10.circle")
        AppShortcut(intent: CountItemsIntent(), phrases: ["Count 11 in \(.applicationName)"], shortTitle: "11", systemImageName: "11.circle")
    }
}

@Suite struct AppIntentsSurfaceTests {
    @Test func localizedStringResourcesKeepKeyAndDefaultValue() {
        let count = 3
        let interpolated: LocalizedStringResource = "You have \(count) items in \("Inbox")"
        #expect(interpolated.key == "You have %lld items in %@")
        #expect(String(localized: interpolated) == "You have 3 items in Inbox")
        let keyed = LocalizedStringResource("greeting", defaultValue: "Hello", table: "Main", comment: "shown first")
        #expect(keyed.key == "greeting" && String(localized: keyed) == "Hello" && keyed.table == "Main")
        #expect(LocalizedStringResource("Plain", comment: "c").key == "Plain")
        #expect(String(localized: "Total: \(count)") == "Total: 3")
        #expect(String(localized: "k", defaultValue: "Default") == "Default")
        let description: IntentDescription = "Counts the items."
        #expect(String(localized: description.descriptionText) == "Counts the items.")
        #expect(ShortcutTileColor.allCases.count == 15)
    }

    @Test func theDescriptorListsTheTypesOnceAndTheSystemFindsTheRest() throws {
        let sim = try TestSimulation(app: SurfaceApp.descriptor)
        let meta = try #require(sim.device.intents.metadata(for: "com.example.surface"))
        // Listed intents first, then the intents the App Shortcuts run; the entity type comes from a parameter.
        #expect(meta.intents.map(\.typeName) == ["AddItemIntent", "RenameItemIntent", "CountItemsIntent", "OpenSectionIntent"])
        #expect(meta.entityTypes.map(\.typeName) == ["SurfaceItem"])
        #expect(meta.appShortcuts.map(\.intentType) == ["CountItemsIntent", "OpenSectionIntent"])
        let open = try #require(meta.intent(named: "OpenSectionIntent"))
        #expect(open.isOpenIntent && open.targetEntityType == nil && open.parameters.first?.type == .enumeration("SurfaceSection"))
        #expect(open.description == "Opens a section of the app.")
        #expect(sim.events(ofKind: "intents.installed").count == 1)
    }

    @Test func anOpenIntentOverAnEnumRunsItsPerform() throws {
        let sim = try TestSimulation(app: SurfaceApp.descriptor)
        _ = try sim.runSystemIntent("OpenSectionIntent", ["target": .enumCase("archive")])
        #expect(sim.screen.navigationPath == ["archive"])
    }

    @Test func resultsCarryValuesDialogsAndTheIntentsTheyOpen() throws {
        let sim = try TestSimulation(app: SurfaceApp.descriptor)
        #expect(try sim.runSystemIntent("CountItemsIntent", [:]) == ["You have 2 items.", "value: 2"])
        #expect(try sim.runSystemIntent("AddItemIntent", ["name": .string("tea")]) == ["opens OpenSectionIntent"])
        #expect(sim.screen.navigationPath == ["inbox"])
        #expect(try sim.runSystemIntent("CountItemsIntent", [:]) == ["You have 3 items.", "value: 3"])
        #expect(throws: AppIntentError.self) { try sim.runSystemIntent("RenameItemIntent", [:]) }
    }

    @Test func dependenciesAreTheRunningAppsOwn() throws {
        let first = try TestSimulation(app: SurfaceApp.descriptor)
        let second = try TestSimulation(app: SurfaceApp.descriptor)
        _ = try first.runSystemIntent("AddItemIntent", ["name": .string("tea")])
        #expect(try first.runSystemIntent("CountItemsIntent", [:]).last == "value: 3")
        #expect(try second.runSystemIntent("CountItemsIntent", [:]).last == "value: 2")
    }

    @Test func theQueryFamilyAnswersWithItsDependencies() async throws {
        let sim = try TestSimulation(app: SurfaceApp.descriptor)
        let found = try await sim.run {
            let query = SurfaceItemQuery()
            return (try await query.entities(matching: "mil").map(\.id), try await query.suggestedEntities().map(\.id))
        }
        #expect(found.0 == ["milk"] && found.1 == ["milk", "eggs"])
        // An entity parameter resolves through the query, with its dependency.
        let item = IntentValue.entity(EntityIdentifier(for: SurfaceItem.self, identifier: "eggs"))
        #expect(try sim.runSystemIntent("RenameItemIntent", ["item": item]) == [])
    }

    @Test func aDonatedIntentTypeNeedsNoDeclaration() async throws {
        let sim = try TestSimulation(app: SurfaceApp.bare)
        #expect(sim.device.intents.metadata(for: "com.example.bare") == nil)
        var intent = ShareItemIntent()
        intent.item = SurfaceItem(id: "milk")
        try await sim.run { _ = try await IntentDonationManager.shared.donate(intent: intent) }
        #expect(sim.donations == ["ShareItemIntent(item: SurfaceItem:milk)"])
        let meta = try #require(sim.device.intents.metadata(for: "com.example.bare"))
        #expect(meta.intents.map(\.typeName) == ["ShareItemIntent"] && meta.entityTypes.map(\.typeName) == ["SurfaceItem"])
        // The system can run it now, as any declared intent.
        let item = IntentValue.entity(EntityIdentifier(for: SurfaceItem.self, identifier: "milk"))
        #expect(try sim.runSystemIntent("ShareItemIntent", ["item": item]) == [])
    }

    @Test func elevenAppShortcutsAreRefusedWithTheLimit() throws {
        var descriptor = SurfaceApp.bare
        descriptor.appIntents(appShortcuts: TooManyShortcuts.self)
        #expect(throws: (any Error).self) { try TestSimulation(app: descriptor) }
        let meta = SimulatedAppIntents.metadata(app: "com.example.bare", displayName: "Bare", intents: [], shortcuts: TooManyShortcuts.self)
        #expect(meta.validationProblems() == ["Too many App Shortcuts. An app can have a maximum of 10 App Shortcuts; 'com.example.bare' has 11"])
    }
}
