// Seed 004 (FocusBlox, ITB-G2), `SpotlightIndexingService` as written, but for SwiftData, replaced by a plain array
// (`import SwiftData` is gone and `reindexAllTasks(context:)` filters `[LocalTask]` instead of fetching a descriptor).
// The seed passes custom keys by name, which Apple's `setValue(_:forCustomKey:)` does not accept: it compiles here
// with a deprecation warning saying so (Docs/AppleAPI.md, "The seeds").
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
        attributes.setValue(task.taskType, forCustomKey: "taskType")
        attributes.setValue(task.importance, forCustomKey: "importance")
        attributes.setValue(task.urgency, forCustomKey: "urgency")
        if let dueDate = task.dueDate {
            attributes.setValue(dueDate, forCustomKey: "dueDate")
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
