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

    /// How long (host time) driven async app code may wait with nothing left in the simulation to resume it — for a
    /// piece another thread hands back, such as a `@MainActor` hop — before `run` reports it stuck.
    public var stepTimeout: Duration = .seconds(10)

    /// Runs `body` as the app's code (`IndexHandle.default()` is the app's index; `Date()` the simulated clock).
    /// A `Task { }` the code starts runs on the app's executor, up to its first wait, before `run` returns.
    @discardableResult
    public func run<T>(_ body: () throws -> T) rethrows -> T { try app.run(on: device, body) }

    /// Runs async app code, stepping the simulation whenever it waits on it (a framework's completion, a `Task.sleep`),
    /// until it returns; throws `AsyncAppCodeError.stuck` with what it waits for when nothing will resume it within
    /// `stepTimeout`. A closure without `await` calls the synchronous `run` (this one is disfavoured, so an async test
    /// may write either without ambiguity).
    @_disfavoredOverload
    @discardableResult
    public func run<T>(fileID: String = #fileID, line: Int = #line, _ body: @escaping () async throws -> T) async throws -> T {
        try await app.run(on: device, in: simulation, timeout: stepTimeout, fileID: fileID, line: line, body)
    }

    /// Moves the simulated clock, running every job due.
    public func advance(by duration: SimDuration) { simulation.advance(by: duration) }

    /// The simulated now.
    public var now: Date { simulation.runtime.now.date }

    /// Whether `Date()` and Swift's clocks in app code read the simulated clock in this process (true when the test
    /// executable links Limelight's clock interposer, as every executable depending on `LimelightTesting` does).
    public static var appCodeReadsSimulatedClock: Bool { SimulatedTime.isInterposed }

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
