import Foundation
import LimelightCoreSpotlight

/// SiriKit's `INPlaybackRepeatMode`.
public enum INPlaybackRepeatMode: Int, Sendable {
    case unknown = 0, none, all, one
}

/// SiriKit's `INPlaybackQueueLocation`: where the media goes in the queue.
public enum INPlaybackQueueLocation: Int, Sendable {
    case unknown = 0, now, next, later
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INPlayMediaIntent`: "Play … in <app>", and the donation of what the person played.
open class INPlayMediaIntent: INIntent, @unchecked Sendable {
    /// The items to play.
    public private(set) var mediaItems: [INMediaItem]?
    /// The playlist or album they are in.
    public private(set) var mediaContainer: INMediaItem?
    /// Whether to shuffle (nil: the person did not say).
    public private(set) var playShuffled: Bool?
    /// How to repeat.
    public private(set) var playbackRepeatMode: INPlaybackRepeatMode = .unknown
    /// Whether to resume where the person left off (nil: the person did not say).
    public private(set) var resumePlayback: Bool?
    /// Where the media goes in the queue.
    public private(set) var playbackQueueLocation: INPlaybackQueueLocation = .unknown
    /// The speed (nil: the person did not say).
    public private(set) var playbackSpeed: Double?

    /// An intent with no media named.
    public override init() {
        super.init()
    }

    /// An intent describing media to play.
    public convenience init(mediaItems: [INMediaItem]? = nil, mediaContainer: INMediaItem? = nil, playShuffled: Bool? = nil,
                            playbackRepeatMode: INPlaybackRepeatMode = .unknown, resumePlayback: Bool? = nil,
                            playbackQueueLocation: INPlaybackQueueLocation = .unknown, playbackSpeed: Double? = nil) {
        self.init()
        self.mediaItems = mediaItems
        self.mediaContainer = mediaContainer
        self.playShuffled = playShuffled
        self.playbackRepeatMode = playbackRepeatMode
        self.resumePlayback = resumePlayback
        self.playbackQueueLocation = playbackQueueLocation
        self.playbackSpeed = playbackSpeed
    }
}

/// SiriKit's `INPlayMediaIntentResponseCode`.
public enum INPlayMediaIntentResponseCode: Int, Sendable {
    case unspecified = 0, ready, continueInApp, inProgress, success, handleInApp, failure, failureRequiringAppLaunch,
         failureUnknownMediaType, failureNoUnplayedContent, failureRestrictedContent, failureMaxStreamLimitReached
}

// unchecked: Apple's class is open (app code subclasses it); a non-final class cannot be checked.
/// SiriKit's `INPlayMediaIntentResponse`.
open class INPlayMediaIntentResponse: INIntentResponse, @unchecked Sendable {
    /// What the app answered.
    public let code: INPlayMediaIntentResponseCode
    /// What is playing now, if the app says.
    public var nowPlayingInfo: [String: Any]?

    /// A response; `userActivity` is what the app continues when Siri opens it.
    public init(code: INPlayMediaIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// SiriKit's `INPlayMediaMediaItemUnsupportedReason`.
public enum INPlayMediaMediaItemUnsupportedReason: Int, Sendable {
    case loginRequired = 1, subscriptionRequired, unsupportedMediaType, explicitContentSettings, cellularDataSettings,
         restrictedContent, serviceUnavailable, regionRestriction
}

// unchecked: Apple's class is open; a non-final class cannot be checked.
/// SiriKit's `INPlayMediaMediaItemResolutionResult`.
open class INPlayMediaMediaItemResolutionResult: INMediaItemResolutionResult, @unchecked Sendable {
    /// Items that match, the best first.
    open class func successes(with resolvedMediaItems: [INMediaItem]) -> [INPlayMediaMediaItemResolutionResult] {
        resolvedMediaItems.map { INPlayMediaMediaItemResolutionResult.success(with: $0) }
    }
    /// The item cannot be played, and why.
    open class func unsupported(forReason reason: INPlayMediaMediaItemUnsupportedReason) -> Self {
        simulated("unsupported", reason: reason.rawValue)
    }
}

// unchecked: Apple's class is open; a non-final class cannot be checked.
/// SiriKit's `INPlaybackRepeatModeResolutionResult`.
open class INPlaybackRepeatModeResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The repeat mode.
    open class func success(with resolvedPlaybackRepeatMode: INPlaybackRepeatMode) -> Self {
        simulated("success", value: resolvedPlaybackRepeatMode)
    }
    /// A repeat mode to confirm.
    open class func confirmationRequired(with playbackRepeatModeToConfirm: INPlaybackRepeatMode) -> Self {
        simulated("confirmationRequired", value: playbackRepeatModeToConfirm)
    }
}

// unchecked: Apple's class is open; a non-final class cannot be checked.
/// SiriKit's `INPlaybackQueueLocationResolutionResult`.
open class INPlaybackQueueLocationResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The queue location.
    open class func success(with resolvedPlaybackQueueLocation: INPlaybackQueueLocation) -> Self {
        simulated("success", value: resolvedPlaybackQueueLocation)
    }
    /// A queue location to confirm.
    open class func confirmationRequired(with playbackQueueLocationToConfirm: INPlaybackQueueLocation) -> Self {
        simulated("confirmationRequired", value: playbackQueueLocationToConfirm)
    }
}

// unchecked: Apple's class is open; a non-final class cannot be checked.
/// SiriKit's `INPlayMediaPlaybackSpeedResolutionResult`.
open class INPlayMediaPlaybackSpeedResolutionResult: INDoubleResolutionResult, @unchecked Sendable {}

/// SiriKit's `INPlayMediaIntentHandling`. Swift imports each of Apple's Objective-C methods in two forms, with a
/// completion handler and `async`; an app implements either. Here both forms are requirements, each defaulting to the
/// other for `handle` (required: an app with neither gets `.failure`), and for the optional ones the completion-handler
/// form defaults to the `async` one, which defaults to the system's answer (`confirm`: `.ready`; a resolve: the intent's
/// value as given). The system calls the completion-handler forms.
public protocol INPlayMediaIntentHandling: NSObjectProtocol {
    /// Plays the media (in the app, or hands it to the app: `.handleInApp`).
    func handle(intent: INPlayMediaIntent, completion: @escaping @Sendable (INPlayMediaIntentResponse) -> Void)
    /// Plays the media.
    func handle(intent: INPlayMediaIntent) async -> INPlayMediaIntentResponse
    /// Confirms the app can play it.
    func confirm(intent: INPlayMediaIntent, completion: @escaping @Sendable (INPlayMediaIntentResponse) -> Void)
    /// Confirms the app can play it.
    func confirm(intent: INPlayMediaIntent) async -> INPlayMediaIntentResponse
    /// Resolves the items to play.
    func resolveMediaItems(for intent: INPlayMediaIntent, with completion: @escaping @Sendable ([INPlayMediaMediaItemResolutionResult]) -> Void)
    /// Resolves the items to play.
    func resolveMediaItems(for intent: INPlayMediaIntent) async -> [INPlayMediaMediaItemResolutionResult]
    /// Resolves whether to shuffle.
    func resolvePlayShuffled(for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INBooleanResolutionResult) -> Void)
    /// Resolves whether to shuffle.
    func resolvePlayShuffled(for intent: INPlayMediaIntent) async -> INBooleanResolutionResult
    /// Resolves the repeat mode.
    func resolvePlaybackRepeatMode(for intent: INPlayMediaIntent,
                                   with completion: @escaping @Sendable (INPlaybackRepeatModeResolutionResult) -> Void)
    /// Resolves the repeat mode.
    func resolvePlaybackRepeatMode(for intent: INPlayMediaIntent) async -> INPlaybackRepeatModeResolutionResult
    /// Resolves whether to resume.
    func resolveResumePlayback(for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INBooleanResolutionResult) -> Void)
    /// Resolves whether to resume.
    func resolveResumePlayback(for intent: INPlayMediaIntent) async -> INBooleanResolutionResult
    /// Resolves where the media goes in the queue.
    func resolvePlaybackQueueLocation(for intent: INPlayMediaIntent,
                                      with completion: @escaping @Sendable (INPlaybackQueueLocationResolutionResult) -> Void)
    /// Resolves where the media goes in the queue.
    func resolvePlaybackQueueLocation(for intent: INPlayMediaIntent) async -> INPlaybackQueueLocationResolutionResult
    /// Resolves the speed.
    func resolvePlaybackSpeed(for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INPlayMediaPlaybackSpeedResolutionResult) -> Void)
    /// Resolves the speed.
    func resolvePlaybackSpeed(for intent: INPlayMediaIntent) async -> INPlayMediaPlaybackSpeedResolutionResult
}

extension INPlayMediaIntentHandling {
    public func handle(intent: INPlayMediaIntent) async -> INPlayMediaIntentResponse {
        let handler = SimAsyncHandler(self)
        return await SimHandlerBridge.$inAsyncDefault.withValue(true) {
            await withCheckedContinuation { continuation in
                handler.handler.handle(intent: intent) { continuation.resume(returning: $0) }
            }
        }
    }
    public func handle(intent: INPlayMediaIntent, completion: @escaping @Sendable (INPlayMediaIntentResponse) -> Void) {
        guard !SimHandlerBridge.inAsyncDefault else { return completion(INPlayMediaIntentResponse(code: .failure, userActivity: nil)) }
        SimAsyncHandler(self).answer(completion) { await $0.handle(intent: intent) }
    }
    public func confirm(intent: INPlayMediaIntent) async -> INPlayMediaIntentResponse {
        INPlayMediaIntentResponse(code: .ready, userActivity: nil)
    }
    public func confirm(intent: INPlayMediaIntent, completion: @escaping @Sendable (INPlayMediaIntentResponse) -> Void) {
        SimAsyncHandler(self).answer(completion) { await $0.confirm(intent: intent) }
    }
    public func resolveMediaItems(for intent: INPlayMediaIntent) async -> [INPlayMediaMediaItemResolutionResult] {
        INPlayMediaMediaItemResolutionResult.successes(with: intent.mediaItems ?? [])
    }
    public func resolveMediaItems(for intent: INPlayMediaIntent,
                                  with completion: @escaping @Sendable ([INPlayMediaMediaItemResolutionResult]) -> Void) {
        SimAsyncHandler(self).answer(completion) { await $0.resolveMediaItems(for: intent) }
    }
    public func resolvePlayShuffled(for intent: INPlayMediaIntent) async -> INBooleanResolutionResult {
        intent.playShuffled.map { .success(with: $0) } ?? .notRequired()
    }
    public func resolvePlayShuffled(for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INBooleanResolutionResult) -> Void) {
        SimAsyncHandler(self).answer(completion) { await $0.resolvePlayShuffled(for: intent) }
    }
    public func resolvePlaybackRepeatMode(for intent: INPlayMediaIntent) async -> INPlaybackRepeatModeResolutionResult {
        .success(with: intent.playbackRepeatMode)
    }
    public func resolvePlaybackRepeatMode(for intent: INPlayMediaIntent,
                                          with completion: @escaping @Sendable (INPlaybackRepeatModeResolutionResult) -> Void) {
        SimAsyncHandler(self).answer(completion) { await $0.resolvePlaybackRepeatMode(for: intent) }
    }
    public func resolveResumePlayback(for intent: INPlayMediaIntent) async -> INBooleanResolutionResult {
        intent.resumePlayback.map { .success(with: $0) } ?? .notRequired()
    }
    public func resolveResumePlayback(for intent: INPlayMediaIntent, with completion: @escaping @Sendable (INBooleanResolutionResult) -> Void) {
        SimAsyncHandler(self).answer(completion) { await $0.resolveResumePlayback(for: intent) }
    }
    public func resolvePlaybackQueueLocation(for intent: INPlayMediaIntent) async -> INPlaybackQueueLocationResolutionResult {
        .success(with: intent.playbackQueueLocation)
    }
    public func resolvePlaybackQueueLocation(for intent: INPlayMediaIntent,
                                             with completion: @escaping @Sendable (INPlaybackQueueLocationResolutionResult) -> Void) {
        SimAsyncHandler(self).answer(completion) { await $0.resolvePlaybackQueueLocation(for: intent) }
    }
    public func resolvePlaybackSpeed(for intent: INPlayMediaIntent) async -> INPlayMediaPlaybackSpeedResolutionResult {
        intent.playbackSpeed.map { .success(with: $0) } ?? .notRequired()
    }
    public func resolvePlaybackSpeed(for intent: INPlayMediaIntent,
                                     with completion: @escaping @Sendable (INPlayMediaPlaybackSpeedResolutionResult) -> Void) {
        SimAsyncHandler(self).answer(completion) { await $0.resolvePlaybackSpeed(for: intent) }
    }
}
