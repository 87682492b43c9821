/// One App Shortcut from an app's `AppShortcutsProvider`: an intent plus the phrases that invoke it.
public struct ShortcutDeclaration: Hashable, Codable, Sendable {
    /// The intent type the shortcut runs.
    public var intentType: String
    /// Invocation phrases; each must contain `${applicationName}` exactly once (Swift: `\(.applicationName)`).
    public var phrases: [String]
    /// The short title shown in Spotlight and Shortcuts.
    public var shortTitle: String
    /// The SF Symbol name shown with it.
    public var systemImageName: String

    /// The token every phrase must contain once.
    public static let applicationNameToken = "${applicationName}"

    /// Declares an App Shortcut; `\(.applicationName)` spellings are normalised to `${applicationName}`.
    public init(intentType: String, phrases: [String], shortTitle: String, systemImageName: String = "app") {
        self.intentType = intentType
        // Most phrases have no backslash at all: nothing to normalise then (and no Foundation search to pay for).
        self.phrases = phrases.map { $0.utf8.contains(UInt8(ascii: "\\")) ? $0.replacingOccurrences(of: "\\(.applicationName)", with: Self.applicationNameToken) : $0 }
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }

    /// The first phrase with the app name substituted: what a `SiriTipView` shows.
    public func spokenPhrase(appName: String) -> String? {
        phrases.first.map { Self.phrase($0, withApplicationName: appName) }
    }

    /// The `${name}` parameter tokens of a phrase other than the application name.
    public static func parameterTokens(in phrase: String) -> [String] {
        if let ascii = asciiBytes(phrase) { return parameterTokens(inASCII: ascii) }
        var names: [String] = []
        var rest = Substring(phrase)
        while let open = rest.range(of: "${") {
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
            let name = String(rest[open.upperBound..<close])
            if name != "applicationName" { names.append(name) }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// `phrase` with every `${applicationName}` replaced by `name` (what Siri says and Settings lists).
    public static func phrase(_ phrase: String, withApplicationName name: String) -> String {
        guard let bytes = asciiBytes(phrase) else { return phrase.replacingOccurrences(of: applicationNameToken, with: name) }
        let token = Array(applicationNameToken.utf8)
        var out = ""
        var start = 0
        var i = 0
        while i + token.count <= bytes.count {
            if bytes[i] == token[0], bytes[i..<(i + token.count)].elementsEqual(token) {
                out += String(decoding: bytes[start..<i], as: UTF8.self)
                out += name
                i += token.count
                start = i
            } else {
                i += 1
            }
        }
        if start == 0 { return phrase }
        return out + String(decoding: bytes[start...], as: UTF8.self)
    }

    /// How many times the application name token occurs in a phrase.
    public static func applicationNameCount(in phrase: String) -> Int {
        if let ascii = asciiBytes(phrase) { return occurrences(of: Array(applicationNameToken.utf8), inASCII: ascii) }
        return phrase.components(separatedBy: applicationNameToken).count - 1
    }

    // ASCII phrases (almost all) are read as bytes, where a character is a byte and Foundation's search is a byte
    // search: the same answers as the general code below, without its cost (validating metadata reads every phrase).

    /// The phrase's bytes when it is ASCII.
    static func asciiBytes(_ phrase: String) -> [UInt8]? {
        let bytes = Array(phrase.utf8)
        return bytes.allSatisfy { $0 < 0x80 } ? bytes : nil
    }

    /// `parameterTokens(in:)` over an ASCII phrase's bytes.
    static func parameterTokens(inASCII bytes: [UInt8]) -> [String] {
        var names: [String] = []
        var i = 0
        while i + 1 < bytes.count {
            guard bytes[i] == UInt8(ascii: "$"), bytes[i + 1] == UInt8(ascii: "{") else { i += 1; continue }
            guard let close = bytes[(i + 2)...].firstIndex(of: UInt8(ascii: "}")) else { break }
            let name = String(decoding: bytes[(i + 2)..<close], as: UTF8.self)
            if name != "applicationName" { names.append(name) }
            i = close + 1
        }
        return names
    }

    /// How many times `token` occurs in an ASCII phrase's bytes, not overlapping.
    static func occurrences(of token: [UInt8], inASCII bytes: [UInt8]) -> Int {
        guard !token.isEmpty, bytes.count >= token.count else { return 0 }
        var count = 0
        var i = 0
        while i + token.count <= bytes.count {
            if bytes[i] == token[0], bytes[i..<(i + token.count)].elementsEqual(token) {
                count += 1
                i += token.count
            } else {
                i += 1
            }
        }
        return count
    }
}
