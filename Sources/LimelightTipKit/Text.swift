/// SwiftUI's `Text` as far as a tip's title and message need it: a string.
public struct Text: Hashable, Sendable, CustomStringConvertible {
    /// The text shown.
    public let content: String

    /// Text from a string (Apple's looks `content` up as a localization key; the simulator has one locale).
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// Text shown as written.
    public init(verbatim content: String) { self.content = content }

    /// The text shown.
    public var description: String { content }
}
