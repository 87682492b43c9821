import ReferenceApps
import Script

/// The reference apps and their registry, built once for every test.
enum Fixtures {
    static let catalog = ReferenceAppCatalog.catalog
    /// A registry of the standard commands (one each time: tests run in parallel, and a registry is not Sendable).
    static var registry: CommandRegistry { StandardCommands.registry(catalog: catalog) }

    /// A session on the reference apps that has run `lines` (each line's outcome returned).
    static func session(running lines: [String]) -> (Session, [StepOutcome]) {
        let session = Session(seed: 42, catalog: catalog, registry: registry)
        let outcomes = lines.enumerated().map { session.execute($0.element, line: $0.offset + 1) }
        return (session, outcomes)
    }
}
