import Foundation
import Spotlight
import SpotlightQuery

/// The error domain of `CSSearchableIndex` errors.
public let CSIndexErrorDomain = Spotlight.CSIndexError.errorDomain
/// The error domain of `CSSearchQuery` errors.
public let CSSearchQueryErrorDomain = "CSSearchQueryErrorDomain"

/// The `userInfo` key holding the identifier of the action a person chose on a Spotlight result (iOS 15). Apple does
/// not document the value; the simulator uses the name.
public let CSActionIdentifier = "CSActionIdentifier"

// The mailbox identifiers of `mailboxIdentifiers`. Apple documents the names, not their values: the simulator uses
// the names as values.
/// The inbox.
public let CSMailboxInbox = "CSMailboxInbox"
/// Drafts.
public let CSMailboxDrafts = "CSMailboxDrafts"
/// Sent mail.
public let CSMailboxSent = "CSMailboxSent"
/// Junk mail.
public let CSMailboxJunk = "CSMailboxJunk"
/// Trash.
public let CSMailboxTrash = "CSMailboxTrash"
/// The archive.
public let CSMailboxArchive = "CSMailboxArchive"

extension Spotlight.CSIndexError {
    /// Apple's `CSIndexError.Code`.
    public typealias Code = CSIndexErrorCode

    /// An error with a code, as Apple's `CSIndexError(_:userInfo:)` (the message is the code's name).
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.init(code, (userInfo[NSLocalizedDescriptionKey] as? String) ?? code.name)
    }

    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// The message, under `NSLocalizedDescriptionKey`.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
    /// The message.
    public var localizedDescription: String { message }

    /// `unknownError` (-1).
    public static var unknownError: Code { .unknownError }
    /// `indexUnavailableError` (-1000).
    public static var indexUnavailableError: Code { .indexUnavailableError }
    /// `invalidItemError` (-1001).
    public static var invalidItemError: Code { .invalidItemError }
    /// `invalidClientStateError` (-1002).
    public static var invalidClientStateError: Code { .invalidClientStateError }
    /// `remoteConnectionError` (-1003).
    public static var remoteConnectionError: Code { .remoteConnectionError }
    /// `quotaExceeded` (-1004).
    public static var quotaExceeded: Code { .quotaExceeded }
    /// `indexingUnsupported` (-1005).
    public static var indexingUnsupported: Code { .indexingUnsupported }
    /// `mismatchedClientState` (-1006).
    public static var mismatchedClientState: Code { .mismatchedClientState }
}

/// `catch CSIndexError.quotaExceeded`: a code matches an index error with that code.
public func ~= (code: CSIndexErrorCode, error: Error) -> Bool {
    (error as? Spotlight.CSIndexError)?.code == code
}

extension SpotlightQuery.CSSearchQueryError {
    /// Apple's `CSSearchQueryError.Code`.
    public typealias Code = CSSearchQueryErrorCode

    /// An error with a code, as Apple's `CSSearchQueryError(_:userInfo:)`.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.init(code, (userInfo[NSLocalizedDescriptionKey] as? String) ?? code.name)
    }

    /// `CSSearchQueryErrorDomain`.
    public static var errorDomain: String { CSSearchQueryErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// The message.
    public var localizedDescription: String { message }
    /// `unknown` (-2000).
    public static var unknown: Code { .unknown }
    /// `indexUnreachable` (-2001).
    public static var indexUnreachable: Code { .indexUnreachable }
    /// `invalidQuery` (-2002).
    public static var invalidQuery: Code { .invalidQuery }
    /// `cancelled` (-2003).
    public static var cancelled: Code { .cancelled }
}

/// `catch CSSearchQueryError.invalidQuery`: a code matches a query error with that code.
public func ~= (code: CSSearchQueryErrorCode, error: Error) -> Bool {
    (error as? SpotlightQuery.CSSearchQueryError)?.code == code
}

extension CSSuggestion {
    /// The suggestion as attributed text (Apple's `localizedAttributedSuggestion`; the highlighted ranges are the
    /// `highlightRanges`, which this plain text does not mark).
    public var localizedAttributedSuggestion: AttributedString { AttributedString(localizedSuggestion) }

    /// Orders two suggestions by rank: more items first, then alphabetically (`compare(byRank:)`).
    public func compare(byRank other: CSSuggestion) -> ComparisonResult {
        if self == other { return .orderedSame }
        return compareByRank(other) ? .orderedAscending : .orderedDescending
    }

    /// Orders two suggestions by their text (`compare(_:)`).
    public func compare(_ other: CSSuggestion) -> ComparisonResult {
        localizedSuggestion < other.localizedSuggestion ? .orderedAscending
            : localizedSuggestion == other.localizedSuggestion ? .orderedSame : .orderedDescending
    }

    /// The suggestion's score: the number of items it finds.
    public var score: NSNumber { NSNumber(value: itemCount) }
}

/// The attribute that marks the typed parts of a suggestion (`CSSuggestionHighlightAttributeName`).
public let CSSuggestionHighlightAttributeName = NSAttributedString.Key("CSSuggestionHighlightAttributeName")

extension CSSearchQueryContext {
    /// What a query searches besides the app's own items (`CSSearchQueryContext.SourceOptions`).
    public struct SourceOptions: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The app's items only.
        public static let `default` = SourceOptions([])
        /// Mail items too (not simulated: there is no Mail).
        public static let allowMail = SourceOptions(rawValue: 1 << 0)
    }

    /// What the query searches besides the app's items (Mail is not simulated).
    public var sourceOptions: SourceOptions {
        get { SourceOptions(rawValue: sourceOptionsRawValue) }
        set { sourceOptionsRawValue = newValue.rawValue }
    }
}

extension CSSearchableItem {
    /// Which system features listen for an item's updates (`CSSearchableItem.UpdateListenerOptions`, iOS 18.4).
    public struct UpdateListenerOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// None.
        public static let `default` = UpdateListenerOptions([])
        /// Apple Intelligence summarization (`textContentSummary`; not simulated).
        public static let summarization = UpdateListenerOptions(rawValue: 1 << 1)
        /// Priority detection (`isPriority`; not simulated).
        public static let priority = UpdateListenerOptions(rawValue: 1 << 2)
    }
}

extension CSUserQueryContext {
    /// At most this many results are ranked (iOS 18; the simulator ranks every result).
    public var maxRankedResultCount: Int {
        get { maxRankedResultCountValue }
        set { maxRankedResultCountValue = newValue }
    }

    /// A context that continues from a suggestion the person picked (Apple's `init(currentSuggestion:)`); the
    /// suggestion is not used further by the simulator.
    public convenience init(currentSuggestion: CSSuggestion?) {
        self.init()
    }
}

/// How a person engaged with a result (`CSUserQuery.userEngaged(_:visibleItems:userInteractionType:)`).
public enum CSUserInteraction: Int, Sendable {
    /// The person picked it.
    case select = 0
    /// The person looked at it (counts a quarter of a selection).
    case focus = 1
    /// Not specified.
    case `default` = 2
}
