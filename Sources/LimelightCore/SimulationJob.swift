/// What a scheduled job does, as data: the world's own work names the service that runs it and what to do, so the
/// queue can be saved, compared and restored; a call into app code (a completion or query handler) is a `callback`,
/// whose closure the scheduler holds only while the job waits (Docs/Snapshots.md).
public enum SimulationJob: Codable, Hashable, Sendable {
    /// Spotlight on `device` makes its journal visible up to entry `entry` (the end of the indexing latency).
    case spotlightApply(device: String, entry: Int)
    /// Spotlight on `device` drops the items whose expiration date has passed, then arms the next expiry.
    case spotlightExpiry(device: String)
    /// A `WidgetCenterRecord` reload of widget instance `widget` on `device` arrives.
    case widgetCenterReload(device: String, widget: String)
    /// Widget instance `widget`'s timeline reload policy comes due; `trigger` is the `ReloadTrigger` raw value.
    case widgetTimeline(device: String, widget: String, trigger: String)
    /// The Smart Stacks on `device` evaluate which widget they show (a relevance window opened or closed).
    case smartStackEvaluate(device: String)
    /// Runs the closure the scheduler holds under this number (app code: never part of a saved world).
    case callback(Int)

    /// The performer that runs the job (see `Scheduler.register(_:as:)`); nil for a callback.
    public var performer: JobPerformerKey? {
        switch self {
        case .spotlightApply(let device, _), .spotlightExpiry(let device): JobPerformerKey(service: .spotlight, device: device)
        case .widgetCenterReload(let device, _), .widgetTimeline(let device, _, _), .smartStackEvaluate(let device):
            JobPerformerKey(service: .widgets, device: device)
        case .callback: nil
        }
    }
}

/// The name a service registers with the scheduler to run its jobs: which service, on which device.
public struct JobPerformerKey: Hashable, Sendable {
    /// The kinds of service that run jobs.
    public enum Service: String, Hashable, Sendable { case spotlight, widgets }
    public var service: Service
    public var device: String

    public init(service: Service, device: String) {
        self.service = service
        self.device = device
    }
}

/// A service that runs the scheduler's jobs addressed to it.
public protocol JobPerformer: AnyObject {
    /// Runs one job that came due.
    func perform(_ job: SimulationJob)
}
