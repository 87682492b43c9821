import Foundation
import LimelightCoreSpotlight

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INAddTasksIntent`: "Add … to my … list in <app>".
open class INAddTasksIntent: INIntent, @unchecked Sendable {
    /// The list to add to.
    public private(set) var targetTaskList: INTaskList?
    /// The tasks' titles.
    public private(set) var taskTitles: [INSpeakableString]?
    /// A reminder at a place for every new task.
    public private(set) var spatialEventTrigger: INSpatialEventTrigger?
    /// A reminder at a time for every new task.
    public private(set) var temporalEventTrigger: INTemporalEventTrigger?
    /// Whether the new tasks are flagged.
    public private(set) var priority: INTaskPriority = .unknown

    /// A request naming nothing.
    public override init() {
        super.init()
    }

    /// A request with a priority.
    public convenience init(targetTaskList: INTaskList?, taskTitles: [INSpeakableString]?, spatialEventTrigger: INSpatialEventTrigger?,
                            temporalEventTrigger: INTemporalEventTrigger?, priority: INTaskPriority) {
        self.init()
        self.targetTaskList = targetTaskList
        self.taskTitles = taskTitles
        self.spatialEventTrigger = spatialEventTrigger
        self.temporalEventTrigger = temporalEventTrigger
        self.priority = priority
    }

    /// A request (iOS 11's form).
    public convenience init(targetTaskList: INTaskList?, taskTitles: [INSpeakableString]?, spatialEventTrigger: INSpatialEventTrigger?,
                            temporalEventTrigger: INTemporalEventTrigger?) {
        self.init(targetTaskList: targetTaskList, taskTitles: taskTitles, spatialEventTrigger: spatialEventTrigger,
                  temporalEventTrigger: temporalEventTrigger, priority: .unknown)
    }
}

/// SiriKit's `INAddTasksIntentResponseCode` (raw values in Apple's order).
public enum INAddTasksIntentResponseCode: Int, Sendable {
    case unspecified = 0, ready, inProgress, success, failure, failureRequiringAppLaunch
}

// unchecked: Apple's class is open; a non-final class cannot be checked.
/// SiriKit's `INAddTasksIntentResponse`.
open class INAddTasksIntentResponse: INIntentResponse, @unchecked Sendable {
    /// What the app answered.
    public let code: INAddTasksIntentResponseCode
    /// The list after the tasks were added.
    public var modifiedTaskList: INTaskList?
    /// The tasks added.
    public var addedTasks: [INTask]?

    /// A response; `userActivity` is what the app continues when Siri opens it.
    public init(code: INAddTasksIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// SiriKit's `INAddTasksIntentHandling`. Apple's optional requirements have default implementations here.
public protocol INAddTasksIntentHandling: NSObjectProtocol {
    /// Adds the tasks.
    func handle(intent: INAddTasksIntent, completion: @escaping @Sendable (INAddTasksIntentResponse) -> Void)
    /// Confirms the app can add them (default: `.ready`).
    func confirm(intent: INAddTasksIntent, completion: @escaping @Sendable (INAddTasksIntentResponse) -> Void)
    /// Resolves the list (default: the list given, or `needsValue`).
    func resolveTargetTaskList(for intent: INAddTasksIntent, with completion: @escaping @Sendable (INTaskListResolutionResult) -> Void)
    /// Resolves the titles (default: each as given, or `needsValue`).
    func resolveTaskTitles(for intent: INAddTasksIntent, with completion: @escaping @Sendable ([INSpeakableStringResolutionResult]) -> Void)
}

extension INAddTasksIntentHandling {
    public func confirm(intent: INAddTasksIntent, completion: @escaping @Sendable (INAddTasksIntentResponse) -> Void) {
        completion(INAddTasksIntentResponse(code: .ready, userActivity: nil))
    }

    public func resolveTargetTaskList(for intent: INAddTasksIntent, with completion: @escaping @Sendable (INTaskListResolutionResult) -> Void) {
        completion(intent.targetTaskList.map { .success(with: $0) } ?? .needsValue())
    }

    public func resolveTaskTitles(for intent: INAddTasksIntent,
                                  with completion: @escaping @Sendable ([INSpeakableStringResolutionResult]) -> Void) {
        guard let titles = intent.taskTitles, !titles.isEmpty else { return completion([.needsValue()]) }
        completion(titles.map { .success(with: $0) })
    }
}
