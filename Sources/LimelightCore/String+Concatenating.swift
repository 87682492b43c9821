extension String {
    /// `a + b + c + d`, made in one allocation of the exact size (each `+` of text past 15 bytes allocates and copies
    /// again): for the lines a bulk file's steps print and log.
    public init(concatenating a: String, _ b: String, _ c: String, _ d: String = "") {
        var a = a, b = b, c = c, d = d  // `withUTF8` needs a variable; a native string is not copied by it
        let count = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count
        self.init(unsafeUninitializedCapacity: count) { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var at = base
            a.withUTF8 { at = Self.copy($0, to: at) }
            b.withUTF8 { at = Self.copy($0, to: at) }
            c.withUTF8 { at = Self.copy($0, to: at) }
            d.withUTF8 { at = Self.copy($0, to: at) }
            return at - base
        }
    }

    /// Copies `bytes` to `target`; returns the address past them.
    private static func copy(_ bytes: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        if let source = bytes.baseAddress { target.initialize(from: source, count: bytes.count) }
        return target + bytes.count
    }
}
