#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LimelightCore

/// Reads a JSON message straight from its UTF-8 bytes into a `JSONValue`, for the common shapes of what a client
/// sends: objects with distinct keys, arrays, strings (every JSON escape, surrogate pairs joined), whole numbers of at
/// most 18 digits, `true`, `false`, `null`, nested at most `deepest` levels. It answers nil at the first thing outside
/// that (a fraction or exponent, a repeated key, a lone surrogate, a raw control character, invalid UTF-8, any
/// malformed text), and the caller then decodes the same bytes with Foundation's `JSONDecoder`, which accepts any
/// JSON and names what is wrong: what it reads, it reads as the decoder does (`JSONMessageReaderTests` compares
/// them). Foundation unescapes a long string one run between two escapes at a time (a 5 MB `didOpen` of a scenario
/// cost 0.36 G instructions there); here a run is copied whole and the string validated once.
/// Every read is bounds-checked: hostile bytes end in nil, never past the end.
struct JSONMessageReader: ~Copyable {
    /// The deepest nesting read here; deeper text goes to the decoder (which allows 512 levels).
    static let deepest = 64

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    /// The fewest bytes (between its quotes) of a `params.textDocument.text` string read as its lines (`openedText`).
    private var splitsTextOf = Int.max
    /// That string's lines, when it was that long; the value then holds "" in its place.
    private var openedText: OpenedText?

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The message `bytes` hold (one value, blanks around it), or nil when it is to be decoded by `JSONDecoder`.
    static func value(of bytes: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        var reader = JSONMessageReader(bytes)
        // A bare `null` is no message to the decoder (a value not found), nor to the server.
        guard let value = reader.value(depth: 0, path: 0), value != .null else { return .none }
        reader.skipBlanks()
        guard reader.offset == bytes.count else { return .none }
        return value
    }

    /// The keys from the message down to a `didOpen`'s text.
    private static let textPath = ["params", "textDocument", "text"]

    /// The message `bytes` hold (nil as `value(of:)`), with its `params.textDocument.text` string read straight into
    /// its lines when it takes `least` bytes or more (the text of a `didOpen`): the value then holds "" in its place.
    /// The lines are split as `ScriptParser.lines(of:)` splits the string, so no `String` of the whole text is made.
    static func value(of bytes: UnsafeBufferPointer<UInt8>, splittingTextOfAtLeast least: Int) -> (JSONValue, OpenedText?)? {
        var reader = JSONMessageReader(bytes)
        reader.splitsTextOf = least
        guard let value = reader.value(depth: 0, path: 0), value != .null else { return .none }
        reader.skipBlanks()
        guard reader.offset == bytes.count else { return .none }
        return (value, reader.openedText)
    }

    /// The message `bytes` hold, or nil (see `value(of:)`).
    static func value(of bytes: [UInt8]) -> JSONValue? {
        bytes.withUnsafeBufferPointer { value(of: $0) }
    }

    private mutating func skipBlanks() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    private mutating func literal(_ text: StaticString) -> Bool {
        let n = text.utf8CodeUnitCount
        guard bytes.count - offset >= n else { return false }
        let start = text.utf8Start
        for i in 0..<n where bytes[offset + i] != start[i] { return false }
        offset += n
        return true
    }

    /// The value at `offset`; `path` is how many keys of `textPath` lead to it (-1 when it is off that path).
    private mutating func value(depth: Int, path: Int) -> JSONValue? {
        skipBlanks()
        guard offset < bytes.count, depth < Self.deepest else { return .none }
        switch bytes[offset] {
        case UInt8(ascii: "\""):
            if path == Self.textPath.count, splitsTextOf < Int.max, let end = Self.closingQuote(bytes, from: offset + 1),
               end - offset - 1 >= splitsTextOf {
                guard let text = textLines(end: end) else { return .none }
                openedText = text
                return .string("")
            }
            return string().map(JSONValue.string)
        case UInt8(ascii: "{"):
            offset += 1
            var members: [String: JSONValue] = [:]
            skipBlanks()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return .object(members)
            }
            while true {
                skipBlanks()
                guard let key = string() else { return .none }
                skipBlanks()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { return .none }
                offset += 1
                let onPath = path == depth && depth < Self.textPath.count && key == Self.textPath[depth]
                guard let member = value(depth: depth + 1, path: onPath ? depth + 1 : -1), members.updateValue(member, forKey: key) == nil else { return .none }
                skipBlanks()
                guard offset < bytes.count else { return .none }
                let b = bytes[offset]
                offset += 1
                if b == UInt8(ascii: "}") { return .object(members) }
                guard b == UInt8(ascii: ",") else { return .none }
            }
        case UInt8(ascii: "["):
            offset += 1
            var elements: [JSONValue] = []
            skipBlanks()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                return .array(elements)
            }
            while true {
                guard let element = value(depth: depth + 1, path: -1) else { return .none }
                elements.append(element)
                skipBlanks()
                guard offset < bytes.count else { return .none }
                let b = bytes[offset]
                offset += 1
                if b == UInt8(ascii: "]") { return .array(elements) }
                guard b == UInt8(ascii: ",") else { return .none }
            }
        // (`JSONValue` is expressible by `nil` too: every "none" below is spelt `.none`, never `nil`, so none is `.null`.)
        case UInt8(ascii: "t"): return literal("true") ? .some(.bool(true)) : .none
        case UInt8(ascii: "f"): return literal("false") ? .some(.bool(false)) : .none
        case UInt8(ascii: "n"): return literal("null") ? .some(.null) : .none
        default: return integer().map(JSONValue.integer)
        }
    }

    /// A whole number: `-`? then `0` or up to 18 digits not starting with 0, with no fraction or exponent after it.
    private mutating func integer() -> Int? {
        var i = offset
        let negative = i < bytes.count && bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        let first = i
        var value = 0
        while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
            guard i - first < 18 else { return nil }  // a 19th digit: the decoder's (18 fit an Int whatever they are)
            value = value * 10 + Int(bytes[i] - UInt8(ascii: "0"))
            i += 1
        }
        let digits = i - first
        guard digits > 0, !(digits > 1 && bytes[first] == UInt8(ascii: "0")), !(negative && value == 0) else { return nil }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") || bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") { return nil }
        offset = i
        return negative ? -value : value
    }

    /// A string: its runs without escapes copied whole, escapes resolved, straight into the string's own storage (no
    /// buffer copied into it afterwards). Runs are checked as UTF-8 as they are scanned (`endOfRun`), and an escape
    /// adds a whole scalar, so the string is valid UTF-8 and is made without repair.
    private mutating func string() -> String? {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
        offset += 1
        let start = offset
        // The common case, no escape: the bytes between the quotes are the string.
        offset = Self.endOfRun(bytes, from: offset)
        guard offset < bytes.count else { return nil }
        if bytes[offset] == UInt8(ascii: "\"") {
            defer { offset += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        }
        guard bytes[offset] == UInt8(ascii: "\\") else { return nil }  // invalid UTF-8 or a raw control character
        // Room for the whole string at once (an escape never writes more bytes than it takes): its closing quote is the
        // first `"` no backslash escapes.
        guard let end = Self.closingQuote(bytes, from: offset) else { return nil }
        var read = false
        let made = String(unsafeUninitializedCapacity: end - start) { out in
            guard let written = unescaped(from: start, into: out) else { return 0 }
            read = true
            return written
        }
        return read ? made : nil
    }

    /// The string whose opening quote is at `offset` and closing quote at `end` (found by `closingQuote`), read as its
    /// lines in one pass, without a `String` of the whole text: split at LF, CRLF and CR as `ScriptParser.lines(of:)`
    /// splits the string (a text ending in a line end has an empty last line). JSON has every line end escaped, so a
    /// run between escapes never holds one; a line without escapes is made from its bytes where they are, a line with
    /// some from a buffer it is unescaped into (kept for the next). Nil, as `string()`, at anything it leaves to the
    /// decoder.
    private mutating func textLines(end: Int) -> OpenedText? {
        offset += 1
        var lines: [String] = []
        // Room for a line per 16 bytes of the message (a scenario's lines are longer): the array is not grown and
        // copied 18 times on its way to 100,000 lines, and the room past the last line is never touched.
        lines.reserveCapacity((end - offset) / 16 + 1)
        var size = 0
        var lineStart = offset  // where the line's bytes start while it has no escape
        var unescaped: [UInt8] = []  // the line so far once it has an escape
        var hasEscape = false
        var afterCR = false  // the last character was a CR escape (a LF escape right after it ends no line)
        func endLine(at stop: Int) {
            if hasEscape {
                lines.append(String(decoding: unescaped, as: UTF8.self))
                unescaped.removeAll(keepingCapacity: true)
                hasEscape = false
            } else {
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<stop]), as: UTF8.self))
            }
        }
        while offset < end {
            if bytes[offset] != UInt8(ascii: "\\") {
                let run = offset
                offset = Self.endOfRun(bytes, from: offset)
                // It stops at the closing quote at the latest; short of it, at invalid UTF-8 or a raw control character.
                guard offset > run, offset <= end, offset == end || bytes[offset] == UInt8(ascii: "\\") else { return nil }
                if hasEscape { unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<offset])) }
                size += offset - run
                afterCR = false
                continue
            }
            let escape = offset
            guard let scalar = escapedScalar(), offset <= end else { return nil }
            let utf8 = scalar.utf8
            size += utf8.count
            if scalar == "\n" || scalar == "\r" {
                if !(scalar == "\n" && afterCR) { endLine(at: escape) }
                afterCR = scalar == "\r"
                lineStart = offset
                continue
            }
            afterCR = false
            if !hasEscape {
                unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart..<escape]))
                hasEscape = true
            }
            // Nearly every escape in a scenario is a quote: one byte, appended as one (not through the UTF-8 view).
            if scalar.isASCII { unescaped.append(UInt8(truncatingIfNeeded: scalar.value)) } else { unescaped.append(contentsOf: utf8) }
        }
        guard offset == end else { return nil }
        endLine(at: end)
        offset = end + 1
        return OpenedText(lines: lines, bytes: size)
    }

    /// The character the escape at `offset` (a backslash) stands for, moving past it; nil at an unknown escape, a
    /// lone surrogate or too few bytes (as `unescaped` reads escapes).
    private mutating func escapedScalar() -> Unicode.Scalar? {
        guard offset + 1 < bytes.count else { return nil }
        let e = bytes[offset + 1]
        offset += 2
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(e)
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            guard let unit = hex4() else { return nil }
            switch unit {
            case 0xD800...0xDBFF:
                guard literal("\\u"), let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
                return Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
            case 0xDC00...0xDFFF: return nil
            default: return Unicode.Scalar(UInt32(unit))
            }
        default: return nil
        }
    }

    /// Writes the string whose first byte is at `start` (its first escape at `offset`) into `out`, which has room for
    /// it, escapes resolved, and moves past its closing quote; returns how many bytes it wrote, nil at anything
    /// `string()` leaves to the decoder.
    private mutating func unescaped(from start: Int, into out: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var w = 0
        // Every write is checked against the room (the room is right for any input, but a wrong count must not write
        // past it): a string that would not fit goes to the decoder.
        func append(_ run: Range<Int>) -> Bool {
            let n = run.count
            guard n <= out.count - w else { return false }
            guard n > 0, let base = out.baseAddress, let from = bytes.baseAddress else { return true }
            (base + w).update(from: from + run.lowerBound, count: n)
            w += n
            return true
        }
        func append(_ byte: UInt8) -> Bool {
            guard w < out.count else { return false }
            out[w] = byte
            w += 1
            return true
        }
        guard append(start..<offset) else { return nil }
        while offset < bytes.count {
            let b = bytes[offset]
            if b == UInt8(ascii: "\"") {
                offset += 1
                return w
            }
            if b != UInt8(ascii: "\\") {
                // A run without escapes, copied whole; it stops at anything but a valid UTF-8 character.
                let run = offset
                offset = Self.endOfRun(bytes, from: offset)
                guard offset > run, append(run..<offset) else { return nil }  // invalid UTF-8 or a raw control character
                continue
            }
            guard offset + 1 < bytes.count else { return nil }
            let e = bytes[offset + 1]
            offset += 2
            let fits: Bool
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): fits = append(e)
            case UInt8(ascii: "b"): fits = append(0x08)
            case UInt8(ascii: "f"): fits = append(0x0C)
            case UInt8(ascii: "n"): fits = append(0x0A)
            case UInt8(ascii: "r"): fits = append(0x0D)
            case UInt8(ascii: "t"): fits = append(0x09)
            case UInt8(ascii: "u"):
                // Six bytes taken (twelve for a pair) for at most three written (four).
                guard let unit = hex4() else { return nil }
                var scalar: Unicode.Scalar?
                switch unit {
                case 0xD800...0xDBFF:
                    // A high surrogate: a low one must follow as `\uDC00`–`\uDFFF`.
                    guard literal("\\u"), let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
                    scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
                case 0xDC00...0xDFFF: return nil  // a lone low surrogate
                default: scalar = Unicode.Scalar(UInt32(unit))
                }
                guard let scalar else { return nil }
                fits = scalar.utf8.allSatisfy { append($0) }
            default: return nil
            }
            guard fits else { return nil }
        }
        return nil  // no closing quote
    }

    /// Where the run of a string's bytes from `start` ends: at the first quote, backslash, control character or byte
    /// that does not start a valid UTF-8 character (a truncated, overlong or surrogate sequence, or a scalar past
    /// U+10FFFF), or the end of the bytes. A loop over locals (read through the struct, the index was stored back at
    /// every byte).
    private static func endOfRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        let end = bytes.count
        while true {
            // Eight bytes at a time while none is a quote, a backslash, a control character or past ASCII; the scan
            // stops at the first such byte (`JSONPlainBytes`, the canonical reader's word test) and reads it alone.
            if let base = bytes.baseAddress { i = JSONPlainBytes.skipWords(UnsafeRawPointer(base), from: i, count: end, stoppingAtNonASCII: true) }
            guard i < end else { return end }
            let b = bytes[i]
            if b < 0x80 {
                if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 { return i }
                i &+= 1  // the last bytes, fewer than eight
                continue
            }
            // A multi-byte character, checked whole, then eight bytes at a time again.
            let length = utf8Length(bytes, at: i)
            if length == 0 { return i }
            i &+= length
        }
    }

    /// The closing quote of the string whose first escape (a backslash) is at `first`: the first quote after it that a
    /// backslash does not escape (one after an odd run of backslashes is escaped), found with `memchr`; nil when none.
    private static func closingQuote(_ bytes: UnsafeBufferPointer<UInt8>, from first: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var from = first
        while from < bytes.count {
            guard let found = memchr(base + from, 0x22, bytes.count - from) else { return nil }
            let quote = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
            var backslashes = 0
            while quote - backslashes - 1 >= first, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            if backslashes % 2 == 0 { return quote }
            from = quote + 1
        }
        return nil
    }

    /// The length of the valid UTF-8 character (2 to 4 bytes) starting with the byte at `i` (0x80 or more), 0 when it
    /// is none (Unicode's table of well-formed byte sequences).
    static func utf8Length(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let lead = bytes[i]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF  // the second byte's range
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard bytes.count - i >= length, bytes[i + 1] >= low, bytes[i + 1] <= high else { return 0 }
        for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return 0 }
        return length
    }

    /// Four hex digits (either case) as a UTF-16 code unit.
    private mutating func hex4() -> UInt16? {
        guard bytes.count - offset >= 4 else { return nil }
        var value: UInt16 = 0
        for i in 0..<4 {
            let b = bytes[offset + i]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt16(digit)
        }
        offset += 4
        return value
    }
}
