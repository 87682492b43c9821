import LimelightCore
import SimulatorKit

/// Which surface of a device `screen` draws.
public enum ScreenSurface: String, Sendable, CaseIterable {
    /// Whatever is on top: the Lock Screen, a search still up, the foreground app, else the Home Screen.
    case auto
    /// The Home Screen: widgets, Smart Stacks and apps.
    case home
    /// The Spotlight search screen of the last `spotlight search`.
    case search
    /// The selected (or foreground) app's screen.
    case app
}

/// Builds the picture of what a device shows from the simulation's state; reads, never changes, the world (apart
/// from remembering how far it looked into the event log for the search screen).
public struct ScreenBuilder {
    /// The simulation drawn.
    public let simulation: Simulation
    /// The columns a widget's own view is drawn in at most: the inside of a card at the screen's width (a widget
    /// narrower than that keeps its family's width).
    public var widgetColumns: Int

    /// Creates a builder for a simulation, drawing widget views for a screen `width` columns wide.
    public init(simulation: Simulation, width: Int = ScreenRenderer.defaultWidth) {
        self.simulation = simulation
        widgetColumns = max(8, width - 8)
    }

    /// The picture of `device` (default: the selected device), on `surface`.
    public func picture(of device: Device? = nil, surface: ScreenSurface = .auto) -> ScreenPicture {
        guard let d = device ?? simulation.selectedDevice else { return noDevice() }
        switch surface {
        case .home: return home(d)
        case .search: return simulation.search.searchScreen(device: d.name, log: simulation.runtime.log).map { search(d, $0) } ?? noSearch(d)
        case .app:
            guard let a = d.apps.first(where: { $0.state == .foreground }) ?? d.selectedApp else { return noApp(d) }
            return app(d, a)
        case .auto:
            if d.protectionState != .unlocked { return lockScreen(d) }
            if let s = simulation.search.searchScreen(device: d.name, log: simulation.runtime.log) { return search(d, s) }
            if let a = d.apps.first(where: { $0.state == .foreground }) { return app(d, a) }
            return home(d)
        }
    }

    /// The status bar's right side: the device's local time.
    func clock(_ d: Device) -> String { d.calendar.short(d.runtime.now) }

    private func noDevice() -> ScreenPicture {
        ScreenPicture(title: "No device", status: SimCalendar.utc.short(simulation.runtime.now), sections: [[
            .text("There is no device to show yet."), .blank,
            .text("Add one:"), .text("device add phone", indent: 2),
        ]])
    }

    private func lockScreen(_ d: Device) -> ScreenPicture {
        let first = d.protectionState == .beforeFirstUnlock
        return ScreenPicture(title: "\(d.name): Lock Screen", status: clock(d), sections: [[
            .text(first ? "Locked since it started (before first unlock)" : "Locked"), .blank,
            .text("Unlock it:"), .text("device unlock", indent: 2),
        ]])
    }

    private func noSearch(_ d: Device) -> ScreenPicture {
        ScreenPicture(title: "\(d.name): Spotlight", status: clock(d), sections: [[
            .text("No search is on screen."), .blank,
            .text("Type into Spotlight:"), .text("spotlight search TEXT", indent: 2),
        ]])
    }

    private func noApp(_ d: Device) -> ScreenPicture {
        let example = simulation.catalog.shortNames.first ?? "APP"
        return ScreenPicture(title: "\(d.name): no app", status: clock(d), sections: [[
            .text("No app is installed on \(d.name)."), .blank,
            .text("Install and open one:"), .text("app install \(example)", indent: 2), .text("app launch \(example)", indent: 2),
        ]])
    }
}
