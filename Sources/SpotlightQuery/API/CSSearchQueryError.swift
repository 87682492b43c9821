import LimelightCore

/// `CSSearchQueryErrorCode`: why a query failed.
public enum CSSearchQueryErrorCode: Int, Sendable, CaseIterable {
    case unknown = -2000
    case indexUnreachable = -2001
    case invalidQuery = -2002
    case cancelled = -2003

    /// Apple's case name, e.g. `invalidQuery`.
    public var name: String {
        switch self {
        case .unknown: "unknown"
        case .indexUnreachable: "indexUnreachable"
        case .invalidQuery: "invalidQuery"
        case .cancelled: "cancelled"
        }
    }
}

/// A query failure in `CSSearchQueryErrorDomain`, with the located diagnostics of an invalid query string.
public struct SearchQueryError: Error, Sendable, Equatable, CustomStringConvertible {
    public var code: CSSearchQueryErrorCode
    public var message: String
    /// For `invalidQuery`: where the query string is wrong (line 1, columns in characters of the query string).
    public var diagnostics: [Diagnostic]

    public init(_ code: CSSearchQueryErrorCode, _ message: String, diagnostics: [Diagnostic] = []) {
        self.code = code
        self.message = message
        self.diagnostics = diagnostics
    }

    /// `CSSearchQueryErrorDomain error -2002 (invalidQuery): …`.
    public var description: String { "CSSearchQueryErrorDomain error \(code.rawValue) (\(code.name)): \(message)" }
}
