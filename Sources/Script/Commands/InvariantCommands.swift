import LimelightCore
import SimulatorKit

/// `invariant expect …` (a property checked after every step) and `expect violations NAME` (a built-in invariant).
enum InvariantCommands {
    static let all: [CommandSpec] = [
        CommandSpec(["invariant"], topic: "Expectations", summary: "Declare an expectation that must hold after every later step",
                    discussion: "EXPECTATION is an 'expect' line without a trailing command of its own, e.g. 'expect spotlight count <= 3'. From this step on it is read after every step (run, the REPL, explore); the first step after which it does not hold fails, located at that step, with the invariant and what it found. An invariant whose probe cannot read yet (no device, the app not installed) is not checked after that step. 'expect violations NAME == (none)' names a built-in invariant. At most 100 per session.",
                    arguments: [ArgumentSpec("expectation", .rest, help: "an expect line: expect PROBE … [OP VALUE]")],
                    examples: ["invariant expect spotlight count --app all <= 50",
                               "invariant expect violations searchable-matches-model == (none)"],
                    body: .action { inv, ctx in
                        guard let inner = inv.argument("expectation") else { return }
                        let padded = String(repeating: " ", count: inner.range.start.column - 1) + inner.text
                        let (parsed, diagnostics) = CommandParser(registry: ctx.session.registry).parse(padded, line: inv.line)
                        if let error = diagnostics.first(where: { $0.severity == .error }) {
                            throw CommandError(error.message, range: error.range, suggestion: error.suggestion, code: error.code)
                        }
                        guard let parsed, case .probe = parsed.spec.body else {
                            throw CommandError("an invariant is an 'expect' line that reads the world, e.g. 'invariant expect spotlight count <= 3'",
                                               range: inner.range, suggestion: "write 'invariant expect PROBE OP VALUE' ('help Expectations' lists the probes)",
                                               code: "bad-invariant")
                        }
                        try ctx.session.declare(SessionInvariant(source: inner.text.trimmingBlanks(), invocation: parsed, line: inv.line))
                        ctx.print("invariant \(ctx.session.invariants.count): \(inner.text.trimmingBlanks())")
                    }),
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
