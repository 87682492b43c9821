/// A simulated instant encodes as its seconds since the reference date (one number), so app state can be `Codable`.
extension SimInstant: Codable {
    public init(from decoder: Decoder) throws {
        self.init(secondsSinceReferenceDate: try decoder.singleValueContainer().decode(Double.self))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(secondsSinceReferenceDate)
    }
}
