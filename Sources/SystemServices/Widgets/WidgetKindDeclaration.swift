/// The data of a declared widget kind (`StaticConfiguration(kind:)`): kind string, app, name and families, without
/// its provider, which is app code the app's install hook attaches again.
public struct WidgetKindDeclaration: Hashable, Codable, Sendable {
    /// The kind string `WidgetCenterRecord.reloadTimelines(ofKind:)` uses.
    public var kind: String
    /// The app that contains the widget extension.
    public var app: String
    /// The name shown in the widget gallery.
    public var displayName: String
    /// Supported families (`supportedFamilies`).
    public var supportedFamilies: [WidgetFamilyKind]

    /// Describes a widget kind.
    public init(kind: String, app: String, displayName: String, supportedFamilies: [WidgetFamilyKind] = [.systemSmall, .systemMedium]) {
        self.kind = kind
        self.app = app
        self.displayName = displayName
        self.supportedFamilies = supportedFamilies
    }
}

extension WidgetDeclaration {
    /// The declaration without its provider: what a snapshot keeps.
    public var kindDeclaration: WidgetKindDeclaration {
        WidgetKindDeclaration(kind: kind, app: app, displayName: displayName, supportedFamilies: supportedFamilies)
    }
}
