/// App Intents' `AppEnum`: an enumeration an intent parameter can take; Siri and Shortcuts show its cases by their
/// display representations. Donations record a case as `.rawValue`.
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable {
    /// How the type is named, e.g. `"Navigation Option"`.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How each case is shown, e.g. `[.map: "Map"]`.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    /// The case as the simulator records it: its raw value.
    var simulatedCase: String { "\(rawValue)" }
}

extension TypeDisplayRepresentation: ExpressibleByStringInterpolation {
    /// A representation named by a literal: `static var typeDisplayRepresentation: TypeDisplayRepresentation = "Landmark"`.
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }

    /// A representation named by an interpolation.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

extension DisplayRepresentation: ExpressibleByStringInterpolation {
    /// A representation titled by a literal: `[.map: "Map"]`.
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }

    /// A representation titled by an interpolation.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
