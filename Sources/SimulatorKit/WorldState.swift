import Foundation
import LimelightCore
import Spotlight
import SpotlightQuery
import SystemServices

/// The whole simulated world as one value (Docs/Snapshots.md): what `Simulation.state` captures, what a checkpoint,
/// an undo entry or a snapshot file holds, and what `Simulation(restoring:catalog:)` builds a live world from.
///
/// Everything in it is data: the clock, the job queue (`SimulationJob`s), the event log, the seeded generators, every
/// device with its services and installed apps (their data as `AppState` models and their UI state as restoration
/// values). Code is not in it — apps' programs, timeline providers, delegates — and is attached again by starting the
/// apps' programs and install hooks when the world is rebuilt. Big collections are shared copy-on-write, so a capture
/// costs what the world's objects are, not what they hold.
public struct WorldState: Codable, Equatable, Sendable {
    /// The encoder of the world's canonical form: JSON with sorted keys and no whitespace (`CanonicalJSON`).
    public static var canonicalEncoder: JSONEncoder { CanonicalJSON.encoder }

    /// How a world writes a number JSON has no form for (an app's NaN relevance score): as a string.
    public static let nonConformingFloats = CanonicalJSON.nonConformingFloats
    /// How a world reads such numbers back.
    public static let nonConformingFloatsDecoding = CanonicalJSON.nonConformingFloatsDecoding

    /// The clock, job queue, event log and seeded generators.
    public var runtime: RuntimeState
    /// Every device, in the order they were added.
    public var devices: [DeviceState]
    /// The name of the device commands act on.
    public var selectedDevice: String?
    /// The Spotlight configuration new devices get.
    public var spotlightConfiguration: SpotlightConfiguration
    /// The calendar new devices get.
    public var defaultCalendar: SimCalendar
    /// The Spotlight search screen each device shows, by device name.
    public var searchScreens: [String: SearchScreenState]
    /// Each device's `userEngaged` history, by device name (the query engine's only state its items do not give).
    public var engagements: [String: [EngagementRecord]]
}

/// A device as a value: its identity, OS, lock state, apps and the state of each of its system services.
public struct DeviceState: Codable, Equatable, Sendable {
    public var name: String
    public var platform: DevicePlatform
    public var osVersion: String
    public var calendar: SimCalendar
    public var protectionState: DataProtectionState
    /// The bundle identifier of the app commands act on.
    public var selectedApp: String?
    /// Installed apps, in install order.
    public var apps: [InstalledAppState]
    /// Haptic feedback played, oldest first.
    public var haptics: [HapticRecord]
    public var spotlight: SpotlightState
    public var intents: IntentsState
    public var widgets: WidgetsState
    public var tips: TipsState
}

/// One haptic pattern an app played.
public struct HapticRecord: Codable, Equatable, Sendable {
    public var instant: SimInstant
    public var app: String
    public var pattern: String
}

/// An installed app as a value: what it was installed with, whether it runs, its data, defaults and UI state.
public struct InstalledAppState: Codable, Equatable, Sendable {
    /// The bundle identifier (a catalogue app's, or a blank app's).
    public var bundleIdentifier: String
    /// Install-time options, by name.
    public var installOptions: [String: String]
    /// Not running, foreground or background.
    public var runState: AppRunState
    /// How many times the app has been launched.
    public var launchCount: Int
    /// The app's data store.
    public var data: AppDataState
    /// The app's defaults.
    public var defaults: AppDefaultsState
    /// The running program's UI state (`AppProgram.restorationState`); nil when the app does not run.
    public var restoration: [String: [String]]?
}
