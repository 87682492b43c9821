import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One pass over a snapshot file's bytes, before anything is decoded: whether the JSON is complete (brackets balance,
/// strings close, nothing follows the top-level object), the top-level `format` and `version`, and how many elements
/// the top-level `steps` and `checkpoints` lists hold. It keeps no copy of the document, so a file with too many steps
/// is refused in the time it takes to read it, without the memory of decoding it whole (Docs/Limits.md).
struct SnapshotOutline {
    /// Why the bytes are not a complete JSON object.
    struct Problem: Error { var message: String }

    /// The most nesting the pass follows (a snapshot nests a few dozen levels; decoding refuses deeper documents too).
    static let maximumDepth = 512

    var format: String?
    var version: Int?
    var steps = 0
    var checkpoints = 0

    init(_ data: Data) throws {
        var depth = 0
        var inString = false, escaped = false
        var stringStart = 0
        /// The last string closed at depth 1 and whether a `:` followed it (then it is the key of the value that comes).
        var key: String?
        var pendingKey: String?
        /// The top-level list being counted (steps or checkpoints) and whether it has an element yet.
        var counting: String?
        var counted = 0, sawElement = false
        var closed = false
        var scalarStart = -1
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var i = 0
            let n = bytes.count
            func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            func endScalar(at end: Int) {
                guard scalarStart >= 0 else { return }
                if depth == 1, key == "version" { version = Int(text(scalarStart..<end).trimmingCharacters(in: .whitespacesAndNewlines)) }
                scalarStart = -1
            }
            while i < n {
                let b = bytes[i]
                if inString, !escaped, b != UInt8(ascii: "\\"), b != UInt8(ascii: "\"") {
                    // Most of a snapshot is text: jump to the next quote or backslash at C speed.
                    guard let base = bytes.baseAddress else { break }
                    let rest = n - i
                    let quote = memchr(base + i, Int32(UInt8(ascii: "\"")), rest).map { UnsafeRawPointer($0) - UnsafeRawPointer(base + i) } ?? rest
                    let slash = memchr(base + i, Int32(UInt8(ascii: "\\")), min(rest, quote)).map { UnsafeRawPointer($0) - UnsafeRawPointer(base + i) } ?? quote
                    i += min(quote, slash)
                    continue
                }
                if inString {
                    if escaped { escaped = false } else if b == UInt8(ascii: "\\") { escaped = true } else if b == UInt8(ascii: "\"") {
                        inString = false
                        if depth == 1 {
                            let s = text(stringStart..<i)
                            if key == nil { pendingKey = s } else if key == "format" { format = s.contains("\\") ? nil : s }
                        }
                    }
                    i += 1
                    continue
                }
                switch b {
                case UInt8(ascii: "\""):
                    if closed { throw Problem(message: "text after the end of the document") }
                    if depth == 2, counting != nil { sawElement = true }
                    inString = true
                    stringStart = i + 1
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    if closed { throw Problem(message: "text after the end of the document") }
                    if depth == 0, b != UInt8(ascii: "{") { throw Problem(message: "the document is not an object") }
                    if depth == 1, b == UInt8(ascii: "["), key == "steps" || key == "checkpoints" { counting = key; counted = 0; sawElement = false }
                    if depth == 2, counting != nil { sawElement = true }
                    depth += 1
                    if depth > Self.maximumDepth { throw Problem(message: "nested more than \(Self.maximumDepth) deep") }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    endScalar(at: i)
                    guard depth > 0 else { throw Problem(message: "an unmatched '\(Character(Unicode.Scalar(b)))'") }
                    depth -= 1
                    if depth == 1, let list = counting {
                        if list == "steps" { steps = counted + (sawElement ? 1 : 0) } else { checkpoints = counted + (sawElement ? 1 : 0) }
                        counting = nil
                    }
                    if depth == 0 { closed = true }
                case UInt8(ascii: ":"):
                    if depth == 1 { key = pendingKey; pendingKey = nil }
                case UInt8(ascii: ","):
                    endScalar(at: i)
                    if depth == 1 { key = nil }
                    if depth == 2, counting != nil { counted += 1 }
                case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                    break
                default:
                    if closed || depth == 0 { throw Problem(message: "text outside the document's object") }
                    if depth == 2, counting != nil { sawElement = true }
                    if scalarStart < 0 { scalarStart = i }
                }
                i += 1
            }
        }
        if inString { throw Problem(message: "the file ends inside a string") }
        if !closed { throw Problem(message: depth == 0 ? "the file is empty" : "the file ends \(depth) level\(depth == 1 ? "" : "s") deep, before the document closes") }
    }
}
