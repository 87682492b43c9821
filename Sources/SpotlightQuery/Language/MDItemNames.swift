import Spotlight

/// Apple's `kMDItem…` metadata names, which CoreSpotlight queries accept beside the attribute set's property names.
public enum MDItemNames {
    /// The `kMDItem` names whose property name is not simply the rest of the name with a lower-case first letter
    /// (from MDItem.h and the CSSearchableItemAttributeSet documentation).
    public static let exceptions: [String: String] = [
        "kMDItemDescription": "contentDescription",
        "kMDItemAuthors": "authorNames",
        "kMDItemRecipients": "recipientNames",
        "kMDItemFSSize": "fileSize",
        "kMDItemFonts": "fontNames",
        "kMDItemNumberOfPages": "pageCount",
        "kMDItemDurationSeconds": "duration",
        "kMDItemDateAdded": "addedDate",
        "kMDItemAttributeChangeDate": "metadataModificationDate",
        "kMDItemURL": "contentURL",
        "kMDItemFSName": "displayName",
    ]

    /// The property name a query attribute name stands for: `kMDItemTitle` → `title`; other names are returned unchanged.
    /// An Objective-C property name that differs from the Swift one (`ISOSpeed`, `GPSDOP`, `URL`) stands for the Swift one.
    public static func attributeName(for name: String) -> String {
        if let swift = CSAttributeCatalog.swiftNames[name] { return swift }
        guard name.hasPrefix("kMDItem"), name.utf8.count > 7 else { return name }
        if let mapped = exceptions[name] { return mapped }
        let rest = name.dropFirst(7)
        if let swift = CSAttributeCatalog.swiftNames[String(rest)] { return swift }
        let candidate = rest.prefix(1).lowercased() + rest.dropFirst()
        return CSAttributeCatalog.descriptor(named: candidate) == nil ? name : candidate
    }

    /// Every `kMDItem` name that maps to an attribute of the catalogue, with the property it stands for, sorted.
    public static var mapping: [(mdItem: String, property: String)] {
        var out = exceptions.map { ($0.key, $0.value) }
        // The regular name is accepted for every property, those with an exception too (`kMDItemDisplayName` beside
        // `kMDItemFSName`), unless it is itself an exception's name.
        for name in CSAttributeCatalog.names {
            let regular = "kMDItem" + name.prefix(1).uppercased() + name.dropFirst()
            if exceptions[regular] == nil { out.append((regular, name)) }
        }
        // `kMDItem` + the Objective-C name where it differs from the Swift one (`kMDItemISOSpeed`, `kMDItemGPSDOP`).
        for (objc, swift) in CSAttributeCatalog.swiftNames where exceptions["kMDItem" + objc] == nil {
            out.append(("kMDItem" + objc, swift))
        }
        return out.sorted { $0.0 < $1.0 }
    }
}
