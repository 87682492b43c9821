import LimelightCore
import SimulatorKit

extension Session {
    /// A session whose world is built from `world` (its transcript empty, no invariants): what `fork`, `explore` and
    /// `reduce` start from instead of replaying the steps that made the world. `world` is one this process captured from
    /// a live world (or a snapshot's, validated when it was read), so its domains are not checked again
    /// (`Simulation(restoringCaptured:catalog:)`); a world from elsewhere goes through `Simulation(restoring:catalog:)`.
    public convenience init(restoring world: WorldState, seed: UInt64, catalog: AppCatalog, registry: CommandRegistry) throws {
        self.init(seed: seed, catalog: catalog, registry: registry)
        simulation = try Simulation(restoringCaptured: world, catalog: catalog)
    }

    /// Takes `invariants` as this session's own (a session built from a kept world goes on checking them).
    public func adoptInvariants(_ invariants: [SessionInvariant]) {
        self.invariants = Array(invariants.prefix(SessionInvariant.maximumCount))
    }
}
