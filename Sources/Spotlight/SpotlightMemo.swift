import LimelightCore

/// The memo tables of one Spotlight service: pure functions of their keys, kept only because bulk indexing asks the
/// same questions over and over. Not state: a memo emptied at any moment (as `SpotlightService.restore(_:)` does)
/// changes no output, no log line and no digest.
///
/// - `stamp(_:)`: an instant's ISO 8601 text (`SimInstant.description`).
/// - `indexedTail(domain:replaced:expiry:)`: the text after the identifier in a `spotlight.indexed` message.
/// - `journaledTail(indexName:visibleAt:)`: the text after the entry's number and summary in a `spotlight.journaled` message.
/// - `origin(app:indexName:protectionClass:domainIdentifier:)`: an `IndexedItem.Origin` equal to a fresh one; sharing
///   the box saves memory, and items compare and encode their origin by value, never by identity.
final class SpotlightMemo {
    private var stamps: [SimInstant: String] = [:]
    /// Tails of `spotlight.indexed` messages by (domain, replaced, expiry): bulk indexing repeats a few of them.
    private var indexedTails: [IndexedTailKey: String] = [:]
    /// The last origins made, shared by the next items that match one.
    private var recentOrigins: [IndexedItem.Origin] = []
    /// Where the next origin goes in `recentOrigins` once it is full.
    private var nextOriginSlot = 0

    /// The ISO 8601 text of an instant.
    func stamp(_ instant: SimInstant) -> String {
        if let text = stamps[instant] { return text }
        if stamps.count >= 4096 { stamps.removeAll(keepingCapacity: true) }
        let text = instant.description
        stamps[instant] = text
        return text
    }

    /// The text after the identifier in a `spotlight.indexed` message.
    func indexedTail(domain: String?, replaced: Bool, expiry: SimInstant) -> String {
        let key = IndexedTailKey(domain: domain, replaced: replaced, expiry: expiry)
        // The last answer is compared before the table is hashed (consecutive items share their tail).
        if let last = lastIndexedTail, last.key == key { return last.tail }
        let tail = indexedTailByTable(key)
        lastIndexedTail = (key, tail)
        return tail
    }

    /// The last `indexedTail` answer, with its key.
    private var lastIndexedTail: (key: IndexedTailKey, tail: String)?
    /// The last `journaledTail` answer, with its key.
    private var lastJournaledTail: (key: JournaledTailKey, tail: String)?

    private func indexedTailByTable(_ key: IndexedTailKey) -> String {
        let (domain, replaced, expiry) = (key.domain, key.replaced, key.expiry)
        if let known = indexedTails[key] { return known }
        if indexedTails.count >= 1024 { indexedTails.removeAll(keepingCapacity: true) }
        let inDomain = domain.map { " in domain " + CSAttributeValue.quote($0) } ?? ""
        let tail = "\(inDomain)\(replaced ? " (replaced)" : ""), expires \(stamp(expiry))"
        indexedTails[key] = tail
        return tail
    }

    /// Tails of `spotlight.journaled` messages by (index name, visible-at instant when the latency is not zero).
    private var journaledTails: [JournaledTailKey: String] = [:]

    /// The text after `#ID SUMMARY` in a `spotlight.journaled` message: ` via INDEX`, and `, visible at T` when given.
    func journaledTail(indexName: String?, visibleAt: SimInstant?) -> String {
        let key = JournaledTailKey(indexName: indexName, visibleAt: visibleAt)
        if let last = lastJournaledTail, last.key == key { return last.tail }
        let tail = journaledTailByTable(key)
        lastJournaledTail = (key, tail)
        return tail
    }

    private func journaledTailByTable(_ key: JournaledTailKey) -> String {
        let (indexName, visibleAt) = (key.indexName, key.visibleAt)
        if let known = journaledTails[key] { return known }
        if journaledTails.count >= 1024 { journaledTails.removeAll(keepingCapacity: true) }
        let tail = " via " + SpotlightText.index(indexName) + (visibleAt.map { ", visible at " + $0.description } ?? "")
        journaledTails[key] = tail
        return tail
    }

    /// The origin box for items indexed through one index into one domain, shared with the last 16 origins made
    /// (bulk indexing spreads items over a few domains).
    func origin(app: String, indexName: String?, protectionClass: CSFileProtection, domainIdentifier: String?) -> IndexedItem.Origin {
        for known in recentOrigins
        where known.matches(app: app, indexName: indexName, protectionClass: protectionClass, domainIdentifier: domainIdentifier) {
            return known
        }
        let made = IndexedItem.Origin(app: app, indexName: indexName, protectionClass: protectionClass, domainIdentifier: domainIdentifier)
        if recentOrigins.count < 16 { recentOrigins.append(made) } else { recentOrigins[nextOriginSlot] = made }
        nextOriginSlot = (nextOriginSlot + 1) % 16
        return made
    }
}

/// What the tail of a `spotlight.journaled` message depends on.
struct JournaledTailKey: Hashable {
    var indexName: String?
    var visibleAt: SimInstant?
}

/// What the tail of a `spotlight.indexed` message depends on.
struct IndexedTailKey: Hashable {
    var domain: String?
    var replaced: Bool
    var expiry: SimInstant
}
