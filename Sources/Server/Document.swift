import Foundation
import LimelightCore

/// An open text document: its uri, version and text (CRLF normalised to LF), split into lines for position conversion.
public struct Document: Sendable {
    public var uri: String
    public var version: Int?
    public private(set) var text: String
    public private(set) var lines: [String]

    public init(uri: String, version: Int?, text: String) {
        self.uri = uri
        self.version = version
        self.text = ""
        self.lines = []
        replace(text)
    }

    /// Replaces the whole text (full document sync).
    public mutating func replace(_ newText: String) {
        text = newText.replacingOccurrences(of: "\r\n", with: "\n")
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The file-system path of a `file:` uri (percent-decoded), or the uri itself for other schemes.
    public var path: String { Document.path(ofURI: uri) }

    /// The file-system path of a `file:` uri, or the uri unchanged.
    public static func path(ofURI uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        var rest = String(uri.dropFirst("file://".count))
        if let slash = rest.firstIndex(of: "/"), rest[..<slash] != "" { rest = String(rest[slash...]) }
        return rest.removingPercentEncoding ?? rest
    }

    /// A path shown in messages: relative to `base` when inside it.
    public static func displayPath(_ path: String, relativeTo base: String?) -> String {
        guard let base, !base.isEmpty else { return path }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
