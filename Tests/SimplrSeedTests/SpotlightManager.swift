// Seed 000 (Simplr): `SpotlightManager` with the interface the seed gives, its bodies written against CoreSpotlight from
// the seed's description (domain `com.danielzverev.simplr.tasks`, identifiers `task_{UUID}`, status ranking, glyphs,
// keywords, completed tasks expiring after 30 days). Its own target: Simplr's model is named `Task`, as in the seed,
// which hides Swift's `Task` for the whole module. The clock is injected (`now`), so a simulation can give it its time.
import CoreSpotlight

struct Task: Identifiable {
    let id: UUID
    var title: String
    var description: String
    var dueDate: Date?
    var isCompleted: Bool
    var categoryId: UUID?
}

struct TaskCategory: Identifiable {
    let id: UUID
    var name: String
}

class SpotlightManager {
    static let shared = SpotlightManager()

    static let domainIdentifier = "com.danielzverev.simplr.tasks"
    private static let prefix = "task_"

    /// The time the manager ranks tasks by; `Date.init` on a device, the simulated clock under Limelight.
    var now: () -> Date = Date.init
    private let index = CSSearchableIndex.default()

    // Main methods:
    func indexAllTasks(_ tasks: [Task], categories: [TaskCategory]) {
        index.deleteSearchableItems(withDomainIdentifiers: [Self.domainIdentifier]) { _ in }
        index.indexSearchableItems(tasks.map { item(for: $0, categories: categories) }) { _ in }
    }

    func indexTask(_ task: Task, categories: [TaskCategory]) {
        index.indexSearchableItems([item(for: task, categories: categories)]) { _ in }
    }

    func removeTask(_ task: Task) {
        index.deleteSearchableItems(withIdentifiers: [Self.prefix + task.id.uuidString]) { _ in }
    }

    func updateTasksIndex(_ tasks: [Task], categories: [TaskCategory]) {
        index.indexSearchableItems(tasks.map { item(for: $0, categories: categories) }) { _ in }
    }

    static func taskId(from spotlightIdentifier: String) -> UUID? {
        guard spotlightIdentifier.hasPrefix(prefix) else { return nil }
        return UUID(uuidString: String(spotlightIdentifier.dropFirst(prefix.count)))
    }

    // MARK: - Building items

    private func item(for task: Task, categories: [TaskCategory]) -> CSSearchableItem {
        let category = categories.first { $0.id == task.categoryId }
        let (glyph, status, rank) = status(of: task)
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = task.title
        attributes.contentDescription = "\(glyph) \(task.description.isEmpty ? "No description" : task.description)"
            + (category.map { " • \($0.name)" } ?? "")
        attributes.keywords = [status, task.title] + (category.map { [$0.name] } ?? [])
        attributes.rankingHint = NSNumber(value: rank)
        attributes.dueDate = task.dueDate
        let item = CSSearchableItem(uniqueIdentifier: Self.prefix + task.id.uuidString, domainIdentifier: Self.domainIdentifier,
                                    attributeSet: attributes)
        if task.isCompleted { item.expirationDate = now().addingTimeInterval(30 * 24 * 3600) }
        return item
    }

    private func status(of task: Task) -> (glyph: String, status: String, rank: Double) {
        if task.isCompleted { return ("✅", "completed", 0.3) }
        guard let due = task.dueDate else { return ("⏳", "pending", 0.5) }
        let today = Calendar(identifier: .gregorian).isDate(due, inSameDayAs: now())
        if due < now() && !today { return ("⚠️", "overdue", 1.0) }
        if today { return ("📅", "today", 0.9) }
        return ("⏳", "pending", 0.7)
    }
}
