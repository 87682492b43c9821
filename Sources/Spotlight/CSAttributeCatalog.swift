/// The attribute groups of `CSSearchableItemAttributeSet`, as Apple's headers split them (`CSSearchableItemAttributeSet_General.h`,
/// `_Documents.h`, `_Events.h`, `_Images.h`, `_Media.h` with the music properties, `_Messaging.h`, `_Places.h`, `_Actionable.h`,
/// `_Containment.h`, `_ItemProvider.h`).
public enum CSAttributeGroup: String, Sendable, CaseIterable {
    case general, itemProvider, document, event, image, media, music, message, place, action, containment
}

/// How Apple's Swift API types an attribute; the simulator stores each as the `CSAttributeType` `storedType` gives.
public enum CSAttributeAppleType: String, Sendable, CaseIterable {
    /// `String?`.
    case string
    /// `String?`, read-only (the system fills it in).
    case stringGet
    /// `[String]?`.
    case strings
    /// `NSNumber?` holding a number.
    case number
    /// `NSNumber?` holding a Boolean (`allDay`, `userCreated`, `likelyJunk`, …).
    case bool
    /// `NSNumber?` holding a Boolean, read-only (the system fills it in).
    case boolGet
    /// `Date?`.
    case date
    /// `[Date]?`.
    case dates
    /// `URL?` (stored as its absolute string).
    case url
    /// `Data?`.
    case data
    /// `UTType?` (stored as its identifier).
    case utType
    /// `[CSPerson]?` (stored as one text per person).
    case persons
    /// `[String: [Any]]?`, the e-mail headers (stored as one `Name: value` text per value).
    case headers
    /// `[String]`, never nil (empty when unset).
    case identifiers

    /// The type the simulator stores the attribute as.
    public var storedType: CSAttributeType {
        switch self {
        case .string, .stringGet, .url, .utType: .string
        case .strings, .persons, .headers, .identifiers: .strings
        case .number: .number
        case .bool, .boolGet: .bool
        case .date: .date
        case .dates: .dates
        case .data: .data
        }
    }
}

/// A known attribute of `CSSearchableItemAttributeSet`: its property name, type, group and role in searches.
public struct CSAttributeDescriptor: Sendable, Hashable {
    /// The Swift property name, which is also the name used in query strings (e.g. `title`).
    public let name: String
    /// How the simulator stores it.
    public let type: CSAttributeType
    /// How Apple's Swift API types it.
    public let appleType: CSAttributeAppleType
    public let group: CSAttributeGroup
    /// Whether free-text (user) queries and `**` look at this attribute.
    public let isSearchableText: Bool
    /// The Objective-C property name where Swift's differs (`ISOSpeed` for `isoSpeed`, `URL` for `url`); queries accept
    /// it, and `kMDItem` + it, as the Swift name.
    public let objcName: String?
}

/// The catalogue of every attribute Apple's `CSSearchableItemAttributeSet` declares, the simulator knows by name: each is
/// stored, kept in snapshots, shown by `spotlight show` and queryable by its property name (Docs/QueryLanguage.md),
/// whether or not the simulator gives it a meaning. Source: Apple's documentation of the class and its category headers.
public enum CSAttributeCatalog {
    private static func a(_ name: String, _ appleType: CSAttributeAppleType, _ group: CSAttributeGroup, text: Bool = false,
                          objc: String? = nil) -> CSAttributeDescriptor {
        CSAttributeDescriptor(name: name, type: appleType.storedType, appleType: appleType, group: group, isSearchableText: text,
                              objcName: objc)
    }

    /// Every known attribute, in Apple's header order within each group.
    public static let all: [CSAttributeDescriptor] = [
        // General
        a("displayName", .string, .general, text: true), a("alternateNames", .strings, .general, text: true),
        a("path", .string, .general), a("contentURL", .url, .general), a("thumbnailURL", .url, .general),
        a("darkThumbnailURL", .url, .general), a("thumbnailData", .data, .general),
        a("relatedUniqueIdentifier", .string, .general), a("weakRelatedUniqueIdentifier", .string, .general),
        a("metadataModificationDate", .date, .general), a("contentType", .string, .general),
        a("contentTypeTree", .strings, .general), a("keywords", .strings, .general, text: true),
        a("title", .string, .general, text: true), a("version", .string, .general), a("userCreated", .bool, .general),
        a("userOwned", .bool, .general), a("userCurated", .bool, .general), a("rankingHint", .number, .general),
        a("domainIdentifier", .string, .general), a("isPriority", .boolGet, .general),
        a("textContentSummary", .stringGet, .general, text: true), a("transcribedTextContent", .string, .general, text: true),
        // Item providers
        a("providerDataTypeIdentifiers", .strings, .itemProvider), a("providerFileTypeIdentifiers", .strings, .itemProvider),
        a("providerInPlaceFileTypeIdentifiers", .strings, .itemProvider),
        // Documents
        a("subject", .string, .document, text: true), a("theme", .string, .document),
        a("contentDescription", .string, .document, text: true), a("identifier", .string, .document),
        a("audiences", .strings, .document), a("fileSize", .number, .document), a("pageCount", .number, .document),
        a("pageWidth", .number, .document), a("pageHeight", .number, .document), a("securityMethod", .string, .document),
        a("creator", .string, .document, text: true), a("encodingApplications", .strings, .document),
        a("kind", .string, .document), a("fontNames", .strings, .document),
        // Events
        a("dueDate", .date, .event), a("completionDate", .date, .event), a("startDate", .date, .event),
        a("endDate", .date, .event), a("importantDates", .dates, .event), a("allDay", .bool, .event),
        // Images
        a("pixelHeight", .number, .image), a("pixelWidth", .number, .image), a("pixelCount", .number, .image),
        a("colorSpace", .string, .image), a("bitsPerSample", .number, .image), a("flashOn", .bool, .image),
        a("focalLength", .number, .image), a("focalLength35mm", .bool, .image), a("acquisitionMake", .string, .image),
        a("acquisitionModel", .string, .image), a("cameraOwner", .string, .image), a("lensModel", .string, .image),
        a("isoSpeed", .number, .image, objc: "ISOSpeed"), a("orientation", .number, .image), a("layerNames", .strings, .image),
        a("whiteBalance", .number, .image), a("aperture", .number, .image), a("profileName", .string, .image),
        a("resolutionWidthDPI", .number, .image), a("resolutionHeightDPI", .number, .image), a("exposureMode", .number, .image),
        a("exposureTime", .number, .image), a("exifVersion", .string, .image, objc: "EXIFVersion"),
        a("exifgpsVersion", .string, .image, objc: "EXIFGPSVersion"), a("hasAlphaChannel", .bool, .image),
        a("redEyeOn", .bool, .image), a("meteringMode", .string, .image), a("maxAperture", .number, .image),
        a("fNumber", .number, .image), a("exposureProgram", .string, .image), a("exposureTimeString", .string, .image),
        // Media
        a("editors", .strings, .media), a("participants", .strings, .media, text: true), a("projects", .strings, .media),
        a("downloadedDate", .date, .media), a("contentSources", .strings, .media), a("comment", .string, .media, text: true),
        a("copyright", .string, .media), a("lastUsedDate", .date, .media), a("contentCreationDate", .date, .media),
        a("contentModificationDate", .date, .media), a("addedDate", .date, .media), a("duration", .number, .media),
        a("contactKeywords", .strings, .media), a("codecs", .strings, .media), a("mediaTypes", .strings, .media),
        a("streamable", .bool, .media), a("totalBitRate", .number, .media), a("videoBitRate", .number, .media),
        a("audioBitRate", .number, .media), a("deliveryType", .number, .media), a("organizations", .strings, .media),
        a("role", .string, .media), a("languages", .strings, .media), a("rights", .string, .media),
        a("publishers", .strings, .media), a("contributors", .strings, .media), a("coverage", .strings, .media),
        a("rating", .number, .media), a("ratingDescription", .string, .media), a("playCount", .number, .media),
        a("information", .string, .media), a("director", .string, .media), a("producer", .string, .media),
        a("genre", .string, .media), a("performers", .strings, .media), a("originalFormat", .string, .media),
        a("originalSource", .string, .media), a("local", .bool, .media), a("contentRating", .number, .media),
        a("url", .url, .media, objc: "URL"),
        // Music
        a("audioSampleRate", .number, .music), a("audioChannelCount", .number, .music), a("tempo", .number, .music),
        a("keySignature", .string, .music), a("timeSignature", .string, .music), a("audioEncodingApplication", .string, .music),
        a("composer", .string, .music, text: true), a("lyricist", .string, .music), a("album", .string, .music, text: true),
        a("artist", .string, .music, text: true), a("audioTrackNumber", .number, .music), a("recordingDate", .date, .music),
        a("musicalGenre", .string, .music), a("generalMIDISequence", .bool, .music),
        a("musicalInstrumentCategory", .string, .music), a("musicalInstrumentName", .string, .music),
        // Messaging
        a("accountIdentifier", .string, .message), a("accountHandles", .strings, .message),
        a("htmlContentData", .data, .message, objc: "HTMLContentData"), a("textContent", .string, .message, text: true),
        a("authors", .persons, .message), a("primaryRecipients", .persons, .message),
        a("additionalRecipients", .persons, .message), a("hiddenAdditionalRecipients", .persons, .message),
        a("emailHeaders", .headers, .message), a("mailboxIdentifiers", .strings, .message),
        a("authorNames", .strings, .message, text: true), a("recipientNames", .strings, .message, text: true),
        a("authorEmailAddresses", .strings, .message), a("recipientEmailAddresses", .strings, .message),
        a("authorAddresses", .strings, .message), a("recipientAddresses", .strings, .message),
        a("phoneNumbers", .strings, .message), a("emailAddresses", .strings, .message),
        a("instantMessageAddresses", .strings, .message), a("likelyJunk", .bool, .message),
        // Places
        a("headline", .string, .place, text: true), a("instructions", .string, .place), a("city", .string, .place, text: true),
        a("stateOrProvince", .string, .place, text: true), a("country", .string, .place, text: true),
        a("altitude", .number, .place), a("latitude", .number, .place), a("longitude", .number, .place),
        a("speed", .number, .place), a("timestamp", .date, .place), a("imageDirection", .number, .place),
        a("namedLocation", .string, .place, text: true), a("gpsTrack", .number, .place, objc: "GPSTrack"),
        a("gpsStatus", .string, .place, objc: "GPSStatus"), a("gpsMeasureMode", .string, .place, objc: "GPSMeasureMode"),
        a("gpsdop", .number, .place, objc: "GPSDOP"), a("gpsMapDatum", .string, .place, objc: "GPSMapDatum"),
        a("gpsDestLatitude", .number, .place, objc: "GPSDestLatitude"),
        a("gpsDestLongitude", .number, .place, objc: "GPSDestLongitude"),
        a("gpsDestBearing", .number, .place, objc: "GPSDestBearing"),
        a("gpsDestDistance", .number, .place, objc: "GPSDestDistance"),
        a("gpsProcessingMethod", .string, .place, objc: "GPSProcessingMethod"),
        a("gpsAreaInformation", .string, .place, objc: "GPSAreaInformation"),
        a("gpsDateStamp", .date, .place, objc: "GPSDateStamp"), a("gpsDifferental", .number, .place, objc: "GPSDifferental"),
        a("fullyFormattedAddress", .string, .place, text: true), a("postalCode", .string, .place),
        a("subThoroughfare", .string, .place), a("thoroughfare", .string, .place),
        // Actions
        a("supportsPhoneCall", .bool, .action), a("supportsNavigation", .bool, .action),
        a("actionIdentifiers", .identifiers, .action), a("sharedItemContentType", .utType, .action),
        // Containment
        a("containerTitle", .string, .containment, text: true), a("containerDisplayName", .string, .containment),
        a("containerIdentifier", .string, .containment), a("containerOrder", .number, .containment),
    ]

    private static let byName: [String: CSAttributeDescriptor] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The descriptor of a known attribute, by its property name.
    public static func descriptor(named name: String) -> CSAttributeDescriptor? { byName[name] }

    /// The Swift property name of an Objective-C property name that differs from it (`ISOSpeed` → `isoSpeed`).
    public static let swiftNames: [String: String] = Dictionary(uniqueKeysWithValues: all.compactMap { d in d.objcName.map { ($0, d.name) } })

    /// The names of every known attribute, sorted: for completion and "did you mean".
    public static let names: [String] = all.map(\.name).sorted()

    /// The attributes that free-text queries search: those of the first catalogue in its order (results and suggestions
    /// of existing indexes stay as they were), then the others in catalogue order.
    public static let searchableText: [String] = {
        let first = ["displayName", "alternateNames", "keywords", "title", "contentDescription", "creator", "subject", "city", "country",
                     "headline", "namedLocation", "stateOrProvince", "fullyFormattedAddress", "comment", "participants", "album",
                     "artist", "composer", "textContent", "authorNames", "recipientNames", "containerTitle"]
        return first + all.filter { $0.isSearchableText && !first.contains($0.name) }.map(\.name)
    }()
}
