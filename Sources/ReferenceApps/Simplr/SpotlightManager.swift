import Foundation
import LimelightCoreSpotlight
import SimulatorKit

extension Simplr {
    /// Simplr's `SpotlightManager`: builds rich searchable items for tasks and keeps the index in step with the task list.
    public final class SpotlightManager {
        /// The domain every task item is indexed in.
        public static let domainIdentifier = "com.danielzverev.simplr.tasks"
        /// The prefix of every item identifier: `task_{UUID}`.
        public static let identifierPrefix = "task_"
        /// How long a completed task stays searchable after its completion.
        public static let completedTaskLifetime: TimeInterval = 30 * 86_400

        let context: AppContext
        let searchableIndex: CSSearchableIndex
        /// The clock: `Date.init` in the shipping app, the simulated now here (an injected clock, not `Date()`).
        let now: () -> Date
        /// The calendar dates are shown and compared in: `Calendar.current` on a device.
        let calendar: () -> Calendar

        init(context: AppContext, index: CSSearchableIndex = .default(), now: @escaping () -> Date = SimulatedClock.date,
             calendar: @escaping () -> Calendar = { SimulatedClock.calendar }) {
            self.context = context
            self.searchableIndex = index
            self.now = now
            self.calendar = calendar
        }

        /// The task's status now.
        func status(of task: Task) -> TaskStatus { TaskStatus.of(task, now: now(), calendar: calendar()) }

        /// The Spotlight identifier of a task: `task_{UUID}`.
        public static func spotlightIdentifier(for task: Task) -> String { identifierPrefix + task.id }

        /// The task UUID inside a Spotlight identifier, or nil when the identifier is not `task_` followed by a UUID.
        public static func taskId(from spotlightIdentifier: String) -> UUID? {
            guard spotlightIdentifier.hasPrefix(identifierPrefix) else { return nil }
            return UUID(uuidString: String(spotlightIdentifier.dropFirst(identifierPrefix.count)))
        }

        /// The ranking hint of a status: overdue 1.0, due today 0.9, pending 0.7, no due date 0.5, completed 0.3.
        public static func rankingHint(for status: TaskStatus) -> Double {
            switch status {
            case .overdue: 1.0
            case .dueToday: 0.9
            case .pending: 0.7
            case .noDueDate: 0.5
            case .completed: 0.3
            }
        }

        /// The status glyph and word shown first in a result, e.g. `⚠️ Overdue`.
        public static func statusText(for status: TaskStatus) -> String {
            switch status {
            case .completed: "✅ Completed"
            case .overdue: "⚠️ Overdue"
            case .dueToday: "📅 Due Today"
            case .pending, .noDueDate: "⏳ Pending"
            }
        }

        /// The result's description line: status, due date and category joined by " • " (missing parts left out).
        public func descriptionLine(for task: Task, categories: [TaskCategory]) -> String {
            var parts = [Self.statusText(for: status(of: task))]
            if let due = task.dueDate { parts.append("Due: \(DateText.medium(due, in: calendar()))") }
            if let category = categories.first(where: { $0.id == task.categoryId }) { parts.append("Category: \(category.name)") }
            return parts.joined(separator: " • ")
        }

        /// Keywords: status words, the category name, and the words of the title and description (lower-cased, deduplicated).
        public func keywords(for task: Task, categories: [TaskCategory]) -> [String] {
            var words: [String] = ["task"]
            switch status(of: task) {
            case .completed: words += ["completed", "done"]
            case .overdue: words += ["overdue", "pending"]
            case .dueToday: words += ["today", "due", "pending"]
            case .pending: words += ["upcoming", "pending"]
            case .noDueDate: words += ["pending"]
            }
            if let category = categories.first(where: { $0.id == task.categoryId }) { words.append(category.name.lowercased()) }
            let text = task.title + " " + task.taskDescription
            words += text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { $0.count > 1 }
            var seen = Set<String>()
            return words.filter { seen.insert($0).inserted }
        }

        /// The searchable item for a task (nil never happens here, but the seed's `compactMap` shape is kept by callers).
        public func searchableItem(for task: Task, categories: [TaskCategory]) -> CSSearchableItem? {
            let status = status(of: task)
            let attributes = CSSearchableItemAttributeSet(contentType: .text)
            attributes.title = task.title
            let line = descriptionLine(for: task, categories: categories)
            attributes.contentDescription = task.taskDescription.isEmpty ? line : line + " • " + task.taskDescription
            attributes.keywords = keywords(for: task, categories: categories)
            attributes.rankingHint = NSNumber(value: Self.rankingHint(for: status))
            attributes.dueDate = task.dueDate
            if let done = task.completedAt { attributes.completionDate = done }
            let item = CSSearchableItem(uniqueIdentifier: Self.spotlightIdentifier(for: task), domainIdentifier: Self.domainIdentifier,
                                        attributeSet: attributes)
            if task.isCompleted { item.expirationDate = (task.completedAt ?? now()) + Self.completedTaskLifetime }
            return item
        }

        /// Replaces the whole domain with every task, in one call ("full re-indexing uses batch operations").
        public func indexAllTasks(_ tasks: [Task], categories: [TaskCategory], completion: (() -> Void)? = nil) {
            let items = tasks.compactMap { searchableItem(for: $0, categories: categories) }
            searchableIndex.deleteSearchableItems(withDomainIdentifiers: [Self.domainIdentifier],
                                                  completionHandler: IndexCompletion.logging(context, "clearing the task domain"))
            searchableIndex.indexSearchableItems(items, completionHandler: IndexCompletion.logging(context, "indexing all \(items.count) tasks", then: completion))
            context.log("app.spotlight.reindexed", "indexed all \(items.count) task\(items.count == 1 ? "" : "s")")
        }

        /// Indexes (or re-indexes) one task.
        public func indexTask(_ task: Task, categories: [TaskCategory]) {
            guard let item = searchableItem(for: task, categories: categories) else { return }
            searchableIndex.indexSearchableItems([item], completionHandler: IndexCompletion.logging(context, "indexing \(item.uniqueIdentifier)"))
        }

        /// Removes one task from the index.
        public func removeTask(_ task: Task) {
            let id = Self.spotlightIdentifier(for: task)
            searchableIndex.deleteSearchableItems(withIdentifiers: [id], completionHandler: IndexCompletion.logging(context, "removing \(id)"))
        }

        /// Re-indexes several tasks in one call (a category change).
        public func updateTasksIndex(_ tasks: [Task], categories: [TaskCategory]) {
            let items = tasks.compactMap { searchableItem(for: $0, categories: categories) }
            guard !items.isEmpty else { return }
            searchableIndex.indexSearchableItems(items, completionHandler: IndexCompletion.logging(context, "updating \(items.count) tasks"))
        }
    }
}
