import Foundation
import LimelightCore
import SystemServices

/// App Intents' `IntentResult`: what `perform()` returns.
public protocol IntentResult {}

/// The result of an intent that returns nothing (`.result()`).
public struct EmptyIntentResult: IntentResult {
    /// The empty result.
    public init() {}
}

extension IntentResult where Self == EmptyIntentResult {
    /// `return .result()`.
    public static func result() -> EmptyIntentResult { EmptyIntentResult() }
}

/// App Intents' `IntentDialog`: what Siri says or shows when the intent finishes.
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    /// The text (one locale).
    public let text: String

    /// A dialog from a resource.
    public init(_ resource: LocalizedStringResource) { text = resource.key }

    /// A dialog from a literal.
    public init(stringLiteral value: String) { text = value }

    /// A dialog from an interpolation, e.g. `"Completed '\(task.title)'."`.
    public init(stringInterpolation: DefaultStringInterpolation) { text = String(stringInterpolation: stringInterpolation) }
}

/// App Intents' `ProvidesDialog`: a result with a dialog.
public protocol ProvidesDialog: IntentResult {}

/// The result of an intent that says something (`.result(dialog:)`).
public struct DialogIntentResult: IntentResult, ProvidesDialog {
    /// What the intent says.
    public let dialog: IntentDialog
}

extension IntentResult where Self == DialogIntentResult {
    /// `return .result(dialog: "Task '\(title)' erstellt.")`.
    public static func result(dialog: IntentDialog) -> DialogIntentResult { DialogIntentResult(dialog: dialog) }
}

/// A result as the simulator prints it when the system ran the intent.
protocol SimulatedIntentResult {
    var lines: [String] { get }
}

extension EmptyIntentResult: SimulatedIntentResult {
    var lines: [String] { [] }
}

extension DialogIntentResult: SimulatedIntentResult {
    var lines: [String] { [dialog.text] }
}

/// App Intents' `AppIntent`: an action the system can run and the app donates.
public protocol AppIntent {
    /// The result type of `perform()`.
    associatedtype PerformResult: IntentResult
    /// The intent's title.
    static var title: LocalizedStringResource { get }
    /// An intent with default parameters.
    init()
    /// Runs the intent.
    func perform() async throws -> PerformResult
    /// The type of `parameterSummary` (inferred from it; none when the intent has no summary).
    associatedtype SummaryContent: ParameterSummary = NoParameterSummary<Self>
    /// The sentence Shortcuts shows, e.g. `Summary("Navigate to \(\.$section)")`.
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
    /// Whether Shortcuts and Spotlight offer the intent (true by default).
    static var isDiscoverable: Bool { get }
}

extension AppIntent where SummaryContent == NoParameterSummary<Self> {
    /// No summary.
    public static var parameterSummary: NoParameterSummary<Self> { NoParameterSummary() }
}

extension AppIntent {
    /// Discoverable.
    public static var isDiscoverable: Bool { true }
    /// `Summary("…")` inside an intent: its `IntentParameterSummary`.
    public typealias Summary = IntentParameterSummary<Self>
}

/// App Intents' `OpenIntent`: opens the app at `target`.
public protocol OpenIntent: AppIntent {
    /// The entity type opened.
    associatedtype Value: AppEntity
    /// What to open.
    var target: Value { get set }
}

/// App Intents' `@Parameter` (`IntentParameter`): an intent's input, named after its property in donations.
@propertyWrapper
public final class IntentParameter<Value> {
    private var value: Value?
    /// The parameter's title.
    public let title: LocalizedStringResource

    /// The value; an unset optional parameter is nil, and reading an unset required one stops the program, as on a device.
    public var wrappedValue: Value {
        get {
            if let value { return value }
            if let none = (Value.self as? OptionalParameter.Type)?.noValue as? Value { return none }
            fatalError("the intent parameter '\(title)' was read before it was set")
        }
        set { value = newValue }
    }

    /// A parameter with a title.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, requestValueDialog: LocalizedStringResource? = nil) {
        self.title = title
    }

    /// A parameter with a default value.
    public init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.value = wrappedValue
        self.title = title
        self.hasDefault = true
    }

    /// A parameter with a default value given as `default:` (`@Parameter(title: "Minutes", default: 25)`).
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value?) {
        self.value = defaultValue
        self.title = title
        self.hasDefault = defaultValue != nil
    }

    /// `$name`: the parameter itself, for `Summary("… \(\.$name)")`.
    public var projectedValue: IntentParameter<Value> { self }

    /// Whether the declaration gives a default value.
    private(set) var hasDefault = false

    /// The value as the simulator records it (nil when unset or of a type it does not model).
    var simulatedValue: IntentValue? {
        switch value {
        case let v as String: .string(v)
        case let v as Int: .int(v)
        case let v as Double: .double(v)
        case let v as Bool: .bool(v)
        case let v as Date: .date(SimInstant(v))
        case let v as any AppEntity: .entity(EntityIdentifier(for: String(describing: type(of: v)), identifier: "\(v.id)"))
        case let v as any AppEnum: .enumCase(v.simulatedCase)
        default: nil
        }
    }

    /// The parameter as App Intents metadata declares it.
    func declaration(name: String) -> SystemServices.IntentParameter {
        let (type, optional) = IntentParameterTypes.type(of: Value.self)
        return SystemServices.IntentParameter(name, title: title.key, type: type, isRequired: !optional && !hasDefault, hasDefault: hasDefault)
    }

    /// Whether the parameter has no value and must have one (not optional).
    var isMissing: Bool { value == nil && !(Value.self is OptionalParameter.Type) }

    /// Sets the value the system resolved from a simulated one (entities through their type's `defaultQuery`); false
    /// when it does not resolve.
    func assign(_ simulated: IntentValue) async throws -> Bool {
        guard let resolved = try await IntentValueResolution.value(simulated, as: Value.self), let typed = resolved as? Value else { return false }
        value = typed
        return true
    }
}

/// `@Parameter`, Apple's spelling of `IntentParameter`.
public typealias Parameter = IntentParameter

/// Reads an intent's parameters for the simulator.
protocol SimulatedParameter {
    var simulatedValue: IntentValue? { get }
    func declaration(name: String) -> SystemServices.IntentParameter
    var isMissing: Bool { get }
    func assign(_ simulated: IntentValue) async throws -> Bool
}

extension IntentParameter: SimulatedParameter {}

extension AppIntent {
    /// The intent as the simulator records it: its type name and its set parameters by property name.
    public var simulated: SystemServices.AppIntent {
        var parameters: [String: IntentValue] = [:]
        for child in Mirror(reflecting: self).children {
            guard let label = child.label, let parameter = child.value as? SimulatedParameter, let value = parameter.simulatedValue else { continue }
            parameters[label.hasPrefix("_") ? String(label.dropFirst()) : label] = value
        }
        return SystemServices.AppIntent(String(describing: Self.self), parameters)
    }
}
