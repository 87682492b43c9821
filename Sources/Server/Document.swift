import Foundation
import LimelightCore
import Script

/// An open text document: its uri, version and lines (LF, CRLF and CR line ends all end a line; the text uses LF).
public struct Document: Sendable {
    public var uri: String
    public var version: Int?
    /// The document's lines without their line ends; a text ending in a line end has an empty last line.
    public private(set) var lines: [String]
    /// How many changes the document has had since it was opened.
    public private(set) var revision = 0
    /// The lines each of the last changes replaced, oldest first (the last one made `revision`): a parse of an earlier
    /// revision finds in them which lines to parse again. At most `changesKept`.
    public private(set) var changes: [LineChange] = []
    /// The most changes kept in `changes`; a parse further behind parses the whole document.
    public static let changesKept = 512

    public init(uri: String, version: Int?, text: String) {
        self.uri = uri
        self.version = version
        self.lines = Document.lines(of: text)
    }

    /// The document whose text has `lines` (as `Document.lines(of:)` splits it; at least one, maybe empty).
    init(uri: String, version: Int?, lines: [String]) {
        self.uri = uri
        self.version = version
        self.lines = lines
    }

    /// The changes from `earlier` up to the current revision, oldest first; nil when they are no longer kept.
    public func changes(since earlier: Int) -> ArraySlice<LineChange>? {
        let behind = revision - earlier
        guard behind >= 0, behind <= changes.count else { return nil }
        return changes[(changes.count - behind)...]
    }

    private mutating func record(_ change: LineChange) {
        if changes.count == Self.changesKept { changes.removeFirst(Self.changesKept / 2) }
        changes.append(change)
        revision += 1
    }

    /// The whole text, lines joined with LF (built on demand: an edit never copies the document).
    public var text: String { lines.joined(separator: "\n") }

    /// Replaces the whole text (full document sync).
    public mutating func replace(_ newText: String) {
        let old = lines.count
        lines = Document.lines(of: newText)
        record(LineChange(start: 0, oldEnd: old, newEnd: lines.count))
    }

    /// Replaces the text between two LSP positions (incremental sync); throws without changing anything when a
    /// position is past the end of the document or of its line, inside a character, or the range is reversed.
    /// Rewrites only the lines the edit touches (plus the new text), whatever the document's size.
    public mutating func replace(_ range: LSPRange, with newText: String, encoding: PositionEncoding) throws(DocumentEditError) {
        let start = try index(of: range.start, encoding: encoding, end: "start")
        let end = try index(of: range.end, encoding: encoding, end: "end")
        guard (start.line, start.offset) <= (end.line, end.offset) else {
            throw DocumentEditError("the range ends (\(range.end)) before it starts (\(range.start))")
        }
        let head = start.line < lines.count ? String(lines[start.line].unicodeScalars[..<start.index]) : ""
        let tail = end.line < lines.count ? String(lines[end.line].unicodeScalars[end.index...]) : ""
        var replacement = Document.lines(of: head + newText + tail)[...]
        // `index(of:)` puts both ends on a line of the document (the end of the document is on its last line). Lines
        // the change leaves as they were at either end (a line inserted above or below another) are not replaced.
        var first = start.line, oldEnd = end.line + 1
        // Compared byte for byte (String's == holds for canonically equivalent texts, which are different lines).
        while oldEnd > first, let last = replacement.last, lines[oldEnd - 1].utf8.elementsEqual(last.utf8) {
            oldEnd -= 1
            replacement.removeLast()
        }
        while first < oldEnd, let line = replacement.first, lines[first].utf8.elementsEqual(line.utf8) {
            first += 1
            replacement.removeFirst()
        }
        lines.replaceSubrange(first..<oldEnd, with: replacement)
        record(LineChange(start: first, oldEnd: oldEnd, newEnd: first + replacement.count))
    }

    /// Where an LSP position falls: the line, the index in that line's scalars, and its offset for ordering.
    private func index(of p: LSPPosition, encoding: PositionEncoding, end which: String) throws(DocumentEditError)
        -> (line: Int, index: String.UnicodeScalarView.Index, offset: Int) {
        // The position just past the last line end (line == count, character 0) is the end of the document.
        if p.line == lines.count, p.character == 0, let last = lines.last {
            return (lines.count - 1, last.unicodeScalars.endIndex, Int.max)
        }
        guard p.line >= 0, p.line < lines.count else {
            throw DocumentEditError("the range \(which) \(p) is past the end of the document (\(lines.count) lines)")
        }
        let line = lines[p.line]
        let found: String.Index?
        switch encoding {
        case .utf16: found = line.utf16.index(line.utf16.startIndex, offsetBy: p.character, limitedBy: line.utf16.endIndex)
        case .utf8: found = line.utf8.index(line.utf8.startIndex, offsetBy: p.character, limitedBy: line.utf8.endIndex)
        case .utf32: found = line.unicodeScalars.index(line.unicodeScalars.startIndex, offsetBy: p.character, limitedBy: line.unicodeScalars.endIndex)
        }
        guard p.character >= 0, let found else {
            throw DocumentEditError("the range \(which) \(p) is past the end of line \(p.line) (\(encoding.units(Substring(line))) \(encoding.rawValue) units)")
        }
        guard let scalar = found.samePosition(in: line.unicodeScalars) else {
            throw DocumentEditError("the range \(which) \(p) falls inside a character (\(encoding.rawValue) units)")
        }
        return (p.line, scalar, p.character)
    }

    /// The lines of a text split at LF, CRLF or CR, as the scenario parser splits them (`ScriptParser.lines(of:)`); an
    /// empty text is one empty line.
    static func lines(of text: String) -> [String] { ScriptParser.lines(of: Substring(text)) }

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

/// Why an incremental change could not be applied to a document (the document is left as it was).
public struct DocumentEditError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) { self.description = description }
}
