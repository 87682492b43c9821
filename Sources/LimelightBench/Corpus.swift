import LimelightCore
import Spotlight

/// A deterministic corpus of task-like rows: the same data goes to Limelight and to SQLite.
struct Corpus {
    struct Row {
        var id: String
        var domain: String
        var title: String
        var details: String
        var keywords: [String]
        var due: Double
        var hint: Double
        var lastUsed: Double
    }

    let rows: [Row]
    let vocabulary: [String]
    static let start = Runtime.defaultStart.secondsSinceReferenceDate
    static let domains = 10

    init(count: Int, seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        let common = ["buy", "call", "email", "meeting", "project", "review", "groceries", "report", "plan", "draft", "budget",
                      "invoice", "doctor", "dentist", "birthday", "gift", "travel", "flight", "hotel", "paris", "berlin", "café",
                      "Müller", "design", "release", "notes", "weekly", "monthly", "garden", "repair", "school", "homework",
                      "pay", "rent", "insurance", "car", "service", "clean", "kitchen", "book", "read", "write", "prepare",
                      "presentation", "customer", "feedback", "team", "lunch", "dinner", "gym", "run", "yoga", "morning"]
        let syllables = ["ka", "lo", "mi", "ne", "ra", "to", "su", "vi", "de", "po", "li", "an", "er", "on", "us", "ta", "ri", "ko", "ma", "be"]
        var words = common
        while words.count < 3_000 {
            let n = 2 + Int(rng.next() % 3)
            words.append((0..<n).map { _ in syllables[Int(rng.next() % UInt64(syllables.count))] }.joined())
        }
        vocabulary = words
        func word() -> String {
            // Zipf-like: low indices are much more frequent.
            let r = Double(rng.next() % 1_000_000) / 1_000_000
            return words[min(words.count - 1, Int(pow(r, 3) * Double(words.count)))]
        }
        var rows: [Row] = []
        rows.reserveCapacity(count)
        for i in 0..<count {
            let title = (0..<(2 + Int(rng.next() % 4))).map { _ in word() }.joined(separator: " ").capitalizedFirst
            let details = (0..<(5 + Int(rng.next() % 8))).map { _ in word() }.joined(separator: " ")
            rows.append(Row(id: "task-\(i)", domain: "list.\(i % Self.domains)", title: title, details: details,
                            keywords: [word(), word()], due: Self.start + Double(Int(rng.next() % 730) - 365) * 86_400 + Double(rng.next() % 86_400),
                            hint: Double(rng.next() % 101), lastUsed: Self.start - Double(rng.next() % (90 * 86_400))))
        }
        self.rows = rows
    }

    /// The row as a CSSearchableItem.
    static func item(_ row: Row) -> CSSearchableItem {
        var set = CSSearchableItemAttributeSet(contentType: "public.item")
        set.title = row.title
        set.contentDescription = row.details
        set.keywords = row.keywords
        set.dueDate = SimInstant(secondsSinceReferenceDate: row.due)
        set.rankingHint = row.hint
        set.lastUsedDate = SimInstant(secondsSinceReferenceDate: row.lastUsed)
        return CSSearchableItem(uniqueIdentifier: row.id, domainIdentifier: row.domain, attributeSet: set,
                                expirationDate: SimInstant(secondsSinceReferenceDate: start + 400 * 86_400))
    }

    /// Deterministic user queries: one or two words, each cut to a 3–5 letter prefix.
    func userQueries(_ n: Int, seed: UInt64) -> [String] {
        var rng = SeededRandom(seed: seed)
        return (0..<n).map { _ in
            (0..<(1 + Int(rng.next() % 2))).map { _ -> String in
                let w = vocabulary[Int(pow(Double(rng.next() % 1000) / 1000, 2) * 400)]
                return String(w.prefix(3 + Int(rng.next() % 3)))
            }.joined(separator: " ")
        }
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

func pow(_ x: Double, _ y: Double) -> Double {
    var r = 1.0
    for _ in 0..<Int(y) { r *= x }
    return r
}
