import Foundation
import LimelightCore

/// App Intents' `SetFocusFilterIntent`: the intent the system runs when a Focus that has the app's filter turns on or off,
/// with the parameters the person set for that Focus (on) or the defaults (off).
public protocol SetFocusFilterIntent: AppIntent, InstanceDisplayRepresentable {
    /// What the system does differently while the filter applies (which notifications it lets through).
    var appContext: FocusFilterAppContext { get }
    /// Configurations to suggest for a Focus; empty (the defaults) unless the app says otherwise.
    static func suggestedFocusFilters(for context: FocusFilterSuggestionContext) async -> [Self]
}

extension SetFocusFilterIntent {
    /// No filtering.
    public var appContext: FocusFilterAppContext { FocusFilterAppContext() }

    /// No suggestion: the system uses each parameter's default.
    public static func suggestedFocusFilters(for context: FocusFilterSuggestionContext) async -> [Self] { [] }

    /// The filter in effect: the one the active Focus set, or one with default values when no Focus with the app's
    /// filter is on.
    public static var current: Self {
        get async throws { SimFocusFilters.active(Self.self) ?? Self() }
    }

    /// Tells the system to read `appContext` again (the simulator counts the requests: `SimFocusFilters.invalidations`).
    public static func invalidateFocusFilterAppContext() { SimFocusFilters.invalidate(Self.self) }
}

/// App Intents' `FocusFilterAppContext`: the app's filter criteria for a Focus.
// unchecked: `NSPredicate` is not `Sendable` in Linux's Foundation; the context holds only constants, set once.
public struct FocusFilterAppContext: @unchecked Sendable {
    /// Which of the app's notifications the system shows while the Focus is on (nil: all of them).
    public let notificationFilterPredicate: NSPredicate?
    /// Notifications whose target content identifier starts with this prefix are shown (nil: no such rule).
    public let targetContentIdentifierPrefix: String?

    /// A context filtering notifications with `notificationFilterPredicate`.
    public init(notificationFilterPredicate: NSPredicate? = nil) {
        self.init(notificationFilterPredicate: notificationFilterPredicate, targetContentIdentifierPrefix: nil)
    }

    /// A context filtering notifications with a predicate and a target content identifier prefix.
    public init(notificationFilterPredicate: NSPredicate? = nil, targetContentIdentifierPrefix: String? = nil) {
        self.notificationFilterPredicate = notificationFilterPredicate
        self.targetContentIdentifierPrefix = targetContentIdentifierPrefix
    }
}

/// App Intents' `FocusFilterSuggestionContext`: what the system passes when it asks for suggested configurations.
/// Apple documents no member; the system makes it (`SimFocusFilters.suggestions(for:)`).
public struct FocusFilterSuggestionContext: Sendable {
    init() {}
}

/// The simulator's Focus: which configuration of each app's Focus filter is on. One state for the process (a Focus is
/// the device's, and the filter type names the app), turned on and off by tests and the system's runs.
public enum SimFocusFilters {
    private struct State {
        var active: [ObjectIdentifier: any Sendable] = [:]
        var invalidations: [ObjectIdentifier: Int] = [:]
    }
    private static let state = LockedBox(State())

    /// Turns on a Focus with `filter`: the system performs it, then it is `current` until the Focus turns off.
    public static func turnOn<Filter: SetFocusFilterIntent>(_ filter: Filter) async throws {
        _ = try await filter.perform()
        state.withLock { $0.active[ObjectIdentifier(Filter.self)] = filter }
    }

    /// Turns the Focus off: the system performs the filter with its default values, and `current` is that default.
    public static func turnOff<Filter: SetFocusFilterIntent>(_ type: Filter.Type) async throws {
        state.withLock { _ = $0.active.removeValue(forKey: ObjectIdentifier(type)) }
        _ = try await Filter().perform()
    }

    /// The filter the active Focus set, if any.
    public static func active<Filter: SetFocusFilterIntent>(_ type: Filter.Type) -> Filter? {
        state.withLock { $0.active[ObjectIdentifier(type)] as? Filter }
    }

    /// The configurations the app suggests for a Focus.
    public static func suggestions<Filter: SetFocusFilterIntent>(for type: Filter.Type) async -> [Filter] {
        await type.suggestedFocusFilters(for: FocusFilterSuggestionContext())
    }

    /// How many times the app asked the system to read its `appContext` again.
    public static func invalidations<Filter: SetFocusFilterIntent>(of type: Filter.Type) -> Int {
        state.withLock { $0.invalidations[ObjectIdentifier(type), default: 0] }
    }

    static func invalidate<Filter: SetFocusFilterIntent>(_ type: Filter.Type) {
        state.withLock { $0.invalidations[ObjectIdentifier(type), default: 0] += 1 }
    }
}
