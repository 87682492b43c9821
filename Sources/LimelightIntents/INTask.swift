import Foundation

/// SiriKit's `INTaskStatus`.
public enum INTaskStatus: Int, Sendable {
    case unknown = 0, notCompleted, completed
}

/// SiriKit's `INTaskType`.
public enum INTaskType: Int, Sendable {
    case unknown = 0, notCompletable, completable
}

/// SiriKit's `INTaskPriority`.
public enum INTaskPriority: Int, Sendable {
    case unknown = 0, notFlagged, flagged
}

/// SiriKit's `INNotebookItemType`: what a notes-and-lists search looks for.
public enum INNotebookItemType: Int, Sendable {
    case unknown = 0, note, taskList, task
}

// unchecked: Apple's class is open; a non-final class cannot be checked.
/// SiriKit's `INSpatialEventTrigger`: a reminder at a place. Apple's initializer takes a Core Location placemark, which the
/// simulator does not model; a trigger reaches app code only from the system.
open class INSpatialEventTrigger: NSObject, @unchecked Sendable {}

// unchecked: Apple's class is open; a non-final class cannot be checked.
/// SiriKit's `INTemporalEventTrigger`: a reminder at a time. Apple's initializer takes an `INDateComponentsRange`, which the
/// simulator does not model; a trigger reaches app code only from the system.
open class INTemporalEventTrigger: NSObject, @unchecked Sendable {}

// unchecked: Apple's class is open; a non-final class cannot be checked.
/// SiriKit's `INTask`: a task in a list, as a lists-and-notes app answers Siri.
open class INTask: NSObject, @unchecked Sendable {
    /// What the task says.
    public let title: INSpeakableString
    /// Whether it is done.
    public let status: INTaskStatus
    /// Whether it can be done.
    public let taskType: INTaskType
    /// Its reminder at a place.
    public let spatialEventTrigger: INSpatialEventTrigger?
    /// Its reminder at a time.
    public let temporalEventTrigger: INTemporalEventTrigger?
    /// When it was made.
    public let createdDateComponents: DateComponents?
    /// When it last changed.
    public let modifiedDateComponents: DateComponents?
    /// The app's identifier for it.
    public let identifier: String?
    /// Whether it is flagged.
    public let priority: INTaskPriority

    /// A task with a priority.
    public init(title: INSpeakableString, status: INTaskStatus, taskType: INTaskType, spatialEventTrigger: INSpatialEventTrigger?,
                temporalEventTrigger: INTemporalEventTrigger?, createdDateComponents: DateComponents?, modifiedDateComponents: DateComponents?,
                identifier: String?, priority: INTaskPriority) {
        self.title = title
        self.status = status
        self.taskType = taskType
        self.spatialEventTrigger = spatialEventTrigger
        self.temporalEventTrigger = temporalEventTrigger
        self.createdDateComponents = createdDateComponents
        self.modifiedDateComponents = modifiedDateComponents
        self.identifier = identifier
        self.priority = priority
        super.init()
    }

    /// A task.
    public convenience init(title: INSpeakableString, status: INTaskStatus, taskType: INTaskType, spatialEventTrigger: INSpatialEventTrigger?,
                            temporalEventTrigger: INTemporalEventTrigger?, createdDateComponents: DateComponents?,
                            modifiedDateComponents: DateComponents?, identifier: String?) {
        self.init(title: title, status: status, taskType: taskType, spatialEventTrigger: spatialEventTrigger,
                  temporalEventTrigger: temporalEventTrigger, createdDateComponents: createdDateComponents,
                  modifiedDateComponents: modifiedDateComponents, identifier: identifier, priority: .unknown)
    }
}

// unchecked: Apple's class is open; a non-final class cannot be checked.
/// SiriKit's `INTaskList`: a list of tasks.
open class INTaskList: NSObject, @unchecked Sendable {
    /// The list's name.
    public let title: INSpeakableString
    /// Its tasks.
    public let tasks: [INTask]
    /// The group it is in.
    public let groupName: INSpeakableString?
    /// When it was made.
    public let createdDateComponents: DateComponents?
    /// When it last changed.
    public let modifiedDateComponents: DateComponents?
    /// The app's identifier for it.
    public let identifier: String?

    /// A list.
    public init(title: INSpeakableString, tasks: [INTask], groupName: INSpeakableString?, createdDateComponents: DateComponents?,
                modifiedDateComponents: DateComponents?, identifier: String?) {
        self.title = title
        self.tasks = tasks
        self.groupName = groupName
        self.createdDateComponents = createdDateComponents
        self.modifiedDateComponents = modifiedDateComponents
        self.identifier = identifier
        super.init()
    }
}

// unchecked: Apple's class is open; a non-final class cannot be checked.
/// SiriKit's `INTaskListResolutionResult`.
open class INTaskListResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The list.
    open class func success(with resolvedTaskList: INTaskList) -> Self { simulated("success", value: resolvedTaskList) }
    /// Lists to choose from.
    open class func disambiguation(with taskListsToDisambiguate: [INTaskList]) -> Self {
        simulated("disambiguation", value: taskListsToDisambiguate)
    }
    /// A list to confirm.
    open class func confirmationRequired(with taskListToConfirm: INTaskList?) -> Self {
        simulated("confirmationRequired", value: taskListToConfirm)
    }
}
