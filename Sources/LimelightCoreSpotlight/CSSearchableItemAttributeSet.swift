import Foundation
import LimelightCore
import LimelightUniformTypeIdentifiers
import Spotlight

/// CoreSpotlight's `CSSearchableItemAttributeSet`: a class, as Apple's is, over the simulator's attribute set value.
///
/// Every property Apple documents is here (`CSSearchableItemAttributeSet+Attributes.swift`, generated from
/// `CSAttributeCatalog`): each is stored under its property name, kept in snapshots, shown by `spotlight show` and
/// queryable by that name, whether or not the simulator gives it a meaning.
open class CSSearchableItemAttributeSet {
    /// The attributes as the simulated index stores them.
    public var simulated: Spotlight.CSSearchableItemAttributeSet

    /// An attribute set for content of this type (`.content`, `.text`, …).
    public init(contentType: UTType) {
        simulated = Spotlight.CSSearchableItemAttributeSet(contentType: contentType.identifier)
    }

    /// An attribute set for content of this type identifier (Apple's deprecated `init(itemContentType:)`, which
    /// `kUTTypeText as String` feeds).
    public init(itemContentType: String) {
        simulated = Spotlight.CSSearchableItemAttributeSet(contentType: itemContentType)
    }

    /// An attribute set of the default content type, `public.content` (NSObject's `init()`).
    public init() {
        simulated = Spotlight.CSSearchableItemAttributeSet()
    }

    /// Wraps a simulated attribute set.
    public init(simulated: Spotlight.CSSearchableItemAttributeSet) {
        self.simulated = simulated
    }

    /// The uniform type identifier of the content (`public.content` unless the set was made with another).
    public var contentType: String? {
        get { simulated.contentType }
        set { simulated.contentType = newValue ?? "public.content" }
    }

    /// Copies every attribute of `sourceAttributeSet` into this set (set values overwrite, others are kept), as Apple's
    /// `moveFrom(_:)` (iOS 18.4) fills a set from another.
    open func moveFrom(_ sourceAttributeSet: CSSearchableItemAttributeSet) {
        simulated = simulated.merging(sourceAttributeSet.simulated)
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

    // MARK: Typed access by attribute name (what the generated properties use)

    /// A text attribute.
    func getString(_ name: String) -> String? {
        if case .string(let s)? = simulated[name] { return s } else { return nil }
    }

    func setString(_ value: String?, _ name: String) { simulated[name] = value.map(CSAttributeValue.string) }

    /// A list-of-text attribute.
    func getStrings(_ name: String) -> [String]? {
        if case .strings(let l)? = simulated[name] { return l } else { return nil }
    }

    func setStrings(_ value: [String]?, _ name: String) { simulated[name] = value.map(CSAttributeValue.strings) }

    /// A number attribute, as Apple's `NSNumber`.
    func getNumber(_ name: String) -> NSNumber? {
        if case .number(let n)? = simulated[name] { return NSNumber(value: n) } else { return nil }
    }

    func setNumber(_ value: NSNumber?, _ name: String) { simulated[name] = value.map { .number($0.doubleValue) } }

    /// A Boolean attribute, as Apple's `NSNumber` (`allDay`, `likelyJunk`, …).
    func getFlag(_ name: String) -> NSNumber? {
        if case .bool(let b)? = simulated[name] { return NSNumber(value: b) } else { return nil }
    }

    func setFlag(_ value: NSNumber?, _ name: String) { simulated[name] = value.map { .bool($0.boolValue) } }

    /// A date attribute.
    func getDate(_ name: String) -> Date? {
        if case .date(let d)? = simulated[name] { return d.date } else { return nil }
    }

    func setDate(_ value: Date?, _ name: String) { simulated[name] = value.map { .date($0.instant) } }

    /// A list-of-dates attribute.
    func getDates(_ name: String) -> [Date]? {
        if case .dates(let l)? = simulated[name] { return l.map(\.date) } else { return nil }
    }

    func setDates(_ value: [Date]?, _ name: String) { simulated[name] = value.map { .dates($0.map(\.instant)) } }

    /// A URL attribute (stored as its absolute string).
    func getURL(_ name: String) -> URL? { getString(name).flatMap(URL.init(string:)) }

    func setURL(_ value: URL?, _ name: String) { setString(value?.absoluteString, name) }

    /// A data attribute.
    func getData(_ name: String) -> Data? {
        if case .data(let d)? = simulated[name] { return Data(d) } else { return nil }
    }

    func setData(_ value: Data?, _ name: String) { simulated[name] = value.map { .data(Array($0)) } }

    /// A type attribute (stored as its identifier).
    func getType(_ name: String) -> UTType? { getString(name).flatMap { UTType($0) } }

    func setType(_ value: UTType?, _ name: String) { setString(value?.identifier, name) }

    /// A list of people (stored as one text per person, `CSPerson.storedText`).
    func getPersons(_ name: String) -> [CSPerson]? { getStrings(name)?.map(CSPerson.init(storedText:)) }

    func setPersons(_ value: [CSPerson]?, _ name: String) { setStrings(value?.map(\.storedText), name) }

    /// E-mail headers (stored as one `Name: value` text per value, by header name then value order).
    func getHeaders(_ name: String) -> [String: [Any]]? {
        guard let lines = getStrings(name) else { return nil }
        var out: [String: [Any]] = [:]
        for line in lines {
            guard let colon = line.range(of: ": ") else { out[line, default: []].append(""); continue }
            out[String(line[..<colon.lowerBound]), default: []].append(String(line[colon.upperBound...]))
        }
        return out
    }

    /// A list that is never nil (`actionIdentifiers`): empty when unset.
    func getIdentifiers(_ name: String) -> [String] { getStrings(name) ?? [] }

    func setIdentifiers(_ value: [String], _ name: String) { setStrings(value.isEmpty ? nil : value, name) }

    func setHeaders(_ value: [String: [Any]]?, _ name: String) {
        setStrings(value.map { headers in
            headers.keys.sorted().flatMap { key in (headers[key] ?? []).map { "\(key): \(CSSearchableItemAttributeSet.text($0))" } }
        }, name)
    }

    /// A header value as text.
    static func text(_ value: Any) -> String {
        switch value {
        case let s as String: s
        case let s as NSString: String(describing: s)
        default: String(describing: value)
        }
    }
}
