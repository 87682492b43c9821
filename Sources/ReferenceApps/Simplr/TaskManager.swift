import Foundation
import SimulatorKit

extension Simplr {
    /// Simplr's `TaskManager`: changes tasks in the database and tells the `SpotlightManager` at once.
    public final class TaskManager {
        public let database: Database
        let spotlight: SpotlightManager
        let context: AppContext
        /// Makes new identifiers: `UUID.init` in the shipping app, the simulation's seeded UUIDs here.
        let uuid: () -> UUID

        init(database: Database, spotlight: SpotlightManager, context: AppContext, uuid: @escaping () -> UUID = SimulatedUUID.generate) {
            self.database = database
            self.spotlight = spotlight
            self.context = context
            self.uuid = uuid
        }

        /// The clock the app reads (its Spotlight manager's).
        public var now: Date { spotlight.now() }

        /// A new task or category id: an upper-case UUID.
        func newID() -> String { uuid().uuidString }

        /// The task with this UUID, if it still exists.
        public func task(with id: String) -> Task? { database.task(with: id) }

        /// Refreshes the whole index (what app start does).
        public func updateSpotlightIndex(completion: (() -> Void)? = nil) {
            spotlight.indexAllTasks(database.tasks, categories: database.categories, completion: completion)
        }

        /// Adds a task and indexes it.
        public func addTask(_ task: Task) {
            database.tasks.append(task)
            context.log("app.task.created", "created \"\(task.title)\"")
            spotlight.indexTask(task, categories: database.categories)
        }

        /// Stores a changed task and re-indexes it.
        public func updateTask(_ task: Task) {
            guard let slot = database.tasks.firstIndex(where: { $0.id == task.id }) else { return }
            database.tasks[slot] = task
            context.log("app.task.updated", "updated \"\(task.title)\"")
            spotlight.indexTask(task, categories: database.categories)
        }

        /// Deletes a task and removes it from the index.
        public func deleteTask(_ task: Task) {
            database.tasks.removeAll { $0.id == task.id }
            context.log("app.task.deleted", "deleted \"\(task.title)\"")
            spotlight.removeTask(task)
        }

        /// Completes an open task or reopens a completed one, and re-indexes it.
        public func toggleTaskCompletion(_ task: Task) {
            var changed = task
            changed.isCompleted.toggle()
            changed.completedAt = changed.isCompleted ? now : nil
            guard let slot = database.tasks.firstIndex(where: { $0.id == task.id }) else { return }
            database.tasks[slot] = changed
            context.log("app.task.toggled", "\"\(task.title)\" is \(changed.isCompleted ? "completed" : "open again")")
            spotlight.indexTask(changed, categories: database.categories)
        }

        /// Adds a category.
        public func addCategory(named name: String) -> TaskCategory {
            let category = TaskCategory(id: newID(), name: name)
            database.categories.append(category)
            context.log("app.category.created", "created category \"\(name)\"")
            return category
        }

        /// Renames a category and re-indexes its tasks in one batch update.
        public func renameCategory(_ category: TaskCategory, to name: String) -> Int {
            guard let slot = database.categories.firstIndex(where: { $0.id == category.id }) else { return 0 }
            database.categories[slot].name = name
            let affected = database.tasks.filter { $0.categoryId == category.id }
            context.log("app.category.renamed", "renamed category \"\(category.name)\" to \"\(name)\" (\(affected.count) tasks)")
            spotlight.updateTasksIndex(affected, categories: database.categories)
            return affected.count
        }
    }
}
