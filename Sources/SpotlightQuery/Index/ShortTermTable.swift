/// An open-addressing map from short terms (1–16 UTF-8 bytes without zero bytes, packed into two words) to term ids:
/// lookups by bytes without building a String or running SipHash, for the hot path of indexing.
struct ShortTermTable {
    /// One bucket; `id < 0` marks an empty one.
    struct Bucket {
        var first: UInt64
        var second: UInt64
        var id: Int32
    }

    /// One array (one buffer to reach per lookup).
    private var buckets: [Bucket] = []
    private var mask = 0
    private(set) var count = 0

    /// The packed key of a term, or nil when it does not fit (longer than 16 bytes, empty, or has a zero byte).
    @inline(__always)
    static func key(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64)? {
        guard !bytes.isEmpty, bytes.count <= 16 else { return nil }
        var a: UInt64 = 0, b: UInt64 = 0
        for (i, byte) in bytes.enumerated() {
            guard byte != 0 else { return nil }
            if i < 8 { a |= UInt64(byte) << UInt64(i * 8) } else { b |= UInt64(byte) << UInt64((i - 8) * 8) }
        }
        return (a, b)
    }

    @inline(__always)
    private static func hash(_ a: UInt64, _ b: UInt64) -> Int {
        var h = a &* 0x9E37_79B9_7F4A_7C15
        h ^= (b &+ 0x632B_E59B_D9B4_E019) &* 0xC2B2_AE3D_27D4_EB4F
        h ^= h >> 29
        return Int(truncatingIfNeeded: h)
    }

    /// The id stored for a packed key.
    @inline(__always)
    func id(_ a: UInt64, _ b: UInt64) -> Int32? {
        buckets.withUnsafeBufferPointer { buckets -> Int32? in
            guard !buckets.isEmpty else { return nil }
            var i = Self.hash(a, b) & mask
            while true {
                let bucket = buckets[i]
                if bucket.id < 0 { return nil }
                if bucket.first == a, bucket.second == b { return bucket.id }
                i = (i + 1) & mask
            }
        }
    }

    /// Stores an id for a packed key (the key must not be present yet).
    mutating func insert(_ a: UInt64, _ b: UInt64, id: Int32) {
        if (count + 1) * 2 > buckets.count { grow() }
        var i = Self.hash(a, b) & mask
        while buckets[i].id >= 0 { i = (i + 1) & mask }
        buckets[i] = Bucket(first: a, second: b, id: id)
        count += 1
    }

    private mutating func grow() {
        let old = buckets
        let capacity = max(64, buckets.count * 2)
        buckets = [Bucket](repeating: Bucket(first: 0, second: 0, id: -1), count: capacity)
        mask = capacity - 1
        count = 0
        for bucket in old where bucket.id >= 0 { insert(bucket.first, bucket.second, id: bucket.id) }
    }
}
