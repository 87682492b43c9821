/// The bytes of a JSON string that need no escape — neither a quote, a backslash nor a control character — found
/// eight at a time: what the canonical reader skips inside a string and the writer copies as they are.
public enum JSONPlainBytes {
    /// The offset, from `start` on, of the first byte of `base` (of `count` bytes) that is a quote, a backslash or a
    /// control character, found eight bytes at a time, or of the first of the last bytes fewer than eight: every byte
    /// before the offset is plain, and the caller reads on byte by byte from it. In each word the lowest flagged byte
    /// is exact (a borrow only runs upward, past a byte that was flagged rightly), so the offset is the special byte.
    /// With `stoppingAtNonASCII`, a byte past ASCII stops the scan too (for a reader that checks UTF-8 as it goes).
    @inline(__always)
    public static func skipWords(_ base: UnsafeRawPointer, from start: Int, count: Int, stoppingAtNonASCII: Bool = false) -> Int {
        var i = start
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        while i + 8 <= count {
            let w = UInt64(littleEndian: (base + i).loadUnaligned(as: UInt64.self))
            let quote = w ^ 0x2222_2222_2222_2222, backslash = w ^ 0x5C5C_5C5C_5C5C_5C5C
            let special = (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((w &- 0x2020_2020_2020_2020) & ~w)
                           | (stoppingAtNonASCII ? w : 0)) & highs
            if special != 0 { return i + special.trailingZeroBitCount >> 3 }
            i += 8
        }
        return i
    }
}
