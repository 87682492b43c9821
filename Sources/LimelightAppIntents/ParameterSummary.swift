import SystemServices

/// App Intents' `ParameterSummary`: the sentence Shortcuts (and Spotlight on the Mac) shows for an intent, naming its
/// parameters.
public protocol ParameterSummary {
    /// The intent type summarised.
    associatedtype Intent: AppIntent
    /// The summary as the simulator's metadata takes it (`Navigate to ${section}`), nil for none.
    var simulated: SystemServices.ParameterSummaryDeclaration? { get }
}

/// An intent without a `parameterSummary`.
public struct NoParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// No summary.
    public init() {}
    /// None.
    public var simulated: SystemServices.ParameterSummaryDeclaration? { nil }
}

/// App Intents' `IntentParameterSummary` (`Summary` inside an intent): `Summary("Navigate to \(\.$section)")`.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// The summary text with `${name}` for each parameter.
    public let text: String

    /// The parameters shown after the sentence (in the summary's trailing list), in order.
    public let trailingParameters: [PartialKeyPath<Intent>]

    /// A summary from a string naming parameters by key path; `table` (a strings table) is accepted and not used.
    public init(_ summary: ParameterSummaryString<Intent>, table: String? = nil) {
        text = summary.text
        trailingParameters = []
    }

    /// A summary with more parameters listed after it: `Summary("Add \(\.$url)") { \.$folderName }`.
    public init(_ summary: ParameterSummaryString<Intent>, table: String? = nil,
                @ParameterSummaryParametersBuilder<Intent> _ trailingContent: () -> [PartialKeyPath<Intent>]) {
        text = summary.text
        trailingParameters = trailingContent()
    }

    /// A summary without a sentence, listing parameters: `Summary { \.$number; \.$selected }`.
    public init(@ParameterSummaryParametersBuilder<Intent> _ content: () -> [PartialKeyPath<Intent>]) {
        text = ""
        trailingParameters = content()
    }

    /// The summary as the simulator's metadata takes it (nil without a sentence).
    public var simulated: SystemServices.ParameterSummaryDeclaration? { text.isEmpty ? nil : SystemServices.ParameterSummaryDeclaration(text) }
}

/// Builds the parameter list of a summary from key paths to `@Parameter`s.
@resultBuilder
public enum ParameterSummaryParametersBuilder<Intent: AppIntent> {
    /// A parameter.
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) -> [PartialKeyPath<Intent>] { [parameter] }
    /// The parameters of a block.
    public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { parts.flatMap { $0 } }
}

/// App Intents' `EquatableComparisonOperator`, for `When(\.$x, .equalTo, value)`.
public enum EquatableComparisonOperator: Hashable, Sendable {
    case equalTo, notEqualTo
}

/// App Intents' `ComparableComparisonOperator`, for `When(\.$x, .greaterThan, value)`.
public enum ComparableComparisonOperator: Hashable, Sendable {
    case lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo
}

/// App Intents' `HasValueComparisonOperator`, for `When(\.$x, .hasAnyValue) { … } otherwise: { … }`.
public enum HasValueComparisonOperator: Hashable, Sendable {
    /// The parameter has a value.
    case hasAnyValue
    /// The parameter is empty.
    case hasNoValue
}

/// App Intents' `When`: a summary that depends on a parameter's value. The simulator's metadata takes the first branch
/// (Shortcuts shows the branch that holds for the values being edited).
public struct When<Intent: AppIntent, Then: ParameterSummary, Otherwise: ParameterSummary>: ParameterSummary
    where Then.Intent == Intent, Otherwise.Intent == Intent {
    let then: Then
    let otherwise: Otherwise?

    /// `When(\.$selected, .equalTo, false) { Summary … } otherwise: { Summary … }`.
    public init<Value: Equatable>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: EquatableComparisonOperator,
                                  _ value: Value, @ParameterSummaryBuilder<Intent> _ then: () -> Then,
                                  @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        self.then = then()
        self.otherwise = otherwise()
    }

    /// `When(\.$count, .greaterThan, 1) { … } otherwise: { … }`.
    public init<Value: Comparable>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: ComparableComparisonOperator,
                                   _ value: Value, @ParameterSummaryBuilder<Intent> _ then: () -> Then,
                                   @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        self.then = then()
        self.otherwise = otherwise()
    }

    /// `When(\.$endpoint, .hasAnyValue) { Summary … } otherwise: { Summary … }`: whether a parameter has a value.
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: HasValueComparisonOperator,
                       @ParameterSummaryBuilder<Intent> _ then: () -> Then, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        self.then = then()
        self.otherwise = otherwise()
    }

    /// The first branch.
    public var simulated: SystemServices.ParameterSummaryDeclaration? { then.simulated }
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
