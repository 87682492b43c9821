/// Matches text values against a quoted pattern with Apple's modifiers: `c` case, `d` diacritics, `w` words
/// (lower→upper is a boundary), `t` tokens (spaces/punctuation only), `*` any run, `?` one character.
public struct TextMatcher: Sendable, Equatable {
    enum Piece: Sendable, Equatable {
        case literal([UInt32])
        case anyRun
        case anyOne
    }

    let pieces: [Piece]
    let flat: [UInt32]
    /// The modifiers in force.
    public let modifiers: QueryModifiers
    /// The leading word of the pattern, fully folded: index candidates must hold a term with this prefix (empty: no lookup possible).
    public let indexPrefix: String

    /// Whether the pattern is one plain word under `wcd`: then an index term equal to it is exactly a match
    /// (and camel-case words like `MeetingRoom` come from longer terms, which are re-checked).
    public let isWholeWordLookup: Bool

    /// Compiles a pattern with its modifiers.
    public init(_ pattern: QueryPattern, _ modifiers: QueryModifiers) {
        self.modifiers = modifiers
        self.pieces = pattern.pieces.map { piece in
            switch piece {
            case .anyRun: return .anyRun
            case .anyOne: return .anyOne
            case .literal(let s):
                return .literal(FoldedText(s, caseInsensitive: modifiers.caseInsensitive,
                                           diacriticInsensitive: modifiers.diacriticInsensitive).scalars)
            }
        }
        self.flat = Self.flatten(pieces)
        let lead = FoldedText(pattern.leadingLiteral, caseInsensitive: true, diacriticInsensitive: true)
        self.indexPrefix = lead.leadingWord
        self.isWholeWordLookup = modifiers.caseInsensitive && modifiers.diacriticInsensitive && modifiers.wordBoundaries
            && pattern.pieces.count == 1 && lead.scalars.count == lead.leadingWord.unicodeScalars.count && !lead.scalars.isEmpty
            && lead.scalars.allSatisfy { $0 < 0x80 }
    }

    private var wordMode: Bool { modifiers.wordBoundaries || modifiers.tokenized }

    /// Whether one text value matches.
    public func matches(_ text: String) -> Bool {
        let folded = FoldedText(text, caseInsensitive: modifiers.caseInsensitive, diacriticInsensitive: modifiers.diacriticInsensitive)
        let s = folded.scalars
        if !wordMode { return Self.glob(flat, s, 0, s.count) }
        let camel = modifiers.wordBoundaries
        if pieces.isEmpty { return false }
        if pieces.count == 1, case .literal(let lit) = pieces[0] {
            guard lit.count <= s.count else { return false }
            var start = 0
            while start + lit.count <= s.count {
                if folded.isBoundary(start, camelCase: camel), folded.isBoundary(start + lit.count, camelCase: camel),
                   s[start] == lit.first, s[start..<(start + lit.count)].elementsEqual(lit) {
                    return true
                }
                start += 1
            }
            return false
        }
        return Self.globBetweenBoundaries(flat, s) { folded.isBoundary($0, camelCase: camel) }
    }

    /// Whether some `text[start..<end]` with both ends on a boundary matches the flattened pattern: one pass over the
    /// text carrying the set of pattern positions reached (a new match may start at every boundary), so the work is
    /// text length × pattern length. Trying every pair of boundaries with `glob` was cubic: 2,000 words and `"*b*"w`
    /// ran for minutes.
    static func globBetweenBoundaries(_ flat: [UInt32], _ text: [UInt32], isBoundary: (Int) -> Bool) -> Bool {
        guard minimumLength(flat) <= text.count else { return false }
        let m = flat.count
        var active = [Bool](repeating: false, count: m + 1)
        var next = active
        var list: [Int] = [], nextList: [Int] = []
        func add(_ p: Int, _ set: inout [Bool], _ members: inout [Int]) {
            var p = p
            while true {
                guard !set[p] else { return }
                set[p] = true
                members.append(p)
                // `*` may match nothing: the position after it is reached too.
                guard p < m, flat[p] == anyRunCode else { return }
                p += 1
            }
        }
        for i in 0...text.count {
            if isBoundary(i) {
                add(0, &active, &list)
                if active[m] { return true }
            }
            guard i < text.count, !list.isEmpty else { continue }
            let c = text[i]
            for p in list where p < m {
                if flat[p] == anyRunCode { add(p, &next, &nextList) } else if flat[p] == anyOneCode || flat[p] == c { add(p + 1, &next, &nextList) }
            }
            for p in list { active[p] = false }
            list.removeAll(keepingCapacity: true)
            swap(&active, &next)
            swap(&list, &nextList)
        }
        return false
    }

    /// How many characters the pattern needs at least (every piece but `*`): a longer pattern cannot match.
    static func minimumLength(_ flat: [UInt32]) -> Int {
        var n = 0
        for code in flat where code != anyRunCode { n += 1 }
        return n
    }

    static let anyOneCode: UInt32 = 0xFFFF_FFFE
    static let anyRunCode: UInt32 = 0xFFFF_FFFF

    static func flatten(_ pieces: [Piece]) -> [UInt32] {
        var flat: [UInt32] = []
        for piece in pieces {
            switch piece {
            case .literal(let l): flat.append(contentsOf: l)
            case .anyOne: flat.append(anyOneCode)
            case .anyRun: flat.append(anyRunCode)
            }
        }
        return flat
    }

    /// Whether `text[from..<to]` matches the flattened pattern (iterative, backtracking to the last `*`).
    static func glob(_ flat: [UInt32], _ text: [UInt32], _ from: Int, _ to: Int) -> Bool {
        // A pattern needing more characters than the text has fails at once (and bounds the backtracking below by the
        // text's length squared, whatever the pattern's length).
        guard minimumLength(flat) <= to - from else { return false }
        var pi = 0, ti = from
        var starP = -1, starT = from
        while ti < to {
            if pi < flat.count, flat[pi] == anyRunCode {
                starP = pi; starT = ti; pi += 1
            } else if pi < flat.count, flat[pi] == anyOneCode || flat[pi] == text[ti] {
                pi += 1; ti += 1
            } else if starP >= 0 {
                pi = starP + 1; starT += 1; ti = starT
            } else {
                return false
            }
        }
        while pi < flat.count, flat[pi] == anyRunCode { pi += 1 }
        return pi == flat.count
    }
}
