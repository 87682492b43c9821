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
