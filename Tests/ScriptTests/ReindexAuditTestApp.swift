import LimelightCore
import SimulatorKit
import Spotlight

/// A small app for the reindex tests: notes indexed as they are added, and a launch reindex (and index-delegate
/// reindex) that leaves out every note whose title starts with `skip` — the bug `searchable-matches-model` must find.
final class ReindexAuditTestApp: AppProgram, ReindexDelegate {
    /// The notes, as the app's stored model.
    final class Notebook: AppState {
        var titles: [String] = []
    }

    static let descriptor: AppDescriptor = {
        let add = AppAction(["note", "add"], summary: "add a note", arguments: [ArgumentSpec("title", .text, help: "the note's title")]) { program, call in
            guard let app = program as? ReindexAuditTestApp else { return [] }
            try app.add(call.text("title"))
            return []
        }
        let forget = AppAction(["note", "forget"], summary: "remove a note from the model only",
                               arguments: [ArgumentSpec("title", .text, help: "the note's title")]) { program, call in
            guard let app = program as? ReindexAuditTestApp else { return [] }
            let title = try call.text("title")
            app.notebook.titles.removeAll { $0 == title }
            return []
        }
        return AppDescriptor(bundleIdentifier: "com.example.notes", shortName: "notes", displayName: "Notes", summary: "reindex test app",
                             actions: [add, forget]) { ReindexAuditTestApp(context: $0) }
    }()

    let context: AppContext
    let notebook: Notebook
    let index: IndexHandle

    init(context: AppContext) {
        self.context = context
        notebook = context.dataStore.get("notebook") { Notebook() }
        index = context.searchableIndex()
        context.device.spotlight.setIndexDelegate(self, app: context.bundleIdentifier)
    }

    static func identifier(_ title: String) -> String { "note-" + title }

    func item(_ title: String) -> CSSearchableItem {
        var attributes = CSSearchableItemAttributeSet(contentType: "public.text")
        attributes.title = title
        return CSSearchableItem(uniqueIdentifier: Self.identifier(title), domainIdentifier: "notes", attributeSet: attributes)
    }

    func add(_ title: String) {
        notebook.titles.append(title)
        index.indexSearchableItems([item(title)])
    }

    /// Clears the domain and indexes every note but those titled `skip…`.
    func reindexAll() {
        index.deleteSearchableItems(withDomainIdentifiers: ["notes"])
        index.indexSearchableItems(notebook.titles.filter { !$0.hasPrefix("skip") }.map(item))
    }

    func applicationDidFinishLaunching() { reindexAll() }
    var reindexesAtLaunch: Bool { true }
    var searchableIdentifiers: Set<String>? { Set(notebook.titles.map(Self.identifier)) }
    func searchableTitle(for identifier: String) -> String? { notebook.titles.first { Self.identifier($0) == identifier } }
    func application(continue activity: SimulatorKit.NSUserActivity) -> Bool { false }
    var screen: ScreenState { ScreenState() }

    func searchableIndex(_ searchableIndex: IndexHandle,
                         reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void) {
        reindexAll()
        acknowledgementHandler()
    }

    func searchableIndex(_ searchableIndex: IndexHandle, reindexSearchableItemsWithIdentifiers identifiers: [String],
                         acknowledgementHandler: @escaping () -> Void) {
        index.indexSearchableItems(notebook.titles.filter { identifiers.contains(Self.identifier($0)) && !$0.hasPrefix("skip") }.map(item))
        acknowledgementHandler()
    }
}
