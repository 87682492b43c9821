// Generated from CSAttributeCatalog (Sources/Spotlight/CSAttributeCatalog.swift) by AttributeAccessorsFileTests:
// edit the catalogue, then run `LIMELIGHT_REGENERATE=1 swift test --filter AttributeAccessorsFileTests`.
import Foundation
import LimelightUniformTypeIdentifiers

/// Every property Apple documents on `CSSearchableItemAttributeSet`, each stored under its name.
extension CSSearchableItemAttributeSet {
    // MARK: general

    /// `displayName`: stored, shown and queryable under that name.
    public var displayName: String? { get { getString("displayName") } set { setString(newValue, "displayName") } }
    /// `alternateNames`: stored, shown and queryable under that name.
    public var alternateNames: [String]? { get { getStrings("alternateNames") } set { setStrings(newValue, "alternateNames") } }
    /// `path`: stored, shown and queryable under that name.
    public var path: String? { get { getString("path") } set { setString(newValue, "path") } }
    /// `contentURL`: stored, shown and queryable under that name.
    public var contentURL: URL? { get { getURL("contentURL") } set { setURL(newValue, "contentURL") } }
    /// `thumbnailURL`: stored, shown and queryable under that name.
    public var thumbnailURL: URL? { get { getURL("thumbnailURL") } set { setURL(newValue, "thumbnailURL") } }
    /// `darkThumbnailURL`: stored, shown and queryable under that name.
    public var darkThumbnailURL: URL? { get { getURL("darkThumbnailURL") } set { setURL(newValue, "darkThumbnailURL") } }
    /// `thumbnailData`: stored, shown and queryable under that name.
    public var thumbnailData: Data? { get { getData("thumbnailData") } set { setData(newValue, "thumbnailData") } }
    /// `relatedUniqueIdentifier`: stored, shown and queryable under that name.
    public var relatedUniqueIdentifier: String? { get { getString("relatedUniqueIdentifier") } set { setString(newValue, "relatedUniqueIdentifier") } }
    /// `weakRelatedUniqueIdentifier`: stored, shown and queryable under that name.
    public var weakRelatedUniqueIdentifier: String? { get { getString("weakRelatedUniqueIdentifier") } set { setString(newValue, "weakRelatedUniqueIdentifier") } }
    /// `metadataModificationDate`: stored, shown and queryable under that name.
    public var metadataModificationDate: Date? { get { getDate("metadataModificationDate") } set { setDate(newValue, "metadataModificationDate") } }
    /// `contentTypeTree`: stored, shown and queryable under that name.
    public var contentTypeTree: [String]? { get { getStrings("contentTypeTree") } set { setStrings(newValue, "contentTypeTree") } }
    /// `keywords`: stored, shown and queryable under that name.
    public var keywords: [String]? { get { getStrings("keywords") } set { setStrings(newValue, "keywords") } }
    /// `title`: stored, shown and queryable under that name.
    public var title: String? { get { getString("title") } set { setString(newValue, "title") } }
    /// `version`: stored, shown and queryable under that name.
    public var version: String? { get { getString("version") } set { setString(newValue, "version") } }
    /// `userCreated`: stored, shown and queryable under that name.
    public var userCreated: NSNumber? { get { getFlag("userCreated") } set { setFlag(newValue, "userCreated") } }
    /// `userOwned`: stored, shown and queryable under that name.
    public var userOwned: NSNumber? { get { getFlag("userOwned") } set { setFlag(newValue, "userOwned") } }
    /// `userCurated`: stored, shown and queryable under that name.
    public var userCurated: NSNumber? { get { getFlag("userCurated") } set { setFlag(newValue, "userCurated") } }
    /// `rankingHint`: stored, shown and queryable under that name.
    public var rankingHint: NSNumber? { get { getNumber("rankingHint") } set { setNumber(newValue, "rankingHint") } }
    /// `domainIdentifier`: stored, shown and queryable under that name.
    public var domainIdentifier: String? { get { getString("domainIdentifier") } set { setString(newValue, "domainIdentifier") } }
    /// `isPriority`, which the system fills in (read-only, as Apple's).
    public var isPriority: NSNumber? { getFlag("isPriority") }
    /// `textContentSummary`, which the system fills in (read-only, as Apple's).
    public var textContentSummary: String? { getString("textContentSummary") }
    /// `transcribedTextContent`: stored, shown and queryable under that name.
    public var transcribedTextContent: String? { get { getString("transcribedTextContent") } set { setString(newValue, "transcribedTextContent") } }

    // MARK: itemProvider

    /// `providerDataTypeIdentifiers`: stored, shown and queryable under that name.
    public var providerDataTypeIdentifiers: [String]? { get { getStrings("providerDataTypeIdentifiers") } set { setStrings(newValue, "providerDataTypeIdentifiers") } }
    /// `providerFileTypeIdentifiers`: stored, shown and queryable under that name.
    public var providerFileTypeIdentifiers: [String]? { get { getStrings("providerFileTypeIdentifiers") } set { setStrings(newValue, "providerFileTypeIdentifiers") } }
    /// `providerInPlaceFileTypeIdentifiers`: stored, shown and queryable under that name.
    public var providerInPlaceFileTypeIdentifiers: [String]? { get { getStrings("providerInPlaceFileTypeIdentifiers") } set { setStrings(newValue, "providerInPlaceFileTypeIdentifiers") } }

    // MARK: document

    /// `subject`: stored, shown and queryable under that name.
    public var subject: String? { get { getString("subject") } set { setString(newValue, "subject") } }
    /// `theme`: stored, shown and queryable under that name.
    public var theme: String? { get { getString("theme") } set { setString(newValue, "theme") } }
    /// `contentDescription`: stored, shown and queryable under that name.
    public var contentDescription: String? { get { getString("contentDescription") } set { setString(newValue, "contentDescription") } }
    /// `identifier`: stored, shown and queryable under that name.
    public var identifier: String? { get { getString("identifier") } set { setString(newValue, "identifier") } }
    /// `audiences`: stored, shown and queryable under that name.
    public var audiences: [String]? { get { getStrings("audiences") } set { setStrings(newValue, "audiences") } }
    /// `fileSize`: stored, shown and queryable under that name.
    public var fileSize: NSNumber? { get { getNumber("fileSize") } set { setNumber(newValue, "fileSize") } }
    /// `pageCount`: stored, shown and queryable under that name.
    public var pageCount: NSNumber? { get { getNumber("pageCount") } set { setNumber(newValue, "pageCount") } }
    /// `pageWidth`: stored, shown and queryable under that name.
    public var pageWidth: NSNumber? { get { getNumber("pageWidth") } set { setNumber(newValue, "pageWidth") } }
    /// `pageHeight`: stored, shown and queryable under that name.
    public var pageHeight: NSNumber? { get { getNumber("pageHeight") } set { setNumber(newValue, "pageHeight") } }
    /// `securityMethod`: stored, shown and queryable under that name.
    public var securityMethod: String? { get { getString("securityMethod") } set { setString(newValue, "securityMethod") } }
    /// `creator`: stored, shown and queryable under that name.
    public var creator: String? { get { getString("creator") } set { setString(newValue, "creator") } }
    /// `encodingApplications`: stored, shown and queryable under that name.
    public var encodingApplications: [String]? { get { getStrings("encodingApplications") } set { setStrings(newValue, "encodingApplications") } }
    /// `kind`: stored, shown and queryable under that name.
    public var kind: String? { get { getString("kind") } set { setString(newValue, "kind") } }
    /// `fontNames`: stored, shown and queryable under that name.
    public var fontNames: [String]? { get { getStrings("fontNames") } set { setStrings(newValue, "fontNames") } }

    // MARK: event

    /// `dueDate`: stored, shown and queryable under that name.
    public var dueDate: Date? { get { getDate("dueDate") } set { setDate(newValue, "dueDate") } }
    /// `completionDate`: stored, shown and queryable under that name.
    public var completionDate: Date? { get { getDate("completionDate") } set { setDate(newValue, "completionDate") } }
    /// `startDate`: stored, shown and queryable under that name.
    public var startDate: Date? { get { getDate("startDate") } set { setDate(newValue, "startDate") } }
    /// `endDate`: stored, shown and queryable under that name.
    public var endDate: Date? { get { getDate("endDate") } set { setDate(newValue, "endDate") } }
    /// `importantDates`: stored, shown and queryable under that name.
    public var importantDates: [Date]? { get { getDates("importantDates") } set { setDates(newValue, "importantDates") } }
    /// `allDay`: stored, shown and queryable under that name.
    public var allDay: NSNumber? { get { getFlag("allDay") } set { setFlag(newValue, "allDay") } }

    // MARK: image

    /// `pixelHeight`: stored, shown and queryable under that name.
    public var pixelHeight: NSNumber? { get { getNumber("pixelHeight") } set { setNumber(newValue, "pixelHeight") } }
    /// `pixelWidth`: stored, shown and queryable under that name.
    public var pixelWidth: NSNumber? { get { getNumber("pixelWidth") } set { setNumber(newValue, "pixelWidth") } }
    /// `pixelCount`: stored, shown and queryable under that name.
    public var pixelCount: NSNumber? { get { getNumber("pixelCount") } set { setNumber(newValue, "pixelCount") } }
    /// `colorSpace`: stored, shown and queryable under that name.
    public var colorSpace: String? { get { getString("colorSpace") } set { setString(newValue, "colorSpace") } }
    /// `bitsPerSample`: stored, shown and queryable under that name.
    public var bitsPerSample: NSNumber? { get { getNumber("bitsPerSample") } set { setNumber(newValue, "bitsPerSample") } }
    /// `flashOn`: stored, shown and queryable under that name.
    public var flashOn: NSNumber? { get { getFlag("flashOn") } set { setFlag(newValue, "flashOn") } }
    /// `focalLength`: stored, shown and queryable under that name.
    public var focalLength: NSNumber? { get { getNumber("focalLength") } set { setNumber(newValue, "focalLength") } }
    /// `focalLength35mm`: stored, shown and queryable under that name.
    public var focalLength35mm: NSNumber? { get { getFlag("focalLength35mm") } set { setFlag(newValue, "focalLength35mm") } }
    /// `acquisitionMake`: stored, shown and queryable under that name.
    public var acquisitionMake: String? { get { getString("acquisitionMake") } set { setString(newValue, "acquisitionMake") } }
    /// `acquisitionModel`: stored, shown and queryable under that name.
    public var acquisitionModel: String? { get { getString("acquisitionModel") } set { setString(newValue, "acquisitionModel") } }
    /// `cameraOwner`: stored, shown and queryable under that name.
    public var cameraOwner: String? { get { getString("cameraOwner") } set { setString(newValue, "cameraOwner") } }
    /// `lensModel`: stored, shown and queryable under that name.
    public var lensModel: String? { get { getString("lensModel") } set { setString(newValue, "lensModel") } }
    /// `isoSpeed`: stored, shown and queryable under that name, Objective-C `ISOSpeed`.
    public var isoSpeed: NSNumber? { get { getNumber("isoSpeed") } set { setNumber(newValue, "isoSpeed") } }
    /// `orientation`: stored, shown and queryable under that name.
    public var orientation: NSNumber? { get { getNumber("orientation") } set { setNumber(newValue, "orientation") } }
    /// `layerNames`: stored, shown and queryable under that name.
    public var layerNames: [String]? { get { getStrings("layerNames") } set { setStrings(newValue, "layerNames") } }
    /// `whiteBalance`: stored, shown and queryable under that name.
    public var whiteBalance: NSNumber? { get { getNumber("whiteBalance") } set { setNumber(newValue, "whiteBalance") } }
    /// `aperture`: stored, shown and queryable under that name.
    public var aperture: NSNumber? { get { getNumber("aperture") } set { setNumber(newValue, "aperture") } }
    /// `profileName`: stored, shown and queryable under that name.
    public var profileName: String? { get { getString("profileName") } set { setString(newValue, "profileName") } }
    /// `resolutionWidthDPI`: stored, shown and queryable under that name.
    public var resolutionWidthDPI: NSNumber? { get { getNumber("resolutionWidthDPI") } set { setNumber(newValue, "resolutionWidthDPI") } }
    /// `resolutionHeightDPI`: stored, shown and queryable under that name.
    public var resolutionHeightDPI: NSNumber? { get { getNumber("resolutionHeightDPI") } set { setNumber(newValue, "resolutionHeightDPI") } }
    /// `exposureMode`: stored, shown and queryable under that name.
    public var exposureMode: NSNumber? { get { getNumber("exposureMode") } set { setNumber(newValue, "exposureMode") } }
    /// `exposureTime`: stored, shown and queryable under that name.
    public var exposureTime: NSNumber? { get { getNumber("exposureTime") } set { setNumber(newValue, "exposureTime") } }
    /// `exifVersion`: stored, shown and queryable under that name, Objective-C `EXIFVersion`.
    public var exifVersion: String? { get { getString("exifVersion") } set { setString(newValue, "exifVersion") } }
    /// `exifgpsVersion`: stored, shown and queryable under that name, Objective-C `EXIFGPSVersion`.
    public var exifgpsVersion: String? { get { getString("exifgpsVersion") } set { setString(newValue, "exifgpsVersion") } }
    /// `hasAlphaChannel`: stored, shown and queryable under that name.
    public var hasAlphaChannel: NSNumber? { get { getFlag("hasAlphaChannel") } set { setFlag(newValue, "hasAlphaChannel") } }
    /// `redEyeOn`: stored, shown and queryable under that name.
    public var redEyeOn: NSNumber? { get { getFlag("redEyeOn") } set { setFlag(newValue, "redEyeOn") } }
    /// `meteringMode`: stored, shown and queryable under that name.
    public var meteringMode: String? { get { getString("meteringMode") } set { setString(newValue, "meteringMode") } }
    /// `maxAperture`: stored, shown and queryable under that name.
    public var maxAperture: NSNumber? { get { getNumber("maxAperture") } set { setNumber(newValue, "maxAperture") } }
    /// `fNumber`: stored, shown and queryable under that name.
    public var fNumber: NSNumber? { get { getNumber("fNumber") } set { setNumber(newValue, "fNumber") } }
    /// `exposureProgram`: stored, shown and queryable under that name.
    public var exposureProgram: String? { get { getString("exposureProgram") } set { setString(newValue, "exposureProgram") } }
    /// `exposureTimeString`: stored, shown and queryable under that name.
    public var exposureTimeString: String? { get { getString("exposureTimeString") } set { setString(newValue, "exposureTimeString") } }

    // MARK: media

    /// `editors`: stored, shown and queryable under that name.
    public var editors: [String]? { get { getStrings("editors") } set { setStrings(newValue, "editors") } }
    /// `participants`: stored, shown and queryable under that name.
    public var participants: [String]? { get { getStrings("participants") } set { setStrings(newValue, "participants") } }
    /// `projects`: stored, shown and queryable under that name.
    public var projects: [String]? { get { getStrings("projects") } set { setStrings(newValue, "projects") } }
    /// `downloadedDate`: stored, shown and queryable under that name.
    public var downloadedDate: Date? { get { getDate("downloadedDate") } set { setDate(newValue, "downloadedDate") } }
    /// `contentSources`: stored, shown and queryable under that name.
    public var contentSources: [String]? { get { getStrings("contentSources") } set { setStrings(newValue, "contentSources") } }
    /// `comment`: stored, shown and queryable under that name.
    public var comment: String? { get { getString("comment") } set { setString(newValue, "comment") } }
    /// `copyright`: stored, shown and queryable under that name.
    public var copyright: String? { get { getString("copyright") } set { setString(newValue, "copyright") } }
    /// `lastUsedDate`: stored, shown and queryable under that name.
    public var lastUsedDate: Date? { get { getDate("lastUsedDate") } set { setDate(newValue, "lastUsedDate") } }
    /// `contentCreationDate`: stored, shown and queryable under that name.
    public var contentCreationDate: Date? { get { getDate("contentCreationDate") } set { setDate(newValue, "contentCreationDate") } }
    /// `contentModificationDate`: stored, shown and queryable under that name.
    public var contentModificationDate: Date? { get { getDate("contentModificationDate") } set { setDate(newValue, "contentModificationDate") } }
    /// `addedDate`: stored, shown and queryable under that name.
    public var addedDate: Date? { get { getDate("addedDate") } set { setDate(newValue, "addedDate") } }
    /// `duration`: stored, shown and queryable under that name.
    public var duration: NSNumber? { get { getNumber("duration") } set { setNumber(newValue, "duration") } }
    /// `contactKeywords`: stored, shown and queryable under that name.
    public var contactKeywords: [String]? { get { getStrings("contactKeywords") } set { setStrings(newValue, "contactKeywords") } }
    /// `codecs`: stored, shown and queryable under that name.
    public var codecs: [String]? { get { getStrings("codecs") } set { setStrings(newValue, "codecs") } }
    /// `mediaTypes`: stored, shown and queryable under that name.
    public var mediaTypes: [String]? { get { getStrings("mediaTypes") } set { setStrings(newValue, "mediaTypes") } }
    /// `streamable`: stored, shown and queryable under that name.
    public var streamable: NSNumber? { get { getFlag("streamable") } set { setFlag(newValue, "streamable") } }
    /// `totalBitRate`: stored, shown and queryable under that name.
    public var totalBitRate: NSNumber? { get { getNumber("totalBitRate") } set { setNumber(newValue, "totalBitRate") } }
    /// `videoBitRate`: stored, shown and queryable under that name.
    public var videoBitRate: NSNumber? { get { getNumber("videoBitRate") } set { setNumber(newValue, "videoBitRate") } }
    /// `audioBitRate`: stored, shown and queryable under that name.
    public var audioBitRate: NSNumber? { get { getNumber("audioBitRate") } set { setNumber(newValue, "audioBitRate") } }
    /// `deliveryType`: stored, shown and queryable under that name.
    public var deliveryType: NSNumber? { get { getNumber("deliveryType") } set { setNumber(newValue, "deliveryType") } }
    /// `organizations`: stored, shown and queryable under that name.
    public var organizations: [String]? { get { getStrings("organizations") } set { setStrings(newValue, "organizations") } }
    /// `role`: stored, shown and queryable under that name.
    public var role: String? { get { getString("role") } set { setString(newValue, "role") } }
    /// `languages`: stored, shown and queryable under that name.
    public var languages: [String]? { get { getStrings("languages") } set { setStrings(newValue, "languages") } }
    /// `rights`: stored, shown and queryable under that name.
    public var rights: String? { get { getString("rights") } set { setString(newValue, "rights") } }
    /// `publishers`: stored, shown and queryable under that name.
    public var publishers: [String]? { get { getStrings("publishers") } set { setStrings(newValue, "publishers") } }
    /// `contributors`: stored, shown and queryable under that name.
    public var contributors: [String]? { get { getStrings("contributors") } set { setStrings(newValue, "contributors") } }
    /// `coverage`: stored, shown and queryable under that name.
    public var coverage: [String]? { get { getStrings("coverage") } set { setStrings(newValue, "coverage") } }
    /// `rating`: stored, shown and queryable under that name.
    public var rating: NSNumber? { get { getNumber("rating") } set { setNumber(newValue, "rating") } }
    /// `ratingDescription`: stored, shown and queryable under that name.
    public var ratingDescription: String? { get { getString("ratingDescription") } set { setString(newValue, "ratingDescription") } }
    /// `playCount`: stored, shown and queryable under that name.
    public var playCount: NSNumber? { get { getNumber("playCount") } set { setNumber(newValue, "playCount") } }
    /// `information`: stored, shown and queryable under that name.
    public var information: String? { get { getString("information") } set { setString(newValue, "information") } }
    /// `director`: stored, shown and queryable under that name.
    public var director: String? { get { getString("director") } set { setString(newValue, "director") } }
    /// `producer`: stored, shown and queryable under that name.
    public var producer: String? { get { getString("producer") } set { setString(newValue, "producer") } }
    /// `genre`: stored, shown and queryable under that name.
    public var genre: String? { get { getString("genre") } set { setString(newValue, "genre") } }
    /// `performers`: stored, shown and queryable under that name.
    public var performers: [String]? { get { getStrings("performers") } set { setStrings(newValue, "performers") } }
    /// `originalFormat`: stored, shown and queryable under that name.
    public var originalFormat: String? { get { getString("originalFormat") } set { setString(newValue, "originalFormat") } }
    /// `originalSource`: stored, shown and queryable under that name.
    public var originalSource: String? { get { getString("originalSource") } set { setString(newValue, "originalSource") } }
    /// `local`: stored, shown and queryable under that name.
    public var local: NSNumber? { get { getFlag("local") } set { setFlag(newValue, "local") } }
    /// `contentRating`: stored, shown and queryable under that name.
    public var contentRating: NSNumber? { get { getNumber("contentRating") } set { setNumber(newValue, "contentRating") } }
    /// `url`: stored, shown and queryable under that name, Objective-C `URL`.
    public var url: URL? { get { getURL("url") } set { setURL(newValue, "url") } }

    // MARK: music

    /// `audioSampleRate`: stored, shown and queryable under that name.
    public var audioSampleRate: NSNumber? { get { getNumber("audioSampleRate") } set { setNumber(newValue, "audioSampleRate") } }
    /// `audioChannelCount`: stored, shown and queryable under that name.
    public var audioChannelCount: NSNumber? { get { getNumber("audioChannelCount") } set { setNumber(newValue, "audioChannelCount") } }
    /// `tempo`: stored, shown and queryable under that name.
    public var tempo: NSNumber? { get { getNumber("tempo") } set { setNumber(newValue, "tempo") } }
    /// `keySignature`: stored, shown and queryable under that name.
    public var keySignature: String? { get { getString("keySignature") } set { setString(newValue, "keySignature") } }
    /// `timeSignature`: stored, shown and queryable under that name.
    public var timeSignature: String? { get { getString("timeSignature") } set { setString(newValue, "timeSignature") } }
    /// `audioEncodingApplication`: stored, shown and queryable under that name.
    public var audioEncodingApplication: String? { get { getString("audioEncodingApplication") } set { setString(newValue, "audioEncodingApplication") } }
    /// `composer`: stored, shown and queryable under that name.
    public var composer: String? { get { getString("composer") } set { setString(newValue, "composer") } }
    /// `lyricist`: stored, shown and queryable under that name.
    public var lyricist: String? { get { getString("lyricist") } set { setString(newValue, "lyricist") } }
    /// `album`: stored, shown and queryable under that name.
    public var album: String? { get { getString("album") } set { setString(newValue, "album") } }
    /// `artist`: stored, shown and queryable under that name.
    public var artist: String? { get { getString("artist") } set { setString(newValue, "artist") } }
    /// `audioTrackNumber`: stored, shown and queryable under that name.
    public var audioTrackNumber: NSNumber? { get { getNumber("audioTrackNumber") } set { setNumber(newValue, "audioTrackNumber") } }
    /// `recordingDate`: stored, shown and queryable under that name.
    public var recordingDate: Date? { get { getDate("recordingDate") } set { setDate(newValue, "recordingDate") } }
    /// `musicalGenre`: stored, shown and queryable under that name.
    public var musicalGenre: String? { get { getString("musicalGenre") } set { setString(newValue, "musicalGenre") } }
    /// `generalMIDISequence`: stored, shown and queryable under that name.
    public var generalMIDISequence: NSNumber? { get { getFlag("generalMIDISequence") } set { setFlag(newValue, "generalMIDISequence") } }
    /// `musicalInstrumentCategory`: stored, shown and queryable under that name.
    public var musicalInstrumentCategory: String? { get { getString("musicalInstrumentCategory") } set { setString(newValue, "musicalInstrumentCategory") } }
    /// `musicalInstrumentName`: stored, shown and queryable under that name.
    public var musicalInstrumentName: String? { get { getString("musicalInstrumentName") } set { setString(newValue, "musicalInstrumentName") } }

    // MARK: message

    /// `accountIdentifier`: stored, shown and queryable under that name.
    public var accountIdentifier: String? { get { getString("accountIdentifier") } set { setString(newValue, "accountIdentifier") } }
    /// `accountHandles`: stored, shown and queryable under that name.
    public var accountHandles: [String]? { get { getStrings("accountHandles") } set { setStrings(newValue, "accountHandles") } }
    /// `htmlContentData`: stored, shown and queryable under that name, Objective-C `HTMLContentData`.
    public var htmlContentData: Data? { get { getData("htmlContentData") } set { setData(newValue, "htmlContentData") } }
    /// `textContent`: stored, shown and queryable under that name.
    public var textContent: String? { get { getString("textContent") } set { setString(newValue, "textContent") } }
    /// `authors`: stored, shown and queryable under that name.
    public var authors: [CSPerson]? { get { getPersons("authors") } set { setPersons(newValue, "authors") } }
    /// `primaryRecipients`: stored, shown and queryable under that name.
    public var primaryRecipients: [CSPerson]? { get { getPersons("primaryRecipients") } set { setPersons(newValue, "primaryRecipients") } }
    /// `additionalRecipients`: stored, shown and queryable under that name.
    public var additionalRecipients: [CSPerson]? { get { getPersons("additionalRecipients") } set { setPersons(newValue, "additionalRecipients") } }
    /// `hiddenAdditionalRecipients`: stored, shown and queryable under that name.
    public var hiddenAdditionalRecipients: [CSPerson]? { get { getPersons("hiddenAdditionalRecipients") } set { setPersons(newValue, "hiddenAdditionalRecipients") } }
    /// `emailHeaders`: stored, shown and queryable under that name.
    public var emailHeaders: [String: [Any]]? { get { getHeaders("emailHeaders") } set { setHeaders(newValue, "emailHeaders") } }
    /// `mailboxIdentifiers`: stored, shown and queryable under that name.
    public var mailboxIdentifiers: [String]? { get { getStrings("mailboxIdentifiers") } set { setStrings(newValue, "mailboxIdentifiers") } }
    /// `authorNames`: stored, shown and queryable under that name.
    public var authorNames: [String]? { get { getStrings("authorNames") } set { setStrings(newValue, "authorNames") } }
    /// `recipientNames`: stored, shown and queryable under that name.
    public var recipientNames: [String]? { get { getStrings("recipientNames") } set { setStrings(newValue, "recipientNames") } }
    /// `authorEmailAddresses`: stored, shown and queryable under that name.
    public var authorEmailAddresses: [String]? { get { getStrings("authorEmailAddresses") } set { setStrings(newValue, "authorEmailAddresses") } }
    /// `recipientEmailAddresses`: stored, shown and queryable under that name.
    public var recipientEmailAddresses: [String]? { get { getStrings("recipientEmailAddresses") } set { setStrings(newValue, "recipientEmailAddresses") } }
    /// `authorAddresses`: stored, shown and queryable under that name.
    public var authorAddresses: [String]? { get { getStrings("authorAddresses") } set { setStrings(newValue, "authorAddresses") } }
    /// `recipientAddresses`: stored, shown and queryable under that name.
    public var recipientAddresses: [String]? { get { getStrings("recipientAddresses") } set { setStrings(newValue, "recipientAddresses") } }
    /// `phoneNumbers`: stored, shown and queryable under that name.
    public var phoneNumbers: [String]? { get { getStrings("phoneNumbers") } set { setStrings(newValue, "phoneNumbers") } }
    /// `emailAddresses`: stored, shown and queryable under that name.
    public var emailAddresses: [String]? { get { getStrings("emailAddresses") } set { setStrings(newValue, "emailAddresses") } }
    /// `instantMessageAddresses`: stored, shown and queryable under that name.
    public var instantMessageAddresses: [String]? { get { getStrings("instantMessageAddresses") } set { setStrings(newValue, "instantMessageAddresses") } }
    /// `likelyJunk`: stored, shown and queryable under that name.
    public var likelyJunk: NSNumber? { get { getFlag("likelyJunk") } set { setFlag(newValue, "likelyJunk") } }

    // MARK: place

    /// `headline`: stored, shown and queryable under that name.
    public var headline: String? { get { getString("headline") } set { setString(newValue, "headline") } }
    /// `instructions`: stored, shown and queryable under that name.
    public var instructions: String? { get { getString("instructions") } set { setString(newValue, "instructions") } }
    /// `city`: stored, shown and queryable under that name.
    public var city: String? { get { getString("city") } set { setString(newValue, "city") } }
    /// `stateOrProvince`: stored, shown and queryable under that name.
    public var stateOrProvince: String? { get { getString("stateOrProvince") } set { setString(newValue, "stateOrProvince") } }
    /// `country`: stored, shown and queryable under that name.
    public var country: String? { get { getString("country") } set { setString(newValue, "country") } }
    /// `altitude`: stored, shown and queryable under that name.
    public var altitude: NSNumber? { get { getNumber("altitude") } set { setNumber(newValue, "altitude") } }
    /// `latitude`: stored, shown and queryable under that name.
    public var latitude: NSNumber? { get { getNumber("latitude") } set { setNumber(newValue, "latitude") } }
    /// `longitude`: stored, shown and queryable under that name.
    public var longitude: NSNumber? { get { getNumber("longitude") } set { setNumber(newValue, "longitude") } }
    /// `speed`: stored, shown and queryable under that name.
    public var speed: NSNumber? { get { getNumber("speed") } set { setNumber(newValue, "speed") } }
    /// `timestamp`: stored, shown and queryable under that name.
    public var timestamp: Date? { get { getDate("timestamp") } set { setDate(newValue, "timestamp") } }
    /// `imageDirection`: stored, shown and queryable under that name.
    public var imageDirection: NSNumber? { get { getNumber("imageDirection") } set { setNumber(newValue, "imageDirection") } }
    /// `namedLocation`: stored, shown and queryable under that name.
    public var namedLocation: String? { get { getString("namedLocation") } set { setString(newValue, "namedLocation") } }
    /// `gpsTrack`: stored, shown and queryable under that name, Objective-C `GPSTrack`.
    public var gpsTrack: NSNumber? { get { getNumber("gpsTrack") } set { setNumber(newValue, "gpsTrack") } }
    /// `gpsStatus`: stored, shown and queryable under that name, Objective-C `GPSStatus`.
    public var gpsStatus: String? { get { getString("gpsStatus") } set { setString(newValue, "gpsStatus") } }
    /// `gpsMeasureMode`: stored, shown and queryable under that name, Objective-C `GPSMeasureMode`.
    public var gpsMeasureMode: String? { get { getString("gpsMeasureMode") } set { setString(newValue, "gpsMeasureMode") } }
    /// `gpsdop`: stored, shown and queryable under that name, Objective-C `GPSDOP`.
    public var gpsdop: NSNumber? { get { getNumber("gpsdop") } set { setNumber(newValue, "gpsdop") } }
    /// `gpsMapDatum`: stored, shown and queryable under that name, Objective-C `GPSMapDatum`.
    public var gpsMapDatum: String? { get { getString("gpsMapDatum") } set { setString(newValue, "gpsMapDatum") } }
    /// `gpsDestLatitude`: stored, shown and queryable under that name, Objective-C `GPSDestLatitude`.
    public var gpsDestLatitude: NSNumber? { get { getNumber("gpsDestLatitude") } set { setNumber(newValue, "gpsDestLatitude") } }
    /// `gpsDestLongitude`: stored, shown and queryable under that name, Objective-C `GPSDestLongitude`.
    public var gpsDestLongitude: NSNumber? { get { getNumber("gpsDestLongitude") } set { setNumber(newValue, "gpsDestLongitude") } }
    /// `gpsDestBearing`: stored, shown and queryable under that name, Objective-C `GPSDestBearing`.
    public var gpsDestBearing: NSNumber? { get { getNumber("gpsDestBearing") } set { setNumber(newValue, "gpsDestBearing") } }
    /// `gpsDestDistance`: stored, shown and queryable under that name, Objective-C `GPSDestDistance`.
    public var gpsDestDistance: NSNumber? { get { getNumber("gpsDestDistance") } set { setNumber(newValue, "gpsDestDistance") } }
    /// `gpsProcessingMethod`: stored, shown and queryable under that name, Objective-C `GPSProcessingMethod`.
    public var gpsProcessingMethod: String? { get { getString("gpsProcessingMethod") } set { setString(newValue, "gpsProcessingMethod") } }
    /// `gpsAreaInformation`: stored, shown and queryable under that name, Objective-C `GPSAreaInformation`.
    public var gpsAreaInformation: String? { get { getString("gpsAreaInformation") } set { setString(newValue, "gpsAreaInformation") } }
    /// `gpsDateStamp`: stored, shown and queryable under that name, Objective-C `GPSDateStamp`.
    public var gpsDateStamp: Date? { get { getDate("gpsDateStamp") } set { setDate(newValue, "gpsDateStamp") } }
    /// `gpsDifferental`: stored, shown and queryable under that name, Objective-C `GPSDifferental`.
    public var gpsDifferental: NSNumber? { get { getNumber("gpsDifferental") } set { setNumber(newValue, "gpsDifferental") } }
    /// `fullyFormattedAddress`: stored, shown and queryable under that name.
    public var fullyFormattedAddress: String? { get { getString("fullyFormattedAddress") } set { setString(newValue, "fullyFormattedAddress") } }
    /// `postalCode`: stored, shown and queryable under that name.
    public var postalCode: String? { get { getString("postalCode") } set { setString(newValue, "postalCode") } }
    /// `subThoroughfare`: stored, shown and queryable under that name.
    public var subThoroughfare: String? { get { getString("subThoroughfare") } set { setString(newValue, "subThoroughfare") } }
    /// `thoroughfare`: stored, shown and queryable under that name.
    public var thoroughfare: String? { get { getString("thoroughfare") } set { setString(newValue, "thoroughfare") } }

    // MARK: action

    /// `supportsPhoneCall`: stored, shown and queryable under that name.
    public var supportsPhoneCall: NSNumber? { get { getFlag("supportsPhoneCall") } set { setFlag(newValue, "supportsPhoneCall") } }
    /// `supportsNavigation`: stored, shown and queryable under that name.
    public var supportsNavigation: NSNumber? { get { getFlag("supportsNavigation") } set { setFlag(newValue, "supportsNavigation") } }
    /// `actionIdentifiers`: stored, shown and queryable under that name.
    public var actionIdentifiers: [String] { get { getIdentifiers("actionIdentifiers") } set { setIdentifiers(newValue, "actionIdentifiers") } }
    /// `sharedItemContentType`: stored, shown and queryable under that name.
    public var sharedItemContentType: UTType? { get { getType("sharedItemContentType") } set { setType(newValue, "sharedItemContentType") } }

    // MARK: containment

    /// `containerTitle`: stored, shown and queryable under that name.
    public var containerTitle: String? { get { getString("containerTitle") } set { setString(newValue, "containerTitle") } }
    /// `containerDisplayName`: stored, shown and queryable under that name.
    public var containerDisplayName: String? { get { getString("containerDisplayName") } set { setString(newValue, "containerDisplayName") } }
    /// `containerIdentifier`: stored, shown and queryable under that name.
    public var containerIdentifier: String? { get { getString("containerIdentifier") } set { setString(newValue, "containerIdentifier") } }
    /// `containerOrder`: stored, shown and queryable under that name.
    public var containerOrder: NSNumber? { get { getNumber("containerOrder") } set { setNumber(newValue, "containerOrder") } }
}
