/// An interval of numbers (dates as seconds since 2001) that a numeric predicate accepts.
public struct NumericRange: Sendable, Equatable {
    public var lower: Double?
    public var lowerInclusive: Bool
    public var upper: Double?
    public var upperInclusive: Bool

    public init(lower: Double?, lowerInclusive: Bool = true, upper: Double?, upperInclusive: Bool = true) {
        self.lower = lower
        self.lowerInclusive = lowerInclusive
        self.upper = upper
        self.upperInclusive = upperInclusive
    }

    /// Whether a value lies in the interval.
    @inline(__always)
    public func contains(_ v: Double) -> Bool {
        if let lower { if lowerInclusive ? v < lower : v <= lower { return false } }
        if let upper { if upperInclusive ? v > upper : v >= upper { return false } }
        return true
    }
}
