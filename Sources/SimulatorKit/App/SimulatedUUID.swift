import Foundation

/// New UUIDs from the simulation's seeded generator, for app code that injects how it makes identifiers (`UUID()` is
/// random, so a run would not repeat).
///
/// In app code the simulator runs, `SimulatedUUID.next()` is the next UUID of the simulation the app runs in — the same
/// sequence `CSSearchableItem(uniqueIdentifier: nil, …)` draws from — so identifiers repeat from run to run; outside app
/// code it is `UUID()`. Inject it the way swift-dependencies does: keep `var uuid: () -> UUID = UUID.init` in the app and
/// set it to `SimulatedUUID.generate` under Limelight (with swift-dependencies: `$0.uuid = .init { SimulatedUUID.next() }`).
public enum SimulatedUUID {
    /// The next seeded UUID of the running app's simulation (`UUID()` outside app code).
    public static func next() -> UUID {
        guard let context = AppContext.current else { return UUID() }
        return UUID(uuidString: context.runtime.uuid()) ?? UUID()
    }

    /// A closure calling `next()`, to inject where an app keeps a `() -> UUID`.
    public static let generate: @Sendable () -> UUID = { next() }
}
