import LimelightSwiftUI

// SwiftUI's controls that perform an App Intent (iOS 17), which Apple declares where SwiftUI and App Intents meet (the
// `_AppIntents_SwiftUI` overlay): a file that imports both sees them, a widget extension or an app alike. In a widget a
// tap runs the intent (`intents run … --via widget`); the simulator draws the control with the intent's type as its
// target.

extension Button {
    /// A button that performs `intent`.
    public nonisolated init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(simulatedTarget: "intent: \(I.self)", label: label)
    }

    /// A button with a role that performs `intent`.
    public nonisolated init(role: ButtonRole?, intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.init(simulatedTarget: "intent: \(type(of: intent))", label: label)
    }
}

extension Button where Label == Text {
    /// A button titled by a localized key that performs `intent`.
    public nonisolated init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
        self.init(simulatedTarget: "intent: \(type(of: intent))") { Text(titleKey) }
    }

    /// A button titled by a string that performs `intent`.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, intent: some AppIntent) {
        self.init(simulatedTarget: "intent: \(type(of: intent))") { Text(title) }
    }

    /// A button with a role, titled by a localized key, that performs `intent`.
    public nonisolated init(_ titleKey: LocalizedStringKey, role: ButtonRole?, intent: some AppIntent) {
        self.init(simulatedTarget: "intent: \(type(of: intent))") { Text(titleKey) }
    }

    /// A button with a role, titled by a string, that performs `intent`.
    @_disfavoredOverload
    public nonisolated init(_ title: some StringProtocol, role: ButtonRole?, intent: some AppIntent) {
        self.init(simulatedTarget: "intent: \(type(of: intent))") { Text(title) }
    }
}

extension Toggle {
    /// A toggle, on or off, that performs `intent`.
    public nonisolated init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.init(isOn: isOn, simulatedTarget: "intent: \(I.self)", label: label)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled by a localized key that performs `intent`.
    public nonisolated init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntent) {
        self.init(isOn: isOn, simulatedTarget: "intent: \(type(of: intent))") { Text(titleKey) }
    }

    /// A toggle titled by a string that performs `intent`.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, isOn: Bool, intent: some AppIntent) {
        self.init(isOn: isOn, simulatedTarget: "intent: \(type(of: intent))") { Text(title) }
    }
}
