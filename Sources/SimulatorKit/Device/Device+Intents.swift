import LimelightCore
import Spotlight
import SystemServices

extension Device {
    /// Runs the app's install hook (App Intents metadata, widget kinds, Siri tips); a rejected hook rejects the install.
    func registerSystemIntegration(_ app: InstalledApp) throws {
        let readers = app.descriptor.bundleReaders.sorted { $0.key < $1.key }.map(\.value)
        guard app.descriptor.onInstall != nil || !readers.isEmpty else { return }
        do {
            let context = AppContext(device: self, app: app)
            try context.run {
                for reader in readers { try reader(context) }
                try app.descriptor.onInstall?(context)
            }
        } catch {
            intents.uninstall(app: app.bundleIdentifier)
            if platform == .ios { widgets.removeApp(app.bundleIdentifier) }
            throw SimulatorError("\(app.displayName) cannot be installed: \(error)", suggestion: "fix the app's App Intents metadata")
        }
    }

    /// A tapped entity result: the type's `OpenIntent` runs and the app navigates, or the app only comes forward (dead end).
    /// Returns nil when the item is not an app entity (the caller continues a `CSSearchableItemActionType` activity).
    func openEntityResult(app: InstalledApp, identifier: String) -> Bool? {
        switch entities.resolveTap(app: app.bundleIdentifier, itemIdentifier: identifier) {
        case .notAnEntity:
            return nil
        case .deadEnd(let target, _):
            launch(app)
            record("entities.foregrounded", app: app.shortName, "\(app.displayName) came to the foreground for \(target) without navigating")
            return false
        case .openIntent(let intent, let target, _):
            launch(app)
            if let performer = app.intentPerformer {
                // The OpenIntent's perform() navigates; a target it cannot open leaves the app where it is.
                let handled = (try? app.run(on: self) { try performer(intent) }) != nil
                record("entities.navigated", app: app.shortName, "\(intent.typeName)(target: \(target)) → \(handled ? "navigated" : "not handled"): \(app.screen)")
                return handled
            }
            guard let handler = app.program as? AppIntentHandling else {
                record("entities.unhandled", app: app.shortName, "\(app.displayName) has no onAppIntentExecution handler for \(intent.typeName)")
                return false
            }
            let handled = handler.onAppIntentExecution(intent)
            record("entities.navigated", app: app.shortName, "\(intent.typeName)(target: \(target)) → \(handled ? "navigated" : "not handled"): \(app.screen)")
            return handled
        }
    }

    /// A system feature runs one of the app's intents for the user: the system donates it, then the app performs it
    /// (launched first if it is not running; the simulator runs every intent in the app's process).
    @discardableResult
    public func runIntent(_ intent: IntentRecord, app: InstalledApp, via invoker: SystemInvoker) throws -> [String] {
        try intents.validate(intent, app: app.bundleIdentifier)
        if app.program == nil { launch(app) }
        let performer = app.intentPerformer
        let handler = app.program as? AppIntentHandling
        guard performer != nil || handler != nil else {
            throw AppIntentRunError("\(app.displayName) does not perform App Intents in the simulator")
        }
        // The system donates what it runs; recording it first lets an app that donates the same intent in perform() be reported.
        try intents.systemRan(intent, app: app.bundleIdentifier, invoker: invoker)
        let providesTargetContent = intents.metadata(for: app.bundleIdentifier)?.intent(named: intent.typeName)?.providesTargetContent == true
        var lines: [String]
        if let performer {
            if providesTargetContent {
                // An OpenIntent's perform() navigates; a target it cannot open leaves the app where it is.
                let performed = try? app.run(on: self) { try performer(intent) }
                lines = performed ?? []
                if performed != nil { lines.append("navigated: \(app.screen)") }
            } else {
                lines = try app.run(on: self) { try performer(intent) }
            }
        } else if let handler {
            lines = try app.run(on: self) { try handler.perform(intent) }
            if providesTargetContent, app.run(on: self, { handler.onAppIntentExecution(intent) }) { lines.append("navigated: \(app.screen)") }
        } else {
            lines = []
        }
        if invoker == .widget, platform == .ios {
            for id in widgets.sortedInstanceIDs where widgets.instances[id]?.app == app.bundleIdentifier { widgets.reload(id, trigger: .widgetIntent) }
        }
        return lines
    }
}
