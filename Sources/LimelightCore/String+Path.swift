extension String {
    /// The folder and the last component of a path by plain string rules (`"a/b.txt"` → `("a", "b.txt")`, `"b.txt"` →
    /// `("", "b.txt")`, `"/b"` → `("/", "b")`; trailing slashes are ignored). Foundation's `NSString` path methods trap
    /// on some of these on Linux (a bare name such as `"3"`), so every path split in Limelight goes through this.
    public var pathSplit: (folder: String, name: String) {
        var s = Substring(self)
        while s.count > 1, s.hasSuffix("/") { s = s.dropLast() }
        guard let slash = s.lastIndex(of: "/") else { return ("", String(s)) }
        let folder = s[..<slash]
        return (folder.isEmpty ? "/" : String(folder), String(s[s.index(after: slash)...]))
    }
}
