import Foundation

/// App Intents' `PersistentlyIdentifiable`: a type with a name that stays the same when the type is renamed.
public protocol PersistentlyIdentifiable {
    /// The type's persistent name (by default its Swift name).
    static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
    /// The type's Swift name.
    public static var persistentIdentifier: String { String(describing: Self.self) }
}

/// App Intents' `AppValue`: a value an intent's parameter can hold that the app defines — an entity or an enum.
public protocol AppValue: _IntentValue {}

/// App Intents' `TypeDisplayRepresentation`: how a type is named.
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The type's name, e.g. `Landmark`.
    public var name: LocalizedStringResource
    /// How a count of the type reads, e.g. `"\(placeholder: .int) landmarks"`.
    public var numericFormat: LocalizedStringResource?

    /// A representation with a name.
    public init(name: LocalizedStringResource) {
        self.name = name
        numericFormat = nil
    }

    /// A representation with a name and a numeric format.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource?) {
        self.name = name
        self.numericFormat = numericFormat
    }

    /// A representation named by a literal: `static var typeDisplayRepresentation: TypeDisplayRepresentation = "Landmark"`.
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }

    /// A representation named by an interpolation.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// App Intents' `DisplayRepresentation`: how a value is shown — title, subtitle, image and synonyms.
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// App Intents' `DisplayRepresentation.Image`: an SF Symbol, a named image, a URL or image data.
    public struct Image: Sendable, Hashable {
        /// The SF Symbol's name, if it is one.
        public let systemName: String?
        /// The asset's name, if it is one.
        public let name: String?
        /// The image's URL, if it is one.
        public let url: URL?
        /// The image's bytes, if it is data.
        public let data: Data?
        /// Whether the image is a template (tinted by the system).
        public let isTemplate: Bool?

        /// An SF Symbol.
        public init(systemName: String, isTemplate: Bool? = nil) {
            self.systemName = systemName
            name = nil
            url = nil
            data = nil
            self.isTemplate = isTemplate
        }

        /// An image from the app's asset catalogue.
        public init(named name: String, isTemplate: Bool? = nil) {
            systemName = nil
            self.name = name
            url = nil
            data = nil
            self.isTemplate = isTemplate
        }

        /// An image at a URL.
        public init(url: URL, isTemplate: Bool? = nil) {
            systemName = nil
            name = nil
            self.url = url
            data = nil
            self.isTemplate = isTemplate
        }

        /// An image from data.
        public init(data: Data, isTemplate: Bool? = nil) {
            systemName = nil
            name = nil
            url = nil
            self.data = data
            self.isTemplate = isTemplate
        }
    }

    /// The title.
    public var title: LocalizedStringResource
    /// The subtitle, if any.
    public var subtitle: LocalizedStringResource?
    /// The image, if any.
    public var image: Image?
    /// Other names Siri accepts for the value.
    public var synonyms: [LocalizedStringResource]

    /// A representation with a title, and optionally a subtitle, an image and synonyms.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
                synonyms: [LocalizedStringResource] = []) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    /// A representation titled by a literal: `[.map: "Map"]`.
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }

    /// A representation titled by an interpolation.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// App Intents' `TypeDisplayRepresentable`: a type that names itself.
public protocol TypeDisplayRepresentable {
    /// How the type is named.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// App Intents' `InstanceDisplayRepresentable`: a value that shows itself.
public protocol InstanceDisplayRepresentable {
    /// How the value is shown.
    var displayRepresentation: DisplayRepresentation { get }
}

/// App Intents' `DisplayRepresentable`: a type and its values that show themselves.
public protocol DisplayRepresentable: TypeDisplayRepresentable, InstanceDisplayRepresentable {}

/// App Intents' `AppEntity`: an app's value the system can refer to, find with its query and show.
public protocol AppEntity: AppValue, Identifiable, DisplayRepresentable, PersistentlyIdentifiable {
    /// The query type.
    associatedtype DefaultQuery: EntityQuery
    /// The query the system uses to find entities.
    static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
    /// The entity's type name as the simulator records it.
    static var simulatedTypeName: String { String(describing: Self.self) }
}
