import Foundation
import LimelightCore

/// App Intents' `_IntentValue`: the types an intent can take as a parameter and return as a value.
public protocol _IntentValue {}

extension Never: _IntentValue {}
extension String: _IntentValue {}
extension Int: _IntentValue {}
extension Double: _IntentValue {}
extension Float: _IntentValue {}
extension Bool: _IntentValue {}
extension Decimal: _IntentValue {}
extension Date: _IntentValue {}
extension DateComponents: _IntentValue {}
extension URL: _IntentValue {}
extension Data: _IntentValue {}
extension Array: _IntentValue where Element: _IntentValue {}
extension Optional: _IntentValue where Wrapped: _IntentValue {}

/// App Intents' `IntentResult`: what `perform()` returns, made with the `.result(…)` functions.
public protocol IntentResult {
    /// The type of the value the intent returns (`Never` when none).
    associatedtype Value: _IntentValue = Never
    /// The value the intent returns, if any.
    var value: Value? { get }
}

/// App Intents' `ReturnsValue`: a result with a value, `some IntentResult & ReturnsValue<String>`.
public protocol ReturnsValue<Value>: IntentResult {
    /// The value's type.
    associatedtype Value
}

/// App Intents' `ProvidesDialog`: a result with a dialog, `some IntentResult & ProvidesDialog`.
public protocol ProvidesDialog: IntentResult {}

/// App Intents' `OpensIntent`: a result that runs another intent next, `some IntentResult & OpensIntent`.
public protocol OpensIntent: IntentResult {}

/// App Intents' `ShowsSnippetView`: a result that shows a SwiftUI snippet.
public protocol ShowsSnippetView: IntentResult {}

/// App Intents' `IntentResultContainer`: the result `.result(…)` makes — a value, an intent to open next, a snippet
/// and a dialog, each possibly `Never`.
public struct IntentResultContainer<Value: _IntentValue, OpensAppIntent, Snippet, Dialog>: IntentResult, ReturnsValue, ProvidesDialog,
    OpensIntent, ShowsSnippetView {
    /// The value the intent returns.
    public let value: Value?
    /// The intent the system runs next.
    public let opensIntent: OpensAppIntent?
    /// What Siri says or shows.
    public let dialog: IntentDialog?
    /// The snippet the result shows, drawn as the simulator's view data (nil when it shows none).
    public let simulatedSnippet: SimViewNode?
    /// The `ActivityKit` activity the intent started (not modelled: always nil).
    public var activityIdentifier: String? { nil }

    init(value: Value? = nil, opensIntent: OpensAppIntent? = nil, dialog: IntentDialog? = nil, snippet: SimViewNode? = nil) {
        self.value = value
        self.opensIntent = opensIntent
        self.dialog = dialog
        simulatedSnippet = snippet
    }
}

extension IntentResult {
    /// `return .result()`: done, nothing to say.
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> { .init() }

    /// `return .result(value: total)`.
    public static func result<Value: _IntentValue>(value: Value) -> Self where Self == IntentResultContainer<Value, Never, Never, Never> {
        .init(value: value)
    }

    /// `return .result(dialog: "Task '\(title)' created.")`.
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        .init(dialog: dialog)
    }

    /// `return .result(value: total, dialog: "…")`.
    public static func result<Value: _IntentValue>(value: Value, dialog: IntentDialog) -> Self
        where Self == IntentResultContainer<Value, Never, Never, IntentDialog> {
        .init(value: value, dialog: dialog)
    }

    /// `return .result(opensIntent: OpenTaskIntent(task: task))`: the system runs that intent next.
    public static func result<OpensAppIntent: AppIntent>(opensIntent: OpensAppIntent) -> Self
        where Self == IntentResultContainer<Never, OpensAppIntent, Never, Never> {
        .init(opensIntent: opensIntent)
    }

    /// `return .result(opensIntent: …, dialog: "…")`.
    public static func result<OpensAppIntent: AppIntent>(opensIntent: OpensAppIntent, dialog: IntentDialog) -> Self
        where Self == IntentResultContainer<Never, OpensAppIntent, Never, IntentDialog> {
        .init(opensIntent: opensIntent, dialog: dialog)
    }

    /// `return .result(value: task, opensIntent: OpenTaskIntent(task: task))`.
    public static func result<Value: _IntentValue, OpensAppIntent: AppIntent>(value: Value, opensIntent: OpensAppIntent) -> Self
        where Self == IntentResultContainer<Value, OpensAppIntent, Never, Never> {
        .init(value: value, opensIntent: opensIntent)
    }

    /// `return .result(value: task, opensIntent: …, dialog: "…")`.
    public static func result<Value: _IntentValue, OpensAppIntent: AppIntent>(value: Value, opensIntent: OpensAppIntent,
                                                                             dialog: IntentDialog) -> Self
        where Self == IntentResultContainer<Value, OpensAppIntent, Never, IntentDialog> {
        .init(value: value, opensIntent: opensIntent, dialog: dialog)
    }
}

/// App Intents' `IntentDialog`: what Siri says or shows when the intent finishes, asks for a value or confirms.
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable, Hashable {
    /// The standalone message.
    public let full: LocalizedStringResource
    /// The shorter message shown next to a snippet, if any.
    public let supporting: LocalizedStringResource?
    /// An SF Symbol shown with the result, if any.
    public let systemImageName: String?

    /// A dialog from a resource.
    public init(_ full: LocalizedStringResource) {
        self.full = full
        supporting = nil
        systemImageName = nil
    }

    /// A dialog with a full and a supporting message.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
        systemImageName = nil
    }

    /// A dialog with a symbol.
    public init(full: LocalizedStringResource, systemImageName: String) {
        self.full = full
        supporting = nil
        self.systemImageName = systemImageName
    }

    /// A dialog with a supporting message and a symbol.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String) {
        self.full = full
        self.supporting = supporting
        self.systemImageName = systemImageName
    }

    /// A dialog from a literal.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }

    /// A dialog from an interpolation, e.g. `"Completed '\(task.title)'."`.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// What the simulator prints: the full message.
    public var text: String { full.text }
}

/// A result as the simulator reads it when the system ran the intent.
protocol SimulatedIntentResult {
    /// What `intents run` prints: the dialog, then the value.
    var lines: [String] { get }
    /// The intent the system runs next.
    var nextIntent: (any AppIntent)? { get }
}

extension IntentResultContainer: SimulatedIntentResult {
    var lines: [String] {
        var lines: [String] = []
        if let dialog { lines.append(dialog.text) }
        if let value { lines.append("value: \(IntentValueText.text(of: value))") }
        return lines
    }

    var nextIntent: (any AppIntent)? { opensIntent as? any AppIntent }
}

/// How a returned value is printed: entities by display title, enum cases by raw value, others by description.
enum IntentValueText {
    static func text(of value: Any) -> String {
        switch value {
        case let entity as any AppEntity: return "\(entity.displayRepresentation.title.text) (\(type(of: entity)):\(entity.id))"
        case let enumeration as any AppEnum: return ".\(enumeration.simulatedCase)"
        case let list as [Any]: return "[" + list.map(text(of:)).joined(separator: ", ") + "]"
        default: return String(describing: value)
        }
    }
}
