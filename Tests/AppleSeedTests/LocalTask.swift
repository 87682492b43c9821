import Foundation

/// FocusBlox's task model as seed 004's `SpotlightIndexingService` reads it (the SwiftData `@Model` as a plain class).
final class LocalTask: @unchecked Sendable {
    var uuid: UUID
    var title: String
    var taskDescription: String?
    var tags: String
    var createdAt: Date
    var updatedAt: Date?
    var taskType: String
    var importance: Int?
    var urgency: String?
    var dueDate: Date?
    var isCompleted = false
    var recurrencePattern = "none"

    init(uuid: UUID, title: String, taskDescription: String? = nil, tags: String = "", createdAt: Date, taskType: String = "task",
         importance: Int? = nil, urgency: String? = nil, dueDate: Date? = nil) {
        self.uuid = uuid
        self.title = title
        self.taskDescription = taskDescription
        self.tags = tags
        self.createdAt = createdAt
        self.updatedAt = createdAt
        self.taskType = taskType
        self.importance = importance
        self.urgency = urgency
        self.dueDate = dueDate
    }
}
