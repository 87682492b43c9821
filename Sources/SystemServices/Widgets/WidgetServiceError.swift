import LimelightCore

/// Why a widget operation was refused.
public enum WidgetServiceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// WidgetKit (Home Screen widgets, Smart Stack, relevance) is not modelled on this platform.
    case unavailable(DevicePlatform)
    /// No widget kind with this name is declared.
    case unknownKind(String, suggestion: String?)
    /// The kind is already declared.
    case duplicateKind(String)
    /// The kind does not support the family.
    case unsupportedFamily(kind: String, family: WidgetFamilyKind, supported: [WidgetFamilyKind])
    /// No placed widget has this id.
    case unknownWidget(String)
    /// No stack has this id.
    case unknownStack(String)
    /// Widgets in a stack share one size.
    case familyMismatch(stack: String, expected: WidgetFamilyKind, got: WidgetFamilyKind)
    /// The stack already holds the maximum number of widgets.
    case stackFull(String, limit: Int)
    /// A stack needs at least one widget.
    case emptyStack

    /// A one-sentence message.
    public var description: String {
        switch self {
        case .unavailable(let p): return "widgets are unavailable on \(p.displayName): this simulator models Home Screen widgets, Smart Stacks and relevance on iOS only"
        case .unknownKind(let k, let s): return "no widget kind '\(k)' is declared" + (s.map { "; did you mean '\($0)'?" } ?? "")
        case .duplicateKind(let k): return "widget kind '\(k)' is already declared"
        case .unsupportedFamily(let k, let f, let s): return "'\(k)' does not support \(f.rawValue) (supported: \(s.map(\.rawValue).joined(separator: ", ")))"
        case .unknownWidget(let id): return "no widget '\(id)' on the Home Screen"
        case .unknownStack(let id): return "no stack '\(id)' on the Home Screen"
        case .familyMismatch(let s, let e, let g): return "stack \(s) holds \(e.rawValue) widgets; a \(g.rawValue) widget cannot join it"
        case .stackFull(let s, let limit): return "stack \(s) already holds \(limit) widgets"
        case .emptyStack: return "a stack needs at least one widget"
        }
    }
}
