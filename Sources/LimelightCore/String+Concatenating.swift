extension String {
    /// `a + b + c + d`, made in one allocation of the exact size (each `+` of text past 15 bytes allocates and copies
    /// again): for the lines a bulk file's steps print and log.
    public init(concatenating a: String, _ b: String, _ c: String, _ d: String = "") {
        let count = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count
        self.init(unsafeUninitializedCapacity: count) { buffer in
            var at = 0
            func copy(_ part: String) {
                let copied: Int? = part.utf8.withContiguousStorageIfAvailable { bytes in
                    UnsafeMutableBufferPointer(rebasing: buffer[at...]).initialize(from: bytes).1
                }
                if let copied {
                    at += copied
                } else {
                    for byte in part.utf8 {
                        buffer[at] = byte
                        at += 1
                    }
                }
            }
            copy(a)
            copy(b)
            copy(c)
            copy(d)
            return at
        }
    }
}
