import Foundation
import Script
import SimulatorKit

// unchecked: it holds a `Session` (a class of live state, not `Sendable`); made on the analysis thread, then only read.
/// A session that has run a document's first steps, from which completion learns live names (devices, apps, item
/// identifiers). Completion only reads it, so one replay serves every completion below the same steps; `limelight
/// serve` makes the replay of a document's first steps after each parse that changed them, on the analysis thread.
public final class CompletionReplay: @unchecked Sendable {
    /// The document it was made for.
    let uri: String
    let seed: UInt64?
    /// The commands it ran, as written.
    let sources: [String]
    let session: Session

    /// Runs `steps` (the parsed ones) in a fresh session with `seed` (42 when nil).
    init(uri: String, seed: UInt64?, steps: [ScriptStep], catalog: AppCatalog, registry: CommandRegistry) {
        self.uri = uri
        self.seed = seed
        sources = steps.map(\.source)
        session = Session(seed: seed ?? 42, catalog: catalog, registry: registry)
        for step in steps {
            if let invocation = step.invocation { _ = session.execute(invocation) }
        }
    }

    /// Whether it ran exactly `steps` with `seed` (the same commands give the same session).
    func ran(seed: UInt64?, steps: [ScriptStep]) -> Bool {
        seed == self.seed && steps.count == sources.count && zip(steps, sources).allSatisfy { $0.source == $1 }
    }
}
