import Foundation
import LimelightCore
import SimulatorKit
import SystemServices

// unchecked: Apple's `wrappedValue` is a settable value of any type (`final var wrappedValue: Value { get set }`) on a
// class Apple declares `Sendable` (`AnyIntentValue`); the system sets it before `perform()`, on one thread.
/// App Intents' `@Parameter` (`IntentParameter`): an intent's input, named after its property in donations.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    private var value: Value?
    /// The parameter's title (nil: the property's name).
    public let title: LocalizedStringResource?
    /// What the parameter is for.
    public let description: LocalizedStringResource?
    /// What Siri asks when the parameter has no value.
    public let requestValueDialog: IntentDialog?
    /// Whether the declaration gives a default value.
    private(set) var hasDefault = false
    /// An array parameter's size per widget family (`size:`), empty when the declaration gives none.
    public internal(set) var simulatedCollectionSizes: [IntentWidgetFamily: IntentCollectionSize] = [:]

    /// The value; an unset optional parameter is nil, and reading an unset required one stops the program, as on a device.
    public var wrappedValue: Value {
        get {
            if let value { return value }
            if let none = (Value.self as? OptionalParameter.Type)?.noValue as? Value { return none }
            fatalError("the intent parameter '\(title?.text ?? "")' was read before it was set")
        }
        set { value = newValue }
    }

    /// The value, if it is set (never stops the program).
    var simulatedCurrentValue: Value? { value }

    /// Whether the parameter has a value (an optional parameter set to nil has none).
    var simulatedHasValue: Bool {
        guard let value else { return false }
        let mirror = Mirror(reflecting: value as Any)
        return !(mirror.displayStyle == .optional && mirror.children.isEmpty)
    }

    private init(value: Value?, title: LocalizedStringResource?, description: LocalizedStringResource?, requestValueDialog: IntentDialog?) {
        self.value = value
        self.title = title
        self.description = description
        self.requestValueDialog = requestValueDialog
        hasDefault = value != nil
    }

    /// `@Parameter(title: "Title", description: …, default: …, inputOptions: …, requestValueDialog: "Which title?")`.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                            inputOptions: String.IntentInputOptions? = nil, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(value: defaultValue, title: title, description: description, requestValueDialog: requestValueDialog)
    }

    /// An entity parameter with a dialog for choosing among several matches.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                            requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(value: defaultValue, title: title, description: description, requestValueDialog: requestValueDialog)
    }

    /// A number parameter with a control style and an allowed range.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                            controlStyle: IntentParameterControlStyle, inclusiveRange: (lowerBound: Value, upperBound: Value)? = nil,
                            requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(value: defaultValue, title: title, description: description, requestValueDialog: requestValueDialog)
    }

    /// A number parameter with an allowed range.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                            inclusiveRange: (lowerBound: Value, upperBound: Value), requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(value: defaultValue, title: title, description: description, requestValueDialog: requestValueDialog)
    }

    /// A parameter whose values come from an options provider.
    public convenience init<OptionsProvider: DynamicOptionsProvider>(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                                                                     default defaultValue: Value? = nil, requestValueDialog: IntentDialog? = nil,
                                                                     inputConnectionBehavior: InputConnectionBehavior = .default,
                                                                     optionsProvider: OptionsProvider) {
        self.init(value: defaultValue, title: title, description: description, requestValueDialog: requestValueDialog)
    }

    /// A parameter titled by its property's name (`@Parameter var target: LandmarkEntity`).
    public convenience init(description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                            requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(value: defaultValue, title: nil, description: description, requestValueDialog: requestValueDialog)
    }

    /// A parameter with an initial value (`@Parameter(title: "Minutes") var minutes = 25`).
    public convenience init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            requestValueDialog: IntentDialog? = nil) {
        self.init(value: wrappedValue, title: title, description: description, requestValueDialog: requestValueDialog)
    }

    /// A parameter with an initial value, titled by its property's name (`@Parameter var minutes = 25`).
    public convenience init(wrappedValue: Value, description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil) {
        self.init(value: wrappedValue, title: nil, description: description, requestValueDialog: requestValueDialog)
    }

    /// `$name`: the parameter itself, for `Summary("… \(\.$name)")`, `requestValue` and `needsValueError`.
    public var projectedValue: IntentParameter<Value> { self }

    /// The error that asks the person for this parameter's value and performs the intent again:
    /// `throw $task.needsValueError("Which task?")`.
    public func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError {
        AppIntentError("restartPerform", "needs a value: \(dialog?.text ?? requestValueDialog?.text ?? title?.text ?? "a value")")
    }

    /// The error form of asking for a value: `throw $task.requestValue("Which task?")`.
    public func requestValue(_ dialog: IntentDialog? = nil) -> any Error { needsValueError(dialog) }

    /// Asks the person for a value and returns it. The simulator has no one to answer, so it throws the error that
    /// asks again (`needsValueError`), which ends the run with the question.
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value { throw needsValueError(dialog) }

    /// Asks the person to confirm a value; the simulated person confirms (or answers as the run says: `SimQuestionBoard`).
    public func requestConfirmation(for itemToConfirm: Value, dialog: IntentDialog? = nil) async throws -> Bool {
        try await SimulatedConfirmation.ask(Value.self, dialog: dialog, actionName: .continue)
    }

    /// Asks the person to choose one of `items`; the simulated person takes the first (an error when there is none).
    public func requestDisambiguation(among items: [Value], dialog: IntentDialog? = nil) async throws -> Value {
        guard let first = items.first else { throw AppIntentError.Unrecoverable.entityNotFound }
        return first
    }

    /// The value as the simulator records it (nil when unset or of a type it does not model).
    var simulatedValue: IntentValue? { value.flatMap(SimulatedValue.of) }

    /// The parameter as App Intents metadata declares it.
    func declaration(name: String) -> SystemServices.IntentParameterDeclaration {
        let (type, optional) = IntentParameterTypes.type(of: Value.self)
        return SystemServices.IntentParameterDeclaration(name, title: title?.text ?? name, type: type, isRequired: !optional && !hasDefault,
                                              hasDefault: hasDefault)
    }

    /// The entity types the parameter's type names (an entity, an optional or array of one).
    var entityTypes: [any AppEntity.Type] { IntentParameterTypes.entityTypes(in: Value.self) }

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

/// App Intents' `InputConnectionBehavior`: whether Shortcuts connects the previous action's output to the parameter.
public enum InputConnectionBehavior: Hashable, Sendable {
    /// The system decides.
    case `default`
    /// Never connect.
    case never
    /// Connect to the previous action's output.
    case connectToPreviousIntentResult
}

/// App Intents' `IntentParameterControlStyle`: how Shortcuts edits a number.
public enum IntentParameterControlStyle: Hashable, Sendable {
    /// A field.
    case field
    /// A slider.
    case slider
    /// A stepper.
    case stepper
}

extension String {
    /// App Intents' `String.IntentInputOptions`: the keyboard Shortcuts shows for a text parameter.
    public struct IntentInputOptions: Hashable, Sendable {
        /// The keyboard layouts.
        public enum KeyboardType: Hashable, Sendable {
            case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
                 twitter, webSearch, asciiCapableNumberPad
        }

        /// Automatic capitalisation.
        public enum CapitalizationType: Hashable, Sendable {
            case none, words, sentences, allCharacters
        }

        /// The keyboard.
        public var keyboardType: KeyboardType
        /// The capitalisation.
        public var capitalizationType: CapitalizationType
        /// Whether the text has several lines.
        public var multiline: Bool
        /// Whether the keyboard autocorrects.
        public var autocorrect: Bool
        /// Whether quotes are made typographic.
        public var smartQuotes: Bool
        /// Whether dashes are made typographic.
        public var smartDashes: Bool

        /// Options as Apple's defaults give them.
        public init(keyboardType: KeyboardType = .asciiCapable, capitalizationType: CapitalizationType = .sentences, multiline: Bool = false,
                    autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true) {
            self.keyboardType = keyboardType
            self.capitalizationType = capitalizationType
            self.multiline = multiline
            self.autocorrect = autocorrect
            self.smartQuotes = smartQuotes
            self.smartDashes = smartDashes
        }
    }
}

/// Reads an intent's parameters for the simulator.
protocol SimulatedParameter {
    var simulatedValue: IntentValue? { get }
    func declaration(name: String) -> SystemServices.IntentParameterDeclaration
    var entityTypes: [any AppEntity.Type] { get }
    var isMissing: Bool { get }
    func assign(_ simulated: IntentValue) async throws -> Bool
}

extension IntentParameter: SimulatedParameter {}

/// Swift values as the simulator records them.
enum SimulatedValue {
    /// The value as an `IntentValue`, nil for a type the simulator does not model.
    static func of(_ value: Any) -> IntentValue? {
        switch value {
        case let v as String: return .string(v)
        case let v as Int: return .int(v)
        case let v as Double: return .double(v)
        case let v as Float: return .double(Double(v))
        case let v as Bool: return .bool(v)
        case let v as Date: return .date(SimInstant(v))
        case let v as Data: return .data(Array(v))
        case let v as URL: return .string(v.absoluteString)
        case let v as any AppEntity: return .entity(EntityIdentifier(for: String(describing: type(of: v)), identifier: "\(v.id)"))
        case let v as any AppEnum: return .enumCase(v.simulatedCase)
        case let v as [Any]: return .array(v.compactMap(of))
        default: return nil
        }
    }
}

extension AppIntent {
    /// The intent as the simulator records it: its type name and its set parameters by property name.
    public var simulated: SystemServices.IntentRecord {
        var parameters: [String: IntentValue] = [:]
        for child in Mirror(reflecting: self).children {
            guard let label = child.label, let parameter = child.value as? SimulatedParameter, let value = parameter.simulatedValue else { continue }
            parameters[label.hasPrefix("_") ? String(label.dropFirst()) : label] = value
        }
        return SystemServices.IntentRecord(String(describing: Self.self), parameters)
    }
}
