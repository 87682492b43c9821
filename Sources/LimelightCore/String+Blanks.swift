extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and carriage returns (the command language's blanks).
    public func trimmingBlanks() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\r" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s = s.dropLast() }
        return String(s)
    }

    /// The text without trailing spaces, tabs and carriage returns.
    public func trimmingTrailingBlanks() -> String {
        var s = Substring(self)
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s = s.dropLast() }
        return String(s)
    }
}
