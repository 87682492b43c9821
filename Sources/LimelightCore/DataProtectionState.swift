/// A device's data-protection state, which decides what protected indexes can be read.
public enum DataProtectionState: String, Codable, Sendable, CaseIterable {
    /// Booted but never unlocked: only unprotected data is readable.
    case beforeFirstUnlock = "before-first-unlock"
    /// Locked after at least one unlock: `completeUntilFirstUserAuthentication` data stays readable.
    case locked
    /// Unlocked: everything is readable.
    case unlocked
}
