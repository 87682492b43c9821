import LimelightCore
import Script

/// A boolean expression over a scenario's tags: `a,b` (any of), `!a` / `not a`, `a and b` / `a & b`, `a or b` / `a | b`, parentheses.
public indirect enum TagExpression: Equatable, Sendable, CustomStringConvertible {
    case tag(String)
    case not(TagExpression)
    case and(TagExpression, TagExpression)
    case or(TagExpression, TagExpression)

    /// Whether a scenario with these tags matches.
    public func matches(_ tags: [String]) -> Bool {
        switch self {
        case .tag(let t): return tags.contains(t)
        case .not(let e): return !e.matches(tags)
        case .and(let a, let b): return a.matches(tags) && b.matches(tags)
        case .or(let a, let b): return a.matches(tags) || b.matches(tags)
        }
    }

    /// The expression fully parenthesised, e.g. `(a and not b)`.
    public var description: String {
        switch self {
        case .tag(let t): return t
        case .not(let e): return "not \(e)"
        case .and(let a, let b): return "(\(a) and \(b))"
        case .or(let a, let b): return "(\(a) or \(b))"
        }
    }

    /// The longest tag expression `--tag` takes, in bytes.
    public static let longestExpression = 4096

    /// Parses an expression; `not` binds tighter than `and`, which binds tighter than `or` (`,` and `|` mean `or`).
    public static func parse(_ text: String) -> Result<TagExpression, SelectionError> {
        // Parsing and matching recurse on the expression: its length bounds the depth.
        guard text.utf8.count <= longestExpression else {
            return .failure(SelectionError("the tag expression is \(text.utf8.count) bytes long; the longest is \(longestExpression)"))
        }
        var tokens: [String] = []
        var word = ""
        for ch in text {
            if "(),!&|".contains(ch) || ch == " " || ch == "\t" {
                if !word.isEmpty { tokens.append(word); word = "" }
                if ch != " ", ch != "\t" { tokens.append(String(ch)) }
            } else {
                word.append(ch)
            }
        }
        if !word.isEmpty { tokens.append(word) }
        var p = TagExpressionParser(tokens: tokens)
        do {
            let e = try p.or()
            if p.index < tokens.count { throw SelectionError("unexpected '\(tokens[p.index])' in tag expression '\(text)'") }
            return .success(e)
        } catch let error as SelectionError {
            return .failure(error)
        } catch {
            return .failure(SelectionError("\(error)"))
        }
    }
}

private struct TagExpressionParser {
    let tokens: [String]
    var index = 0

    mutating func or() throws -> TagExpression {
        var e = try and()
        while index < tokens.count, [",", "|", "or"].contains(tokens[index]) { index += 1; e = .or(e, try and()) }
        return e
    }

    mutating func and() throws -> TagExpression {
        var e = try unary()
        while index < tokens.count, ["&", "and"].contains(tokens[index]) { index += 1; e = .and(e, try unary()) }
        return e
    }

    mutating func unary() throws -> TagExpression {
        guard index < tokens.count else { throw SelectionError("the tag expression ends where a tag was expected") }
        let t = tokens[index]
        index += 1
        switch t {
        case "!", "not": return .not(try unary())
        case "(":
            let e = try or()
            guard index < tokens.count, tokens[index] == ")" else { throw SelectionError("missing ')' in tag expression") }
            index += 1
            return e
        case ")", ",", "|", "&", "and", "or": throw SelectionError("expected a tag before '\(t)'")
        default: return .tag(t)
        }
    }
}

/// A problem with a selection option, e.g. a malformed tag expression or shard.
public struct SelectionError: Error, Equatable, CustomStringConvertible {
    /// The problem as one line for the user.
    public var description: String
    /// Creates an error with the given message.
    public init(_ message: String) { description = message }
}

/// One shard of a suite: `--shard i/n` keeps the scenarios whose position in the path-sorted list is `i-1` modulo `n`.
public struct Shard: Equatable, Sendable {
    /// 1-based shard index.
    public var index: Int
    /// How many shards the suite is split into.
    public var count: Int

    /// Parses `i/n` with `1 <= i <= n`.
    public static func parse(_ text: String) -> Result<Shard, SelectionError> {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else {
            return .failure(SelectionError("--shard must be I/N with 1 <= I <= N, e.g. 2/4 (got '\(text)')"))
        }
        return .success(Shard(index: i, count: n))
    }

    /// The paths of this shard, in the given order (membership is decided on the sorted list, so every machine agrees).
    public func select(_ paths: [String]) -> [String] {
        let sorted = Array(Set(paths)).sorted()
        var mine = Set<String>()
        for (i, p) in sorted.enumerated() where i % count == index - 1 { mine.insert(p) }
        return paths.filter { mine.contains($0) }
    }
}

/// Which scenarios a run includes, decided from each file's path and header before anything runs.
public struct ScenarioSelection: Sendable {
    /// Substring of the path or title (`--filter`).
    public var filter: String?
    /// Every expression must match (`--tag`, repeatable).
    public var tags: [TagExpression] = []
    /// Any of these criterion IDs (`--criterion`, repeatable); `FB-G2` also selects `FB-G2.4`.
    public var criteria: [String] = []
    /// When set, only these paths (`--rerun-failed`).
    public var only: Set<String>?

    /// Creates a selection from its parts; the defaults select every scenario.
    public init(filter: String? = nil, tags: [TagExpression] = [], criteria: [String] = [], only: Set<String>? = nil) {
        self.filter = filter
        self.tags = tags
        self.criteria = criteria
        self.only = only
    }

    /// Whether the scenario at `path` with this header is selected.
    public func includes(path: String, header: ScenarioHeader) -> Bool {
        if let only, !only.contains(path) { return false }
        if let filter, !path.contains(filter), !(header.title ?? "").contains(filter) { return false }
        if !tags.allSatisfy({ $0.matches(header.tags) }) { return false }
        if !criteria.isEmpty {
            let hit = criteria.contains { id in header.criteria.contains { $0 == id || $0.hasPrefix(id + ".") } }
            if !hit { return false }
        }
        return true
    }
}

/// The rerun-failed state: the paths that failed, one per line (default file `.limelight/last-failed`).
public enum LastFailed {
    /// The paths in a state file's text (blank lines and `#` comments ignored).
    public static func parse(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0).trimmingBlanks() }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// The new state: the previous failures minus those that ran and passed, plus those that ran and failed; sorted.
    public static func update(previous: [String], results: [ScenarioResult]) -> [String] {
        var set = Set(previous)
        for r in results {
            if r.status.isFailure { set.insert(r.path) } else { set.remove(r.path) }
        }
        return set.sorted()
    }

    /// The state file's text.
    public static func render(_ paths: [String]) -> String {
        "# limelight run: scenarios that failed (read by --rerun-failed)\n" + paths.map { $0 + "\n" }.joined()
    }
}
