/// The bytes of a JSON string that need no escape — neither a quote, a backslash nor a control character — found
/// eight at a time: what the canonical reader skips inside a string and the writer copies as they are.
enum JSONPlainBytes {
    /// The offset, from `start` on, of the first 8-byte word of `base` (of `count` bytes) that may hold a quote, a
    /// backslash or a control character, or where fewer than eight bytes are left: every byte before it is plain. The
    /// word test may flag a word falsely (a borrow past a flagged byte), never miss one; the caller reads on byte by
    /// byte from the offset.
    @inline(__always)
    static func skipWords(_ base: UnsafeRawPointer, from start: Int, count: Int) -> Int {
        var i = start
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        while i + 8 <= count {
            let w = (base + i).loadUnaligned(as: UInt64.self)
            let quote = w ^ 0x2222_2222_2222_2222, backslash = w ^ 0x5C5C_5C5C_5C5C_5C5C
            let special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((w &- 0x2020_2020_2020_2020) & ~w)
            if special & highs != 0 { break }
            i += 8
        }
        return i
    }
}
