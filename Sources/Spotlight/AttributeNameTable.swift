import Foundation

/// Attribute names interned as small integers, so a stored attribute-set entry holds a 4-byte id instead of a 16-byte
/// `String` (Docs/Benchmark.md, peak memory).
///
/// Catalogue names get the ids `0..<catalog.count` in name order and are read without locking; any other name gets the
/// next id on first use (behind a lock) and keeps it for the life of the process.
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
