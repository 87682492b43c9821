import Foundation
import Spotlight
import SpotlightQuery

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
