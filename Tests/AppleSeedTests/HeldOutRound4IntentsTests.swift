import Foundation
import Intents
import Testing

// SiriKit's media domain, as the fourth held-out round's Amperfy handles it (Docs/AppleAPI.md, "The held-out set",
// round 4): a handler written with Swift's `async` forms, which the system calls through the completion-handler forms.

@MainActor
final class RoundFourPlayer: NSObject, @preconcurrency INPlayMediaIntentHandling {
    private(set) var played: [String] = []

    func resolveMediaItems(for intent: INPlayMediaIntent) async -> [INPlayMediaMediaItemResolutionResult] {
        INPlayMediaMediaItemResolutionResult.successes(with: [INMediaItem(identifier: "42", title: "Blue", type: .song, artwork: nil, artist: "Joni")])
    }

    func resolvePlayShuffled(for intent: INPlayMediaIntent) async -> INBooleanResolutionResult {
        INBooleanResolutionResult.success(with: intent.playShuffled ?? false)
    }

    func handle(intent: INPlayMediaIntent) async -> INPlayMediaIntentResponse {
        played.append(intent.mediaItems?.first?.title ?? "")
        return INPlayMediaIntentResponse(code: intent.mediaItems == nil ? .failure : .success, userActivity: nil)
    }
}

/// A handler written with completion handlers only.
final class RoundFourCompletionPlayer: NSObject, INPlayMediaIntentHandling {
    func handle(intent: INPlayMediaIntent, completion: @escaping @Sendable (INPlayMediaIntentResponse) -> Void) {
        completion(INPlayMediaIntentResponse(code: .handleInApp, userActivity: nil))
    }
}

@Suite struct HeldOutRound4IntentsTests {
    @MainActor @Test func anAsyncHandlerAnswersThroughTheCompletionForms() async {
        let player = RoundFourPlayer()
        let song = INMediaItem(identifier: "42", title: "Blue", type: .song, artwork: nil, artist: "Joni")
        let intent = INPlayMediaIntent(mediaItems: [song], playShuffled: true, playbackRepeatMode: .all, playbackQueueLocation: .next)
        let response = await withCheckedContinuation { continuation in
            player.handle(intent: intent) { continuation.resume(returning: $0) }
        }
        #expect(response.code == .success && player.played == ["Blue"])
        let items = await withCheckedContinuation { continuation in
            player.resolveMediaItems(for: intent) { continuation.resume(returning: $0) }
        }
        #expect(items.map(\.simulatedOutcome) == ["success"])
        #expect((items.first?.simulatedValue as? INMediaItem)?.artist == "Joni")
        let shuffled = await withCheckedContinuation { continuation in
            player.resolvePlayShuffled(for: intent) { continuation.resume(returning: $0) }
        }
        #expect(shuffled.simulatedOutcome == "success" && shuffled.simulatedValue as? Bool == true)
        let repeatMode = await withCheckedContinuation { continuation in
            player.resolvePlaybackRepeatMode(for: intent) { continuation.resume(returning: $0) }
        }
        #expect(repeatMode.simulatedValue as? INPlaybackRepeatMode == .all)
    }

    @Test func theResolvesAHandlerLeavesOutTakeTheIntentsValues() async {
        let player = RoundFourCompletionPlayer()
        let intent = INPlayMediaIntent()
        #expect(await player.handle(intent: intent).code == .handleInApp)
        #expect(await player.confirm(intent: intent).code == .ready)
        #expect(await player.resolvePlayShuffled(for: intent).simulatedOutcome == "notRequired")
        #expect(await player.resolvePlaybackSpeed(for: INPlayMediaIntent(playbackSpeed: 1.5)).simulatedValue as? Double == 1.5)
        #expect(await player.resolvePlaybackQueueLocation(for: intent).simulatedValue as? INPlaybackQueueLocation == .unknown)
        #expect(await player.resolveMediaItems(for: intent).isEmpty)
        #expect(INPlayMediaMediaItemResolutionResult.unsupported(forReason: .loginRequired).simulatedOutcome == "unsupported")
        #expect(INMediaItem(identifier: nil, title: "Podcast", type: .podcastShow, artwork: nil).artist == nil)
    }
}

/// A handler that implements neither form of `handle` (which does not compile on a device: Apple requires one).
final class RoundFourSilentPlayer: NSObject, INPlayMediaIntentHandling {}

@Suite struct HeldOutRound4SilentHandlerTests {
    @Test func aHandlerWithNoHandleFailsRatherThanAskingItself() async {
        let player = RoundFourSilentPlayer()
        #expect(await player.handle(intent: INPlayMediaIntent()).code == .failure)
        let response = await withCheckedContinuation { continuation in
            player.handle(intent: INPlayMediaIntent()) { continuation.resume(returning: $0) }
        }
        #expect(response.code == .failure)
    }
}

/// SiriKit's lists domain, as the fourth held-out round's Habitica handles it: tasks added to a list Siri heard, a list's
/// tasks read back.
final class RoundFourTasksHandler: NSObject, INAddTasksIntentHandling, INSearchForNotebookItemsIntentHandling {
    let lists = ["todo", "habit", "daily"]

    func resolveTitle(for intent: INSearchForNotebookItemsIntent, with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void) {
        guard let title = intent.title else { return completion(.needsValue()) }
        guard lists.contains(title.spokenPhrase) else { return completion(.disambiguation(with: lists.map(INSpeakableString.init))) }
        completion(.success(with: title))
    }

    func handle(intent: INSearchForNotebookItemsIntent, completion: @escaping @Sendable (INSearchForNotebookItemsIntentResponse) -> Void) {
        let response = INSearchForNotebookItemsIntentResponse(code: .success, userActivity: nil)
        response.tasks = []
        response.tasks?.append(INTask(title: INSpeakableString(spokenPhrase: "Water the plants"), status: .notCompleted, taskType: .completable,
                                      spatialEventTrigger: nil, temporalEventTrigger: nil, createdDateComponents: nil,
                                      modifiedDateComponents: nil, identifier: nil))
        completion(response)
    }

    func handle(intent: INAddTasksIntent, completion: @escaping @Sendable (INAddTasksIntentResponse) -> Void) {
        let response = INAddTasksIntentResponse(code: intent.targetTaskList == nil ? .failure : .success, userActivity: nil)
        response.modifiedTaskList = intent.targetTaskList
        response.addedTasks = (intent.taskTitles ?? []).map {
            INTask(title: $0, status: .notCompleted, taskType: .completable, spatialEventTrigger: nil, temporalEventTrigger: nil,
                   createdDateComponents: nil, modifiedDateComponents: nil, identifier: nil)
        }
        completion(response)
    }
}

@Suite struct HeldOutRound4ListsTests {
    @Test func tasksAreAddedToTheListSiriHeard() async {
        let handler = RoundFourTasksHandler()
        let list = INTaskList(title: INSpeakableString(spokenPhrase: "todo"), tasks: [], groupName: nil, createdDateComponents: nil,
                              modifiedDateComponents: nil, identifier: "todo")
        let intent = INAddTasksIntent(targetTaskList: list, taskTitles: [INSpeakableString(spokenPhrase: "Buy milk")],
                                      spatialEventTrigger: nil, temporalEventTrigger: nil)
        let response = await withCheckedContinuation { continuation in handler.handle(intent: intent) { continuation.resume(returning: $0) } }
        #expect(response.code == .success && response.modifiedTaskList?.identifier == "todo")
        #expect(response.addedTasks?.map(\.title.spokenPhrase) == ["Buy milk"] && response.addedTasks?.first?.priority == .unknown)
        let resolved = await withCheckedContinuation { continuation in
            handler.resolveTargetTaskList(for: intent) { continuation.resume(returning: $0) }
        }
        #expect(resolved.simulatedOutcome == "success" && (resolved.simulatedValue as? INTaskList)?.identifier == "todo")
        let titles = await withCheckedContinuation { continuation in
            handler.resolveTaskTitles(for: INAddTasksIntent()) { continuation.resume(returning: $0) }
        }
        #expect(titles.map(\.simulatedOutcome) == ["needsValue"])
    }

    @Test func aListsTasksAreReadBack() async {
        let handler = RoundFourTasksHandler()
        let unknown = INSearchForNotebookItemsIntent.simulated(title: INSpeakableString(spokenPhrase: "groceries"), itemType: .taskList)
        let asked = await withCheckedContinuation { continuation in handler.resolveTitle(for: unknown) { continuation.resume(returning: $0) } }
        #expect(asked.simulatedOutcome == "disambiguation" && (asked.simulatedValue as? [INSpeakableString])?.count == 3)
        let search = INSearchForNotebookItemsIntent.simulated(title: INSpeakableString(spokenPhrase: "todo"), itemType: .task, status: .notCompleted)
        let response = await withCheckedContinuation { continuation in handler.handle(intent: search) { continuation.resume(returning: $0) } }
        #expect(response.code == .success && response.tasks?.map(\.title.spokenPhrase) == ["Water the plants"])
        #expect(search.itemType == .task && search.status == .notCompleted && search.content == nil)
        let content = await withCheckedContinuation { continuation in handler.resolveContent(for: search) { continuation.resume(returning: $0) } }
        #expect(content.simulatedOutcome == "notRequired")
    }
}
