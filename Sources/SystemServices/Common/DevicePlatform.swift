/// The kind of simulated device a service runs on: it decides which Apple APIs exist there.
public enum DevicePlatform: String, Codable, Sendable, CaseIterable, CustomStringConvertible {
    /// iPhone/iPad (iOS/iPadOS).
    case ios
    /// A Mac (macOS).
    case macos

    /// The platform as Apple spells it in availability lines, e.g. `iOS`, `macOS`.
    public var displayName: String {
        switch self {
        case .ios: "iOS"
        case .macos: "macOS"
        }
    }

    /// The lowercase raw value, as the command language writes it.
    public var description: String { rawValue }
}
