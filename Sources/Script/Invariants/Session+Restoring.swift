import LimelightCore
import SimulatorKit

extension Session {
    /// A session whose world is built from `world` (its transcript empty, no invariants): what `explore` and `reduce`
    /// start from instead of replaying the steps that made the world.
    public convenience init(restoring world: WorldState, seed: UInt64, catalog: AppCatalog, registry: CommandRegistry) throws {
        self.init(seed: seed, catalog: catalog, registry: registry)
        simulation = try Simulation(restoring: world, catalog: catalog)
    }

    /// Takes `invariants` as this session's own (a session built from a kept world goes on checking them).
    public func adoptInvariants(_ invariants: [SessionInvariant]) {
        self.invariants = Array(invariants.prefix(SessionInvariant.maximumCount))
    }
}
