import Foundation
import LimelightCore

/// The identifiers of `ExpiryQueue`'s pending entries, by push order, in chunks of 4,096 (no 2× growth slack; a chunk
/// is freed once every entry in it has popped).
struct ExpiryIdentifiers: Equatable, Sendable {
    /// Entries per chunk (a power of two).
    static let chunkSize = 4096
    private static let shift = 12

    /// The chunks, oldest first; a chunk whose entries all popped is empty.
    private var chunks: [[String]] = []
    /// Pending entries per chunk.
    private var liveInChunk: [Int] = []
    /// The push order of the first slot of `chunks[0]`.
    private var base = 0
    /// The push order the next append gets.
    private(set) var next = 0
    /// How many entries are pending.
    private(set) var live = 0
    /// The digests of chunks, keyed by the push order of their first slot (derived; see `DigestMemo`).
    private var chunkDigests = DigestMemo()

    /// The push order of the oldest slot held (every pending order is at least this).
    var lowestOrder: Int { base }

    /// How many chunks are held (for tests of freeing).
    var chunkCount: Int { chunks.count }

    /// Stores an identifier and returns its push order.
    mutating func append(_ identifier: String) -> Int {
        let order = next
        let c = (order - base) >> Self.shift
        if c == chunks.count {
            var chunk: [String] = []
            // A lone first chunk grows as needed (small queues stay small); later ones take their full size at once.
            if !chunks.isEmpty { chunk.reserveCapacity(Self.chunkSize) }
            chunks.append(chunk)
            liveInChunk.append(0)
        }
        chunks[c].append(identifier)
        chunkDigests.invalidate(base + c << Self.shift)
        liveInChunk[c] += 1
        live += 1
        next += 1
        return order
    }

    /// The identifier pushed with this order (empty once removed or if never pushed).
    subscript(order: Int) -> String {
        let i = order - base
        guard i >= 0, order < next else { return "" }
        let c = i >> Self.shift, slot = i & (Self.chunkSize - 1)
        guard c < chunks.count, slot < chunks[c].count else { return "" }
        return chunks[c][slot]
    }

    /// Forgets the identifier pushed with this order, freeing its chunk when nothing in it is pending.
    mutating func remove(_ order: Int) {
        let i = order - base
        guard i >= 0, order < next else { return }
        let c = i >> Self.shift, slot = i & (Self.chunkSize - 1)
        guard c < chunks.count, slot < chunks[c].count, liveInChunk[c] > 0 else { return }
        chunks[c][slot] = ""
        chunkDigests.invalidate(base + c << Self.shift)
        liveInChunk[c] -= 1
        live -= 1
        if live == 0 {
            chunks.removeAll()
            liveInChunk.removeAll()
            base = next
            return
        }
        let complete = (c + 1) << Self.shift <= next - base
        guard liveInChunk[c] == 0, complete else { return }
        chunks[c] = []
        var dead = 0
        while dead < chunks.count - 1, liveInChunk[dead] == 0 { dead += 1 }
        if dead > 0 {
            chunks.removeFirst(dead)
            liveInChunk.removeFirst(dead)
            base += dead << Self.shift
        }
    }
}

/// Identifiers encode their chunks and counters as they are; decoding checks that they fit together, so a corrupt
/// file is an error rather than a crash later.
extension ExpiryIdentifiers: Codable {
    private enum Key: String, CodingKey { case chunks, liveInChunk, base, next, live }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        chunks = try c.decode(ChunkList.self, forKey: .chunks).chunks
        liveInChunk = try c.decode([Int].self, forKey: .liveInChunk)
        base = try c.decode(Int.self, forKey: .base)
        next = try c.decode(Int.self, forKey: .next)
        live = try c.decode(Int.self, forKey: .live)
        let span = next - base
        var consistent = base >= 0 && span >= 0 && next <= SpotlightState.counterLimit && liveInChunk.count == chunks.count
            && chunks.count == (span + Self.chunkSize - 1) / Self.chunkSize && live == liveInChunk.reduce(0, +)
        for (i, chunk) in chunks.enumerated() where consistent {
            let expected = min(Self.chunkSize, span - i * Self.chunkSize)
            let size = chunk.isEmpty && expected == Self.chunkSize ? 0 : expected
            consistent = chunk.count == size && (0...chunk.count).contains(liveInChunk[i])
        }
        guard consistent else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: "inconsistent expiry identifiers"))
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        if let mode = encoder.digestForm {
            // The digest's form: each chunk as the SHA-256 of its canonical JSON (remembered until the chunk changes).
            let digests = chunks.enumerated().map { i, chunk in
                chunkDigests.digest(base + i << Self.shift, fromScratch: mode == .fromScratch) { SHA256Digest.of(Self.json(chunk)) }.hex
            }
            try c.encode(digests, forKey: .chunks)
        } else {
            try c.encode(ChunkList(chunks: chunks), forKey: .chunks)
        }
        try c.encode(liveInChunk, forKey: .liveInChunk)
        try c.encode(base, forKey: .base)
        try c.encode(next, forKey: .next)
        try c.encode(live, forKey: .live)
    }
}

extension ExpiryIdentifiers {
    /// A chunk's canonical JSON (what `CanonicalJSON.encoder` writes for it), written by hand.
    static func json(_ chunk: [String]) -> [UInt8] {
        var w = CanonicalJSONWriter(reserving: chunk.count * 16 + 2)
        w.byte(UInt8(ascii: "["))
        for (i, identifier) in chunk.enumerated() {
            if i > 0 { w.byte(UInt8(ascii: ",")) }
            w.string(identifier)
        }
        w.byte(UInt8(ascii: "]"))
        return w.bytes
    }

    /// The chunks as the world's JSON holds them: a list of lists of identifiers, or, when the world is written in
    /// pieces, one line of the snapshot per chunk (a line holding the one-element list `[CHUNK]`, so the lines put
    /// together are the list), read back by the canonical reader (Docs/Snapshots.md, "File format").
    struct ChunkList: Codable {
        var chunks: [[String]]

        init(chunks: [[String]]) { self.chunks = chunks }

        init(from decoder: Decoder) throws {
            chunks = try SplicedList.decode(from: decoder, fast: { $0.list { $0.string() } }) ?? [[String]](from: decoder)
        }

        func encode(to encoder: Encoder) throws {
            let chunks = self.chunks
            if !chunks.isEmpty, try SplicedList.encode(to: encoder, chunks: {
                try chunks.concurrentMap { chunk -> Data in
                    var line = ExpiryIdentifiers.json(chunk)
                    line.insert(UInt8(ascii: "["), at: 0)
                    line.append(UInt8(ascii: "]"))
                    return Data(line)
                }
            }) { return }
            try chunks.encode(to: encoder)
        }
    }
}

/// The domain of the identifiers (see `SimStateDomain`): decoding already checks that chunks, counts and the window
/// `base…next` fit together; `next` stays below 2^52.
extension ExpiryIdentifiers: SimStateDomain {
    func checkDomain(_ check: inout SimDomainCheck) throws {
        check.free("chunks", "liveInChunk", "live")
        check.derived("chunkDigests")
        try check.int("base", base, 0...next)
        try check.int("next", next, 0...SimDomainCheck.counterLimit)
    }
}
