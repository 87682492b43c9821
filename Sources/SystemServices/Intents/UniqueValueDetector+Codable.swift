import LimelightCore

/// The detector encodes as its settings, durations as seconds (`SimDuration` is not `Codable`).
extension UniqueValueDetector: Codable {
    private enum CodingKeys: String, CodingKey {
        case nowTolerance, epochTolerance, increasingRun, isEnabled
    }

    /// Decodes a detector; every setting must be present.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        nowTolerance = SimDuration(seconds: try c.decode(Double.self, forKey: .nowTolerance))
        epochTolerance = SimDuration(seconds: try c.decode(Double.self, forKey: .epochTolerance))
        increasingRun = try c.decode(Int.self, forKey: .increasingRun)
        isEnabled = try c.decode(Bool.self, forKey: .isEnabled)
    }

    /// Encodes every setting.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(nowTolerance.seconds, forKey: .nowTolerance)
        try c.encode(epochTolerance.seconds, forKey: .epochTolerance)
        try c.encode(increasingRun, forKey: .increasingRun)
        try c.encode(isEnabled, forKey: .isEnabled)
    }
}
