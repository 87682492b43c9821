/// A small streaming SHA-256 (FIPS 180-4) for world digests: deterministic on every machine, no dependency.
public struct SHA256 {
    private var state: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
    private var buffer: [UInt8] = []
    private var length: UInt64 = 0

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// Creates a hasher with nothing fed yet.
    public init() {}

    /// Feeds bytes.
    public mutating func update<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
        for byte in bytes {
            buffer.append(byte)
            length &+= 1
            if buffer.count == 64 { compress(); buffer.removeAll(keepingCapacity: true) }
        }
    }

    /// Feeds a string's UTF-8 bytes followed by a newline (a field separator no field contains unescaped).
    public mutating func update(line: String) {
        update(line.utf8)
        update(CollectionOfOne(UInt8(ascii: "\n")))
    }

    /// The digest as 64 lower-case hex digits (the hasher is not changed).
    public func hexDigest() -> String { finish().hex }

    /// The digest (the hasher is not changed).
    public func finish() -> SHA256Digest {
        var copy = self
        let bits = length &* 8
        copy.update(CollectionOfOne(UInt8(0x80)))
        while copy.buffer.count != 56 { copy.update(CollectionOfOne(UInt8(0))) }
        copy.update((0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * UInt64($0))) })
        var out = [UInt8]()
        out.reserveCapacity(32)
        for word in copy.state {
            for shift in stride(from: 24, through: 0, by: -8) { out.append(UInt8(truncatingIfNeeded: word >> UInt32(shift))) }
        }
        return SHA256Digest(bytes: out)
    }

    private mutating func compress() {
        buffer.withUnsafeBufferPointer { block in compress(block: UnsafeRawBufferPointer(block)) }
    }

    /// Folds one 64-byte block into the state.
    private mutating func compress(block: UnsafeRawBufferPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for i in 0..<16 {
                w[i] = UInt32(block[4 * i]) << 24 | UInt32(block[4 * i + 1]) << 16 | UInt32(block[4 * i + 2]) << 8 | UInt32(block[4 * i + 3])
            }
            for i in 16..<64 {
                let s0 = rotate(w[i - 15], 7) ^ rotate(w[i - 15], 18) ^ (w[i - 15] >> 3)
                let s1 = rotate(w[i - 2], 17) ^ rotate(w[i - 2], 19) ^ (w[i - 2] >> 10)
                w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
            Self.k.withUnsafeBufferPointer { k in
                for i in 0..<64 {
                    let t1 = h &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ ((e & f) ^ (~e & g)) &+ k[i] &+ w[i]
                    let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
                    (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
                }
            }
            state[0] = state[0] &+ a; state[1] = state[1] &+ b; state[2] = state[2] &+ c; state[3] = state[3] &+ d
            state[4] = state[4] &+ e; state[5] = state[5] &+ f; state[6] = state[6] &+ g; state[7] = state[7] &+ h
        }
    }

    /// Feeds contiguous bytes: whole blocks straight from the caller's memory, the rest through the buffer.
    public mutating func update(bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count, !buffer.isEmpty {
            buffer.append(bytes[offset])
            offset += 1
            if buffer.count == 64 { compress(); buffer.removeAll(keepingCapacity: true) }
        }
        while bytes.count - offset >= 64 {
            compress(block: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + 64]))
            offset += 64
        }
        buffer.append(contentsOf: bytes[offset...])
        length &+= UInt64(bytes.count)
    }

    private func rotate(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
}
