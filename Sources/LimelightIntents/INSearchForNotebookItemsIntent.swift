import Foundation
import LimelightCoreSpotlight

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INSearchForNotebookItemsIntent`: "Show my … list in <app>". Apple's initializers also take a Core Location
/// placemark and a date range, which the simulator does not model: a test makes one with `simulated(title:…)`.
open class INSearchForNotebookItemsIntent: INIntent, @unchecked Sendable {
    /// The text to find in titles.
    public private(set) var title: INSpeakableString?
    /// The text to find in contents.
    public private(set) var content: String?
    /// What to find.
    public private(set) var itemType: INNotebookItemType = .unknown
    /// Which tasks to find.
    public private(set) var status: INTaskStatus = .unknown
    /// Which flagged tasks to find.
    public private(set) var taskPriority: INTaskPriority = .unknown
    /// The item the person means, if Siri knows it.
    public private(set) var notebookItemIdentifier: String?

    /// A search naming nothing.
    public override init() {
        super.init()
    }

    /// A search as Siri makes it from what the person said (the simulator's, for tests).
    public static func simulated(title: INSpeakableString?, content: String? = nil, itemType: INNotebookItemType = .unknown,
                                 status: INTaskStatus = .unknown, notebookItemIdentifier: String? = nil) -> INSearchForNotebookItemsIntent {
        let intent = INSearchForNotebookItemsIntent()
        intent.title = title
        intent.content = content
        intent.itemType = itemType
        intent.status = status
        intent.notebookItemIdentifier = notebookItemIdentifier
        return intent
    }
}

/// SiriKit's `INSearchForNotebookItemsIntentResponseCode` (raw values in Apple's order).
public enum INSearchForNotebookItemsIntentResponseCode: Int, Sendable {
    case unspecified = 0, ready, inProgress, success, failure, failureRequiringAppLaunch
}

// unchecked: Apple's class is open; a non-final class cannot be checked.
/// SiriKit's `INSearchForNotebookItemsIntentResponse`.
open class INSearchForNotebookItemsIntentResponse: INIntentResponse, @unchecked Sendable {
    /// What the app answered.
    public let code: INSearchForNotebookItemsIntentResponseCode
    /// The tasks found.
    public var tasks: [INTask]?
    /// The lists found.
    public var taskLists: [INTaskList]?

    /// A response; `userActivity` is what the app continues when Siri opens it.
    public init(code: INSearchForNotebookItemsIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// SiriKit's `INSearchForNotebookItemsIntentHandling`. Apple's optional requirements have default implementations here.
public protocol INSearchForNotebookItemsIntentHandling: NSObjectProtocol {
    /// Searches.
    func handle(intent: INSearchForNotebookItemsIntent, completion: @escaping @Sendable (INSearchForNotebookItemsIntentResponse) -> Void)
    /// Confirms the app can search (default: `.ready`).
    func confirm(intent: INSearchForNotebookItemsIntent, completion: @escaping @Sendable (INSearchForNotebookItemsIntentResponse) -> Void)
    /// Resolves the title (default: the title given, or `notRequired`).
    func resolveTitle(for intent: INSearchForNotebookItemsIntent, with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void)
    /// Resolves the content (default: the content given, or `notRequired`).
    func resolveContent(for intent: INSearchForNotebookItemsIntent, with completion: @escaping @Sendable (INStringResolutionResult) -> Void)
}

extension INSearchForNotebookItemsIntentHandling {
    public func confirm(intent: INSearchForNotebookItemsIntent,
                        completion: @escaping @Sendable (INSearchForNotebookItemsIntentResponse) -> Void) {
        completion(INSearchForNotebookItemsIntentResponse(code: .ready, userActivity: nil))
    }

    public func resolveTitle(for intent: INSearchForNotebookItemsIntent,
                             with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void) {
        completion(intent.title.map { .success(with: $0) } ?? .notRequired())
    }

    public func resolveContent(for intent: INSearchForNotebookItemsIntent, with completion: @escaping @Sendable (INStringResolutionResult) -> Void) {
        completion(intent.content.map { .success(with: $0) } ?? .notRequired())
    }
}
