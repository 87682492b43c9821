import SystemServices

/// App Intents' `ParameterSummary`: the sentence Shortcuts (and Spotlight on the Mac) shows for an intent, naming its
/// parameters.
public protocol ParameterSummary {
    /// The intent type summarised.
    associatedtype Intent: AppIntent
    /// The summary as the simulator's metadata takes it (`Navigate to ${section}`), nil for none.
    var simulated: SystemServices.ParameterSummary? { get }
}

/// An intent without a `parameterSummary`.
public struct NoParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// No summary.
    public init() {}
    /// None.
    public var simulated: SystemServices.ParameterSummary? { nil }
}

/// App Intents' `IntentParameterSummary` (`Summary` inside an intent): `Summary("Navigate to \(\.$section)")`.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// The summary text with `${name}` for each parameter.
    public let text: String

    /// A summary from a string naming parameters by key path; `table` (a strings table) is accepted and not used.
    public init(_ summary: ParameterSummaryString<Intent>, table: String? = nil) { text = summary.text }

    /// The summary as the simulator's metadata takes it.
    public var simulated: SystemServices.ParameterSummary? { SystemServices.ParameterSummary(text) }
}

/// App Intents' `ParameterSummaryString`: text with `\(\.$parameter)` interpolations.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    let text: String

    /// A summary naming no parameter.
    public init(stringLiteral value: String) { text = value }

    /// A summary with parameters.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds the text: a parameter is named by finding which of a fresh intent's `@Parameter`s the key path reaches.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// An interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Literal text.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// `\(\.$section)`.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${" + IntentParameterNames.name(of: parameter) + "}"
        }
    }
}

/// App Intents' `ParameterSummaryBuilder`: `parameterSummary` is one summary.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    /// The summary.
    public static func buildExpression<Summary: ParameterSummary>(_ expression: Summary) -> Summary where Summary.Intent == Intent { expression }
    /// The summary.
    public static func buildBlock<Summary: ParameterSummary>(_ block: Summary) -> Summary where Summary.Intent == Intent { block }
}
