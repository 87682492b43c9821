import LimelightCore
import Spotlight

extension Device {
    /// The device as a value (see `WorldState`).
    public var state: DeviceState {
        DeviceState(name: name, platform: platform, osVersion: osVersion, calendar: calendar, protectionState: protectionState,
                    selectedApp: selectedApp?.bundleIdentifier, apps: apps.map(\.captured),
                    haptics: haptics.map { HapticRecord(instant: $0.instant, app: $0.app, pattern: $0.pattern) },
                    spotlight: spotlight.state, intents: intents.state, widgets: widgets.state, tips: tips.state)
    }

    /// Installs `saved`'s apps again (their install hooks attach the code a world does not store: timeline providers,
    /// intent metadata, tips), then makes every service, app and program hold exactly what `saved` holds. A running app's
    /// program is started again without lifecycle calls and takes back its UI state.
    func rebuild(from saved: DeviceState, catalog: AppCatalog) throws {
        for app in saved.apps {
            let descriptor = catalog.descriptor(named: app.bundleIdentifier) ?? GenericApp.descriptor(bundleIdentifier: app.bundleIdentifier)
            try install(descriptor, options: app.installOptions)
        }
        osVersion = saved.osVersion
        calendar = saved.calendar
        protectionState = saved.protectionState
        haptics = saved.haptics.map { ($0.instant, $0.app, $0.pattern) }
        spotlight.restore(saved.spotlight)
        intents.restore(saved.intents)
        widgets.restore(saved.widgets)
        tips.restore(saved.tips)
        for (app, savedApp) in zip(apps, saved.apps) {
            app.dataStore.restore(savedApp.data)
            app.defaults.restore(savedApp.defaults)
            app.launchCount = savedApp.launchCount
            app.state = savedApp.runState
        }
        for (app, savedApp) in zip(apps, saved.apps) {
            guard let restoration = savedApp.restoration, savedApp.runState != .notRunning else { continue }
            let context = AppContext(device: self, app: app)
            let program = context.run { app.descriptor.launch(context) }
            app.attach(program, context: context)
            context.run { program.restore(from: restoration) }
        }
        selectedApp = saved.selectedApp.flatMap(app(named:))
    }
}

extension InstalledApp {
    /// The app as a value (see `WorldState`).
    public var captured: InstalledAppState {
        InstalledAppState(bundleIdentifier: bundleIdentifier, installOptions: installOptions, runState: state, launchCount: launchCount,
                          data: dataStore.state, defaults: defaults.state, restoration: withProgram { $0.restorationState })
    }
}
