import LimelightCore
import Spotlight

/// The query engine's mirror of the Spotlight store: an inverted index of folded word terms per attribute (prefix
/// lookups through sorted term lists) and sorted numeric columns, kept current through `SpotlightIndexObserver`.
///
/// Deletion is lazy: a removed item's slot is marked dead and skipped; postings are purged (and slots reused) once
/// dead slots make up a quarter of the index.
public final class QueryIndex: SpotlightIndexObserver {
    struct Key: Hashable {
        var app: String
        var identifier: String
    }

    /// The pseudo-field that holds text of custom keys marked `searchableByDefault`.
    static let defaultCustomField = "*custom"

    /// The item in each slot; a dead slot holds `vacant` (not an Optional, so reads project fields without copying).
    var stored: [IndexedItem] = []
    static let vacant = IndexedItem(app: "", item: CSSearchableItem(uniqueIdentifier: "", domainIdentifier: nil,
                                                                    attributeSet: CSSearchableItemAttributeSet()),
                                    indexName: nil, protectionClass: .none, indexedAt: SimInstant(secondsSinceReferenceDate: 0), sequence: 0)

    /// The live item in a slot.
    @inline(__always) func item(at s: Int) -> IndexedItem? { alive[s] ? stored[s] : nil }
    /// Whether each slot holds a live item (checked without copying the item).
    var alive: [Bool] = []
    var slotOf: [Key: Int32] = [:]
    private var freeSlots: [Int32] = []
    private var deadSlots: [Int32] = []
    /// Per-slot ranking facts, read without touching attribute dictionaries.
    var hint: [Float] = []
    var lastUsed: [Double] = []
    var expiry: [Double] = []
    var sequence: [Int] = []
    var protection: [CSFileProtection] = []
    var appOfSlot: [Int32] = []
    var appIDs: [String: Int32] = [:]
    var appNames: [String] = []
    /// Per-slot `userEngaged` selections, and the same by key so they survive re-indexing.
    var engagement: [Float] = []
    var engagementByKey: [Key: Float] = [:]
    /// Scratch arrays for user queries (stamps avoid clearing between queries).
    var stamp: [UInt32] = []
    var best: [Float] = []
    var total: [Float] = []
    var stampBase: UInt32 = 0
    /// Bumped by every change that can alter a score (insert, remove, engagement): keys the static-score cache.
    var version = 0
    /// Cached query-independent score parts per slot (see `QueryIndex+Ranking.swift`) and what they were computed for.
    var staticCache: [Double] = []
    var staticKey: StaticScoreKey?
    /// Whether user queries with a result limit skip exact scoring of candidates that cannot make the list;
    /// off, every match is scored (the reference the tests compare against).
    var pruningEnabled = true
    /// Per-app largest rankingHint seen: decides whether the app uses Apple's 0–100 scale or 0–1.
    var maxHintByApp: [Int32: Float] = [:]

    var fields: [String: FieldTerms] = [:]
    var postings: [[Int32]] = []
    /// Term ids of the item being inserted (kept to reuse its capacity).
    var termScratch: [Int32] = []
    var numeric: [String: NumericColumn] = [:]
    /// Custom keys seen in committed items, by name: the semantic check's schema.
    public private(set) var customKeys: [String: CSCustomAttributeKey] = [:]
    /// How many items the index holds.
    public private(set) var count = 0

    public init() {}

    /// The schema for checking queries against this index.
    public var schema: QuerySchema { QuerySchema(customKeys: customKeys) }

    /// Whether a slot holds a live item.
    @inline(__always) func isLive(_ slot: Int32) -> Bool { alive[Int(slot)] }

    // MARK: - SpotlightIndexObserver

    public func spotlightDidCommit(_ item: IndexedItem) { insert(item) }

    public func spotlightDidRemove(app: String, identifier: String) { remove(app: app, identifier: identifier) }

    /// Adds or replaces an item.
    public func insert(_ indexed: IndexedItem) {
        let key = Key(app: indexed.app, identifier: indexed.uniqueIdentifier)
        if slotOf[key] != nil { remove(app: key.app, identifier: key.identifier) }
        let slot = allocateSlot()
        let s = Int(slot)
        version &+= 1
        slotOf[key] = slot
        stored[s] = indexed
        alive[s] = true
        count += 1
        let set = indexed.attributeSet
        let appID = appID(indexed.app)
        appOfSlot[s] = appID
        let h = Float(set.rankingHint ?? 0)
        hint[s] = h.isFinite ? h : 0
        if h.isFinite, h > (maxHintByApp[appID] ?? 0) { maxHintByApp[appID] = h }
        lastUsed[s] = set.lastUsedDate?.secondsSinceReferenceDate ?? -Double.infinity
        expiry[s] = indexed.expirationDate.secondsSinceReferenceDate
        sequence[s] = indexed.sequence
        engagement[s] = engagementByKey[key] ?? 0
        protection[s] = indexed.protectionClass
        for (name, key) in set.customKeys { customKeys[name] = key }

        termScratch.removeAll(keepingCapacity: true)
        set.forEachStandardValue { name, value in
            if name != "domainIdentifier" { index(value, field: name, slot: slot) }
        }
        for name in ["contentType", "domainIdentifier"] {
            guard let value = QueryItemValues.value(of: indexed.item, named: name) else { continue }
            index(value, field: name, slot: slot)
        }
        for name in set.customValues.keys.sorted() {
            guard let value = QueryItemValues.value(of: indexed.item, named: name) else { continue }
            index(value, field: name, slot: slot)
            if set.customKeys[name]?.isSearchableByDefault == true { index(value, field: Self.defaultCustomField, slot: slot, textOnly: true) }
        }
        termScratch.sort()
        var last: Int32 = -1
        for id in termScratch where id != last {
            last = id
            postings[Int(id)].append(slot)
        }
    }

    /// The term dictionary of a field, created on first use.
    private func terms(of field: String) -> FieldTerms {
        if let known = fields[field] { return known }
        let created = FieldTerms()
        fields[field] = created
        return created
    }

    /// Adds the terms of one text to `termScratch`, giving new terms ids.
    private func addText(_ text: String, to dictionary: FieldTerms) {
        FoldedText.forEachIndexTerm(text) { term in
            let id: Int32
            if let known = dictionary.id(of: term) { id = known } else {
                id = Int32(postings.count)
                postings.append([])
                dictionary.insert(term, id: id)
            }
            termScratch.append(id)
        }
    }

    private func index(_ value: CSAttributeValue, field: String, slot: Int32, textOnly: Bool = false) {
        switch value {
        case .string(let text): addText(text, to: terms(of: field))
        case .strings(let texts):
            let dictionary = terms(of: field)
            for text in texts { addText(text, to: dictionary) }
        case .data: break
        default:
            guard !textOnly else { return }
            let column = numeric[field] ?? { let c = NumericColumn(); numeric[field] = c; return c }()
            for v in value.numericValues { column.insert(v, slot: slot) }
        }
    }

    /// Removes an item if present.
    public func remove(app: String, identifier: String) {
        guard let slot = slotOf.removeValue(forKey: Key(app: app, identifier: identifier)) else { return }
        let s = Int(slot)
        stored[s] = Self.vacant
        alive[s] = false
        version &+= 1
        deadSlots.append(slot)
        count -= 1
        if deadSlots.count > 1024, deadSlots.count * 4 > stored.count { purge() }
    }

    /// Drops dead slots from every posting list and numeric column and makes their slots reusable.
    public func purge() {
        guard !deadSlots.isEmpty else { return }
        let alive = self.alive
        for i in postings.indices where postings[i].contains(where: { !alive[Int($0)] }) {
            postings[i].removeAll { !alive[Int($0)] }
        }
        for column in numeric.values { column.purge(isLive: isLive) }
        freeSlots.append(contentsOf: deadSlots)
        deadSlots.removeAll()
    }

    private func allocateSlot() -> Int32 {
        if let slot = freeSlots.popLast() { return slot }
        let slot = Int32(stored.count)
        stored.append(Self.vacant); alive.append(false); hint.append(0); lastUsed.append(0); expiry.append(0)
        sequence.append(0); protection.append(.none); appOfSlot.append(0); engagement.append(0)
        stamp.append(0); best.append(0); total.append(0)
        return slot
    }

    private func appID(_ app: String) -> Int32 {
        if let id = appIDs[app] { return id }
        let id = Int32(appNames.count)
        appIDs[app] = id
        appNames.append(app)
        return id
    }

    /// The live item for an app and identifier.
    public func item(app: String, identifier: String) -> IndexedItem? {
        slotOf[Key(app: app, identifier: identifier)].flatMap { item(at: Int($0)) }
    }

    /// Whether a slot is visible: live, unexpired at `now`, readable in `state`, and in the app scope.
    @inline(__always)
    func isVisible(_ slot: Int32, now: Double, state: DataProtectionState, app: Int32?) -> Bool {
        let s = Int(slot)
        guard alive[s], expiry[s] > now else { return false }
        if let app, appOfSlot[s] != app { return false }
        let p = protection[s]
        return p == .none || p.isReadable(in: state)
    }
}
