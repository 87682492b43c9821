import LimelightCore

/// The one registry of commands that the REPL, scenario files, `check`, help, completion and the language server share.
public final class CommandRegistry {
    /// Every command, sorted by name.
    public private(set) var commands: [CommandSpec] = []
    private var byName: [String: Int] = [:]
    /// Every leading part of every command's path, words joined by a space (`spotlight`, `spotlight index`): what
    /// `commandWords` looks each word up in, so resolving a line costs a few hash lookups, not a scan of the registry.
    private var pathPrefixes: Set<String> = []

    public init(_ specs: [CommandSpec] = []) {
        for spec in specs { register(spec) }
    }

    /// Adds a command; an app action already declared by another app gets that app added to its `apps` and options merged.
    public func register(_ spec: CommandSpec) {
        if let index = byName[spec.name] {
            var existing = commands[index]
            existing.apps += spec.apps.filter { !existing.apps.contains($0) }
            for option in spec.options where !existing.options.contains(where: { $0.name == option.name }) {
                existing.options.append(option)
            }
            commands[index] = existing
            return
        }
        for n in 1...max(1, spec.path.count) { pathPrefixes.insert(spec.path.prefix(n).joined(separator: " ")) }
        // Keep the list sorted by name: insert in place and shift the indices of the commands after it.
        let index = commands.firstIndex { $0.name > spec.name } ?? commands.endIndex
        commands.insert(spec, at: index)
        for (name, i) in byName where i >= index { byName[name] = i + 1 }
        byName[spec.name] = index
    }

    /// The command with exactly these words.
    public func spec(named name: String) -> CommandSpec? { byName[name].map { commands[$0] } }

    /// The command words at the start of `tokens`: the longest run of leading plain words that begins some command's
    /// path (a group such as `spotlight`, a whole command such as `spotlight index`, or nothing).
    public func commandWords(of tokens: [Token]) -> [String] {
        var path: [String] = []
        var joined = ""
        for token in tokens where !token.isQuoted && !token.isOption {
            let candidate = path.isEmpty ? token.text : joined + " " + token.text
            guard !token.text.utf8.contains(UInt8(ascii: " ")), pathPrefixes.contains(candidate) else { break }
            path.append(token.text)
            joined = candidate
        }
        return path
    }

    /// The distinct words that can follow `prefix` (the first words when `prefix` is empty).
    public func nextWords(after prefix: [String]) -> [String] {
        var seen: Set<String> = []
        var out: [String] = []
        for c in commands where c.path.count > prefix.count && Array(c.path.prefix(prefix.count)) == prefix {
            let w = c.path[prefix.count]
            if seen.insert(w).inserted { out.append(w) }
        }
        return out.sorted()
    }

    /// The order topics are listed in by `help` and the command reference; topics not named here follow, by name.
    public static let topicOrder = [
        "Session", "Devices", "Clock", "Apps", "App actions", "Spotlight (as the app)", "Spotlight (system)",
        "Spotlight queries", "User activities", "Intents", "Siri", "Entities", "Widgets", "Tips", "Sync", "Log", "Expectations",
    ]

    /// The topics in listing order, each with its commands.
    public var topics: [(topic: String, commands: [CommandSpec])] {
        var groups: [String: [CommandSpec]] = [:]
        for c in commands { groups[c.topic, default: []].append(c) }
        let known = Self.topicOrder.filter { groups[$0] != nil }
        let rest = groups.keys.filter { !Self.topicOrder.contains($0) }.sorted()
        return (known + rest).map { ($0, groups[$0] ?? []) }
    }

    /// Resolves the leading words of a token list to a command: the longest path that matches.
    public func resolve(_ tokens: [Token], line: Int) -> Result<(spec: CommandSpec, consumed: Int), Diagnostic> {
        let prefix = commandWords(of: tokens)
        // The longest leading part of the words that names a command.
        var best: (CommandSpec, Int)?
        for n in stride(from: prefix.count, to: 0, by: -1) {
            if let spec = spec(named: prefix.prefix(n).joined(separator: " ")) { best = (spec, n); break }
        }
        if let best, best.1 == prefix.count { return .success((best.0, best.1)) }
        // Either a group word with no (or a wrong) subcommand, or an unknown first word.
        let next = nextWords(after: prefix)
        if prefix.isEmpty {
            let word = tokens.first?.text ?? ""
            let range = tokens.first.map { $0.range(line: line) } ?? SourceRange(line: line, column: 1, length: 1)
            let guess = Suggestions.closest(to: word, in: next)
            return .failure(Diagnostic(range: range, code: "unknown-command", "unknown command '\(word)'",
                                       suggestion: guess.map { "did you mean '\($0)'? (type 'help' for the list)" } ?? "type 'help' to list the commands"))
        }
        let group = prefix.joined(separator: " ")
        if prefix.count < tokens.count, !tokens[prefix.count].isQuoted, !tokens[prefix.count].isOption, best == nil {
            let bad = tokens[prefix.count]
            let guess = Suggestions.closest(to: bad.text, in: next)
            return .failure(Diagnostic(range: bad.range(line: line), code: "unknown-command",
                                       "unknown subcommand '\(bad.text)' of '\(group)'",
                                       suggestion: guess.map { "did you mean '\(group) \($0)'?" } ?? "'\(group)' takes: \(next.joined(separator: ", "))"))
        }
        if let best { return .success((best.0, best.1)) }
        let last = tokens[max(0, prefix.count - 1)]
        return .failure(Diagnostic(range: last.range(line: line), code: "missing-subcommand",
                                   "'\(group)' needs a subcommand", suggestion: "one of: \(next.joined(separator: ", "))"))
    }
}
