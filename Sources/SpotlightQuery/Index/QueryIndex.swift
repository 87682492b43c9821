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
    var slotOf = SlotMap()
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
    /// Cached query-independent score parts per slot (see `QueryIndex+Ranking.swift`) and what they were computed for.
    var staticCache: [Double] = []
    var staticKey: StaticScoreKey?
    /// Slots changed since the static-score cache was filled (refreshed one by one while few), and whether a change
    /// touched every slot's score (an app's hint scale switched).
    var dirtySlots: [Int32] = []
    var staticsNeedFullUpdate = false
    /// Whether user queries with a result limit skip exact scoring of candidates that cannot make the list;
    /// off, every match is scored (the reference the tests compare against).
    var pruningEnabled = true
    /// Per-app largest rankingHint seen: decides whether the app uses Apple's 0–100 scale or 0–1.
    var maxHintByApp: [Int32: Float] = [:]

    var fields: [String: FieldTerms] = [:]
    var postings: [[Int32]] = []
    /// The first fields and numeric columns made, for lookups by a short scan; the last app seen.
    private var fieldList: [(name: String, terms: FieldTerms)] = []
    private var columnList: [(name: String, column: NumericColumn)] = []
    private var lastApp: (name: String, id: Int32)?
    /// `maxHintByApp` as an array by app id (read on every insert).
    private var maxHintOfApp: [Float] = []
    /// Candidate lists of finished user queries, kept to reuse their capacity (large lists would otherwise be fresh
    /// mmap'd memory, page-faulted on every query).
    var candidateBuffers: [[Int32]] = []
    /// Term ids of the item being inserted (kept to reuse its capacity).
    var termScratch: [Int32] = []
    var numeric: [String: NumericColumn] = [:]
    /// Custom keys seen in committed items, by name: the semantic check's schema.
    public private(set) var customKeys: [String: CSCustomAttributeKey] = [:]
    /// Where result building stores its look-ahead reads (see `SearchEngine.search`); never read.
    var lookaheadSink = 0
    /// How many items the index holds.
    public private(set) var count = 0

    public init() {}

    /// The schema for checking queries against this index.
    public var schema: QuerySchema { QuerySchema(customKeys: customKeys) }

    /// Notes that a slot's static score must be recomputed (past 4096 changes, the whole cache is rebuilt instead).
    func markDirty(_ slot: Int32) {
        guard !staticsNeedFullUpdate else { return }
        if dirtySlots.count >= 4096 { staticsNeedFullUpdate = true; dirtySlots = [] } else { dirtySlots.append(slot) }
    }

    /// Whether a slot holds a live item.
    @inline(__always) func isLive(_ slot: Int32) -> Bool { alive[Int(slot)] }

    // MARK: - SpotlightIndexObserver

    public func spotlightDidCommit(_ item: IndexedItem) { insert(item) }

    public func spotlightDidRemove(app: String, identifier: String) { remove(app: app, identifier: identifier) }

    /// Adds or replaces an item.
    public func insert(_ indexed: IndexedItem) {
        let key = Key(app: indexed.app, identifier: indexed.uniqueIdentifier)
        let slot = allocateSlot()
        let s = Int(slot)
        markDirty(slot)
        // The slot map reads a slot's key from its item, so the item goes in first; one hash for "is it there" and
        // "put it there"; a replaced item's old slot is released.
        stored[s] = indexed
        if let old = slotOf.updateValue(slot, forKey: key, in: stored) { release(old) }
        alive[s] = true
        count += 1
        let set = indexed.attributeSet
        let appID = appID(indexed.app)
        appOfSlot[s] = appID
        let h = Float(set.rankingHint ?? 0)
        hint[s] = h.isFinite ? h : 0
        while maxHintOfApp.count <= Int(appID) { maxHintOfApp.append(0) }
        if h.isFinite, h > maxHintOfApp[Int(appID)] {
            maxHintOfApp[Int(appID)] = h
            // Crossing 1 switches the app's hints from the 0–1 to the 0–100 scale: every cached score of it changes.
            if h > 1, (maxHintByApp[appID] ?? 0) <= 1 { staticsNeedFullUpdate = true }
            maxHintByApp[appID] = h
        }
        lastUsed[s] = set.lastUsedDate?.secondsSinceReferenceDate ?? -Double.infinity
        expiry[s] = indexed.expirationDate.secondsSinceReferenceDate
        sequence[s] = indexed.sequence
        engagement[s] = engagementByKey.isEmpty ? 0 : engagementByKey[key] ?? 0
        protection[s] = indexed.protectionClass
        for (name, key) in set.customKeys { customKeys[name] = key }

        // The scratch buffer is moved into a local (keeping its capacity) so appends need no exclusivity checks.
        var ids = termScratch
        termScratch = []
        ids.removeAll(keepingCapacity: true)
        set.forEachStandardValue { name, value in
            if name != "domainIdentifier" { index(value, field: name, slot: slot, into: &ids) }
        }
        for name in ["contentType", "domainIdentifier"] {
            guard let value = QueryItemValues.value(of: indexed.item, named: name) else { continue }
            index(value, field: name, slot: slot, into: &ids)
        }
        for name in set.customValues.keys.sorted() {
            guard let value = QueryItemValues.value(of: indexed.item, named: name) else { continue }
            index(value, field: name, slot: slot, into: &ids)
            if set.customKeys[name]?.isSearchableByDefault == true {
                index(value, field: Self.defaultCustomField, slot: slot, textOnly: true, into: &ids)
            }
        }
        ids.sort()
        // The posting lists are moved into a local for the appends (one exclusivity check instead of one per term).
        var lists = postings
        postings = []
        var last: Int32 = -1
        for id in ids where id != last {
            last = id
            lists[Int(id)].append(slot)
        }
        postings = lists
        termScratch = ids
    }

    /// The term dictionary of a field, created on first use (field names are few and short: a scan comparing them
    /// is cheaper than hashing).
    private func terms(of field: String) -> FieldTerms {
        for entry in fieldList where entry.name == field { return entry.terms }
        if let known = fields[field] { return known }
        let created = FieldTerms(remembersTexts: field == "contentType" || field == "domainIdentifier")
        fields[field] = created
        if fieldList.count < 32 { fieldList.append((field, created)) }
        return created
    }

    /// The numeric column of a field, created on first use.
    private func column(of field: String) -> NumericColumn {
        for entry in columnList where entry.name == field { return entry.column }
        if let known = numeric[field] { return known }
        let created = NumericColumn()
        numeric[field] = created
        if columnList.count < 32 { columnList.append((field, created)) }
        return created
    }

    /// Adds the term ids of one text to `ids`, giving new terms ids; texts of fields that repeat a few values
    /// (content types, domains) are remembered whole.
    private func addText(_ text: String, to dictionary: FieldTerms, into ids: inout [Int32]) {
        if dictionary.remembersTexts, let known = dictionary.rememberedTerms[text] {
            ids.append(contentsOf: known)
            return
        }
        let start = ids.count
        // ASCII text: terms are looked up by their bytes (no String made unless the term is new).
        let ascii = FoldedText.forEachASCIIIndexTerm(text) { bytes in
            ids.append(dictionary.id(ofASCII: bytes) ?? newTerm(String(decoding: bytes, as: UTF8.self), in: dictionary))
        }
        if !ascii {
            FoldedText.forEachIndexTerm(text) { term in
                ids.append(dictionary.id(of: term) ?? newTerm(term, in: dictionary))
            }
        }
        if dictionary.remembersTexts, dictionary.rememberedTerms.count < 1024 {
            dictionary.rememberedTerms[text] = Array(ids[start...])
        }
    }

    /// Gives a new term an id and an empty posting list.
    private func newTerm(_ term: String, in dictionary: FieldTerms) -> Int32 {
        let id = Int32(postings.count)
        postings.append([])
        dictionary.insert(term, id: id)
        return id
    }

    private func index(_ value: CSAttributeValue, field: String, slot: Int32, textOnly: Bool = false, into ids: inout [Int32]) {
        switch value {
        case .string(let text): addText(text, to: terms(of: field), into: &ids)
        case .strings(let texts):
            let dictionary = terms(of: field)
            for text in texts { addText(text, to: dictionary, into: &ids) }
        case .data: break
        default:
            guard !textOnly else { return }
            let column = column(of: field)
            for v in value.numericValues { column.insert(v, slot: slot) }
        }
    }

    /// Removes an item if present.
    public func remove(app: String, identifier: String) {
        guard let slot = slotOf.removeValue(forKey: Key(app: app, identifier: identifier), in: stored) else { return }
        release(slot)
    }

    /// Marks a slot dead (its postings are dropped lazily, by `purge`).
    private func release(_ slot: Int32) {
        let s = Int(slot)
        stored[s] = Self.vacant
        alive[s] = false
        markDirty(slot)
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
        // Bulk indexing is one app after another: compare with the last one before hashing.
        if let last = lastApp, last.name == app { return last.id }
        if let id = appIDs[app] { lastApp = (app, id); return id }
        let id = Int32(appNames.count)
        appIDs[app] = id
        appNames.append(app)
        return id
    }

    /// The live item for an app and identifier.
    public func item(app: String, identifier: String) -> IndexedItem? {
        slotOf.slot(Key(app: app, identifier: identifier), in: stored).flatMap { item(at: Int($0)) }
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
