import LimelightCore
import Spotlight
import SpotlightQuery

extension Simulation {
    /// The world as a value; nil while a callback into app code (a completion or query handler) waits to run, which
    /// happens only inside a step, never between two, or while app code waits for the person's answer to a question
    /// (`SimQuestionBoard`: its continuation cannot be saved either; a snapshot then keeps the steps that replay it).
    public var state: WorldState? {
        guard let runtime = runtime.state, devices.allSatisfy({ $0.questions.pending.isEmpty }) else { return nil }
        var engagements = search.pendingEngagements
        for (name, engine) in handles.searchEngines {
            guard let device = device(named: name), engine.service === device.spotlight else { continue }
            let records = engine.index.engagements
            engagements[name] = records.isEmpty ? nil : records
        }
        return WorldState(runtime: runtime, devices: devices.map(\.state), selectedDevice: selectedDevice?.name,
                          spotlightConfiguration: spotlightConfiguration, defaultCalendar: defaultCalendar,
                          searchScreens: search.searchScreens, engagements: engagements)
    }

    /// A live world built from `state`: its devices are added and their apps installed again (attaching the code a state
    /// does not hold), then every service, app and program takes the state's data, and the runtime — clock, job queue,
    /// event log, generators — is restored last, so nothing the rebuilding did shows. Query engines attach again when
    /// first used. Two worlds built from one state share nothing that either can change.
    public convenience init(restoring state: WorldState, catalog: AppCatalog) throws {
        try state.validate()
        try self.init(rebuilding: state, catalog: catalog)
    }

    /// A live world built from a state this process captured from a live world (`Simulation.state`: a checkpoint, a
    /// world kept for `undo`, a fork's source), which is valid by construction, so its domains are not checked again:
    /// checking them costs what the world holds (a sort and a pass over every item), which `undo` and `rewind` must not.
    /// A state from anywhere else — a file, a user — goes through `init(restoring:catalog:)`.
    public convenience init(restoringCaptured state: WorldState, catalog: AppCatalog) throws {
        try self.init(rebuilding: state, catalog: catalog)
    }

    private convenience init(rebuilding state: WorldState, catalog: AppCatalog) throws {
        self.init(seed: state.runtime.seed, catalog: catalog, start: state.runtime.scheduler.now)
        spotlightConfiguration = state.spotlightConfiguration
        defaultCalendar = state.defaultCalendar
        for saved in state.devices {
            let device = try addDevice(name: saved.name, platform: saved.platform, osVersion: saved.osVersion, calendar: saved.calendar)
            try device.rebuild(from: saved, catalog: catalog)
        }
        selectedDevice = state.selectedDevice.flatMap(device(named:))
        search.searchScreens = state.searchScreens
        search.pendingEngagements = state.engagements
        runtime.restore(state.runtime)
    }
}
