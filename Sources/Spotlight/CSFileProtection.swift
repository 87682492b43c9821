import LimelightCore

/// The data-protection class of an index, as `FileProtectionType` names it for `IndexHandle(name:protectionClass:)`.
public enum CSFileProtection: String, Codable, Sendable, CaseIterable, CustomStringConvertible {
    /// No protection: always readable and writable.
    case none
    /// Readable and writable only while the device is unlocked.
    case complete
    /// Readable only while unlocked, but new data can be written while locked (as for files created while locked).
    case completeUnlessOpen
    /// Readable and writable once the device has been unlocked once since boot.
    case completeUntilFirstUserAuthentication

    /// Whether data of this class can be read in `state`.
    public func isReadable(in state: DataProtectionState) -> Bool {
        switch self {
        case .none: true
        case .complete, .completeUnlessOpen: state == .unlocked
        case .completeUntilFirstUserAuthentication: state != .beforeFirstUnlock
        }
    }

    /// Whether new data of this class can be written in `state` (`completeUnlessOpen` accepts writes after first unlock).
    public func isWritable(in state: DataProtectionState) -> Bool {
        switch self {
        case .none: true
        case .complete: state == .unlocked
        case .completeUnlessOpen, .completeUntilFirstUserAuthentication: state != .beforeFirstUnlock
        }
    }

    /// The Swift case name, e.g. `completeUntilFirstUserAuthentication`.
    public var description: String { rawValue }
}
