/// An opaque identifier of one donation, as `DonationIdentifier` is: unique per donation, even for equal payloads.
public struct DonationIdentifier: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    /// The identifier's text (a deterministic UUID from the runtime).
    public let rawValue: String

    /// Wraps an identifier string (e.g. one typed in a command).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The identifier's text.
    public var description: String { rawValue }

    /// Orders by text.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
