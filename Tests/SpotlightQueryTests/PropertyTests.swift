import Testing
import LimelightCore
import Spotlight
@testable import SpotlightQuery

/// Seeded properties: the indexed evaluator agrees with the reference, the printer round-trips, the parser survives fuzz.
@Suite struct PropertyTests {
    static let words = ["Paris", "paris", "Window", "MyWindowClass", "NSWindow", "Frédéric", "Frederic", "broken", "groceries", "meeting", "Re:", "a*b", ""]

    static func randomText(_ rng: inout SeededRandom) -> String {
        (0..<(1 + Int(rng.next() % 3))).map { _ in words[Int(rng.next() % UInt64(words.count))] }
            .joined(separator: rng.next() % 2 == 0 ? " " : "-")
    }

    static func randomItem(_ n: Int, _ rng: inout SeededRandom) -> CSSearchableItem {
        var values: [String: CSAttributeValue] = [:]
        if rng.next() % 5 != 0 { values["keywords"] = .strings([randomText(&rng), randomText(&rng)]) }
        if rng.next() % 3 != 0 { values["dueDate"] = .date(Fixtures.start + .days(Double(Int(rng.next() % 40)) - 20)) }
        if rng.next() % 2 == 0 { values["rankingHint"] = .number(Double(rng.next() % 5)) }
        return Fixtures.item("i\(n)", title: rng.next() % 6 == 0 ? nil : randomText(&rng), domain: "d\(rng.next() % 3)", values)
    }

    static func randomPredicate(_ rng: inout SeededRandom) -> String {
        let word = words[Int(rng.next() % UInt64(words.count))]
        let mods = ["", "c", "cd", "w", "wc", "t", "cdw"][Int(rng.next() % 7)]
        let pattern = [word, word + "*", "*" + word, "*" + word + "*", String(word.prefix(3)) + "?*", "*"][Int(rng.next() % 6)]
        switch rng.next() % 7 {
        case 0: return "title == \"\(pattern)\"\(mods)"
        case 1: return "keywords == \"\(pattern)\"\(mods)"
        case 2: return "** == \"\(pattern)\"\(mods)"
        case 3: return "title != \"\(pattern)\"\(mods)"
        case 4: return "dueDate \(["<", ">=", "==", "<="][Int(rng.next() % 4)]) $time.today(\(Int(rng.next() % 20) - 10))"
        case 5: return "InRange(dueDate, $time.today(\(-Int(rng.next() % 10))), $time.this_week(\(Int(rng.next() % 2))))"
        default: return "rankingHint \(["==", ">", "<="][Int(rng.next() % 3)]) \(rng.next() % 5)"
        }
    }

    static func randomQuery(_ rng: inout SeededRandom, depth: Int = 0) -> String {
        if depth > 2 || rng.next() % 3 == 0 { return randomPredicate(&rng) }
        let op = rng.next() % 2 == 0 ? " && " : " || "
        return "(" + randomQuery(&rng, depth: depth + 1) + op + randomQuery(&rng, depth: depth + 1) + ")"
    }

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func indexedAgreesWithReference(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        let index = QueryIndex()
        var n = 0
        for _ in 0..<300 {
            n += 1
            index.insert(Fixtures.indexed(Self.randomItem(n, &rng), sequence: n))
            if rng.next() % 7 == 0 { index.remove(app: "com.example", identifier: "i\(Int(rng.next() % UInt64(n)) + 1)") }
        }
        index.purge()
        for _ in 0..<40 { n += 1; index.insert(Fixtures.indexed(Self.randomItem(n, &rng), sequence: n)) }
        let scope = SearchScope(now: Fixtures.start)
        let time = QueryTimeContext(now: Fixtures.start)
        for _ in 0..<150 {
            let text = Self.randomQuery(&rng)
            let parsed = QueryChecker.analyze(text)
            guard let e = parsed.expression, !parsed.hasErrors else { Issue.record("seed \(seed): generator made a bad query \(text)"); continue }
            let compiled = CompiledQuery.compile(e, time: time)
            let fast = index.evaluate(compiled, scope: scope).map(\.uniqueIdentifier)
            let slow = index.visibleItems(scope: scope).filter { ReferenceEvaluator.matches(compiled, $0.item) }.map(\.uniqueIdentifier)
            #expect(fast == slow, "seed \(seed): \(text)")
        }
    }

    @Test(arguments: [UInt64(7), 8, 9])
    func printParseRoundTrip(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        for _ in 0..<300 {
            let text = Self.randomQuery(&rng)
            let first = QueryParser.parse(text)
            guard let e = first.expression else { Issue.record("seed \(seed): \(text)"); continue }
            let printed = QueryPrinter.print(e)
            let second = QueryParser.parse(printed)
            #expect(second.expression == e, "seed \(seed): \(text) → \(printed)")
            #expect(second.expression.map(QueryPrinter.print) == printed)
        }
    }

    @Test func fuzzNeverCrashes() {
        let findings = QueryFuzz.run(seed: 2026, iterations: 3000)
        #expect(findings.isEmpty, "\(findings.prefix(5))")
    }
}
