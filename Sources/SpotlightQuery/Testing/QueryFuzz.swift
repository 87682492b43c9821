import LimelightCore

/// A fuzz entry point for the query parser: random and mutated strings must never crash it, and every diagnostic
/// must point inside the text (or just past its end).
public enum QueryFuzz {
    /// A problem the fuzzer found.
    public struct Finding: Sendable, CustomStringConvertible {
        public var input: String
        public var problem: String
        public var description: String { "\(problem) for input \(QueryFuzz.quoted(input))" }
    }

    static let seeds = [
        "title == \"Paris\"wc", "(authorNames == \"Tim\"wc || authorNames == \"Steve\"wc) && InRange(completionDate,$time.today(-10),$time.today)",
        "contentType == \"public.email-message\" && subject != \"Re:*\"", "completionDate == \"*\"", "** == '*paris*'cd",
        "dueDate <= $time.iso(2024-01-01T00:00:00Z)", "title ==[cd] \"Fr\\\"é*\"", "rankingHint >= 50 || keywords = 'a?c'",
    ]
    static let alphabet: [Character] = Array("()=!<>&|\"'\\*?$.,[]-+0123456789 abcdtwxyzTIR_éß😀\t")

    /// Runs `iterations` random or mutated inputs; returns what broke (empty when all is well).
    public static func run(seed: UInt64, iterations: Int) -> [Finding] {
        var rng = SeededRandom(seed: seed)
        var findings: [Finding] = []
        for _ in 0..<max(0, iterations) {
            let input = next(&rng)
            let parsed = QueryChecker.analyze(input)
            let length = input.count
            for d in parsed.diagnostics {
                let s = d.range.start, e = d.range.end
                if s.line != 1 || e.line != 1 || s.column < 1 || s.column > length + 1 || e.column < s.column || e.column > length + 2 {
                    findings.append(Finding(input: input, problem: "diagnostic '\(d.message)' out of range \(s)-\(e) (length \(length))"))
                }
            }
            if let e = parsed.expression, !parsed.hasErrors {
                let printed = QueryPrinter.print(e)
                let again = QueryParser.parse(printed)
                if again.expression != e || again.hasErrors {
                    findings.append(Finding(input: input, problem: "round trip changed the tree (printed \(quoted(printed)))"))
                }
            }
            if parsed.expression == nil, !parsed.hasErrors {
                findings.append(Finding(input: input, problem: "no tree and no error"))
            }
        }
        return findings
    }

    static func next(_ rng: inout SeededRandom) -> String {
        if rng.next() % 3 == 0 {
            let n = Int(rng.next() % 40)
            return String((0..<n).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] })
        }
        var chars = Array(seeds[Int(rng.next() % UInt64(seeds.count))])
        for _ in 0..<(1 + Int(rng.next() % 4)) {
            let op = rng.next() % 3
            let at = chars.isEmpty ? 0 : Int(rng.next() % UInt64(chars.count))
            switch op {
            case 0 where !chars.isEmpty: chars.remove(at: at)
            case 1: chars.insert(alphabet[Int(rng.next() % UInt64(alphabet.count))], at: at)
            default:
                if !chars.isEmpty { chars[at] = alphabet[Int(rng.next() % UInt64(alphabet.count))] }
            }
        }
        return String(chars)
    }

    static func quoted(_ s: String) -> String { "«" + s + "»" }
}
