// Stub of Pyto's own types: the intents, responses and handling protocols Xcode generates from its .intentdefinition,
// its widget store and runtime communicator, and the handlers that are not in the corpus. Not Apple's.
import Foundation
import Intents

class RunScriptIntent: INIntent {}
class RunCodeIntent: INIntent {}
class GetScriptOutputIntent: INIntent {}
class ScriptIntent: INIntent {}
class ReloadWidgetsIntent: INIntent {}
class SetContentInAppIntent: INIntent {}
class StartHandlingWidgetsInAppIntent: INIntent {}

class WidgetCategory: INObject {}

enum StartHandlingWidgetsInAppIntentResponseCode: Int {
    case unspecified = 0, ready, continueInApp, inProgress, success, failure, failureRequiringAppLaunch
}

class StartHandlingWidgetsInAppIntentResponse: INIntentResponse {
    private(set) var code: StartHandlingWidgetsInAppIntentResponseCode = .unspecified

    convenience init(code: StartHandlingWidgetsInAppIntentResponseCode, userActivity: NSUserActivity?) {
        self.init()
        self.code = code
        self.userActivity = userActivity
    }
}

protocol SetContentInAppIntentHandling {
    func provideCategoryOptionsCollection(for intent: SetContentInAppIntent,
                                          with completion: @escaping (INObjectCollection<WidgetCategory>?, Error?) -> Void)
}

protocol StartHandlingWidgetsInAppIntentHandling {
    func handle(intent: StartHandlingWidgetsInAppIntent, completion: @escaping (StartHandlingWidgetsInAppIntentResponse) -> Void)
}

final class InAppWidgetsStore {
    static let shared = InAppWidgetsStore()
    var allEntries: [String] = []
}

final class RuntimeCommunicator {
    static let shared = RuntimeCommunicator()
    private(set) var isListening = false
    func listen() { isListening = true }
}

class RunScriptIntentHandler: NSObject {}
class RunCodeIntentHandler: NSObject {}
class RunCodeIntentsHandler: NSObject {}
class GetScriptOutputIntentHandler: NSObject {}
class ScriptIntentHandler: NSObject {}
class ReloadWidgetsIntentHandler: NSObject {}
