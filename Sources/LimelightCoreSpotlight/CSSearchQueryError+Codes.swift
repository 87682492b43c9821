import Foundation
import Spotlight
import SpotlightQuery

extension SpotlightQuery.SearchQueryError {
    /// Apple's `CSSearchQueryError.Code`.
    public typealias Code = CSSearchQueryErrorCode

    /// An error with a code, as Apple's `CSSearchQueryError(_:userInfo:)`.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.init(code, (userInfo[NSLocalizedDescriptionKey] as? String) ?? code.name)
    }

    /// `CSSearchQueryErrorDomain`.
    public static var errorDomain: String { CSSearchQueryErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// The message.
    public var localizedDescription: String { message }
    /// `unknown` (-2000).
    public static var unknown: Code { .unknown }
    /// `indexUnreachable` (-2001).
    public static var indexUnreachable: Code { .indexUnreachable }
    /// `invalidQuery` (-2002).
    public static var invalidQuery: Code { .invalidQuery }
    /// `cancelled` (-2003).
    public static var cancelled: Code { .cancelled }
}

/// `catch CSSearchQueryError.invalidQuery`: a code matches a query error with that code.
public func ~= (code: CSSearchQueryErrorCode, error: Error) -> Bool {
    (error as? SpotlightQuery.SearchQueryError)?.code == code
}
