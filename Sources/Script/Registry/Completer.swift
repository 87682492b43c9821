import LimelightCore
import SimulatorKit
import Spotlight
import SystemServices

/// Tab completion for a line: which word is being completed and its candidates, from the registry and the live session.
public struct Completer {
    /// The live session whose registry, devices and apps supply the candidates.
    public let session: Session

    /// Creates a completer for `session`.
    public init(session: Session) { self.session = session }

    /// The character offset where the word under the cursor starts, and the candidates that could replace it.
    public func complete(line: String, cursor: Int) -> (start: Int, candidates: [String]) {
        let described = completeDescribed(line: line, cursor: cursor)
        return (described.start, described.candidates)
    }

    /// Like `complete`, plus what each candidate stands for where that helps choosing: the title of an item
    /// identifier (`spotlight tap ` lists `n1  Milk`).
    public func completeDescribed(line: String, cursor: Int) -> (start: Int, candidates: [String], descriptions: [String: String]) {
        let upTo = String(line.prefix(max(0, min(cursor, line.count))))
        let (tokens, _) = Lexer.tokenize(upTo)
        let endsWithSpace = upTo.last == " " || upTo.isEmpty
        let partial = endsWithSpace ? "" : (tokens.last?.text ?? "")
        let start = endsWithSpace ? upTo.count : (tokens.last.map { $0.column - 1 } ?? upTo.count)
        let done = endsWithSpace ? tokens : Array(tokens.dropLast())
        var source: CompletionSource?
        let found = candidates(done: done, partial: partial, source: &source)
        var descriptions: [String: String] = [:]
        if source == .itemIdentifiers, let device = session.simulation.selectedDevice {
            let wanted = Set(found)
            for item in device.spotlight.items(app: device.selectedApp?.bundleIdentifier) {
                guard let title = item.attributeSet.title ?? item.attributeSet.displayName else { continue }
                if wanted.contains(item.uniqueIdentifier) { descriptions[Lexer.quoteIfNeeded(item.uniqueIdentifier)] = title }
                if wanted.contains(title) { descriptions[Lexer.quoteIfNeeded(title)] = item.uniqueIdentifier }
            }
        }
        return (start, found.map(Lexer.quoteIfNeeded), descriptions)
    }

    /// Candidates for `partial` given the complete tokens before it; `source` is set when they come from live values.
    func candidates(done: [Token], partial: String, source found: inout CompletionSource?) -> [String] {
        let registry = session.registry
        // Still in the command's words?
        let path = registry.commandWords(of: done)
        let spec = resolvedSpec(path)
        if path.count == done.count {
            let matches = registry.nextWords(after: path).filter { $0.hasPrefix(partial) }
            if !matches.isEmpty || spec == nil { return matches }
        }
        guard let spec else { return [] }
        if partial.hasPrefix("--") {
            let given = Set(done.filter(\.isOption).map { String($0.text.dropFirst(2)) })
            return spec.options.filter { $0.isRepeatable || !given.contains($0.name) }.map { "--" + $0.name }.filter { $0.hasPrefix(partial) }
        }
        // The value of an option?
        let args = Array(done.dropFirst(spec.path.count))
        if let last = args.last, last.isOption, let option = spec.options.first(where: { "--" + $0.name == last.text }), option.kind != nil {
            found = option.completion
            if option.name == "family", let families = supportedFamilies(args) { return families.filter { $0.hasPrefix(partial) } }
            return values(option.completion).filter { $0.hasPrefix(partial) }
        }
        // A positional argument: count positionals so far (skipping options and their values).
        var position = 0
        var i = 0
        while i < args.count {
            let t = args[i]
            if t.isOption {
                let takesValue = spec.options.first { "--" + $0.name == t.text }?.kind != nil
                i += takesValue && !t.text.contains("=") ? 2 : 1
                continue
            }
            position += 1
            i += 1
        }
        if spec.takesComparison, position >= spec.arguments.filter({ !$0.isOptional }).count,
           let lastText = args.last?.text, ComparisonOperator(rawValue: lastText) == nil {
            let ops = ComparisonOperator.allCases.map(\.rawValue).filter { $0.hasPrefix(partial) }
            if position >= spec.arguments.count { return ops }
        }
        guard !spec.arguments.isEmpty else { return [] }
        let arg = spec.arguments[min(position, spec.arguments.count - 1)]
        if position >= spec.arguments.count, !arg.isVariadic { return [] }
        var source = arg.completion
        if case .choice(let words) = arg.kind, source == .none { source = .choices(words) }
        found = source
        let matching = values(source).filter { $0.lowercased().hasPrefix(partial.lowercased()) }
        if source == .itemIdentifiers, !partial.isEmpty {
            // `spotlight tap Ein`: the titles the identifiers are listed with complete too (tap takes a title).
            let titles = itemTitles().filter { $0.lowercased().hasPrefix(partial.lowercased()) && !matching.contains($0) }
            return matching + titles
        }
        return matching
    }

    /// The titles of the selected app's items, sorted, without repeats.
    private func itemTitles() -> [String] {
        guard let device = session.simulation.selectedDevice else { return [] }
        let titles = device.spotlight.items(app: device.selectedApp?.bundleIdentifier).compactMap { $0.attributeSet.title ?? $0.attributeSet.displayName }
        return Array(Set(titles)).sorted()
    }

    /// The families the widget kinds named on the line support (all of them must), or nil when the line names no
    /// declared kind: `widgets add QuickCaptureWidget --family ` offers only what QuickCaptureWidget supports.
    private func supportedFamilies(_ args: [Token]) -> [String]? {
        guard let widgets = session.simulation.selectedDevice?.widgets, widgets.isAvailable else { return nil }
        let kinds = args.filter { !$0.isOption }.compactMap { widgets.declarations[$0.text] }
        guard !kinds.isEmpty else { return nil }
        let all = WidgetsCommands.families
        return all.filter { family in kinds.allSatisfy { $0.supportedFamilies.map(\.rawValue).contains(family) } }
    }

    private func resolvedSpec(_ path: [String]) -> CommandSpec? {
        var p = path
        while !p.isEmpty {
            if let s = session.registry.spec(named: p.joined(separator: " ")) { return s }
            p.removeLast()
        }
        return nil
    }

    /// The live values of a completion source.
    public func values(_ source: CompletionSource) -> [String] {
        let sim = session.simulation
        let device = sim.selectedDevice
        let app = device?.selectedApp
        switch source {
        case .none, .files: return []
        case .choices(let c): return c
        case .commands: return Array(Set(session.registry.commands.map { $0.path[0] })).sorted()
        case .devices: return sim.devices.map(\.name)
        case .catalogApps: return sim.catalog.shortNames
        case .installedApps: return device?.apps.map(\.shortName) ?? []
        case .itemIdentifiers:
            guard let device else { return [] }
            return device.spotlight.items(app: app?.bundleIdentifier).map(\.uniqueIdentifier)
        case .domains:
            guard let device else { return [] }
            return Array(Set(device.spotlight.items(app: app?.bundleIdentifier).compactMap(\.domainIdentifier))).sorted()
        case .attributeNames: return CSAttributeCatalog.names
        case .eventKinds: return Array(Set(sim.runtime.log.events.map(\.kind))).sorted()
        case .app(let key): return app?.withProgram { $0.completionValues(for: key) } ?? []
        case .widgetKinds:
            guard let widgets = device?.widgets, widgets.isAvailable else { return [] }
            return widgets.declarations.keys.sorted()
        case .placedWidgets:
            guard let widgets = device?.widgets, widgets.isAvailable else { return [] }
            return widgets.sortedInstanceIDs
        case .widgetStacks:
            guard let widgets = device?.widgets, widgets.isAvailable else { return [] }
            return widgets.homeScreen.compactMap { item -> String? in if case .stack(let id) = item { return id } else { return nil } }
        }
    }
}
