import LimelightCore

/// One app's TipKit datastore on one device, as a value: what `Tips.configure(_:)` set in this launch, the tips'
/// display history and invalidations, event donations and parameter values.
///
/// The datastore persists across launches (as Apple's does, in the app's container); the configuration, the testing
/// overrides and transient parameters last one launch. Deleting the app deletes it.
public struct TipKitDatastore: Codable, Equatable, Sendable {
    /// This launch's `Tips.configure(_:)`, nil before it is called.
    public var configuration: TipKitConfiguration?
    /// This launch's `Tips.showAllTipsForTesting()`, `hideAllTipsForTesting()` or `showTipsForTesting(_:)`.
    public var testing: TipKitTestingMode?
    /// When a tip was last displayed for the first time: the display-frequency window starts there.
    public var lastNewTipDisplay: SimInstant?
    /// Each tip's history, by tip `id`.
    public var tips: [String: TipKitTipRecord] = [:]
    /// Each event's donations, oldest first, by event `id` (the most recent `TipKitDatastore.donationLimit` kept).
    public var events: [String: [TipKitDonation]] = [:]
    /// Persistent `@Parameter` values as JSON, by parameter id.
    public var parameters: [String: String] = [:]
    /// `@Parameter(.transient)` values as JSON, by parameter id (cleared at launch).
    public var transientParameters: [String: String] = [:]

    /// How many donations an event keeps (Apple's events query their most recent 1000 by default).
    public static let donationLimit = 1000

    /// An empty datastore.
    public init() {}
}

/// What `Tips.configure(_:)` was given.
public struct TipKitConfiguration: Codable, Equatable, Sendable {
    /// The display frequency's name: `immediate`, `hourly`, `daily`, `weekly`, `monthly`.
    public var displayFrequency: String
    /// The minimum time after a tip first displays before another new tip may, in seconds.
    public var displayInterval: Double
    /// The datastore location's description (`applicationDefault`, `groupContainer(…)`, a URL).
    public var datastoreLocation: String

    /// A configuration.
    public init(displayFrequency: String = "immediate", displayInterval: Double = 0, datastoreLocation: String = "applicationDefault") {
        self.displayFrequency = displayFrequency
        self.displayInterval = displayInterval
        self.datastoreLocation = datastoreLocation
    }
}

/// A testing override of tip eligibility for one launch.
public enum TipKitTestingMode: Codable, Equatable, Sendable {
    /// `Tips.showAllTipsForTesting()`.
    case showAll
    /// `Tips.hideAllTipsForTesting()`.
    case hideAll
    /// `Tips.showTipsForTesting(_:)`, by tip id.
    case show([String])
}

/// Why a tip was invalidated (`Tips.InvalidationReason`).
public enum TipKitInvalidationReason: String, Codable, Equatable, Sendable, CaseIterable {
    case actionPerformed, displayCountExceeded, displayDurationExceeded, tipClosed
}

/// One tip's history in the datastore.
public struct TipKitTipRecord: Codable, Equatable, Sendable {
    /// How many times it was displayed.
    public var displayCount = 0
    /// When it was last displayed.
    public var lastDisplayed: SimInstant?
    /// Why it was invalidated, if it was.
    public var invalidation: TipKitInvalidationReason?

    /// A tip never displayed.
    public init() {}
}

/// One donation to a TipKit event.
public struct TipKitDonation: Codable, Equatable, Sendable {
    /// When it was donated (simulated time).
    public var date: SimInstant
    /// The donation value as JSON (`{}` for an event without one).
    public var info: String

    /// A donation.
    public init(date: SimInstant, info: String) {
        self.date = date
        self.info = info
    }
}

/// What the datastore says about a tip now: its status (`Tips.Status`) and why.
public enum TipKitStatus: Equatable, Sendable, CustomStringConvertible {
    /// Not eligible now, with the reason.
    case pending(String)
    /// Eligible for display, with the reason.
    case available(String)
    /// Permanently invalidated.
    case invalidated(TipKitInvalidationReason)

    /// `available`, `pending` or `invalidated(tipClosed)`.
    public var name: String {
        switch self {
        case .pending: "pending"
        case .available: "available"
        case .invalidated(let r): "invalidated(\(r.rawValue))"
        }
    }

    /// The name and the reason, e.g. `pending — rule not met: …`.
    public var description: String {
        switch self {
        case .pending(let why), .available(let why): "\(name) — \(why)"
        case .invalidated: name
        }
    }
}

/// What the datastore needs to know of a tip's code to decide its status: its options and its rules' verdict.
public struct TipKitTipFacts: Equatable, Sendable {
    /// The tip's `id`.
    public var id: String
    /// `IgnoresDisplayFrequency(true)`.
    public var ignoresDisplayFrequency: Bool
    /// `MaxDisplayCount(n)`.
    public var maxDisplayCount: Int?
    /// The first rule that does not hold, described; nil when every rule holds.
    public var unmetRule: String?

    /// Facts about a tip.
    public init(id: String, ignoresDisplayFrequency: Bool = false, maxDisplayCount: Int? = nil, unmetRule: String? = nil) {
        self.id = id
        self.ignoresDisplayFrequency = ignoresDisplayFrequency
        self.maxDisplayCount = maxDisplayCount
        self.unmetRule = unmetRule
    }
}

/// A tip an app placed in one of its views (`TipView(tip).place(in:)`): code the tips service asks for the tip's facts.
public protocol TipKitTipHandle: AnyObject {
    /// The tip's `id`.
    var id: String { get }
    /// The tip's title.
    var title: String { get }
    /// The view it is placed in.
    var location: String { get }
    /// The titles of its actions.
    var actionTitles: [String] { get }
    /// Its options and rules, evaluated as the app's code now.
    func facts() -> TipKitTipFacts
    /// Its `TipView` as drawn (title, message, image), evaluated as the app's code; nil when not known.
    var view: SimViewNode? { get }
}

extension TipKitTipHandle {
    /// Not known.
    public var view: SimViewNode? { nil }
}

/// Why a TipKit call was refused.
public enum TipStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `Tips.configure(_:)` was called twice in one launch.
    case tipsDatastoreAlreadyConfigured
    /// No tip with that id is placed or known in the app.
    case unknownTip(app: String, id: String, suggestion: String?)

    /// A one-sentence message.
    public var description: String {
        switch self {
        case .tipsDatastoreAlreadyConfigured: "the tips datastore is already configured in this launch (Tips.configure was called twice)"
        case .unknownTip(let app, let id, let s): "'\(app)' has no TipKit tip '\(id)'" + (s.map { "; did you mean '\($0)'?" } ?? "")
        }
    }
}
