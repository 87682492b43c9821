/// Identifies one app entity instance across the system, as `EntityKey(for:identifier:)` does.
public struct EntityKey: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    /// The entity type's name, e.g. `LandmarkEntity`.
    public let typeName: String
    /// The entity's own identifier, rendered as a string.
    public let identifier: String

    /// Creates an identifier for the entity `identifier` of the type `typeName`.
    public init(for typeName: String, identifier: String) {
        self.typeName = typeName
        self.identifier = identifier
    }

    /// `Type:id`, the form used in logs and as the Spotlight unique identifier of an indexed entity.
    public var description: String { typeName + ":" + identifier }

    /// Parses `Type:id` (splitting at the first colon); nil when either half is empty.
    public init?(parsing text: String) {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let type = String(text[..<colon]), id = String(text[text.index(after: colon)...])
        guard !type.isEmpty, !id.isEmpty else { return nil }
        self.init(for: type, identifier: id)
    }

    /// Orders by type name, then identifier.
    public static func < (lhs: EntityKey, rhs: EntityKey) -> Bool {
        (lhs.typeName, lhs.identifier) < (rhs.typeName, rhs.identifier)
    }
}
