import Foundation
import LimelightCoreSpotlight
import SimulatorKit

extension FocusBlox {
    /// How `indexTask` treats a completed task: as the spec's code is written, or corrected.
    public enum SpotlightBehaviour: String, CaseIterable, Sendable {
        /// `guard !task.isCompleted else { return }`: a task completed after indexing stays in Spotlight until the next launch.
        case spec
        /// A completed task (or template) is removed from the index instead of being skipped.
        case corrected

        /// The behaviour chosen at install time (`--spotlight-behaviour`), `spec` when none was given.
        static func chosen(in context: AppContext) -> SpotlightBehaviour {
            SpotlightBehaviour(rawValue: context.installOptions["spotlight-behaviour"] ?? "spec") ?? .spec
        }
    }

    /// ITB-G2's `SpotlightIndexingService`: indexes active, non-template tasks in domain `com.focusblox.tasks`.
    public final class SpotlightIndexingService {
        /// The domain of every task item.
        public static let domainIdentifier = "com.focusblox.tasks"
        public let behaviour: SpotlightBehaviour
        let searchableIndex: CSSearchableIndex
        let context: AppContext

        init(context: AppContext, behaviour: SpotlightBehaviour, index: CSSearchableIndex = .default()) {
            self.context = context
            self.behaviour = behaviour
            self.searchableIndex = index
        }

        /// The custom key of a task attribute (`taskType`, `importance`, `urgency`, `dueDate`); nil when Spotlight refuses the name.
        static func customKey(_ name: String) -> CSCustomAttributeKey? { CSCustomAttributeKey(keyName: name) }

        /// The searchable item for a task, with the spec's attributes.
        public func searchableItem(for task: LocalTask) -> CSSearchableItem {
            let attributes = CSSearchableItemAttributeSet(contentType: .content)
            attributes.title = task.title
            attributes.contentDescription = task.taskDescription
            let keywords = task.tags.components(separatedBy: ",")
            attributes.keywords = behaviour == .corrected ? keywords.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } : keywords
            attributes.contentCreationDate = task.createdAt
            attributes.contentModificationDate = task.updatedAt

            // Custom attributes
            setValue(task.taskType as NSString, forCustomKey: "taskType", in: attributes)
            setValue(task.importance.map { NSNumber(value: $0) }, forCustomKey: "importance", in: attributes)
            setValue(task.urgency.map { $0 as NSString }, forCustomKey: "urgency", in: attributes)
            if let dueDate = task.dueDate {
                setValue(dueDate as NSDate, forCustomKey: "dueDate", in: attributes)
            }
            return CSSearchableItem(uniqueIdentifier: task.uuid, domainIdentifier: Self.domainIdentifier, attributeSet: attributes)
        }

        /// `attributes.setValue(_:forCustomKey:)`; a name Spotlight already defines (`dueDate`) goes to that standard attribute.
        func setValue(_ value: (any CSCustomAttributeValue)?, forCustomKey name: String, in attributes: CSSearchableItemAttributeSet) {
            if let key = Self.customKey(name) {
                attributes.setValue(value, forCustomKey: key)
            } else if name == "dueDate", let date = value as? NSDate {
                attributes.dueDate = Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
            }
        }

        /// Indexes a single task after creation or update; completed tasks and recurring templates are skipped.
        public func indexTask(_ task: LocalTask, completion: (() -> Void)? = nil) {
            guard !task.isCompleted, task.recurrencePattern == "none" else {
                if behaviour == .corrected {
                    searchableIndex.deleteSearchableItems(withIdentifiers: [task.uuid],
                                                          completionHandler: IndexCompletion.logging(context, "removing \(task.uuid)", then: completion))
                } else {
                    completion?()
                }
                return
            }
            searchableIndex.indexSearchableItems([searchableItem(for: task)],
                                                 completionHandler: IndexCompletion.logging(context, "indexing \(task.uuid)", then: completion))
        }

        /// Removes a task from the index after deletion.
        public func deindexTask(uuid: String) {
            searchableIndex.deleteSearchableItems(withIdentifiers: [uuid], completionHandler: IndexCompletion.logging(context, "removing \(uuid)"))
        }

        /// Reindexes all incomplete non-template tasks (called at app start): deletes the domain, then indexes each.
        public func reindexAllTasks(context container: ModelContainer, completion: (() -> Void)? = nil) {
            let tasks = container.tasks.filter { !$0.isCompleted && $0.recurrencePattern == "none" }

            // Delete all existing items first
            searchableIndex.deleteSearchableItems(withDomainIdentifiers: [Self.domainIdentifier],
                                                  completionHandler: IndexCompletion.logging(context, "clearing \(Self.domainIdentifier)"))

            // Index all tasks
            for task in tasks { indexTask(task) }
            context.log("app.spotlight.reindexed", "reindexAllTasks: \(tasks.count) active task\(tasks.count == 1 ? "" : "s") of \(container.tasks.count)")
            completion?()
        }
    }
}
