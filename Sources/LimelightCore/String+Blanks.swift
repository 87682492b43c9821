extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and carriage returns (the command language's blanks).
    public func trimmingBlanks() -> String {
        let bytes = Substring(self).utf8
        guard let first = bytes.firstIndex(where: { !Self.isBlank($0) }),
              let last = bytes.lastIndex(where: { !Self.isBlank($0) }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// The text without trailing spaces, tabs and carriage returns.
    public func trimmingTrailingBlanks() -> String {
        let bytes = Substring(self).utf8
        guard let last = bytes.lastIndex(where: { !Self.isBlank($0) }) else { return "" }
        return String(decoding: bytes[...last], as: UTF8.self)
    }

    /// Whether a UTF-8 code unit is one of the command language's blanks (always a whole character: blanks are ASCII).
    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
}

extension String {
    /// The text without trailing spaces, tabs and carriage returns; a text that ends in none is returned as it is, not
    /// copied (most lines of a file).
    public func trimmingTrailingBlanks() -> String {
        if let end = utf8.last, end != 0x20, end != 0x09, end != 0x0D { return self }
        return Substring(self).trimmingTrailingBlanks()
    }
}
