import LimelightCore

/// The deterministic text formats the Spotlight service uses in its log messages.
enum SpotlightText {
    /// How many elements a list shows before `…(+N more)`.
    static let listLimit = 5

    /// `[a, b, c]`, cut after `listLimit` elements with a count of the rest.
    static func list(_ items: [String]) -> String {
        if items.count <= listLimit { return "[" + items.joined(separator: ", ") + "]" }
        return "[" + items.prefix(listLimit).joined(separator: ", ") + ", … (+\(items.count - listLimit) more)]"
    }

    /// `default index` or `index "name"`.
    static func index(_ name: String?) -> String {
        guard let name else { return "default index" }
        return "index " + CSAttributeValue.quote(name)
    }

    /// Client state bytes: `"text" (n bytes)` when printable UTF-8, else hex; `<none>` for nil.
    static func clientState(_ bytes: [UInt8]?) -> String {
        guard let bytes else { return "<none>" }
        let count = "\(bytes.count) byte\(bytes.count == 1 ? "" : "s")"
        if let text = String(validating: bytes, as: UTF8.self),
           text.unicodeScalars.allSatisfy({ !$0.properties.generalCategory.isControl }) {
            return CSAttributeValue.quote(text) + " (\(count))"
        }
        let hex = bytes.prefix(32).map { b -> String in
            let s = String(b, radix: 16)
            return s.count == 1 ? "0" + s : s
        }.joined()
        return "0x" + hex + (bytes.count > 32 ? "…" : "") + " (\(count))"
    }

    /// `s` or nothing, for counts.
    static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}

extension Unicode.GeneralCategory {
    /// Whether this is a control or format character, which log messages never print raw.
    var isControl: Bool { self == .control || self == .format }
}
