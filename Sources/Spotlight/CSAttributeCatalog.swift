/// The attribute groups of `CSSearchableItemAttributeSet`, as Apple's headers split them.
public enum CSAttributeGroup: String, Sendable, CaseIterable {
    case general, document, event, place, media, music, image, message, containment, action
}

/// A known attribute of `CSSearchableItemAttributeSet`: its property name, type, group and role in searches.
public struct CSAttributeDescriptor: Sendable, Hashable {
    /// The Swift property name, which is also the name used in query strings (e.g. `title`).
    public let name: String
    public let type: CSAttributeType
    public let group: CSAttributeGroup
    /// Whether free-text (user) queries and `**` look at this attribute.
    public let isSearchableText: Bool
}

/// The catalogue of every attribute the simulator knows by name.
public enum CSAttributeCatalog {
    private static func a(_ name: String, _ type: CSAttributeType, _ group: CSAttributeGroup, text: Bool = false) -> CSAttributeDescriptor {
        CSAttributeDescriptor(name: name, type: type, group: group, isSearchableText: text)
    }

    /// Every known attribute, in Apple's header order within each group.
    public static let all: [CSAttributeDescriptor] = [
        // General
        a("displayName", .string, .general, text: true), a("alternateNames", .strings, .general, text: true),
        a("path", .string, .general), a("contentURL", .string, .general), a("thumbnailURL", .string, .general),
        a("darkThumbnailURL", .string, .general), a("thumbnailData", .data, .general),
        a("relatedUniqueIdentifier", .string, .general), a("weakRelatedUniqueIdentifier", .string, .general),
        a("metadataModificationDate", .date, .general), a("contentType", .string, .general),
        a("contentTypeTree", .strings, .general), a("keywords", .strings, .general, text: true),
        a("title", .string, .general, text: true), a("version", .string, .general),
        a("userCreated", .bool, .general), a("userOwned", .bool, .general), a("userCurated", .bool, .general),
        a("rankingHint", .number, .general), a("domainIdentifier", .string, .general),
        // Documents
        a("audiences", .strings, .document), a("contentDescription", .string, .document, text: true),
        a("creator", .string, .document, text: true), a("encodingApplications", .strings, .document),
        a("fileSize", .number, .document), a("fontNames", .strings, .document), a("identifier", .string, .document),
        a("kind", .string, .document), a("pageCount", .number, .document), a("pageHeight", .number, .document),
        a("pageWidth", .number, .document), a("securityMethod", .string, .document),
        a("subject", .string, .document, text: true), a("theme", .string, .document),
        // Events
        a("allDay", .bool, .event), a("completionDate", .date, .event), a("dueDate", .date, .event),
        a("endDate", .date, .event), a("importantDates", .dates, .event), a("startDate", .date, .event),
        // Places
        a("altitude", .number, .place), a("city", .string, .place, text: true), a("country", .string, .place, text: true),
        a("headline", .string, .place, text: true), a("instructions", .string, .place), a("latitude", .number, .place),
        a("longitude", .number, .place), a("namedLocation", .string, .place, text: true), a("speed", .number, .place),
        a("stateOrProvince", .string, .place, text: true), a("timestamp", .date, .place),
        a("fullyFormattedAddress", .string, .place, text: true), a("postalCode", .string, .place),
        a("subThoroughfare", .string, .place), a("thoroughfare", .string, .place),
        // Media
        a("comment", .string, .media, text: true), a("contentCreationDate", .date, .media),
        a("contentModificationDate", .date, .media), a("contentSources", .strings, .media), a("copyright", .string, .media),
        a("downloadedDate", .date, .media), a("editors", .strings, .media), a("lastUsedDate", .date, .media),
        a("participants", .strings, .media, text: true), a("projects", .strings, .media), a("addedDate", .date, .media),
        a("codecs", .strings, .media), a("duration", .number, .media), a("mediaTypes", .strings, .media),
        // Music
        a("album", .string, .music, text: true), a("artist", .string, .music, text: true),
        a("composer", .string, .music, text: true), a("musicalGenre", .string, .music), a("tempo", .number, .music),
        // Images
        a("pixelHeight", .number, .image), a("pixelWidth", .number, .image), a("orientation", .number, .image),
        a("cameraOwner", .string, .image), a("lensModel", .string, .image),
        // Messages
        a("textContent", .string, .message, text: true), a("htmlContentData", .data, .message),
        a("accountHandles", .strings, .message), a("accountIdentifier", .string, .message),
        a("authorNames", .strings, .message, text: true), a("authorEmailAddresses", .strings, .message),
        a("recipientNames", .strings, .message, text: true), a("recipientEmailAddresses", .strings, .message),
        a("emailHeaders", .strings, .message), a("likelyJunk", .bool, .message), a("mailboxIdentifiers", .strings, .message),
        a("phoneNumbers", .strings, .message),
        // Containment
        a("containerTitle", .string, .containment, text: true), a("containerDisplayName", .string, .containment),
        a("containerIdentifier", .string, .containment), a("containerOrder", .number, .containment),
        // Actions
        a("actionIdentifiers", .strings, .action), a("supportsNavigation", .bool, .action),
        a("supportsPhoneCall", .bool, .action), a("sharedItemContentType", .string, .action),
    ]

    private static let byName: [String: CSAttributeDescriptor] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The descriptor of a known attribute, by its property name.
    public static func descriptor(named name: String) -> CSAttributeDescriptor? { byName[name] }

    /// The names of every known attribute, sorted: for completion and "did you mean".
    public static let names: [String] = all.map(\.name).sorted()

    /// The attributes that free-text queries search, in catalogue order.
    public static let searchableText: [String] = all.filter(\.isSearchableText).map(\.name)
}
