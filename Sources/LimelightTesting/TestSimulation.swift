import Foundation
import LimelightCore
import SimulatorKit
import Spotlight
import SystemServices

/// A simulation with one device and one app installed and launched, for Swift Testing: drive the app's code, move the
/// clock, and read what the system holds (index, donations, widgets, tips).
///
/// ```swift
/// @Test func indexesAtLaunch() async throws {
///     let sim = try TestSimulation(app: MyApp.descriptor)
///     sim.advance(by: .seconds(1))
///     #expect(sim.indexedIdentifiers == ["note-1"])
/// }
/// ```
public final class TestSimulation {
    /// The simulation.
    public let simulation: Simulation
    /// The device (`phone`, iOS by default).
    public let device: Device
    /// The installed app.
    public let app: InstalledApp

    /// Installs `app` on a new device and, unless `launch` is false, launches it.
    public init(app descriptor: AppDescriptor, platform: DevicePlatform = .ios, seed: UInt64 = 42, launch: Bool = true) throws {
        simulation = Simulation(seed: seed, catalog: AppCatalog([descriptor]))
        device = try simulation.addDevice(name: "phone", platform: platform)
        app = try device.install(descriptor)
        if launch { device.launch(app) }
    }

    /// Runs `body` as the app's code (`CSSearchableIndex.default()` is the app's index).
    @discardableResult
    public func run<T>(_ body: () throws -> T) rethrows -> T { try app.run(on: device, body) }

    /// Runs async app code, stepping the simulation whenever it awaits the system.
    @discardableResult
    public func run<T>(_ body: @escaping () async throws -> T) async throws -> T { try await app.run(on: device, in: simulation, body) }

    /// Moves the simulated clock, running every job due.
    public func advance(by duration: SimDuration) { simulation.advance(by: duration) }

    /// The simulated now.
    public var now: Date { simulation.runtime.now.date }

    /// The app's items in the device's index, in the order they were first indexed.
    public var indexedItems: [Spotlight.CSSearchableItem] { device.spotlight.items(app: app.bundleIdentifier).map(\.item) }

    /// The identifiers of the app's indexed items.
    public var indexedIdentifiers: [String] { indexedItems.map(\.uniqueIdentifier) }

    /// The intent donations the app made, as the simulator records them (`IntentName(param: value)`).
    public var donations: [String] { device.intents.donations(app: app.bundleIdentifier).map { "\($0.intent)" } }

    /// Taps a Spotlight result of the app, as a person does; returns whether the app handled it.
    @discardableResult
    public func tapSearchResult(_ identifier: String) -> Bool { device.openSearchResult(app: app, identifier: identifier) }

    /// What the app shows.
    public var screen: ScreenState { app.screen }

    /// The log events of a kind (e.g. `app.wallclock`), as messages.
    public func events(ofKind kind: String) -> [String] { simulation.runtime.log.events(ofKind: kind).map(\.message) }
}
