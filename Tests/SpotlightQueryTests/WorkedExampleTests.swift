import Testing
import LimelightCore
import Spotlight
@testable import SpotlightQuery

/// Apple's worked examples from "Searching for information in your app", exactly.
@Suite struct WorkedExampleTests {
    @Test(arguments: [
        ("title == \"Paris\"", "Paris", true), ("title == \"Paris\"", "paris", false), ("title == \"Paris\"", "I love Paris", false),
        ("title == \"Paris\"c", "Paris", true), ("title == \"Paris\"c", "paris", true), ("title == \"Paris\"c", "I love Paris", false),
        ("title == \"Paris\"wc", "Paris", true), ("title == \"Paris\"wc", "paris", true), ("title == \"Paris\"wc", "I love Paris", true),
        ("title == \"Paris\"wc", "paris-france.jpg", true), ("title == \"Paris\"wc", "Comparison", false),
        ("title == \"Window\"w", "MyWindowClass", true), ("title == \"Window\"w", "Broken Window", true),
        ("title == \"Window\"w", "NSWindow", false),
        ("title == \"paris*\"", "paris", true), ("title == \"paris*\"", "parisol", true), ("title == \"paris*\"", "comparison", false),
        ("title == \"*paris\"", "comparis", true), ("title == \"*paris\"", "parisol", false),
        ("title == \"*paris*\"", "comparison", true), ("title == \"*paris*\"", "Paris", false),
        ("title == 'paris'", "paris", true), ("title == 'paris'", "Paris", false),
        ("title == \"p?ris\"", "paris", true), ("title == \"p?ris\"", "pris", false),
        ("title ==[c] \"Paris\"", "PARIS", true), ("title ==[wc] \"paris\"", "I love Paris", true),
        ("title = \"Paris\"", "Paris", true),
    ])
    func titleExamples(query: String, title: String, expected: Bool) {
        #expect(Fixtures.title(query, title) == expected, "\(query) vs \(title)")
    }

    @Test func diacritics() {
        let frederic = Fixtures.item("a", ["authorNames": .strings(["Frederic"])])
        let accented = Fixtures.item("b", ["authorNames": .strings(["Frédéric"])])
        #expect(Fixtures.matches("authorNames == \"Frédéric\"", frederic) == false)
        #expect(Fixtures.matches("authorNames == \"Frédéric\"", accented) == true)
        #expect(Fixtures.matches("authorNames == \"Frédéric\"cd", frederic) == true)
        #expect(Fixtures.matches("authorNames == \"Frédéric\"cd", accented) == true)
    }

    @Test func multiValuedAndCombined() {
        var set = CSSearchableItemAttributeSet(contentType: "audio")
        set["authorNames"] = .strings(["Tim Cook", "Steve Jobs"])
        set["duration"] = .number(400)
        let item = CSSearchableItem(uniqueIdentifier: "s", domainIdentifier: nil, attributeSet: set)
        #expect(Fixtures.matches("authorNames == \"Steve\"wc && contentType == \"audio\"wc", item) == true)
        #expect(Fixtures.matches("(authorNames == 'Tim'wc || authorNames == 'Steve'wc) && duration > 300", item) == true)
        #expect(Fixtures.matches("authorNames == \"Craig\"wc", item) == false)
        #expect(Fixtures.matches("authorNames != \"Steve\"wc", item) == false)
    }

    @Test func presence() {
        let done = Fixtures.item("d", ["completionDate": .date(Fixtures.start)])
        let open = Fixtures.item("o")
        #expect(Fixtures.matches("completionDate == \"*\"", done) == true)
        #expect(Fixtures.matches("completionDate == \"*\"", open) == false)
        #expect(Fixtures.matches("completionDate != \"*\"", open) == true)
        #expect(Fixtures.matches("completionDate != \"*\"", done) == false)
    }

    @Test func headerExample() {
        let reply = Fixtures.item("r", ["subject": .string("Re: lunch")])
        let mail = CSSearchableItem(uniqueIdentifier: "m", domainIdentifier: nil,
                                    attributeSet: { var s = CSSearchableItemAttributeSet(contentType: "public.email-message"); s["subject"] = .string("Lunch"); return s }())
        let q = "contentType == \"public.email-message\" && subject != \"Re:*\""
        #expect(Fixtures.matches(q, mail) == true)
        #expect(Fixtures.matches(q, reply) == false)
    }

    @Test func completedInLastTenDays() {
        let q = "(authorNames == \"Tim\"wc || authorNames == \"Steve\"wc) && InRange(completionDate,$time.today(-10),$time.today)"
        func item(daysAgo: Double) -> CSSearchableItem {
            Fixtures.item("i", ["authorNames": .strings(["Steve"]), "completionDate": .date(Fixtures.start - .days(daysAgo))])
        }
        #expect(Fixtures.matches(q, item(daysAgo: 0)) == true)   // today counts (period upper bound)
        #expect(Fixtures.matches(q, item(daysAgo: 9)) == true)
        #expect(Fixtures.matches(q, item(daysAgo: 10)) == true)  // 10 days ago 09:00 ≥ start of that day
        #expect(Fixtures.matches(q, item(daysAgo: 11)) == false)
    }

    @Test func allTextAndCustomKeys() throws {
        let byDefault = try #require(CustomAttributeKey(keyName: "movieRating", searchable: true, searchableByDefault: true, unique: false, multiValued: false))
        let hidden = try #require(CustomAttributeKey(keyName: "secret", searchable: false, searchableByDefault: false, unique: false, multiValued: false))
        let plain = try #require(CustomAttributeKey(keyName: "studio"))
        var set = CSSearchableItemAttributeSet()
        set.keywords = ["paris", "travel"]
        set.setValue(.string("PG-13"), forCustomKey: byDefault)
        set.setValue(.string("classified"), forCustomKey: hidden)
        set.setValue(.string("Pixar"), forCustomKey: plain)
        let item = CSSearchableItem(uniqueIdentifier: "m", domainIdentifier: nil, attributeSet: set)
        let schema = QuerySchema(customKeys: ["movieRating": byDefault, "secret": hidden, "studio": plain])
        func run(_ q: String) -> Bool? {
            let parsed = QueryChecker.analyze(q, schema: schema)
            guard !parsed.hasErrors, let e = parsed.expression else { return nil }
            return ReferenceEvaluator.matches(CompiledQuery.compile(e, time: QueryTimeContext(now: Fixtures.start)), item)
        }
        #expect(run("** == '*paris*'cd") == true)
        #expect(run("** == \"pg*\"c") == true)          // searchableByDefault custom key is part of **
        #expect(run("** == \"Pixar\"") == false)        // searchable but not by default
        #expect(run("studio == \"Pixar\"") == true)     // by key name
        #expect(run("secret == \"classified\"") == false)  // not searchable: never matches
        #expect(QueryChecker.analyze("secret == \"x\"", schema: schema).diagnostics.first?.code == "query-not-searchable")
    }
}
