import LimelightCore
import SimulatorKit

/// `invariant expect …` (a property checked after every step) and `expect violations NAME` (a built-in invariant).
enum InvariantCommands {
    /// The expectation inside `invariant …` parsed against `registry`, with its columns where they are in the line:
    /// the diagnostics `check`, the editor and the REPL show before anything runs, and the parsed probe — or two probes
    /// compared with each other (`expect A … OP expect B …`).
    static func parseInner(_ inv: CommandInvocation, registry: CommandRegistry) -> (ParsedInvariant?, [Diagnostic]) {
        guard let inner = inv.argument("expectation") else { return (nil, []) }
        let padded = String(repeating: " ", count: inner.range.start.column - 1) + inner.text
        let tokens = Lexer.tokenize(padded, lineNumber: inv.line).tokens
        // `invariant invariant …` is refused here, before the inner line is parsed: parsing it checked the next
        // `invariant` the same way, one level per word (10,000 of them overflowed the stack).
        if let first = tokens.first, !first.isQuoted, first.text == "invariant" {
            return (nil, [Diagnostic(range: inner.range, code: "bad-invariant",
                                     "an invariant is an 'expect' line that reads the world, not another invariant",
                                     suggestion: "write 'invariant expect PROBE OP VALUE' ('help Expectations' lists the probes)")])
        }
        let parser = CommandParser(registry: registry)
        // `… OP expect …`: the right side is a second probe, read after every step as the left one is.
        if let k = tokens.indices.dropLast().first(where: { !tokens[$0].isQuoted && ComparisonOperator(rawValue: tokens[$0].text) != nil
                                                           && !tokens[$0 + 1].isQuoted && tokens[$0 + 1].text == "expect" }),
           let op = ComparisonOperator(rawValue: tokens[k].text) {
            let left = String(padded.prefix(tokens[k].column - 1))
            let right = String(repeating: " ", count: tokens[k + 1].column - 1) + padded.dropFirst(tokens[k + 1].column - 1)
            let (l, ld) = parser.parse(left, line: inv.line)
            let (r, rd) = parser.parse(right, line: inv.line)
            let diagnostics = ld + rd
            if diagnostics.contains(where: { $0.severity == .error }) { return (nil, diagnostics) }
            guard let l, let r, case .probe = l.spec.body, case .probe = r.spec.body, l.comparison == nil, r.comparison == nil else {
                return (nil, diagnostics + [Diagnostic(range: inner.range, code: "bad-invariant",
                                                       "both sides of '\(op.rawValue)' must be 'expect' probes without a comparison of their own",
                                                       suggestion: "e.g. 'invariant expect spotlight count --app all >= expect spotlight count'")])
            }
            return (ParsedInvariant(probe: l, op: op, other: r), diagnostics)
        }
        let (parsed, diagnostics) = parser.parse(padded, line: inv.line)
        if diagnostics.contains(where: { $0.severity == .error }) { return (nil, diagnostics) }
        guard let parsed, case .probe = parsed.spec.body else {
            return (nil, diagnostics + [Diagnostic(range: inner.range, code: "bad-invariant",
                                                   "an invariant is an 'expect' line that reads the world, e.g. 'invariant expect spotlight count <= 3'",
                                                   suggestion: "write 'invariant expect PROBE OP VALUE' ('help Expectations' lists the probes)")])
        }
        return (ParsedInvariant(probe: parsed, op: nil, other: nil), diagnostics)
    }

    /// What `invariant …` declares: a probe with its own comparison, or a probe compared with another probe.
    struct ParsedInvariant {
        var probe: CommandInvocation
        var op: ComparisonOperator?
        var other: CommandInvocation?
    }

    /// `invariant EXPECTATION`, whose static check parses the expectation against the registry the line is parsed with.
    static let declaration =
        CommandSpec(["invariant"], topic: "Expectations", summary: "Declare an expectation that must hold after every later step",
                    discussion: "EXPECTATION is an 'expect' line that reads the world, e.g. 'expect spotlight count <= 3', or two probes compared with each other, e.g. 'expect spotlight count --app all >= expect spotlight count'. From this step on it is read after every step (run, the REPL, explore); the first step after which it does not hold fails, located at that step, with the invariant and what it found. An invariant whose probe cannot read yet (no device, the app not installed) is not checked after that step. 'expect violations NAME == (none)' names a built-in invariant. At most 100 per session.",
                    arguments: [ArgumentSpec("expectation", .rest, help: "an expect line: expect PROBE … [OP VALUE]")],
                    examples: ["invariant expect spotlight count --app all <= 50",
                               "invariant expect spotlight count --app all >= expect spotlight count",
                               "invariant expect violations searchable-matches-model == (none)"],
                    staticCheck: { inv, registry in parseInner(inv, registry: registry).1 },
                    body: .action { inv, ctx in
                        guard let inner = inv.argument("expectation") else { return }
                        let (parsed, diagnostics) = parseInner(inv, registry: ctx.session.registry)
                        guard let parsed else {
                            let error = diagnostics.first { $0.severity == .error }
                            throw CommandError(error?.message ?? "the invariant's expectation does not parse", range: error?.range ?? inner.range,
                                               suggestion: error?.suggestion, code: error?.code ?? "bad-invariant")
                        }
                        try ctx.session.declare(SessionInvariant(source: inner.text.trimmingBlanks(), invocation: parsed.probe, line: inv.line,
                                                                 comparedWith: parsed.other.flatMap { other in parsed.op.map { ($0, other) } }))
                        ctx.print("invariant \(ctx.session.invariants.count): \(inner.text.trimmingBlanks())")
                    })

    /// `expect violations NAME`.
    static let all: [CommandSpec] = [
        CommandSpec(["expect", "violations"], topic: "Expectations",
                    summary: "What breaks a built-in invariant now, one entry each ((none) when it holds)",
                    discussion: BuiltinInvariant.allCases.map { "\($0.rawValue): \($0.summary)." }.joined(separator: " "),
                    arguments: [ArgumentSpec("invariant", .choice(BuiltinInvariant.allCases.map(\.rawValue)), help: "the built-in invariant")],
                    examples: ["expect violations searchable-matches-model == (none)", "invariant expect violations reload-budget == (none)"],
                    body: .probe { inv, ctx in
                        guard let name = inv.argument("invariant")?.text, let invariant = BuiltinInvariant(rawValue: name) else { return .list([]) }
                        return .list(invariant.violations(in: ctx.simulation))
                    }),
    ]
}
