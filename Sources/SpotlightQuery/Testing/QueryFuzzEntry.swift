import LimelightCore
import Spotlight

/// A pure fuzz entry point for the query language: one input's bytes are parsed, checked, printed, re-parsed and run
/// as a CSSearchQuery and a CSUserQuery against a small fixed index, with no session, device or clock.
///
/// A libFuzzer target calls `QueryFuzzEntry.run(bytes)` once per input. Bad input must never trap, overflow the stack or
/// hang (every bound is in Docs/Limits.md); a broken invariant — the canonical print of a valid query failing to parse
/// or parsing to another tree, or a diagnostic outside the text — is reported by `check` and by `run` as a trap, so a
/// fuzzer records it as a crash.
public enum QueryFuzzEntry {
    /// The instant the fixed index is searched at (Monday 2026-01-05 09:00 UTC, the simulator's default start).
    static let now = Runtime.defaultStart

    /// The engine over three items (plain text, diacritics and a custom key, dates and a ranking hint); built once.
    nonisolated(unsafe) static let engine: SearchEngine = {
        let engine = SearchEngine(options: QueryLanguageOptions(allowsNot: true))
        let items: [(String, String, [String: CSAttributeValue])] = [
            ("n1", "Milk", ["keywords": .strings(["milk", "dairy"]), "rankingHint": .number(10)]),
            ("n2", "Café au lait", ["contentDescription": .string("Frühstück"), "size": .number(3)]),
            ("n3", "MeetingRoom Bread", ["dueDate": .date(now + .days(2))]),
        ]
        for (n, (id, title, values)) in items.enumerated() {
            var set = CSSearchableItemAttributeSet(contentType: "public.text")
            set.title = title
            for (key, value) in values { set[key] = value }
            let item = CSSearchableItem(uniqueIdentifier: id, domainIdentifier: "groceries", attributeSet: set)
            engine.index.insert(IndexedItem(app: "com.example.notes", item: item, indexName: nil, protectionClass: .none,
                                            indexedAt: now, sequence: n + 1))
        }
        return engine
    }()

    /// Runs one input; traps only on a broken invariant (see `check`).
    public static func run(_ bytes: [UInt8]) {
        if let problem = check(bytes) { fatalError(problem) }
    }

    /// Runs one input and says which invariant it broke, or nil when all is well.
    public static func check(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        let parsed = engine.analyze(text)
        let length = text.count
        for d in parsed.diagnostics {
            let s = d.range.start, e = d.range.end
            if s.line != 1 || s.column < 1 || s.column > length + 1 || e.column < s.column || e.column > length + 2 {
                return "diagnostic '\(d.message)' at \(s)-\(e) is outside a query of \(length) characters"
            }
        }
        if let expression = parsed.expression, !parsed.hasErrors {
            let printed = QueryPrinter.print(expression)
            let again = QueryParser.parse(printed, options: engine.options)
            if again.hasErrors || again.expression != expression {
                return "the canonical print '\(printed.prefix(200))' does not parse back to the same tree"
            }
        }
        let scope = SearchScope(now: now)
        _ = engine.search(text, context: SearchQueryContext(fetchAttributes: ["title", "keywords"]), scope: scope)
        _ = engine.search("title == \"*\"", context: SearchQueryContext(filterQueries: [text]), scope: scope)
        _ = engine.userSearch(text, context: UserQueryContext(maxResultCount: 2, maxSuggestionCount: 3), scope: scope)
        return nil
    }
}
