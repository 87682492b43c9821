import LimelightCore
import Spotlight

/// The options that describe an item for `spotlight index` and `spotlight update`, and how they build a `CSSearchableItem`.
enum SpotlightItemOptions: SimListSplitting {
    static let domainOption = CommandOption.text("domain", help: "domainIdentifier (dot-separated components)", completion: .domains)
    static let titleOption = CommandOption.text("title", help: "title")
    static let displayNameOption = CommandOption.text("display-name", help: "displayName")
    static let descriptionOption = CommandOption.text("description", help: "contentDescription")
    static let keywordsOption = CommandOption.list("keywords", help: "keywords, comma-separated")
    static let rankingHintOption = CommandOption.number("ranking-hint", help: "rankingHint (Apple expects 0–100)")
    static let contentTypeOption = CommandOption.text("content-type", help: "the UTI (default public.content)")
    static let attrOption = CommandOption.keyValue("attr", help: "any standard attribute, typed by the catalogue: dueDate=2026-03-02, keywords=a,b", repeatable: true, completion: .attributeNames)
    static let customOption = CommandOption.keyValue("custom", help: "a custom attribute (CSCustomAttributeKey with Apple's default flags)", repeatable: true)
    static let customDefaultOption = CommandOption.keyValue("custom-default", help: "a custom attribute that is searchableByDefault", repeatable: true)
    static let customHiddenOption = CommandOption.keyValue("custom-hidden", help: "a custom attribute that is not searchable", repeatable: true)
    static let customUniqueOption = CommandOption.keyValue("custom-unique", help: "a custom attribute whose values are uniqued (a small set of known values)", repeatable: true)
    static let clearOption = CommandOption.text("clear", help: "set an attribute to nil (with update: removes it)", repeatable: true, completion: .attributeNames)
    static let expiresOption = CommandOption.date("expires", help: "expirationDate (default: one month after indexing)")

    static let all: [OptionSpec] = [
        domainOption.spec,
        titleOption.spec,
        displayNameOption.spec,
        descriptionOption.spec,
        keywordsOption.spec,
        rankingHintOption.spec,
        contentTypeOption.spec,
        attrOption.spec,
        customOption.spec,
        customDefaultOption.spec,
        customHiddenOption.spec,
        customUniqueOption.spec,
        clearOption.spec,
        expiresOption.spec,
    ]

    /// The custom-attribute options and the key flags each gives: (option, searchable, searchableByDefault, unique).
    static let customKinds = [(customOption, true, false, false), (customDefaultOption, true, true, false), (customHiddenOption, false, false, false),
                              (customUniqueOption, true, false, true)]

    /// The options `item` reads after the typed properties: attributes by name, custom attributes, clears and expiry.
    static let rareOptionNames = [attrOption.name, customOption.name, customDefaultOption.name, customHiddenOption.name,
                                  customUniqueOption.name, clearOption.name, expiresOption.name]

    /// The item a line describes, made before the line runs (`CommandSpec.prepare`, on the thread that parsed it): the
    /// item `item` builds, when the line gives none of the options that need the world (dates, custom values) or can
    /// fail; nil otherwise, and the body builds it as it runs.
    static func prepared(_ inv: CommandInvocation, isUpdate: Bool) -> CSSearchableItem? {
        guard !hasRareOptions(inv), let identifier = try? inv.text("id") else { return nil }
        return CSSearchableItem(uniqueIdentifier: identifier, domainIdentifier: inv[domainOption], attributeSet: typedSet(inv),
                                expirationDate: nil, isUpdate: isUpdate)
    }

    /// The item for `identifier` that `prepare` made from this line, if it made one.
    static func prepared(_ inv: CommandInvocation, identifier: String, isUpdate: Bool) -> CSSearchableItem? {
        guard let item = inv.prepared?.value as? CSSearchableItem, item.isUpdate == isUpdate, item.uniqueIdentifier == identifier else { return nil }
        return item
    }

    /// Whether the line gives any of `rareOptionNames` (a bulk line gives none: one pass over what it gives says so,
    /// instead of a scan of the bound values for each of them).
    static func hasRareOptions(_ inv: CommandInvocation) -> Bool {
        inv.options.entries.contains(where: { rareOptionNames.contains($0.name) })
    }

    /// The attribute set of the typed properties the line gives, in one storage at once (assigning them in turn made
    /// and dropped one per property).
    static func typedSet(_ inv: CommandInvocation) -> CSSearchableItemAttributeSet {
        CSSearchableItemAttributeSet(contentType: inv[contentTypeOption] ?? "public.content",
                                     title: inv.bound(titleOption)?.text, displayName: inv.bound(displayNameOption)?.text,
                                     contentDescription: inv.bound(descriptionOption)?.text,
                                     keywordsText: inv.bound(keywordsOption)?.text, rankingHint: inv[rankingHintOption],
                                     splitBy: SpotlightItemOptions.self)
    }

    /// Builds the item from the invocation's options (or takes the one `prepared` made from the same line).
    static func item(_ inv: CommandInvocation, identifier: String, isUpdate: Bool, ctx: CommandContext, calendar: SimCalendar) throws -> CSSearchableItem {
        if let item = prepared(inv, identifier: identifier, isUpdate: isUpdate) { return item }
        var set = typedSet(inv)
        guard hasRareOptions(inv) else {
            return CSSearchableItem(uniqueIdentifier: identifier, domainIdentifier: inv[domainOption], attributeSet: set,
                                    expirationDate: nil, isUpdate: isUpdate)
        }
        for v in inv.boundAll(attrOption) {
            let (name, text) = split(v.text)
            guard let descriptor = CSAttributeCatalog.descriptor(named: name) else {
                let guess = Suggestions.closest(to: name, in: CSAttributeCatalog.names)
                let help = guess.map { "did you mean '\($0)'? Custom keys go in --custom" }
                // The fix rewrites the name before '=' when the word was written bare (its text is as written).
                let bare = !name.isEmpty && v.range.start.line == v.range.end.line && v.range.end.column - v.range.start.column == v.text.count
                let fix = zip([help].compactMap { $0 }, [guess].compactMap { $0 }).filter { _ in bare }.map {
                    FixIt($0, replacing: SourceRange(line: v.range.start.line, column: v.range.start.column, length: name.count), with: $1)
                }
                throw CommandError("'\(name)' is not a CSSearchableItemAttributeSet attribute", range: v.range,
                                   suggestion: help ?? "custom keys go in --custom NAME=VALUE", fixIts: fix)
            }
            set[name] = try value(text, type: descriptor.type, range: v.range, ctx: ctx, calendar: calendar)
        }
        for (option, searchable, byDefault, unique) in customKinds {
            for v in inv.boundAll(option) {
                let (name, text) = split(v.text)
                guard let key = CustomAttributeKey(keyName: name, searchable: searchable, searchableByDefault: byDefault, unique: unique,
                                                     multiValued: text.contains(",")) else {
                    throw CommandError("CSCustomAttributeKey(keyName: \"\(name)\") returns nil: \(CustomAttributeKey.validationProblem(name) ?? "invalid name")",
                                       range: v.range, suggestion: "use ASCII letters, digits and '_', e.g. '\(suggestedKeyName(name))'")
                }
                set.setValue(inferred(text, calendar: calendar, now: ctx.simulation.runtime.now), forCustomKey: key)
            }
        }
        for v in inv.boundAll(clearOption) { set[v.text] = nil }
        var expiry: SimInstant?
        if let v = inv.bound(expiresOption) { expiry = try ctx.date(v, calendar: calendar) }
        return CSSearchableItem(uniqueIdentifier: identifier, domainIdentifier: inv[domainOption], attributeSet: set,
                                expirationDate: expiry, isUpdate: isUpdate)
    }

    /// A valid key name close to `name`: other characters become '_', and the reserved `kMD` prefix is dropped.
    static func suggestedKeyName(_ name: String) -> String {
        var base = name.hasPrefix("kMD") ? String(name.dropFirst(3)) : name
        base = String(base.unicodeScalars.map { s -> Character in
            s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s)) ? Character(s) : "_"
        })
        return base.isEmpty ? "com_example_key" : base
    }

    static func split(_ kv: String) -> (String, String) {
        guard let eq = kv.firstIndex(of: "=") else { return (kv, "") }
        return (String(kv[..<eq]), String(kv[kv.index(after: eq)...]))
    }

    /// The elements of a comma list, as `--keywords a,b` and list attributes are written (blanks around an element
    /// trimmed, empty elements dropped).
    static func splitList(_ text: String) -> [String] {
        var parts: [String] = []
        forEachElement(of: text) { parts.append(String(decoding: $0, as: UTF8.self)) }
        return parts
    }

    /// `SimListSplitting`: calls `body` with the UTF-8 bytes of each element of a comma list, in order (what
    /// `splitList` returns), making no string for ASCII text: how `spotlight index` puts `--keywords` into the item's
    /// storage.
    static func forEachElement(of text: String, _ body: (UnsafeRawBufferPointer) -> Void) {
        // ASCII text splits at its comma bytes (a byte is a character there); other text splits by characters, where a
        // comma followed by a combining mark is not a separator.
        var text = text
        let done = text.withUTF8 { bytes -> Bool in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            var start = 0
            for i in 0...bytes.count where i == bytes.count || bytes[i] == UInt8(ascii: ",") {
                var from = start, to = i
                while from < to, bytes[from] == 0x20 || bytes[from] == 0x09 || bytes[from] == 0x0D { from += 1 }
                while to > from, bytes[to - 1] == 0x20 || bytes[to - 1] == 0x09 || bytes[to - 1] == 0x0D { to -= 1 }
                if to > from { body(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[from..<to]))) }
                start = i + 1
            }
            return true
        }
        if done { return }
        for part in text.split(separator: ",") {
            var element = String(part).trimmingBlanks()
            if !element.isEmpty { element.withUTF8 { body(UnsafeRawBufferPointer($0)) } }
        }
    }

    static func value(_ text: String, type: CSAttributeType, range: SourceRange, ctx: CommandContext, calendar: SimCalendar) throws -> CSAttributeValue {
        switch type {
        case .string: return .string(text)
        case .strings: return .strings(splitList(text))
        case .number:
            guard let n = InputNumber.number(text) else { throw CommandError(InputNumber.numberProblem(text) ?? "'\(text)' is not a number", range: range) }
            return .number(n)
        case .numbers: return .numbers(splitList(text).compactMap(InputNumber.number))
        case .date:
            guard let d = DateValue.parse(text, calendar: calendar, now: ctx.simulation.runtime.now) else {
                throw CommandError("'\(text)' is not a date", range: range, suggestion: DateValue.hint)
            }
            return .date(d)
        case .dates: return .dates(splitList(text).compactMap { DateValue.parse($0, calendar: calendar, now: ctx.simulation.runtime.now) })
        case .bool:
            guard text == "true" || text == "false" else { throw CommandError("'\(text)' is not true or false", range: range) }
            return .bool(text == "true")
        case .data: return .data(Array(text.utf8))
        }
    }

    /// A custom value's type inferred from its text: number, date, true/false, a comma list, or text.
    static func inferred(_ text: String, calendar: SimCalendar, now: SimInstant) -> CSAttributeValue {
        if let n = InputNumber.number(text) { return .number(n) }
        if text == "true" || text == "false" { return .bool(text == "true") }
        if text.count >= 10, let d = calendar.parse(text) { return .date(d) }
        if text.contains(",") { return .strings(splitList(text)) }
        return .string(text)
    }
}
