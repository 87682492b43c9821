import LimelightCore

extension Session {
    /// The first declared invariant that does not hold now, as a failure located at the step that broke it; nil when
    /// all hold. An invariant whose probe cannot read yet (no device, the app not installed) is not checked.
    func brokenInvariant(after step: CommandInvocation) -> Diagnostic? {
        // By index: each invariant is read in place, not copied (this runs after every step).
        for index in invariants.indices {
            guard case .probe(let read) = invariants[index].invocation.spec.body else { continue }
            let context = CommandContext(session: self, invocation: invariants[index].invocation)
            guard let value = try? read(context.invocation, context) else { continue }
            var problem: String?
            if let (op, other) = invariants[index].comparedWith {
                guard case .probe(let readOther) = other.spec.body,
                      let otherValue = try? readOther(other, CommandContext(session: self, invocation: other)) else { continue }
                problem = Expectation.check(value, op, otherValue.description)
                    .map { "\($0) (\(otherValue) is what '\(other.source.trimmingBlanks())' reads)" }
            } else {
                problem = check(value, context.invocation)
            }
            if let problem {
                let invariant = invariants[index]
                return Diagnostic(range: step.lineRange, code: "invariant-failed",
                                  "this step broke the invariant '\(invariant.source)' (line \(invariant.line)): \(problem)",
                                  suggestion: "the invariant held before this step; 'limelight reduce' cuts a failing scenario down to the steps that matter")
            }
        }
        return nil
    }

    /// Declares an invariant (what `invariant expect …` does); throws when the session holds the most it may.
    func declare(_ invariant: SessionInvariant) throws {
        guard invariants.count < SessionInvariant.maximumCount else {
            throw CommandError("this session already has \(SessionInvariant.maximumCount) invariants, the most it checks",
                               range: invariant.invocation.lineRange, suggestion: "combine them, or 'reset'")
        }
        var invariant = invariant
        if invariant.declaredAtStep == nil { invariant.declaredAtStep = transcript.count }
        invariants.append(invariant)
    }

    /// Declares again the invariants the transcript's `invariant …` steps declared (a world restored from a value or a
    /// file comes without them; the transcript says what they were).
    func redeclareInvariants() {
        invariants = []
        let parser = CommandParser(registry: registry)
        for index in transcript.indices(ofSourcesStartingWith: "invariant ") {
            let step = transcript[index]
            guard let invocation = parser.parse(step.source, line: 1).invocation,
                  case (let parsed?, _) = InvariantCommands.parseInner(invocation, registry: registry),
                  let inner = invocation.argument("expectation") else { continue }
            var invariant = SessionInvariant(source: inner.text.trimmingBlanks(), invocation: parsed.probe, line: invocation.line,
                                             comparedWith: parsed.other.flatMap { other in parsed.op.map { ($0, other) } })
            invariant.declaredAtStep = index
            if invariants.count < SessionInvariant.maximumCount { invariants.append(invariant) }
        }
    }
}
