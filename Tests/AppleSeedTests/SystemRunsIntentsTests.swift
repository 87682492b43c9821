import AppIntents
import CoreSpotlight
import Foundation
import LimelightCore
import LimelightKit
import LimelightTesting
import Testing
import enum SystemServices.IntentValue

/// A notes app written against App Intents as on a device: indexed entities with a custom key, an `OpenIntent`, an
/// intent with a dialog, an App Shortcut phrase naming a parameter, and launch indexing through `async` calls.
enum NotesIntentsApp {
    static let folderKey: CSCustomAttributeKey = {
        guard let key = CSCustomAttributeKey(keyName: "folder", searchable: true, searchableByDefault: true, unique: false, multiValued: false) else {
            preconditionFailure("'folder' is a valid key name")
        }
        return key
    }()

    struct NoteEntity: IndexedEntity {
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Note" }
        static var defaultQuery: NoteQuery { NoteQuery() }

        let id: Int
        @Property(indexingKey: \.displayName) var title: String
        @Property(title: "Folder", customIndexingKey: NotesIntentsApp.folderKey) var folder: String

        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }

        init(id: Int, title: String, folder: String) {
            self.id = id
            self.title = title
            self.folder = folder
        }
    }

    struct NoteQuery: EntityQuery {
        func entities(for identifiers: [Int]) async throws -> [NoteEntity] {
            let notes = NotesProgram.running?.notes ?? [:]
            return identifiers.compactMap { id in notes[id].map { NoteEntity(id: id, title: $0, folder: "Inbox") } }
        }
    }

    struct OpenNoteIntent: OpenIntent {
        static let title: LocalizedStringResource = "Open Note"
        @Parameter(title: "Note") var target: NoteEntity

        func perform() async throws -> some IntentResult {
            NotesProgram.running?.opened.append(target.id)
            return .result()
        }
    }

    struct RenameNoteIntent: AppIntent {
        static let title: LocalizedStringResource = "Rename Note"
        @Parameter(title: "Note") var note: NoteEntity
        @Parameter(title: "Name") var name: String
        @Parameter(title: "Reason") var reason: String?

        func perform() async throws -> some IntentResult & ProvidesDialog {
            NotesProgram.running?.notes[note.id] = name
            return .result(dialog: "Renamed '\(note.title)' to '\(name)'\(reason.map { " (\($0))" } ?? "").")
        }
    }

    struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: OpenNoteIntent(), phrases: ["Open \(\.$target) in \(.applicationName)"], shortTitle: "Open Note", systemImageName: "note")
        }
    }

    static var descriptor: AppDescriptor {
        var d = AppDescriptor(bundleIdentifier: "com.example.notes", shortName: "notes", displayName: "Notes", summary: "App Intents run by the system") { _ in
            NotesProgram()
        }
        d.onInstall = { _ in
            try SimulatedAppIntents.declare(intents: [OpenNoteIntent.self, RenameNoteIntent.self], entities: [NoteEntity.self],
                                            examples: [NoteEntity(id: 0, title: "", folder: "")], shortcuts: Shortcuts.self)
        }
        return d
    }
}

final class NotesProgram: AppProgram {
    var notes = [1: "Groceries", 2: "Ideas"]
    var opened: [Int] = []
    /// Set by the launch task once the index answered: the code after `await` ran.
    var indexingAnswered = false

    static var running: NotesProgram? { AppContext.current?.app.program as? NotesProgram }

    func applicationDidFinishLaunching() {
        let entities = notes.keys.sorted().compactMap { id in notes[id].map { NotesIntentsApp.NoteEntity(id: id, title: $0, folder: "Inbox") } }
        Task(executorPreference: AppTaskExecutor.current) {
            try await CSSearchableIndex.default().indexAppEntities(entities)
            self.indexingAnswered = true
        }
    }

    func application(continue activity: NSUserActivity) -> Bool { false }
    var screen: ScreenState { ScreenState(navigationPath: opened.map(String.init)) }
}

@Suite struct SystemRunsIntentsTests {
    @Test func entityPropertiesAndParameterPhrasesBecomeTheMetadata() throws {
        let sim = try TestSimulation(app: NotesIntentsApp.descriptor)
        let meta = try #require(sim.device.intents.metadata(for: "com.example.notes"))
        #expect(meta.appShortcuts.first?.phrases == ["Open ${target} in ${applicationName}"])
        let note = try #require(meta.entityType(named: "NoteEntity"))
        #expect(note.properties.map { "\($0.name):\($0.title):\($0.type):\($0.indexingKey.map { "\($0)" } ?? "-")" }
                == ["title:Title:string:\\.displayName", "folder:Folder:string:custom(folder)"])
        #expect(note.openIntentType == "OpenNoteIntent")
    }

    @Test func asyncIndexingStartedAtLaunchRunsInsideTheSimulationsSteps() throws {
        let sim = try TestSimulation(app: NotesIntentsApp.descriptor)
        let program = try #require(sim.app.program as? NotesProgram)
        #expect(!program.indexingAnswered)      // the call was made at launch; the index answers when the clock gets there
        sim.advance(by: .seconds(1))
        #expect(program.indexingAnswered)
        #expect(sim.indexedIdentifiers == ["NoteEntity:1", "NoteEntity:2"])
        let item = try #require(sim.indexedItems.first)
        #expect(item.attributeSet.displayName == "Groceries")
        #expect(item.attributeSet.customValues["folder"] != nil)
    }

    @Test func theSystemRunsPerformWithResolvedParameters() throws {
        let sim = try TestSimulation(app: NotesIntentsApp.descriptor)
        let note = { (id: Int) in IntentValue.entity(EntityIdentifier(for: NotesIntentsApp.NoteEntity.self, identifier: id)) }
        #expect(try sim.runSystemIntent("RenameNoteIntent", ["note": note(2), "name": .string("Plans")]) == ["Renamed 'Ideas' to 'Plans'."])
        #expect((sim.app.program as? NotesProgram)?.notes[2] == "Plans")
        #expect(try sim.runSystemIntent("RenameNoteIntent", ["note": note(1), "name": .string("Food"), "reason": .string("clearer")])
                == ["Renamed 'Groceries' to 'Food' (clearer)."])
        #expect(throws: AppIntentRunError.self) { try sim.runSystemIntent("RenameNoteIntent", ["note": note(9), "name": .string("X")]) }
        #expect(throws: AppIntentRunError.self) { try sim.runSystemIntent("RenameNoteIntent", ["note": note(1)]) }
    }

    @Test func tappingAnIndexedEntityRunsItsOpenIntent() throws {
        let sim = try TestSimulation(app: NotesIntentsApp.descriptor)
        sim.advance(by: .seconds(1))
        #expect(sim.tapSearchResult("NoteEntity:1"))
        #expect(sim.screen.navigationPath == ["1"])
    }
}
