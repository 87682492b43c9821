import LimelightCore
import Foundation

/// An item table compares by content and encodes as its items in sequence order (bucket order depends on the
/// process's hash seed, so it is never encoded); decoding shares one origin among items with equal origin fields.
extension ItemTable: Equatable, Codable {
    /// Whether both tables hold equal items under the same identifiers; segments both share are skipped, so comparing
    /// a capture with the table it came from costs what changed since.
    static func == (a: ItemTable, b: ItemTable) -> Bool {
        guard a.count == b.count else { return false }
        var equal = true
        a.forEachUnshared(with: b) { item in if equal, b[item.uniqueIdentifier] != item { equal = false } }
        return equal
    }

    /// Decodes the list of items, or in a version 4 snapshot the lines of the file a reference names
    /// (`SnapshotLines`), each read by the canonical reader when it can.
    init(from decoder: Decoder) throws {
        self.init()
        var origins: [OriginKey: IndexedItem.Origin] = [:]
        func add(_ record: IndexedItemRecord) {
            let key = OriginKey(app: record.app, indexName: record.indexName, protectionClass: record.protectionClass,
                                domainIdentifier: record.item.domainIdentifier)
            let origin = origins[key] ?? record.origin
            origins[key] = origin
            updateValue(record.item(origin: origin))
        }
        // A line in the canonical form is read straight into items (`IndexedItemLineReader`), each line's items sharing
        // their origins while the fields repeat; a line in another form (edited by hand) is decoded as records, each
        // item with an origin of its own. Origins are shared only to save memory: equality compares their fields.
        if let read = try SplicedList.decodeLines(from: decoder, digests: true, line: IndexedItemLineReader.readLine,
                                                  as: IndexedItemRecord.self, element: { $0.item(origin: $0.origin) }) {
            reserveCapacity(read.reduce(0) { $0 + $1.elements.count })
            for line in read { for item in line.elements { updateValue(item) } }
            rememberRangeDigests(read.map { ($0.elements.map(\.sequence), $0.digest) })
            return
        }
        var list = try decoder.unkeyedContainer()
        if let count = list.count { reserveCapacity(count) }
        while !list.isAtEnd { add(try list.decode(IndexedItemRecord.self)) }
    }

    /// Remembers the digests of the ranges a snapshot's lines held, one line per range as `rangeChunks()` writes them:
    /// each line given by the sequences of its items and the SHA-256 of its bytes (nil when not read as canonical). A
    /// line is taken only when its items all lie in one range that no other line touches and the table holds exactly
    /// them there; the world's digest check catches a line whose bytes are not the canonical ones.
    private func rememberRangeDigests(_ lines: [(sequences: [Int], digest: SHA256Digest?)]) {
        var digestOfRange: [Int: SHA256Digest?] = [:]
        for line in lines {
            guard let first = line.sequences.first else { continue }
            let range = first / Self.rangeSize
            let oneRange = line.sequences.allSatisfy { $0 / Self.rangeSize == range }
            // A range two lines touch, or a line over two ranges, is left to be computed.
            let taken: SHA256Digest? = digestOfRange[range] == nil && oneRange ? line.digest : nil
            digestOfRange.updateValue(taken, forKey: range)
            if !oneRange { for sequence in line.sequences { digestOfRange.updateValue(nil, forKey: sequence / Self.rangeSize) } }
        }
        for case let (range, digest?) in digestOfRange { _ = rangeDigests.digest(range) { digest } }
    }

    func encode(to encoder: Encoder) throws {
        if let mode = encoder.digestForm { return try digestForm(mode).encode(to: encoder) }
        if try SplicedList.encode(to: encoder, chunks: rangeChunks) { return }
        var list = encoder.unkeyedContainer()
        for item in values.sorted(by: { $0.sequence < $1.sequence }) { try list.encode(item) }
    }

    /// The fields of an origin, as a dictionary key.
    private struct OriginKey: Hashable {
        var app: String
        var indexName: String?
        var protectionClass: CSFileProtection
        var domainIdentifier: String?
    }
}

/// The table as the world's digest sees it (Docs/Snapshots.md, "The digest"): how many items, and for each range of
/// `rangeSize` sequence numbers that holds items, the SHA-256 of those items' canonical JSON in sequence order (the list
/// the snapshot holds, cut into ranges). A range's digest is remembered until an item in it changes, so the digest after
/// a step re-encodes only the ranges the step touched.
extension ItemTable {
    struct DigestForm: Encodable {
        struct Range: Encodable {
            var first: Int
            var sha256: String
        }
        var count: Int
        var ranges: [Range]
    }

    func digestForm(_ mode: DigestFormMode) throws -> DigestForm {
        let fromScratch = mode == .fromScratch
        var present = Set<Int>()
        forEach { present.insert($0.sequence / Self.rangeSize) }
        var missing: [Int: [IndexedItem]] = [:]
        for range in present where fromScratch || rangeDigests.known(range) == nil { missing[range] = [] }
        if !missing.isEmpty {
            forEach { item in
                let range = item.sequence / Self.rangeSize
                if missing[range] != nil { missing[range, default: []].append(item) }
            }
        }
        // The ranges not remembered are written and hashed on all cores at once.
        let work = missing.sorted { $0.key < $1.key }
        let digests = try work.concurrentMap { range, items in
            SHA256Digest.of(try IndexedItem.canonicalJSON(items.sorted { $0.sequence < $1.sequence }))
        }
        let computed = Dictionary(uniqueKeysWithValues: zip(work.map(\.key), digests))
        let ranges = try present.sorted().map { range in
            let digest = try rangeDigests.digest(range, fromScratch: fromScratch) {
                if let digest = computed[range] { return digest }
                return SHA256Digest.of(try IndexedItem.canonicalJSON((missing[range] ?? []).sorted { $0.sequence < $1.sequence }))
            }
            return DigestForm.Range(first: range * Self.rangeSize, sha256: digest.hex)
        }
        return DigestForm(count: count, ranges: ranges)
    }
}

extension ItemTable {
    /// The items in sequence order as the canonical JSON of each sequence range (what the snapshot's list is, cut into
    /// the digest's ranges); each range's digest is remembered on the way, so a snapshot save leaves the digest cheap.
    func rangeChunks() throws -> [Data] {
        let sorted = values.sorted { $0.sequence < $1.sequence }
        var groups: [(range: Int, items: ArraySlice<IndexedItem>)] = []
        var start = 0
        while start < sorted.count {
            let range = sorted[start].sequence / Self.rangeSize
            var end = start + 1
            while end < sorted.count, sorted[end].sequence / Self.rangeSize == range { end += 1 }
            groups.append((range, sorted[start..<end]))
            start = end
        }
        // Each range is written (and, if not remembered, hashed) on all cores at once.
        let memo = rangeDigests
        return try groups.concurrentMap { range, items in
            let data = Data(try IndexedItem.canonicalJSON(items))
            if memo.known(range) == nil { _ = memo.digest(range) { SHA256Digest.of(data) } }
            return data
        }
    }
}
