import LimelightCore

/// The one registry of commands that the REPL, scenario files, `check`, help, completion and the language server share.
public final class CommandRegistry {
    /// Every command, sorted by name.
    public private(set) var commands: [CommandSpec] = []
    private var byName: [String: Int] = [:]
    /// Every command's path as a tree of words (`spotlight` → `index`): `commandWords` and `resolve` walk it a word at a
    /// time, so resolving a line costs one hash lookup per command word, with no strings joined.
    private let paths = PathNode()
    /// The first words of the commands about the session itself (`CommandSpec.isSessionControl`): a line that starts
    /// with one but names no command (`snapshot bogus`) is about the session too.
    public private(set) var sessionControlWords: Set<String> = []

    /// One word of the path tree: the words that may follow it, and the command its path names, if any.
    final class PathNode {
        var next: [String: PathNode] = [:]
        var command: String?
        /// The same words as `next` as UTF-8 bytes, with their nodes in the same order, and the command itself: what
        /// `CommandLineCheck` walks by comparing a line's bytes in place.
        var wordBytes: [[UInt8]] = []
        var children: [PathNode] = []
        var spec: CommandSpec?

        /// The node for the word whose bytes are `word`, compared in place.
        func child(_ word: UnsafeBufferPointer<UInt8>) -> PathNode? {
            guard let first = word.first else { return nil }
            for (index, candidate) in wordBytes.enumerated() where candidate.count == word.count && candidate.first == first {
                if candidate.elementsEqual(word) { return children[index] }
            }
            return nil
        }
    }

    /// The top of the path tree.
    var root: PathNode { paths }

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
            var node = paths
            for word in spec.path { if let child = node.next[word] { node = child } }
            node.spec = existing
            return
        }
        var node = paths
        for word in spec.path {
            if let child = node.next[word] { node = child } else {
                let child = PathNode()
                node.next[word] = child
                node.wordBytes.append(Array(word.utf8))
                node.children.append(child)
                node = child
            }
        }
        node.command = spec.name
        node.spec = spec
        if spec.isSessionControl, let first = spec.path.first { sessionControlWords.insert(first) }
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
        walk(tokens).words
    }

    /// The command words at the start of `tokens` and the longest of their leading runs that names a command.
    private func walk(_ tokens: [Token]) -> (words: [String], longest: (name: String, words: Int)?) {
        var words: [String] = []
        let longest = walk(tokens) { words.append($0) }
        return (words, longest)
    }

    /// Walks the command words at the start of `tokens`, handing each to `visit`; returns the longest run that names a
    /// command (its name and how many words it took).
    private func walk(_ tokens: [Token], visit: (String) -> Void) -> (name: String, words: Int)? {
        var longest: (name: String, words: Int)?
        var node = paths
        var count = 0
        for token in tokens where !token.isQuoted && !token.isOption {
            guard let child = node.next[token.text] else { break }
            visit(token.text)
            count += 1
            node = child
            if let name = child.command { longest = (name, count) }
        }
        return longest
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
        // The common case, a line that starts with a whole command: no word list is built.
        var walked = 0
        if let found = walk(tokens, visit: { _ in walked += 1 }), found.words == walked, let spec = spec(named: found.name) {
            return .success((spec, found.words))
        }
        let (prefix, longest) = walk(tokens)
        // The longest leading part of the words that names a command.
        let best: (CommandSpec, Int)? = longest.flatMap { found in spec(named: found.name).map { ($0, found.words) } }
        if let best, best.1 == prefix.count { return .success((best.0, best.1)) }
        // Either a group word with no (or a wrong) subcommand, or an unknown first word.
        let next = nextWords(after: prefix)
        if prefix.isEmpty {
            let word = tokens.first?.text ?? ""
            let range = tokens.first.map { $0.range(line: line) } ?? SourceRange(line: line, column: 1, length: 1)
            let guess = Suggestions.closest(to: word, in: next)
            let fix = zip(guess.map { [$0] } ?? [], tokens.prefix(1)).map { guess, token in
                FixIt.replacing(token, line: line, with: guess, message: "did you mean '\(guess)'? (type 'help' for the list)")
            }
            return .failure(Diagnostic(range: range, code: "unknown-command", "unknown command '\(word)'",
                                       suggestion: fix.isEmpty ? "type 'help' to list the commands" : nil, fixIts: fix))
        }
        let group = prefix.joined(separator: " ")
        if prefix.count < tokens.count, !tokens[prefix.count].isQuoted, !tokens[prefix.count].isOption, best == nil {
            let bad = tokens[prefix.count]
            let guess = Suggestions.closest(to: bad.text, in: next)
            // The fix rewrites the misspelt word only: the group's words before it are right.
            let fix = guess.map { [FixIt.replacing(bad, line: line, with: $0, message: "did you mean '\(group) \($0)'?")] } ?? []
            return .failure(Diagnostic(range: bad.range(line: line), code: "unknown-command",
                                       "unknown subcommand '\(bad.text)' of '\(group)'",
                                       suggestion: fix.isEmpty ? "'\(group)' takes: \(next.joined(separator: ", "))" : nil, fixIts: fix))
        }
        if let best { return .success((best.0, best.1)) }
        let last = tokens[max(0, prefix.count - 1)]
        return .failure(Diagnostic(range: last.range(line: line), code: "missing-subcommand",
                                   "'\(group)' needs a subcommand", suggestion: "one of: \(next.joined(separator: ", "))"))
    }
}
