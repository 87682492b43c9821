extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and carriage returns (the command language's blanks).
    public func trimmingBlanks() -> String {
        let bytes = Substring(self).utf8
        guard let first = bytes.firstIndex(where: { !Self.isBlank($0) }),
              let last = bytes.lastIndex(where: { !Self.isBlank($0) }) else { return "" }
        // Nothing to trim (most lines): the text itself, with no copy when it already is a String.
        if first == bytes.startIndex, bytes.index(after: last) == bytes.endIndex { return String(self) }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// The text without trailing spaces, tabs and carriage returns.
    public func trimmingTrailingBlanks() -> String {
        let bytes = Substring(self).utf8
        guard let last = bytes.lastIndex(where: { !Self.isBlank($0) }) else { return "" }
        if bytes.index(after: last) == bytes.endIndex { return String(self) }
        return String(decoding: bytes[...last], as: UTF8.self)
    }

    /// Whether a UTF-8 code unit is one of the command language's blanks (always a whole character: blanks are ASCII).
    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
}
