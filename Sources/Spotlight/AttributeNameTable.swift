import Foundation

/// Attribute names (and content types) interned as small integers, so a stored attribute set holds 4-byte ids instead of
/// 16-byte `String`s (Docs/Benchmark.md, peak memory).
///
/// Catalogue names get the ids `0..<catalog.count` in name order and are read without locking; any other name gets the
/// next id on first use (behind a lock) and keeps it for the life of the process.
///
/// A pure memo table, not state, so it is process-wide rather than owned by a world: name → id → the same name, and
/// no output depends on which id a name got. Entries are kept in name order (`precedes` compares the names of
/// non-catalogue ids), encoding writes names, equality and hashing go through names or through ids that stand for
/// one name each, so two worlds (or two processes) that interned names in different orders print, encode and digest
/// the same bytes (`AttributeStorageTests`, the snapshot round trips).
final class AttributeNameTable: @unchecked Sendable {
    /// The one table of the process.
    static let shared = AttributeNameTable()

    /// The catalogue's names, sorted: the name of id `i` for `i < catalog.count`.
    let catalog: [String]
    private let catalogIDs: [String: UInt32]
    /// Guards `extra` and `extraIDs`.
    private let lock = NSLock()
    private var extra: [String] = []
    private var extraIDs: [String: UInt32] = [:]

    private init() {
        let names = Set(CSAttributeCatalog.all.map(\.name)).sorted()
        catalog = names
        var ids: [String: UInt32] = [:]
        for (i, name) in names.enumerated() { ids[name] = UInt32(i) }
        catalogIDs = ids
    }

    /// The name of an id handed out by `id(of:)`.
    @inline(__always)
    func name(of id: UInt32) -> String {
        let i = Int(id)
        if i < catalog.count { return catalog[i] }
        return extraName(i - catalog.count)
    }

    private func extraName(_ i: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return i < extra.count ? extra[i] : ""
    }

    /// The id of a name if it was ever interned (lookups never intern).
    func existingID(of name: String) -> UInt32? {
        if let known = catalogIDs[name] { return known }
        lock.lock()
        defer { lock.unlock() }
        return extraIDs[name]
    }

    /// Whether the name of `a` sorts before the name of `b` (catalogue ids are in name order).
    @inline(__always)
    func precedes(_ a: UInt32, _ b: UInt32) -> Bool {
        let n = UInt32(catalog.count)
        if a < n, b < n { return a < b }
        return name(of: a) < name(of: b)
    }

    /// The id of a name, interning it on first use.
    func id(of name: String) -> UInt32 {
        if let known = catalogIDs[name] { return known }
        lock.lock()
        defer { lock.unlock() }
        if let known = extraIDs[name] { return known }
        let id = UInt32(catalog.count + extra.count)
        extra.append(name)
        extraIDs[name] = id
        return id
    }
}
