/// Mac file-metadata attributes (MDItem.h, "File Metadata Attributes Reference"; NSMetadataAttributes.h) that a
/// CoreSpotlight item never carries: the file system's and the Finder's facts about a file (`kMDItemFSContentChangeDate`,
/// `kMDItemUserTags`, `kMDItemWhereFroms`, …). Real query strings copied from Finder searches and `mdfind` name them.
///
/// Apple's query grammar takes any attribute name — "a standard metadata attribute … or a custom metadata attribute
/// defined by an importer" (File Metadata Query Expression Syntax); MDQueryCreate returns NULL only for an empty or
/// malformed string — so a predicate on a name the item lacks is accepted and simply finds no value. An app's index holds
/// only what `CSSearchableItemAttributeSet` sets, so here these names are a warning that the predicate matches nothing,
/// while a name that is neither (a misspelling) stays an error with a "did you mean" (Docs/QueryLanguage.md).
public enum FileMetadataAttributeNames {
    /// The names, as Apple spells them.
    public static let all: Set<String> = [
        "kMDItemAlternateNames", "kMDItemAppStoreCategory", "kMDItemAppStoreCategoryType", "kMDItemApplicationCategories",
        "kMDItemCFBundleIdentifier", "kMDItemContentTypeTree", "kMDItemDownloadedDate", "kMDItemExecutableArchitectures",
        "kMDItemExecutablePlatform", "kMDItemFinderComment", "kMDItemFSContentChangeDate", "kMDItemFSCreationDate",
        "kMDItemFSCreatorCode", "kMDItemFSExists", "kMDItemFSFinderFlags", "kMDItemFSHasCustomIcon", "kMDItemFSInvisible",
        "kMDItemFSIsExtensionHidden", "kMDItemFSIsReadable", "kMDItemFSIsStationery", "kMDItemFSIsWriteable", "kMDItemFSLabel",
        "kMDItemFSNodeCount", "kMDItemFSOwnerGroupID", "kMDItemFSOwnerUserID", "kMDItemFSTypeCode", "kMDItemHTMLContent",
        "kMDItemIsApplicationManaged", "kMDItemIsLikelyJunk", "kMDItemIsScreenCapture", "kMDItemKind", "kMDItemLastUsedDate",
        "kMDItemLogicalSize", "kMDItemPath", "kMDItemPhysicalSize", "kMDItemScreenCaptureGlobalRect", "kMDItemScreenCaptureType",
        "kMDItemSupportFileType", "kMDItemUseCount", "kMDItemUsedDates", "kMDItemUserTags", "kMDItemWhereFroms",
    ]
}
