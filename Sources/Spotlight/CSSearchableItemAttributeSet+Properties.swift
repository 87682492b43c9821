import LimelightCore

/// The typed properties of `CSSearchableItemAttributeSet` that the seeds and the simulator use, each over one attribute.
extension CSSearchableItemAttributeSet {
    /// The text stored under a name id.
    private func text(_ id: UInt32) -> String? { storage?.string(id: id) }

    /// The date stored under a name id.
    private func date(_ id: UInt32) -> SimInstant? {
        storage?.scalar(id: id, kind: .date).map { SimInstant(secondsSinceReferenceDate: $0) }
    }

    /// Sets a typed property's value (nil clears it, as the subscript does).
    private mutating func set(_ value: CSAttributeValue?, _ id: UInt32) { set(value, id: id, name: NameID.table.name(of: id)) }

    /// A localized name to show for the item.
    public var displayName: String? {
        get { text(NameID.displayName) }
        set { set(newValue.map(CSAttributeValue.string), NameID.displayName) }
    }

    /// The item's title.
    public var title: String? {
        get { text(NameID.title) }
        set { set(newValue.map(CSAttributeValue.string), NameID.title) }
    }

    /// A description of the content, shown under the title in results.
    public var contentDescription: String? {
        get { text(NameID.contentDescription) }
        set { set(newValue.map(CSAttributeValue.string), NameID.contentDescription) }
    }

    /// Keywords that free-text searches find the item by.
    public var keywords: [String]? {
        get { if case .strings(let l)? = value(id: NameID.keywords) { return l } else { return nil } }
        set { set(newValue.map(CSAttributeValue.strings), NameID.keywords) }
    }

    /// A query-independent ranking signal; Apple expects 0–100.
    public var rankingHint: Double? {
        get { storage?.scalar(id: NameID.rankingHint, kind: .number) }
        set { set(newValue.map(CSAttributeValue.number), NameID.rankingHint) }
    }

    /// When the item is due.
    public var dueDate: SimInstant? {
        get { date(NameID.dueDate) }
        set { set(newValue.map(CSAttributeValue.date), NameID.dueDate) }
    }

    /// When the item was completed.
    public var completionDate: SimInstant? {
        get { date(NameID.completionDate) }
        set { set(newValue.map(CSAttributeValue.date), NameID.completionDate) }
    }

    /// When the user last used the item: an engagement signal.
    public var lastUsedDate: SimInstant? {
        get { date(NameID.lastUsedDate) }
        set { set(newValue.map(CSAttributeValue.date), NameID.lastUsedDate) }
    }

    /// Thumbnail image bytes.
    public var thumbnailData: [UInt8]? {
        get { if case .data(let d)? = value(id: NameID.thumbnailData) { return d } else { return nil } }
        set { set(newValue.map(CSAttributeValue.data), NameID.thumbnailData) }
    }

    /// A custom hierarchy of types the item's type inherits from.
    public var contentTypeTree: [String]? {
        get { if case .strings(let l)? = value(id: NameID.contentTypeTree) { return l } else { return nil } }
        set { set(newValue.map(CSAttributeValue.strings), NameID.contentTypeTree) }
    }
}
