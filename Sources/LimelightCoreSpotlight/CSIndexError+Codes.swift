import Foundation
import Spotlight
import SpotlightQuery

extension Spotlight.IndexError {
    /// Apple's `CSIndexError.Code`.
    public typealias Code = CSIndexErrorCode

    /// An error with a code, as Apple's `CSIndexError(_:userInfo:)` (the message is the code's name).
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.init(code, (userInfo[NSLocalizedDescriptionKey] as? String) ?? code.name)
    }

    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// The message, under `NSLocalizedDescriptionKey`.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
    /// The message.
    public var localizedDescription: String { message }

    /// `unknownError` (-1).
    public static var unknownError: Code { .unknownError }
    /// `indexUnavailableError` (-1000).
    public static var indexUnavailableError: Code { .indexUnavailableError }
    /// `invalidItemError` (-1001).
    public static var invalidItemError: Code { .invalidItemError }
    /// `invalidClientStateError` (-1002).
    public static var invalidClientStateError: Code { .invalidClientStateError }
    /// `remoteConnectionError` (-1003).
    public static var remoteConnectionError: Code { .remoteConnectionError }
    /// `quotaExceeded` (-1004).
    public static var quotaExceeded: Code { .quotaExceeded }
    /// `indexingUnsupported` (-1005).
    public static var indexingUnsupported: Code { .indexingUnsupported }
    /// `mismatchedClientState` (-1006).
    public static var mismatchedClientState: Code { .mismatchedClientState }
}

/// `catch CSIndexError.quotaExceeded`: a code matches an index error with that code.
public func ~= (code: CSIndexErrorCode, error: Error) -> Bool {
    (error as? Spotlight.IndexError)?.code == code
}
