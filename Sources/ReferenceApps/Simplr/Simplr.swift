import Foundation

/// The Simplr task app (seed 000): its model, its `TaskManager` and its `SpotlightManager`.
public enum Simplr {
    /// The key under which the app's database lives in its data store.
    static let databaseKey = "simplr.database"

    /// A task, as Simplr's `Task` model holds it.
    public struct Task: Equatable, Sendable, Codable {
        /// The task's UUID, upper case.
        public var id: String
        public var title: String
        /// The user's notes ("description" in the app).
        public var taskDescription: String
        public var dueDate: Date?
        /// The id of the task's category, if any.
        public var categoryId: String?
        public var isCompleted: Bool
        public var completedAt: Date?
        public var createdAt: Date
    }

    /// A category tasks can belong to, as Simplr's `TaskCategory` holds it.
    public struct TaskCategory: Equatable, Sendable, Codable {
        public var id: String
        public var name: String
    }

    /// Where a task stands now: the basis of its glyph, ranking hint, keywords and tab.
    public enum TaskStatus: String, Sendable {
        case completed, overdue, dueToday, pending, noDueDate

        /// The task's status at `now` in `calendar`: a due date already passed is overdue, a later one on the same day is due today.
        public static func of(_ task: Task, now: Date, calendar: Calendar) -> TaskStatus {
            if task.isCompleted { return .completed }
            guard let due = task.dueDate else { return .noDueDate }
            if due < now { return .overdue }
            if calendar.startOfDay(for: due) == calendar.startOfDay(for: now) { return .dueToday }
            return .pending
        }
    }

    /// The app's tabs, as `MainTabView` shows them.
    public enum Tab: String, CaseIterable, Sendable {
        case today = "Today", upcoming = "Upcoming", completed = "Completed"
    }

    /// The app's persistent data: tasks and categories, in creation order.
    public final class Database {
        public internal(set) var tasks: [Task] = []
        public internal(set) var categories: [TaskCategory] = []

        /// The task with this UUID.
        public func task(with id: String) -> Task? { tasks.first { $0.id == id } }

        /// The category with this id.
        public func category(id: String?) -> TaskCategory? { id.flatMap { id in categories.first { $0.id == id } } }
    }
}
