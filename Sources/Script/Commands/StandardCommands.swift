import LimelightCore
import SimulatorKit

/// The full command set: system commands plus every action the catalogue's apps declare.
public enum StandardCommands {
    /// A registry with every command, for a given app catalogue.
    public static func registry(catalog: AppCatalog) -> CommandRegistry {
        let registry = CommandRegistry()
        let groups: [[CommandSpec]] = [
            HelpCommands.all, SessionCommands.all, SnapshotCommands.all, DeviceCommands.all, ClockCommands.all, AppCommands.all(catalog: catalog),
            SpotlightCommands.all, SpotlightCommands.batch, SpotlightCommands.inspection, SpotlightCommands.faults,
            ActivityCommands.all, LogCommands.all, ExpectCommands.all, IntentsCommands.all, IntentsCommands.declarations, IntentsCommands.interactions, SiriCommands.all, WidgetsCommands.all, TipsCommands.all, ScreenCommands.all, EntitiesCommands.all, SyncCommands.all, ServiceProbes.all, QueryCommands.all, InvariantCommands.all,
        ]
        for spec in groups.joined() { registry.register(spec) }
        for spec in AppActionCommands.specs(catalog: catalog) { registry.register(spec) }
        registry.register(InvariantCommands.declaration)
        return registry
    }

    /// `--device NAME`: the option every device-scoped command takes.
    static let device = CommandOption.text("device", help: "the device to act on (default: the selected device)", completion: .devices)
    /// `--app NAME`: the option every app-scoped command takes.
    static let app = CommandOption.text("app", help: "the app to act as (default: the selected app)", completion: .installedApps)
    /// `--device`'s spec, for a command's options.
    static let deviceOption = device.spec
    /// `--app`'s spec, for a command's options.
    static let appOption = app.spec
}
