/// App Intents' `CaseDisplayRepresentable`: an enumeration whose cases show themselves.
public protocol CaseDisplayRepresentable: CaseIterable, Hashable {
    /// How each case is shown, e.g. `[.map: "Map"]`.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// App Intents' `AppEnum`: an enumeration an intent parameter can take; Siri and Shortcuts show its cases by their
/// display representations. Donations record a case as `.rawValue`.
public protocol AppEnum: AppValue, RawRepresentable, CaseDisplayRepresentable, TypeDisplayRepresentable, PersistentlyIdentifiable {}

extension AppEnum {
    /// The case as the simulator records it: its raw value.
    var simulatedCase: String { "\(rawValue)" }

    /// The case's display representation (its title when it has none declared: the raw value).
    public var displayRepresentation: DisplayRepresentation {
        Self.caseDisplayRepresentations[self] ?? DisplayRepresentation(title: LocalizedStringResource(stringLiteral: "\(rawValue)"))
    }
}
