/// The level of a log message (Apple's `OSLogType`; Docs/AppleAPI.md, "os and OSLog").
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// `OS_LOG_TYPE_DEFAULT` (0).
    public static let `default` = OSLogType(rawValue: 0x00)
    /// `OS_LOG_TYPE_INFO` (1).
    public static let info = OSLogType(rawValue: 0x01)
    /// `OS_LOG_TYPE_DEBUG` (2).
    public static let debug = OSLogType(rawValue: 0x02)
    /// `OS_LOG_TYPE_ERROR` (16).
    public static let error = OSLogType(rawValue: 0x10)
    /// `OS_LOG_TYPE_FAULT` (17).
    public static let fault = OSLogType(rawValue: 0x11)

    /// The level's name as the `log` tool prints it.
    public var simulatedName: String {
        switch self {
        case .info: return "info"
        case .debug: return "debug"
        case .error: return "error"
        case .fault: return "fault"
        default: return "default"
        }
    }
}
