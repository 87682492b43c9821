/// Apple's `UTType` (UniformTypeIdentifiers) as far as CoreSpotlight uses it: a uniform type identifier by name.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier, e.g. `public.text`.
    public let identifier: String

    /// The type with this identifier (Apple's returns nil for an undeclared dynamic type; every identifier is declared here).
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self.identifier = identifier
    }

    /// A type that must exist, as Apple's `UTType(exportedAs:)` declares an app's own type.
    public init(exportedAs identifier: String) { self.identifier = identifier }

    /// A type the app uses but does not own, as Apple's `UTType(importedAs:)`.
    public init(importedAs identifier: String) { self.identifier = identifier }

    /// The identifier.
    public var description: String { identifier }

    /// `public.item`, the base of every type.
    public static let item = UTType(exportedAs: "public.item")
    /// `public.content`, the base of document content.
    public static let content = UTType(exportedAs: "public.content")
    /// `public.data`.
    public static let data = UTType(exportedAs: "public.data")
    /// `public.text`.
    public static let text = UTType(exportedAs: "public.text")
    /// `public.plain-text`.
    public static let plainText = UTType(exportedAs: "public.plain-text")
    /// `public.utf8-plain-text`.
    public static let utf8PlainText = UTType(exportedAs: "public.utf8-plain-text")
    /// `public.image`.
    public static let image = UTType(exportedAs: "public.image")
    /// `public.audio`.
    public static let audio = UTType(exportedAs: "public.audio")
    /// `public.movie`.
    public static let movie = UTType(exportedAs: "public.movie")
    /// `public.url`.
    public static let url = UTType(exportedAs: "public.url")
    /// `public.json`.
    public static let json = UTType(exportedAs: "public.json")
    /// `com.adobe.pdf`.
    public static let pdf = UTType(exportedAs: "com.adobe.pdf")
    /// `public.contact`.
    public static let contact = UTType(exportedAs: "public.contact")
    /// `public.calendar-event`.
    public static let calendarEvent = UTType(exportedAs: "public.calendar-event")
    /// `public.to-do-item`.
    public static let toDoItem = UTType(exportedAs: "public.to-do-item")
    /// `public.message`.
    public static let message = UTType(exportedAs: "public.message")
    /// `public.folder`.
    public static let folder = UTType(exportedAs: "public.folder")
}
