/// Why a donation or deletion failed: the async/throwing forms throw these, the quiet form only logs them.
public enum IntentDonationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The app has not declared any intents on this device (not installed, or no App Intents metadata).
    case unknownApp(String)
    /// The intent type is not declared by the app; `suggestion` is the closest declared name.
    case unknownIntentType(app: String, typeName: String, suggestion: String?)
    /// A parameter the intent type does not declare.
    case unknownParameter(intent: String, parameter: String, suggestion: String?)
    /// A parameter value of the wrong type.
    case parameterTypeMismatch(intent: String, parameter: String, expected: String, actual: String)

    /// A one-sentence message.
    public var description: String {
        switch self {
        case .unknownApp(let app):
            return "app '\(app)' has no App Intents on this device"
        case .unknownIntentType(let app, let type, let suggestion):
            return "'\(app)' declares no intent type '\(type)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .unknownParameter(let intent, let parameter, let suggestion):
            return "\(intent) has no parameter '\(parameter)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .parameterTypeMismatch(let intent, let parameter, let expected, let actual):
            return "\(intent).\(parameter) expects \(expected), got \(actual)"
        }
    }
}
