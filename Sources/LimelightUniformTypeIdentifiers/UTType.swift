import Foundation

/// Apple's `UTType` (UniformTypeIdentifiers): a uniform type identifier with its conformances and tags.
///
/// The built-in types (`UTType+Declarations.swift`) carry Apple's identifiers, conformances, filename extensions and
/// MIME types. A type an app declares with `init(exportedAs:conformingTo:)` or `init(importedAs:conformingTo:)` carries
/// its parent with it. Two types are equal when their identifiers are (compared ignoring case, as Apple's are).
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, e.g. `public.plain-text`.
    public let identifier: String
    /// The types an app-declared type conforms to directly (built-in types keep theirs in the declarations).
    private let declaredParents: [String]
    /// Whether the type is a built-in one or one an app declared.
    public let isDeclared: Bool
    /// Whether the type was made for a tag no declared type has (`init(filenameExtension:)` of an unknown extension).
    public let isDynamic: Bool
    /// The tags of a dynamic type.
    private let dynamicTags: [UTTagClass: [String]]

    /// A built-in type.
    init(builtIn identifier: String) {
        self.identifier = identifier
        declaredParents = []
        isDeclared = true
        isDynamic = false
        dynamicTags = [:]
    }

    private init(identifier: String, parents: [String], declared: Bool, dynamic: Bool = false, tags: [UTTagClass: [String]] = [:]) {
        self.identifier = identifier
        declaredParents = parents
        isDeclared = declared
        isDynamic = dynamic
        dynamicTags = tags
    }

    /// The type with this identifier: a built-in one with its declaration, any other as an undeclared type that conforms
    /// to nothing but itself (Apple returns nil for an identifier no installed app declares; the simulator cannot know
    /// the app's Info.plist, so it accepts it). Nil for an empty identifier.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        if let row = UTTypeDeclarations.byIdentifier[identifier.lowercased()] ?? UTTypeDeclarations.byIdentifier[identifier] {
            self.init(builtIn: row.identifier)
        } else {
            self.init(identifier: identifier, parents: [], declared: false)
        }
    }

    /// The type declared with this filename extension that conforms to `supertype`; for an extension no type declares,
    /// a dynamic type (`dyn.` identifier) conforming to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type declared with this MIME type that conforms to `supertype`; for a MIME type no type declares, a dynamic
    /// type conforming to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The preferred type for a tag of a tag class, conforming to `supertype` when given; a dynamic type when none is
    /// declared. Nil for an empty tag.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard !tag.isEmpty else { return nil }
        if let found = UTType.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first(where: \.isDeclared) {
            self = found
            return
        }
        let encoded = tag.lowercased().unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? String($0) : "-" }.joined()
        self.init(identifier: "dyn." + (tagClass == .mimeType ? "mime-" : "ext-") + encoded,
                  parents: supertype.map { [$0.identifier] } ?? [], declared: false, dynamic: true, tags: [tagClass: [tag]])
    }

    /// Every declared type with a tag of a tag class, conforming to `supertype` when given (a dynamic type when none is).
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        let key = tag.lowercased()
        let identifiers: [String]
        switch tagClass {
        case .filenameExtension: identifiers = UTTypeDeclarations.byExtension[key] ?? []
        case .mimeType: identifiers = UTTypeDeclarations.byMIMEType[key] ?? []
        default: identifiers = []
        }
        let found = identifiers.map(UTType.init(builtIn:)).filter { supertype == nil || $0.conforms(to: supertype ?? .item) }
        return found
    }

    /// A type the app owns and declares in its Info.plist (`UTExportedTypeDeclarations`).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier, parents: parentType.map { [$0.identifier] } ?? [], declared: true)
    }

    /// A type the app uses but another owns (`UTImportedTypeDeclarations`).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier, parents: parentType.map { [$0.identifier] } ?? [], declared: true)
    }

    /// The identifier.
    public var description: String { identifier }

    /// The identifier and whether the type is declared.
    public var debugDescription: String { identifier + (isDeclared ? "" : (isDynamic ? " (dynamic)" : " (undeclared)")) }

    /// Whether the identifier is in the `public.` domain.
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// A description for people (the identifier: the simulator has no localized names).
    public var localizedDescription: String? { identifier }

    /// The version of the declaration (none is declared in the simulator).
    public var version: Int? { nil }

    /// A URL documenting the type (none in the simulator).
    public var referenceURL: URL? { nil }

    /// The preferred filename extension.
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }

    /// The preferred MIME type.
    public var preferredMIMEType: String? { tags[.mimeType]?.first }

    /// The type's tags, by tag class.
    public var tags: [UTTagClass: [String]] {
        if isDynamic { return dynamicTags }
        guard let row = UTTypeDeclarations.byIdentifier[identifier] else { return [:] }
        var out: [UTTagClass: [String]] = [:]
        if !row.extensions.isEmpty { out[.filenameExtension] = row.extensions }
        if !row.mimeTypes.isEmpty { out[.mimeType] = row.mimeTypes }
        return out
    }

    /// The identifiers this type conforms to directly.
    private var parentIdentifiers: [String] {
        UTTypeDeclarations.byIdentifier[identifier]?.conformsTo ?? declaredParents
    }

    /// Every type this one conforms to, directly or not (itself excluded).
    public var supertypes: Set<UTType> {
        var seen: Set<String> = []
        var pending = parentIdentifiers
        var out: Set<UTType> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            let type = UTType(next) ?? UTType(builtIn: next)
            out.insert(type)
            pending += UTTypeDeclarations.byIdentifier[next]?.conformsTo ?? []
        }
        return out
    }

    /// Whether this type is `type` or conforms to it, directly or through its supertypes.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    /// Whether `type` conforms to this one and is not it.
    public func isSupertype(of type: UTType) -> Bool { self != type && type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Types are equal when their identifiers are, ignoring case.
    public static func == (a: UTType, b: UTType) -> Bool {
        a.identifier.compare(b.identifier, options: .caseInsensitive) == .orderedSame
    }

    /// Hashes the lower-cased identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier.lowercased()) }

    /// A type encodes as its identifier.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(identifier)
    }

    /// Decodes an identifier; an empty one is an error.
    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let identifier = try c.decode(String.self)
        guard let type = UTType(identifier) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "'\(identifier)' is not a type identifier")
        }
        self = type
    }
}

/// A class of tags (`UTTagClass`): filename extensions and MIME types.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `public.filename-extension`.
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// `public.mime-type`.
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}
