import Foundation
import LimelightCore
import LimelightUniformTypeIdentifiers
import Spotlight

/// CoreSpotlight's `CSSearchableItemAttributeSet`: a class, as Apple's is, over the simulator's attribute set value.
open class CSSearchableItemAttributeSet {
    /// The attributes as the simulated index stores them.
    public var simulated: Spotlight.CSSearchableItemAttributeSet

    /// An attribute set for content of this type (`.content`, `.text`, …).
    public init(contentType: UTType) {
        simulated = Spotlight.CSSearchableItemAttributeSet(contentType: contentType.identifier)
    }

    /// An attribute set for content of this type identifier (Apple's deprecated `init(itemContentType:)`).
    public init(itemContentType: String) {
        simulated = Spotlight.CSSearchableItemAttributeSet(contentType: itemContentType)
    }

    /// Wraps a simulated attribute set.
    public init(simulated: Spotlight.CSSearchableItemAttributeSet) {
        self.simulated = simulated
    }

    /// The content type (nil when it is the default `public.content` Apple's API leaves unset).
    public var contentType: String? { simulated.contentType }

    // MARK: Typed properties

    /// A localized name to show for the item.
    public var displayName: String? {
        get { simulated.displayName }
        set { simulated.displayName = newValue }
    }

    /// The item's title.
    public var title: String? {
        get { simulated.title }
        set { simulated.title = newValue }
    }

    /// A description shown under the title.
    public var contentDescription: String? {
        get { simulated.contentDescription }
        set { simulated.contentDescription = newValue }
    }

    /// Keywords free-text searches find the item by.
    public var keywords: [String]? {
        get { simulated.keywords }
        set { simulated.keywords = newValue }
    }

    /// Alternate names the item is found by.
    public var alternateNames: [String]? {
        get { strings("alternateNames") }
        set { simulated["alternateNames"] = newValue.map(CSAttributeValue.strings) }
    }

    /// A query-independent ranking signal (Apple's is an `NSNumber`; 0–100).
    public var rankingHint: NSNumber? {
        get { simulated.rankingHint.map { NSNumber(value: $0) } }
        set { simulated.rankingHint = newValue?.doubleValue }
    }

    /// The content type hierarchy, e.g. `["public.content", "com.myapp.movie"]`.
    public var contentTypeTree: [String]? {
        get { simulated.contentTypeTree }
        set { simulated.contentTypeTree = newValue }
    }

    /// Thumbnail image data.
    public var thumbnailData: Data? {
        get { simulated.thumbnailData.map { Data($0) } }
        set { simulated.thumbnailData = newValue.map { Array($0) } }
    }

    /// A URL of the content.
    public var contentURL: URL? {
        get { string("contentURL").flatMap(URL.init(string:)) }
        set { simulated["contentURL"] = newValue.map { .string($0.absoluteString) } }
    }

    /// A URL of a thumbnail.
    public var thumbnailURL: URL? {
        get { string("thumbnailURL").flatMap(URL.init(string:)) }
        set { simulated["thumbnailURL"] = newValue.map { .string($0.absoluteString) } }
    }

    /// The identifier of the item's domain (read from the item; settable as Apple's).
    public var domainIdentifier: String? {
        get { string("domainIdentifier") }
        set { simulated["domainIdentifier"] = newValue.map(CSAttributeValue.string) }
    }

    /// When the content was created.
    public var contentCreationDate: Date? {
        get { date("contentCreationDate") }
        set { setDate(newValue, "contentCreationDate") }
    }

    /// When the content was last modified.
    public var contentModificationDate: Date? {
        get { date("contentModificationDate") }
        set { setDate(newValue, "contentModificationDate") }
    }

    /// When the item was added.
    public var addedDate: Date? {
        get { date("addedDate") }
        set { setDate(newValue, "addedDate") }
    }

    /// When the item was last used.
    public var lastUsedDate: Date? {
        get { simulated.lastUsedDate?.date }
        set { simulated.lastUsedDate = newValue?.instant }
    }

    /// When the item is due.
    public var dueDate: Date? {
        get { simulated.dueDate?.date }
        set { simulated.dueDate = newValue?.instant }
    }

    /// When the item was completed.
    public var completionDate: Date? {
        get { simulated.completionDate?.date }
        set { simulated.completionDate = newValue?.instant }
    }

    /// When an event starts.
    public var startDate: Date? {
        get { date("startDate") }
        set { setDate(newValue, "startDate") }
    }

    /// When an event ends.
    public var endDate: Date? {
        get { date("endDate") }
        set { setDate(newValue, "endDate") }
    }

    // MARK: Custom attributes

    /// Sets a custom attribute; nil removes it.
    public func setValue(_ value: (any CSCustomAttributeValue)?, forCustomKey key: CSCustomAttributeKey) {
        simulated.setValue(value?.attributeValue, forCustomKey: key)
    }

    /// Seed 004 passes the key's name, which Apple's SDK does not accept: it compiles (with this warning) and stores the
    /// value under a custom key of that name.
    @available(*, deprecated, message: "Apple's setValue(_:forCustomKey:) takes a CSCustomAttributeKey, not its name")
    public func setValue(_ value: (any CSCustomAttributeValue)?, forCustomKey keyName: String) {
        guard let key = CSCustomAttributeKey(keyName: keyName) else { return }
        setValue(value, forCustomKey: key)
    }

    /// Seed 003 passes the optional `CSCustomAttributeKey(keyName:…)` returns, which Apple's SDK does not accept: it
    /// compiles (with this warning) and does nothing for a nil key.
    @available(*, deprecated, message: "Apple's setValue(_:forCustomKey:) takes a non-optional key; CSCustomAttributeKey's initializers are failable")
    public func setValue(_ value: (any CSCustomAttributeValue)?, forCustomKey key: CSCustomAttributeKey?) {
        guard let key else { return }
        setValue(value, forCustomKey: key)
    }

    /// A custom attribute's value, as an `NSString`, `NSNumber`, `NSDate`, `NSData` or `NSArray` (Apple returns objects).
    public func value(forCustomKey key: CSCustomAttributeKey) -> AnyObject? {
        switch simulated.value(forCustomKey: key) {
        case nil: return nil
        case .string(let s)?: return NSString(string: s)
        case .strings(let l)?: return l.map { NSString(string: $0) } as NSArray
        case .number(let n)?: return NSNumber(value: n)
        case .numbers(let l)?: return l.map { NSNumber(value: $0) } as NSArray
        case .date(let d)?: return NSDate(timeIntervalSinceReferenceDate: d.secondsSinceReferenceDate)
        case .dates(let l)?: return l.map { NSDate(timeIntervalSinceReferenceDate: $0.secondsSinceReferenceDate) } as NSArray
        case .bool(let b)?: return NSNumber(value: b)
        case .data(let bytes)?: return NSData(data: Data(bytes))
        }
    }

    // MARK: Helpers

    private func string(_ name: String) -> String? {
        if case .string(let s)? = simulated[name] { return s } else { return nil }
    }

    private func strings(_ name: String) -> [String]? {
        if case .strings(let l)? = simulated[name] { return l } else { return nil }
    }

    private func date(_ name: String) -> Date? {
        if case .date(let d)? = simulated[name] { return d.date } else { return nil }
    }

    private func setDate(_ date: Date?, _ name: String) {
        simulated[name] = date.map { .date($0.instant) }
    }
}
