import LimelightCore
import Script

/// Cuts a failing list of steps down while it keeps failing the same way: delta debugging over the steps (removing
/// chunks, from the end, halving their size until single steps), then simpler arguments (options dropped, shorter
/// strings, smaller numbers, shorter durations), then the steps once more.
public final class Reducer {
    /// Runs the candidates (a `StepRunner` reuses the worlds of the last accepted one).
    public let runner: CandidateRunner
    /// The failure every accepted candidate shows.
    public let target: FailureSignature
    /// How closely a candidate's failure must match `target`.
    public let match: SignatureMatch
    /// The most candidates tried (the reduction stops with what it has then).
    public let maximumRuns: Int

    /// Creates a reducer keeping `target` as `match` says.
    public init(runner: CandidateRunner, target: FailureSignature, match: SignatureMatch = .failure, maximumRuns: Int = 100_000) {
        self.runner = runner
        self.target = target
        self.match = match
        self.maximumRuns = maximumRuns
    }

    /// Whether `candidate` fails as the target does; an accepted candidate's worlds are kept for the next ones.
    func fails(_ candidate: [ReducibleStep]) -> Bool {
        guard runner.runs < maximumRuns, let found = runner.run(candidate).signature, target.matches(found, by: match) else { return false }
        runner.keepLastRun()
        return true
    }

    /// The smallest list found that still fails as the target does (`steps` itself must).
    public func reduce(_ steps: [ReducibleStep]) -> [ReducibleStep] {
        var current = steps
        // Nothing after the failing step matters.
        let first = runner.run(current)
        if let at = first.failedAt, let found = first.signature, target.matches(found, by: match) {
            current = Array(current.prefix(at + 1))
            runner.keepLastRun()
        }
        current = removeSteps(current)
        for _ in 0..<3 {
            let simpler = simplifyArguments(current)
            if simpler == current { break }
            current = removeSteps(simpler)
        }
        return current
    }

    /// Delta debugging over the steps: remove chunks of `size` steps from the end backwards, halving `size` when none
    /// can go, until single steps cannot.
    func removeSteps(_ steps: [ReducibleStep]) -> [ReducibleStep] {
        var current = steps
        var size = max(1, current.count / 2)
        while !current.isEmpty, runner.runs < maximumRuns {
            var removed = false
            var end = current.count
            while end > 0, runner.runs < maximumRuns {
                let start = max(0, end - size)
                let candidate = Array(current[..<start] + current[end...])
                if !candidate.isEmpty, fails(candidate) {
                    current = candidate
                    removed = true
                }
                end = start
            }
            if size == 1 {
                if !removed { break }
            } else if !removed {
                size = max(1, size / 2)
            }
        }
        return current
    }

    /// Tries simpler versions of each step's arguments, from the last step to the first, keeping each that still fails.
    func simplifyArguments(_ steps: [ReducibleStep]) -> [ReducibleStep] {
        var current = steps
        for index in current.indices.reversed() {
            var changed = true
            while changed, runner.runs < maximumRuns {
                changed = false
                let source = current[index].source
                let commandWords = StepRunner.commandName(source, registry: runner.registry).split(separator: " ").count
                for simpler in Self.simplifications(of: source, commandWords: commandWords) {
                    var candidate = current
                    candidate[index].source = simpler
                    if fails(candidate) {
                        current = candidate
                        changed = true
                        break
                    }
                }
            }
        }
        return current
    }

    /// Simpler lines than `source`, each shorter or smaller in one place: an option (with its value) dropped, a string
    /// cut to its first character or half, a number made 0, 1 or half, a duration made 1s, 1m or 1h, a date `now`.
    static func simplifications(of source: String, commandWords: Int = 1) -> [String] {
        let tokens = Lexer.tokenize(source).tokens
        guard tokens.count > 1 else { return [] }
        let words = tokens.map { $0.isQuoted ? Lexer.quoteIfNeeded($0.text) : $0.text }
        var out: [String] = []
        func with(_ replaced: [String]) {
            let line = replaced.joined(separator: " ")
            if line != source, !out.contains(line) { out.append(line) }
        }
        for (i, token) in tokens.enumerated() where token.isOption {
            var dropped = words
            let takesValue = i + 1 < tokens.count && !tokens[i + 1].isOption
            dropped.removeSubrange(i...(takesValue ? i + 1 : i))
            with(dropped)
            if takesValue { var flag = words; flag.remove(at: i + 1); with(flag) }
        }
        for (i, token) in tokens.enumerated() where !token.isOption && i >= max(1, commandWords) {
            let text = token.text
            var smaller: [String] = []
            if text.hasPrefix("now"), text != "now" {
                smaller = ["now"]
            } else if let n = Double(text), n != 0 {
                smaller = ["0", "1", String(Int(n / 2))]
            } else if SimDuration.parse(text) != nil, text.count > 2 || text.first != "1" {
                smaller = ["1s", "1m", "1h"]
            } else if token.isQuoted || text.count > 1 {
                if text.count > 1 { smaller = [String(text.prefix(1)), String(text.prefix(text.count / 2))] }
            }
            for value in smaller where value != text {
                var replaced = words
                replaced[i] = Lexer.quoteIfNeeded(value)
                with(replaced)
            }
        }
        return out
    }
}
