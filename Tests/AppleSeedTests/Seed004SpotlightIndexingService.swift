// Seed 004 (FocusBlox, ITB-G2), `SpotlightIndexingService` as written, with two changes (Docs/AppleAPI.md, "Seeds"):
// SwiftData is replaced by a plain array (`reindexAllTasks(context:)` takes `[LocalTask]` and filters it), and the
// custom keys, which the seed passes as strings, are `CSCustomAttributeKey`s (Apple's `setValue(_:forCustomKey:)` takes
// no string: the seed's code does not compile against CoreSpotlight either).
import CoreSpotlight

actor SpotlightIndexingService {
    static let shared = SpotlightIndexingService()
    private let searchableIndex = CSSearchableIndex.default()

    private init() {}

    /// Index a single task after creation/update
    func indexTask(_ task: LocalTask) async throws {
        guard !task.isCompleted else { return }
        guard task.recurrencePattern == "none" else { return } // No templates

        let attributes = CSSearchableItemAttributeSet(contentType: .content)
        attributes.title = task.title
        attributes.contentDescription = task.taskDescription
        attributes.keywords = task.tags.components(separatedBy: ",")
        attributes.contentCreationDate = task.createdAt
        attributes.contentModificationDate = task.updatedAt

        // Custom attributes
        attributes.setValue(task.taskType, forCustomKey: CSCustomAttributeKey(keyName: "taskType")!)
        attributes.setValue(task.importance, forCustomKey: CSCustomAttributeKey(keyName: "importance")!)
        attributes.setValue(task.urgency, forCustomKey: CSCustomAttributeKey(keyName: "urgency")!)
        if let dueDate = task.dueDate {
            attributes.setValue(dueDate, forCustomKey: CSCustomAttributeKey(keyName: "dueDate")!)
        }

        let item = CSSearchableItem(
            uniqueIdentifier: task.uuid.uuidString,
            domainIdentifier: "com.focusblox.tasks",
            attributeSet: attributes
        )

        try await searchableIndex.indexSearchableItems([item])
    }

    /// Remove task from index after deletion
    func deindexTask(uuid: UUID) async throws {
        try await searchableIndex.deleteSearchableItems(withIdentifiers: [uuid.uuidString])
    }

    /// Reindex all incomplete tasks (called at app start)
    func reindexAllTasks(context: [LocalTask]) async throws {
        let tasks = context.filter { task in
            !task.isCompleted && task.recurrencePattern == "none"
        }

        // Delete all existing items first
        try await searchableIndex.deleteSearchableItems(withDomainIdentifiers: ["com.focusblox.tasks"])

        // Index all tasks
        for task in tasks {
            try await indexTask(task)
        }
    }
}
