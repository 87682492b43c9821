/// The codes of `CSIndexErrorDomain`, with Apple's raw values.
public enum IndexErrorCode: Int, Codable, Sendable, CaseIterable, CustomStringConvertible {
    /// An unknown error occurred.
    case unknownError = -1
    /// The indexer was unavailable.
    case indexUnavailableError = -1000
    /// The CSSearchableItem is invalid for some reason.
    case invalidItemError = -1001
    /// The provided client state was not valid for some reason.
    case invalidClientStateError = -1002
    /// An error occurred trying to communicate with the remote process.
    case remoteConnectionError = -1003
    /// The quota for the bundle was exceeded.
    case quotaExceeded = -1004
    /// Indexing isn't supported on this device.
    case indexingUnsupported = -1005
    /// The expected client state did not match the indexed one.
    case mismatchedClientState = -1006

    /// The Swift case name, e.g. `mismatchedClientState`.
    public var name: String {
        switch self {
        case .unknownError: "unknownError"
        case .indexUnavailableError: "indexUnavailableError"
        case .invalidItemError: "invalidItemError"
        case .invalidClientStateError: "invalidClientStateError"
        case .remoteConnectionError: "remoteConnectionError"
        case .quotaExceeded: "quotaExceeded"
        case .indexingUnsupported: "indexingUnsupported"
        case .mismatchedClientState: "mismatchedClientState"
        }
    }

    /// The code with this case name (e.g. `quotaExceeded`) or raw value (e.g. `-1004`); nil for anything else.
    public init?(name: String) {
        if let value = Int(name), let code = IndexErrorCode(rawValue: value) { self = code; return }
        guard let code = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = code
    }

    /// `<raw value> (<name>)`, e.g. `-1006 (mismatchedClientState)`.
    public var description: String { "\(rawValue) (\(name))" }
}

/// An error from a `IndexHandle` call: a `CSIndexErrorDomain` code plus a message saying what went wrong.
public struct IndexError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The error domain Apple uses for index errors.
    public static let errorDomain = "CSIndexErrorDomain"

    /// What kind of failure this is.
    public var code: IndexErrorCode
    /// A human-readable explanation.
    public var message: String

    public init(_ code: IndexErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }

    /// Always `CSIndexErrorDomain`.
    public var domain: String { Self.errorDomain }

    /// E.g. `CSIndexErrorDomain -1006 (mismatchedClientState): expected client state <none> but found "b1"`.
    public var description: String { "\(Self.errorDomain) \(code): \(message)" }
}
