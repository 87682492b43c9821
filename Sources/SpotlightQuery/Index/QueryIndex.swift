import LimelightCore
import Spotlight

/// The query engine's mirror of the Spotlight store: an inverted index of folded word terms per attribute (prefix
/// lookups through sorted term lists) and sorted numeric columns, kept current through `SpotlightIndexObserver`.
///
/// Deletion is lazy: a removed item's slot is marked dead and skipped; postings are purged (and slots reused) once
/// dead slots make up a quarter of the index. A domain delete, delete-all or uninstall marks the slots of the groups it
/// covers (`SlotGroups`) without looking any identifier up, and leaves their slot-map buckets to the purge.
public final class QueryIndex: SpotlightIndexObserver {
    struct Key: Hashable {
        var app: String
        var identifier: String
    }

    /// The pseudo-field that holds text of custom keys marked `searchableByDefault`.
    static let defaultCustomField = "*custom"

    /// The item in each slot; a dead slot holds `vacant` (not an Optional, so reads project fields without copying), or
    /// until the purge the item a marking delete left in it (never read: every read checks `flags` first).
    var stored: [IndexedItem] = []
    static let vacant = IndexedItem(app: "", item: CSSearchableItem(uniqueIdentifier: "", domainIdentifier: nil,
                                                                    attributeSet: CSSearchableItemAttributeSet()),
                                    indexName: nil, protectionClass: .none, indexedAt: SimInstant(secondsSinceReferenceDate: 0), sequence: 0)

    /// The live item in a slot.
    @inline(__always) func item(at s: Int) -> IndexedItem? { flags[s] & SlotFlag.alive != 0 ? stored[s] : nil }
    /// Per slot: live, protection class, hint out of range, engaged (`SlotFlag`); read without touching the item.
    var flags: [UInt8] = []
    var slotOf = SlotMap()
    /// Per slot, its group (app, index name, domain): what marking deletes find slots by.
    var groups = SlotGroups()
    /// Whether slots a marking delete emptied may still have slot-map buckets (dropped by the next purge).
    private var deadSlotsMapped = false
    private var freeSlots: [Int32] = []
    private var deadSlots: [Int32] = []
    /// Per slot: the app id (`manyApps` past 65,534 apps) and the first-indexed sequence while every one fits.
    var appOfSlot: [UInt16] = []
    var sequenceOfSlot: [UInt32] = []
    /// Per slot, compact copies of the ranking facts read for every exactly scored result (see `hintCode`, `lastUsedCode`).
    var hintOfSlot: [UInt8] = []
    var lastUsedOfSlot: [Int32] = []
    var sequencesFit = true
    /// No live item expires before this (a lower bound): until then, visibility needs no item's expiry.
    var earliestExpiry = Double.infinity
    var appIDs: [String: Int32] = [:]
    var appNames: [String] = []
    /// `userEngaged` selections by key, so they survive re-indexing (slots with one are flagged `engaged`).
    var engagementByKey: [Key: Float] = [:]
    /// Scratch arrays for user queries (stamps avoid clearing between queries), sized on the first user query: per
    /// slot the stamp and best weight side by side (read together for every posting), and the summed text weight.
    var marks: [UInt32] = []
    var total: [Float] = []
    var stampBase: UInt32 = 0
    /// Cached query-independent score parts per slot, rounded up to Float (only a pruning bound; see
    /// `QueryIndex+Ranking.swift`), and what they were computed for.
    var staticCache: [Float] = []
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
    /// Each term's slots (compact, see `PostingStore`).
    let postings = PostingStore()
    /// The first fields made, for lookups by a short scan; the last app seen.
    private var fieldList: [(name: String, terms: FieldTerms)] = []
    private var lastApp: (name: String, id: Int32)?
    /// `maxHintByApp` as an array by app id (read on every insert).
    private var maxHintOfApp: [Float] = []
    /// Candidate lists of finished user queries, kept to reuse their capacity (large lists would otherwise be fresh
    /// mmap'd memory, page-faulted on every query).
    var candidateBuffers: [[Int32]] = []
    /// Term ids of the item being inserted (kept to reuse its capacity).
    var termScratch: [Int32] = []
    /// Numeric columns, made on first use by a query (see `QueryIndex+Columns.swift`), then kept current.
    var numeric: [String: NumericColumn] = [:]
    /// Every field that ever had a numeric value (the first 32 also in a list, for lookups by a short scan).
    var numericFields: Set<String> = []
    var numericFieldList: [String] = []
    /// Custom keys seen in committed items, by name: the semantic check's schema.
    public private(set) var customKeys: [String: CustomAttributeKey] = [:]
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
    @inline(__always) func isLive(_ slot: Int32) -> Bool { flags[Int(slot)] & SlotFlag.alive != 0 }

    // MARK: - SpotlightIndexObserver

    public func spotlightDidCommit(_ item: IndexedItem) { insert(item) }

    public func spotlightDidRemove(app: String, identifier: String) { remove(app: app, identifier: identifier) }

    /// Marks the slots of the groups `scope` covers dead; when that is not exactly `items` (an index that did not
    /// mirror all of them: attached later without replay, or fed by hand), each of `identifiers` is removed too.
    public func spotlightDidRemove(app: String, identifiers: RemovedIdentifiers, scope: SpotlightRemovalScope) {
        let marked = removeAll(app: app, scope)
        guard marked != identifiers.count else { return }
        for identifier in identifiers { remove(app: app, identifier: identifier) }
    }

    /// Adds or replaces an item.
    public func insert(_ indexed: IndexedItem) {
        let key = Key(app: indexed.app, identifier: indexed.uniqueIdentifier)
        let slot = allocateSlot()
        let s = Int(slot)
        markDirty(slot)
        // The slot map reads a slot's key from its item, so the item goes in first; one hash for "is it there" and
        // "put it there"; a replaced item's old slot is released.
        stored[s] = indexed
        if let old = slotOf.updateValue(slot, forKey: key, in: stored, flags) { release(old) }
        count += 1
        let set = indexed.attributeSet
        let appID = appID(indexed.app)
        groups.assign(slot, app: appID, origin: indexed.origin)
        appOfSlot[s] = appID < Int32(Self.manyApps) ? UInt16(appID) : Self.manyApps
        let h = Float(set.rankingHint ?? 0)
        while maxHintOfApp.count <= Int(appID) { maxHintOfApp.append(0) }
        if h.isFinite, h > maxHintOfApp[Int(appID)] {
            maxHintOfApp[Int(appID)] = h
            // Crossing 1 switches the app's hints from the 0–1 to the 0–100 scale: every cached score of it changes.
            if h > 1, (maxHintByApp[appID] ?? 0) <= 1 { staticsNeedFullUpdate = true }
            maxHintByApp[appID] = h
        }
        let rankedHint = h.isFinite ? h : 0
        hintOfSlot[s] = Self.hintCode(rankedHint)
        lastUsedOfSlot[s] = Self.lastUsedCode(set.lastUsedDate?.secondsSinceReferenceDate)
        Self.lower(&earliestExpiry, to: indexed.expirationDate.secondsSinceReferenceDate)
        if indexed.sequence >= 0, indexed.sequence <= Int(UInt32.max) {
            sequenceOfSlot[s] = UInt32(indexed.sequence)
        } else {
            sequencesFit = false
        }
        let engaged = !engagementByKey.isEmpty && engagementByKey[key] ?? 0 > 0
        flags[s] = SlotFlag.alive | Self.code(of: indexed.protectionClass) << SlotFlag.protectionShift
            | (rankedHint < 0 || rankedHint > 100 ? SlotFlag.hintOutOfRange : 0) | (engaged ? SlotFlag.engaged : 0)
        for (name, key) in set.customKeys { customKeys[name] = key }

        // The scratch buffer is moved into a local (keeping its capacity) so appends need no exclusivity checks.
        var ids = termScratch
        termScratch = []
        ids.removeAll(keepingCapacity: true)
        // The set's own domainIdentifier (if any) is seen here and indexed after the content type, as
        // `QueryItemValues.value(of:named:)` reads it (the set's value, else the item's).
        var domainValue: CSAttributeValue?
        set.forEachStandardValue { name, value in
            if name != "domainIdentifier" { index(value, field: name, slot: slot, into: &ids) } else { domainValue = value }
        }
        index(.string(set.contentType), field: "contentType", slot: slot, into: &ids)
        let customValues = set.customValues
        if let value = domainValue ?? (customValues.isEmpty ? nil : customValues["domainIdentifier"])
            ?? indexed.domainIdentifier.map(CSAttributeValue.string) {
            index(value, field: "domainIdentifier", slot: slot, into: &ids)
        }
        for name in customValues.isEmpty ? [] : customValues.keys.sorted() {
            guard let value = QueryItemValues.value(of: indexed.item, named: name) else { continue }
            index(value, field: name, slot: slot, into: &ids)
            if set.customKeys[name]?.isSearchableByDefault == true {
                index(value, field: Self.defaultCustomField, slot: slot, textOnly: true, into: &ids)
            }
        }
        ids.sort()
        var last: Int32 = -1
        for id in ids where id != last {
            last = id
            postings.append(slot, to: id)
        }
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

    /// Adds the term ids of one text to `ids`, giving new terms ids; texts of fields that repeat a few values
    /// (content types, domains) are remembered whole.
    ///
    /// Static, so the per-term closures capture no `self` (the index is weakly referenced by the store, which makes
    /// every retain of it take the runtime's slow side-table path).
    private static func addText(_ text: String, to dictionary: FieldTerms, postings: PostingStore, into ids: inout [Int32]) {
        if dictionary.remembersTexts, let known = dictionary.rememberedTerms[text] {
            ids.append(contentsOf: known)
            return
        }
        let start = ids.count
        // ASCII text: terms are looked up by their bytes (no String made unless the term is new).
        let ascii = FoldedText.forEachASCIIIndexTerm(text) { bytes in
            ids.append(dictionary.id(ofASCII: bytes) ?? newTerm(String(decoding: bytes, as: UTF8.self), in: dictionary, postings))
        }
        if !ascii {
            FoldedText.forEachIndexTerm(text) { term in
                ids.append(dictionary.id(of: term) ?? newTerm(term, in: dictionary, postings))
            }
        }
        if dictionary.remembersTexts, dictionary.rememberedTerms.count < 1024 {
            dictionary.rememberedTerms[text] = Array(ids[start...])
        }
    }

    /// Gives a new term an id and an empty posting list.
    private static func newTerm(_ term: String, in dictionary: FieldTerms, _ postings: PostingStore) -> Int32 {
        let id = postings.addList()
        dictionary.insert(term, id: id)
        return id
    }

    private func index(_ value: CSAttributeValue, field: String, slot: Int32, textOnly: Bool = false, into ids: inout [Int32]) {
        switch value {
        case .string(let text): Self.addText(text, to: terms(of: field), postings: postings, into: &ids)
        case .strings(let texts):
            let dictionary = terms(of: field)
            let postings = self.postings
            for text in texts { Self.addText(text, to: dictionary, postings: postings, into: &ids) }
        case .data: break
        default:
            guard !textOnly else { return }
            noteNumeric(value, field: field, slot: slot)
        }
    }

    /// Removes an item if present.
    public func remove(app: String, identifier: String) {
        guard let slot = slotOf.removeValue(forKey: Key(app: app, identifier: identifier), in: stored, flags) else { return }
        release(slot)
    }

    /// Marks every live slot of `app` whose group `scope` covers dead, as a domain delete, delete-all or uninstall
    /// removes the items: a read of the covered groups' slot lists (`SlotGroups`), in ascending slot order, no
    /// identifier hashed and no item touched; the slots keep their items and slot-map buckets until the purge (which
    /// drops both before any slot is reused). Returns how many slots it marked.
    @discardableResult
    public func removeAll(app: String, _ scope: SpotlightRemovalScope) -> Int {
        guard let appID = appIDs[app] else { return 0 }
        let doomed = flags.withUnsafeBufferPointer { flags in
            groups.liveSlots(app: appID, coveredBy: scope) { flags[Int($0)] & SlotFlag.alive != 0 }
        }
        guard !doomed.isEmpty else { return 0 }
        kill(doomed)
        deadSlotsMapped = true
        purgeIfMany()
        return doomed.count
    }

    /// Empties a slot and marks it dead (its postings are dropped lazily, by `purge`).
    private func release(_ slot: Int32) {
        stored[Int(slot)] = Self.vacant
        kill(slot)
        purgeIfMany()
    }

    /// Marks these slots (live, each once) dead, leaving their items in place: `kill(_:)` of each, in bulk.
    private func kill(_ slots: [Int32]) {
        flags.withUnsafeMutableBufferPointer { flags in
            for slot in slots { flags[Int(slot)] = 0 }
        }
        if !staticsNeedFullUpdate {
            // As `markDirty` one by one: past 4,096 dirty slots the statistics are recomputed whole.
            if dirtySlots.count + slots.count > 4096 { staticsNeedFullUpdate = true; dirtySlots = [] } else { dirtySlots.append(contentsOf: slots) }
        }
        deadSlots.append(contentsOf: slots)
        count -= slots.count
    }

    /// Marks a slot dead, leaving its item in place.
    private func kill(_ slot: Int32) {
        let s = Int(slot)
        flags[s] = 0
        markDirty(slot)
        deadSlots.append(slot)
        count -= 1
    }

    /// Purges once dead slots are more than 1,024 and a quarter of the slots.
    private func purgeIfMany() {
        if deadSlots.count > 1024, deadSlots.count * 4 > stored.count { purge() }
    }

    /// Drops dead slots from every posting list, numeric column, the slot map (buckets a marking delete left) and the
    /// group table, and makes their slots reusable.
    public func purge() {
        guard !deadSlots.isEmpty else { return }
        let flags = self.flags
        postings.purge { flags[Int($0)] & SlotFlag.alive != 0 }
        for column in numeric.values { column.purge(isLive: isLive) }
        if deadSlotsMapped {
            slotOf.dropSlots { flags[Int($0)] & SlotFlag.alive == 0 }
            deadSlotsMapped = false
        }
        groups.compact { flags[Int($0)] & SlotFlag.alive != 0 }
        for slot in deadSlots { stored[Int(slot)] = Self.vacant }
        recomputeEarliestExpiry()
        freeSlots.append(contentsOf: deadSlots)
        deadSlots.removeAll()
    }

    private func allocateSlot() -> Int32 {
        if let slot = freeSlots.popLast() { return slot }
        let slot = Int32(stored.count)
        stored.append(Self.vacant); flags.append(0); appOfSlot.append(0); sequenceOfSlot.append(0)
        hintOfSlot.append(0); lastUsedOfSlot.append(0)
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
        slotOf.slot(Key(app: app, identifier: identifier), in: stored, flags).flatMap { item(at: Int($0)) }
    }

    /// Whether a slot is visible: live, unexpired at `now`, readable in `state`, and in the app scope.
    @inline(__always)
    func isVisible(_ slot: Int32, now: Double, state: DataProtectionState, app: Int32?) -> Bool {
        let s = Int(slot)
        let f = flags[s]
        guard f & SlotFlag.alive != 0 else { return false }
        if !(now < earliestExpiry), !(stored[s].expirationDate.secondsSinceReferenceDate > now) { return false }
        if let app, appID(ofSlot: s) != app { return false }
        let p = Self.protectionClasses[Int(f >> SlotFlag.protectionShift & 3)]
        return p == .none || p.isReadable(in: state)
    }
}
