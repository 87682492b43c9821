import LimelightCore
import Spotlight

extension Device {
    /// Changes an app's run state and tells WidgetKit whether the app is in the foreground (a reload-budget exemption);
    /// an app that stops running ends its audio or navigation session.
    func setState(_ app: InstalledApp, _ state: AppRunState) {
        app.state = state
        guard platform == .ios else { return }
        widgets.setForeground(state == .foreground, app: app.bundleIdentifier)
        if state == .notRunning { widgets.setActiveSession(false, app: app.bundleIdentifier) }
    }

    /// Installs an app; installing one that is already there is an error (uninstall first).
    @discardableResult
    public func install(_ descriptor: AppDescriptor, options: [String: String] = [:]) throws -> InstalledApp {
        if let existing = app(named: descriptor.bundleIdentifier) {
            throw SimulatorError("\(existing.displayName) is already installed on \(name)", suggestion: "uninstall it first to start from scratch")
        }
        let installed = InstalledApp(descriptor: descriptor, installOptions: options)
        try registerSystemIntegration(installed)
        appendApp(installed)
        selectedApp = installed
        let opts = options.keys.sorted().map { "\($0)=\(options[$0] ?? "")" }.joined(separator: " ")
        record("app.installed", app: installed.shortName, "installed \(installed.displayName)" + (opts.isEmpty ? "" : " (\(opts))"))
        return installed
    }

    /// Launches the app (a cold start if not running: a new program instance, then the launch hooks and pending reindex requests).
    public func launch(_ app: InstalledApp) {
        switch app.state {
        case .foreground:
            record("app.already-running", app: app.shortName, "\(app.displayName) is already in the foreground")
        case .background:
            bringToForeground(app)
        case .notRunning:
            let context = AppContext(device: self, app: app)
            app.launchCount += 1
            setState(app, .foreground)
            record("app.launched", app: app.shortName, "launched \(app.displayName) (launch #\(app.launchCount))")
            tips.appWillLaunch(app.bundleIdentifier)
            context.run {
                let program = app.descriptor.launch(context)
                app.attach(program, context: context)
                if platform == .ios { tips.appDidLaunch(app.bundleIdentifier) }
                // A launch reindex the app documents is followed until its calls are applied (searchable-matches-model).
                let reindexes = program.reindexesAtLaunch
                if reindexes { spotlight.beginReindexAudit(app: app.bundleIdentifier, point: "launch reindex") }
                program.applicationDidFinishLaunching()
                if reindexes { spotlight.completeReindexAudit(app: app.bundleIdentifier) }
                spotlight.deliverReindexRequests(app: app.bundleIdentifier)
            }
        }
        for other in apps where other !== app && other.state == .foreground { moveToBackground(other) }
        selectedApp = app
    }

    /// Sends a running app to the background.
    public func moveToBackground(_ app: InstalledApp) {
        guard app.state == .foreground else { return }
        setState(app, .background)
        app.run(on: self) { app.program?.applicationDidEnterBackground() }
        record("app.backgrounded", app: app.shortName, "\(app.displayName) moved to the background")
    }

    /// Brings a running app to the foreground (launching it if needed).
    public func bringToForeground(_ app: InstalledApp) {
        switch app.state {
        case .notRunning: launch(app)
        case .foreground: break
        case .background:
            app.run(on: self) { app.program?.applicationWillEnterForeground() }
            setState(app, .foreground)
            record("app.foregrounded", app: app.shortName, "\(app.displayName) came to the foreground")
            for other in apps where other !== app && other.state == .foreground { moveToBackground(other) }
        }
    }

    /// Terminates the app normally; its in-memory state is gone, its data store stays.
    public func terminate(_ app: InstalledApp) {
        guard app.state != .notRunning else { return }
        app.run(on: self) { app.program?.applicationWillTerminate() }
        app.program = nil
        setState(app, .notRunning)
        record("app.terminated", app: app.shortName, "terminated \(app.displayName)")
    }

    /// Crashes the app: no termination hook runs, and an open Spotlight batch is lost.
    public func crash(_ app: InstalledApp) {
        guard app.state != .notRunning else { return }
        app.program = nil
        setState(app, .notRunning)
        record("app.crashed", app: app.shortName, "\(app.displayName) crashed")
        spotlight.appCrashed(app: app.bundleIdentifier)
    }

    /// Uninstalls the app: its data, defaults and everything it indexed are gone.
    public func uninstall(_ app: InstalledApp) {
        if app.state != .notRunning { terminate(app) }
        apps.removeAll { $0 === app }
        if selectedApp === app { selectedApp = apps.last }
        spotlight.appUninstalled(app: app.bundleIdentifier)
        intents.uninstall(app: app.bundleIdentifier)
        if platform == .ios { widgets.removeApp(app.bundleIdentifier) }
        tips.removeApp(app.bundleIdentifier)
        record("app.uninstalled", app: app.shortName, "uninstalled \(app.displayName)")
    }

    /// Opens an app from a tapped Spotlight result: launches it if needed, then delivers a `CSSearchableItemActionType`
    /// user activity carrying the item's identifier under `CSSearchableItemActivityIdentifier`.
    @discardableResult
    public func openSearchResult(app: InstalledApp, identifier: String) -> Bool {
        record("spotlight.tapped", app: app.shortName, "tapped result '\(identifier)' of \(app.displayName)")
        if let handled = openEntityResult(app: app, identifier: identifier) { return handled }
        let activity = Spotlight.ActivityRecord(activityType: CSSearchableItemActionType)
        activity.userInfo[CSSearchableItemActivityIdentifier] = identifier
        return continueActivity(activity, in: app)
    }

    /// Delivers a user activity to an app, launching or foregrounding it first.
    @discardableResult
    public func continueActivity(_ activity: Spotlight.ActivityRecord, in app: InstalledApp) -> Bool {
        launch(app)
        guard let program = app.program else { return false }
        let handled = app.run(on: self) { program.application(continue: NSUserActivity(simulated: activity)) }
        let info = activity.userInfo.keys.sorted().map { "\($0)=\(activity.userInfo[$0] ?? "")" }.joined(separator: " ")
        record("activity.continued", app: app.shortName,
               "\(app.displayName) continued \(activity.activityType) [\(info)] → \(handled ? "handled" : "not handled")")
        return handled
    }
}
