import Foundation

/// Text prepared for matching: scalars after optional case and diacritic folding, with word-boundary facts taken
/// from the original characters (so `MyWindow` keeps its lower→upper boundary even when folded to lowercase).
struct FoldedText {
    /// The folded scalar values.
    var scalars: [UInt32] = []
    /// Whether the original character of each scalar is a letter or digit.
    var alnum: [Bool] = []
    /// Whether a lowercase→uppercase transition sits right before each scalar.
    var camel: [Bool] = []

    init(_ text: String, caseInsensitive: Bool, diacriticInsensitive: Bool) {
        scalars.reserveCapacity(text.utf8.count)
        alnum.reserveCapacity(text.utf8.count)
        camel.reserveCapacity(text.utf8.count)
        var previousLower = false
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 {
                let upper = byte >= 65 && byte <= 90
                let lower = byte >= 97 && byte <= 122
                let digit = byte >= 48 && byte <= 57
                scalars.append(UInt32(caseInsensitive && upper ? byte + 32 : byte))
                alnum.append(upper || lower || digit)
                camel.append(previousLower && upper)
                previousLower = lower
            }
            return
        }
        for ch in text {
            if let byte = ch.asciiValue {
                let upper = byte >= 65 && byte <= 90, lower = byte >= 97 && byte <= 122, digit = byte >= 48 && byte <= 57
                scalars.append(UInt32(caseInsensitive && upper ? byte + 32 : byte))
                alnum.append(upper || lower || digit)
                camel.append(previousLower && upper)
                previousLower = lower
                continue
            }
            var folded = String(ch)
            if diacriticInsensitive { folded = folded.folding(options: .diacriticInsensitive, locale: nil) }
            if caseInsensitive { folded = folded.lowercased() }
            if folded.unicodeScalars.contains(where: { !$0.isASCII }) { folded = folded.precomposedStringWithCanonicalMapping }
            let isAlnum = ch.isLetter || ch.isNumber
            let upper = ch.isUppercase
            var first = true
            for scalar in folded.unicodeScalars {
                scalars.append(scalar.value)
                alnum.append(isAlnum)
                camel.append(first && previousLower && upper)
                first = false
            }
            previousLower = ch.isLowercase
        }
    }

    /// Whether a word boundary sits before position `i` (0...count): letters/digits meet other characters,
    /// or (when `camelCase`) a lowercase letter meets an uppercase one.
    func isBoundary(_ i: Int, camelCase: Bool) -> Bool {
        if i == 0 || i == scalars.count { return true }
        if alnum[i] != alnum[i - 1] { return true }
        return camelCase && alnum[i] && camel[i]
    }

    /// The index terms of the text: for each word start, the rest of its letter/digit run (so `MyWindowClass`
    /// yields `mywindowclass`, `windowclass`, `class`), as strings of folded scalars.
    func terms() -> [String] {
        var out: [String] = []
        var i = 0
        let n = scalars.count
        while i < n {
            guard alnum[i] else { i += 1; continue }
            var end = i
            while end < n, alnum[end] { end += 1 }
            var start = i
            while start < end {
                out.append(Self.string(scalars[start..<end]))
                var next = start + 1
                while next < end, !camel[next] { next += 1 }
                start = next
            }
            i = end
        }
        return out
    }

    /// The leading letter/digit run: what an index lookup for a pattern starting here can use.
    var leadingWord: String {
        var end = 0
        while end < scalars.count, alnum[end] { end += 1 }
        return Self.string(scalars[0..<end])
    }

    static func string(_ slice: ArraySlice<UInt32>) -> String {
        var s = String.UnicodeScalarView()
        for v in slice { if let u = Unicode.Scalar(v) { s.append(u) } }
        return String(s)
    }
}

extension FoldedText {
    /// The words of free text (letter/digit runs, not split at case changes), with their character-free scalar ranges.
    func words() -> [String] {
        var out: [String] = []
        var i = 0
        while i < scalars.count {
            guard alnum[i] else { i += 1; continue }
            var end = i
            while end < scalars.count, alnum[end] { end += 1 }
            out.append(Self.string(scalars[i..<end]))
            i = end
        }
        return out
    }
}

extension FoldedText {
    /// Calls `body` with every index term of `text` (as `terms()` on fully folded text), with a fast path for ASCII.
    static func forEachIndexTerm(_ text: String, _ body: (String) -> Void) {
        if forEachASCIIIndexTerm(text, { body(String(decoding: $0, as: UTF8.self)) }) { return }
        for term in FoldedText(text, caseInsensitive: true, diacriticInsensitive: true).terms() { body(term) }
    }

    /// For all-ASCII text: calls `body` with the UTF-8 bytes of every index term (valid only during the call) and
    /// returns true; returns false, calling nothing, when the text has non-ASCII characters.
    static func forEachASCIIIndexTerm(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        let done: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for b in bytes where b >= 0x80 { return false }
            // Scratch space on the stack: the folded run and where its terms start (no heap traffic per text).
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, bytes.count)) { run in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, bytes.count)) { starts in
                    var length = 0, startCount = 0
                    var previousLower = false
                    func flush() {
                        for k in 0..<startCount { body(UnsafeBufferPointer(rebasing: run[starts[k]..<length])) }
                        length = 0
                        startCount = 0
                    }
                    for b in bytes {
                        let upper = b >= 65 && b <= 90, lower = b >= 97 && b <= 122, digit = b >= 48 && b <= 57
                        if upper || lower || digit {
                            if length == 0 || (previousLower && upper) { starts[startCount] = length; startCount += 1 }
                            run[length] = upper ? b + 32 : b
                            length += 1
                        } else if length > 0 {
                            flush()
                        }
                        previousLower = lower
                    }
                    if length > 0 { flush() }
                }
            }
            return true
        }
        if let done { return done }
        var copy = text
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable { _ in true } == true && forEachASCIIIndexTerm(copy, body)
    }
}
