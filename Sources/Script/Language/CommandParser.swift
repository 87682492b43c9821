import LimelightCore

/// Parses one command line against the registry: resolves the command, binds and checks its arguments and options.
public struct CommandParser {
    /// The commands a line may name.
    public let registry: CommandRegistry

    /// Creates a parser that resolves commands against `registry`.
    public init(registry: CommandRegistry) { self.registry = registry }

    /// The invocation for `source` (nil for a blank or comment-only line) and every diagnostic found. Without
    /// `keepingInvocation` the invocation is always nil: only the diagnostics are wanted (`limelight check`, the
    /// language server), and a line `CommandLineCheck` finds clean is not bound at all; with it, such a line is bound
    /// from its bytes in place (`CommandLineCheck.bind`: the same invocation as `parseInFull`).
    public func parse(_ source: String, line: Int = 1, keepingInvocation: Bool = true) -> (invocation: CommandInvocation?, diagnostics: [Diagnostic]) {
        if !keepingInvocation {
            if CommandLineCheck.isClean(source, registry: registry) { return (nil, []) }
            return (nil, parseInFull(source, line: line).diagnostics)
        }
        let (clean, invocation) = CommandLineCheck.bind(source, line: line, registry: registry)
        if clean { return (invocation, []) }
        return parseInFull(source, line: line)
    }

    /// `parse` through tokens for every line, never read in place: what the in-place reading is checked against (its
    /// tests and the `line` fuzz target).
    public func parseInFull(_ source: String, line: Int = 1) -> (invocation: CommandInvocation?, diagnostics: [Diagnostic]) {
        let length = source.utf8.count
        guard length <= ScriptParser.longestLine else {
            return (nil, [Diagnostic(range: SourceRange(line: line, column: 1, length: 1), code: "line-too-long",
                                     "this command is \(length) bytes long; the longest Limelight reads is \(ScriptParser.longestLine) bytes",
                                     suggestion: "split it into several commands")])
        }
        let (tokens, lexDiagnostics) = Lexer.tokenize(source, lineNumber: line)
        guard !tokens.isEmpty else { return (nil, lexDiagnostics) }
        if !lexDiagnostics.isEmpty { return (nil, lexDiagnostics) }
        let spec: CommandSpec
        let consumed: Int
        switch registry.resolve(tokens, line: line) {
        case .failure(let d): return (nil, [d])
        case .success(let r): (spec, consumed) = r
        }
        let first = tokens[0], last = tokens[consumed - 1]
        var inv = CommandInvocation(spec: spec, line: line, source: source,
                                    commandRange: SourceRange(start: SourceLocation(line: line, column: first.column),
                                                              end: SourceLocation(line: line, column: last.column + last.length)),
                                    arguments: BoundValues(), options: BoundValues(), comparison: nil)
        // One allocation for the options' table instead of one per doubling.
        var optionTokens = 0
        for token in tokens[consumed...] where token.isOption { optionTokens += 1 }
        inv.options.reserveCapacity(optionTokens)
        var diagnostics: [Diagnostic] = []
        var surplus = SurplusArguments()
        // The spec's tables, read in place below (an element copied out would retain each of its fields).
        let argumentSpecs = spec.arguments, optionSpecs = spec.options
        var argIndex = 0
        var i = consumed
        while i < tokens.count {
            let token = tokens[i]
            let range = token.range(line: line)
            if argIndex < argumentSpecs.count, argumentSpecs[argIndex].kind == .rest {
                // Columns count characters: only this rare case needs the line as characters.
                let raw = String(Array(source)[(token.column - 1)...]).trimmingTrailingBlanks()
                let restRange = SourceRange(line: line, column: token.column, length: raw.count)
                inv.arguments.append(BoundValue(text: raw, range: restRange), for: argumentSpecs[argIndex].name)
                argIndex += 1
                i = tokens.count
                break
            }
            if token.isOption {
                // `--name` or `--name=value`; the dashes and `=` are ASCII, so byte positions are character boundaries.
                var word = token.text
                let equals = word.withUTF8 { bytes in bytes[2...].firstIndex(of: UInt8(ascii: "=")) }
                let bytes = word.utf8
                let nameStart = bytes.index(bytes.startIndex, offsetBy: 2)
                let name: String
                var inlineValue: String?
                if let equals {
                    let eq = bytes.index(bytes.startIndex, offsetBy: equals)
                    inlineValue = String(word[bytes.index(after: eq)...])
                    name = String(word[nameStart..<eq])
                } else {
                    name = String(word[nameStart...])
                }
                guard let optionIndex = optionSpecs.firstIndex(where: { $0.name == name }) else {
                    let guess = Suggestions.closest(to: name, in: spec.options.map(\.name))
                    let known = spec.options.isEmpty ? "'\(spec.name)' takes no options" : "options: " + spec.options.map { "--\($0.name)" }.joined(separator: ", ")
                    // The fix rewrites `--name` only: an `=value` after it stays as written, quotes and all.
                    let nameRange = SourceRange(line: range.start.line, column: range.start.column, length: 2 + name.count)
                    let fix = guess.map { [FixIt("did you mean '--\($0)'?", replacing: nameRange, with: "--" + $0)] } ?? []
                    diagnostics.append(Diagnostic(range: range, code: "unknown-option", "unknown option '--\(name)' for '\(spec.name)'",
                                                  suggestion: fix.isEmpty ? known : nil, fixIts: fix))
                    i += 1
                    continue
                }
                if inv.options.contains(name), !optionSpecs[optionIndex].isRepeatable {
                    diagnostics.append(Diagnostic(.warning, range: range, code: "repeated-option", "'--\(name)' given more than once; the last one wins"))
                }
                guard let kind = optionSpecs[optionIndex].kind else {
                    inv.options.append(BoundValue(text: "true", range: range), for: name)
                    i += 1
                    continue
                }
                var value: BoundValue
                if let inlineValue {
                    value = BoundValue(text: inlineValue, range: range)
                    i += 1
                } else if i + 1 < tokens.count, !tokens[i + 1].isOption {
                    value = BoundValue(text: tokens[i + 1].text, range: tokens[i + 1].range(line: line))
                    i += 2
                } else {
                    diagnostics.append(Diagnostic(range: range, code: "missing-value", "'--\(name)' needs a value (\(kind.placeholder))",
                                                  suggestion: "write --\(name) \(kind.placeholder)"))
                    i += 1
                    continue
                }
                if let problem = kind.problem(with: value.text) {
                    // An `--name=value` value is the token's text after the `=`.
                    let written = inlineValue == nil ? value.range
                        : SourceRange(start: SourceLocation(line: range.start.line, column: range.start.column + 3 + name.count), end: range.end)
                    let fix = problem.replacement.flatMap { FixIt.replacing(written, written: value.text, with: $0, message: problem.suggestion ?? "write '\($0)'") }
                        .map { [$0] } ?? []
                    diagnostics.append(Diagnostic(range: value.range, code: "bad-value", problem.message + " for '--\(name)'", suggestion: problem.suggestion,
                                                  fixIts: fix))
                } else {
                    value.parsed = kind.parsedValue(of: value.text)
                }
                inv.options.append(value, for: name)
                continue
            }
            if spec.takesComparison, !token.isQuoted, let wrong = ComparisonOperator.misspelt[token.text] {
                // `count = 0` (SQL's equality) would be read as the text "=" and pass or fail for the wrong reason.
                let followedByOperator = i + 1 < tokens.count && !tokens[i + 1].isQuoted && ComparisonOperator(rawValue: tokens[i + 1].text) != nil
                diagnostics.append(followedByOperator
                    ? Diagnostic(range: range, code: "bad-operator", "'\(token.text)' before '\(tokens[i + 1].text)' is not part of a comparison",
                                 suggestion: "remove '\(token.text)': write '\(spec.name) \(tokens[i + 1].text) VALUE'")
                    : Diagnostic(range: range, code: "bad-operator", "'\(token.text)' is not a comparison operator; use '\(wrong.rawValue)'",
                                 suggestion: "comparisons are == != < <= > >= contains excludes, e.g. '\(spec.name) \(wrong.rawValue) \(i + 1 < tokens.count ? tokens[i + 1].text : "0")'"))
                if !followedByOperator, i + 1 < tokens.count {
                    let v = tokens[i + 1]
                    inv.comparison = CommandInvocation.Comparison(op: wrong, opRange: range, value: BoundValue(text: v.text, range: v.range(line: line)))
                    argIndex = argumentSpecs.count
                    i += 2
                } else {
                    i += 1
                }
                continue
            }
            if argIndex < argumentSpecs.count, argumentSpecs[argIndex].kind == .duration, !token.isQuoted, i + 1 < tokens.count,
               !tokens[i + 1].isQuoted, let problem = SimDuration.problem(number: token.text, unit: tokens[i + 1].text) {
                // `clock advance 10 years`: one error for the two words, with the units the language has.
                let both = SourceRange(start: range.start, end: tokens[i + 1].range(line: line).end)
                let fix = problem.replacement.map { [FixIt(problem.suggestion ?? "write '\($0)'", replacing: both, with: $0)] } ?? []
                diagnostics.append(Diagnostic(range: both, code: "bad-value", problem.message, suggestion: problem.suggestion, fixIts: fix))
                inv.arguments.append(BoundValue(text: token.text, range: both), for: argumentSpecs[argIndex].name)
                if !argumentSpecs[argIndex].isVariadic { argIndex += 1 }
                i += 2
                continue
            }
            if spec.takesComparison, !token.isQuoted, let op = ComparisonOperator(rawValue: token.text) {
                guard i + 1 < tokens.count else {
                    diagnostics.append(Diagnostic(range: range, code: "missing-value", "'\(op.rawValue)' needs a value to compare with"))
                    i += 1
                    continue
                }
                let v = tokens[i + 1]
                inv.comparison = CommandInvocation.Comparison(op: op, opRange: range, value: BoundValue(text: v.text, range: v.range(line: line)))
                argIndex = argumentSpecs.count
                i += 2
                continue
            }
            guard argIndex < argumentSpecs.count else {
                if let lastArg = argumentSpecs.last, lastArg.isVariadic {
                    inv.arguments.append(BoundValue(text: token.text, range: range), for: lastArg.name)
                    check(lastArg, token.text, range, into: &diagnostics)
                } else {
                    surplus.note(token.text, range)
                }
                i += 1
                continue
            }
            inv.arguments.append(BoundValue(text: token.text, range: range), for: argumentSpecs[argIndex].name)
            check(argumentSpecs[argIndex], token.text, range, into: &diagnostics)
            if !argumentSpecs[argIndex].isVariadic { argIndex += 1 }
            i += 1
        }
        if let d = surplus.diagnostic(for: spec) { diagnostics.append(d) }
        for a in argumentSpecs.indices where !argumentSpecs[a].isOptional && !inv.arguments.contains(argumentSpecs[a].name) {
            let arg = argumentSpecs[a]
            let end = SourceRange(line: line, column: source.trimmingTrailingBlanks().count + 1, length: 1)
            diagnostics.append(Diagnostic(range: end, code: "missing-argument", "'\(spec.name)' needs \(arg.name.uppercased()): \(arg.help)",
                                          suggestion: spec.shortUsage))
        }
        if !diagnostics.contains(where: { $0.severity == .error }), let staticCheck = spec.staticCheck {
            diagnostics += staticCheck(inv, registry)
        }
        return (diagnostics.contains { $0.severity == .error } ? nil : inv, Self.capped(diagnostics, line: line))
    }

    /// The most diagnostics one line reports; the rest are summed up in a final note.
    public static let diagnosticsPerLine = 10

    /// The first `diagnosticsPerLine` diagnostics, then one note counting the others.
    static func capped(_ diagnostics: [Diagnostic], line: Int) -> [Diagnostic] {
        guard diagnostics.count > diagnosticsPerLine else { return diagnostics }
        var kept = Array(diagnostics.prefix(diagnosticsPerLine))
        let rest = diagnostics.count - diagnosticsPerLine
        kept.append(Diagnostic(.note, range: diagnostics[diagnosticsPerLine].range, code: "more-diagnostics",
                               "\(rest) more problem\(rest == 1 ? "" : "s") on this line not shown", suggestion: "fix the ones above first"))
        return kept
    }

    private func check(_ arg: ArgumentSpec, _ text: String, _ range: SourceRange, into diagnostics: inout [Diagnostic]) {
        if let problem = arg.kind.problem(with: text) {
            let fix = problem.replacement.flatMap { FixIt.replacing(range, written: text, with: $0, message: problem.suggestion ?? "write '\($0)'") }
                .map { [$0] } ?? []
            diagnostics.append(Diagnostic(range: range, code: "bad-value", problem.message, suggestion: problem.suggestion, fixIts: fix))
        }
    }
}
