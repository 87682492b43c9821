/// Everything one device's WidgetKit holds as data: settings, declared kinds, placed widgets, stacks, the Home Screen,
/// app activity, the reload bookkeeping and the id counters.
///
/// TimelineRecord providers are app code and stay outside (`WidgetsService` keeps them by kind). `policyJobs` holds scheduler
/// tokens: it is only meaningful together with the scheduler queue saved at the same moment. Sets encode sorted so the
/// encoding is deterministic.
public struct WidgetsState: Codable, Equatable, Sendable {
    /// Budget, floor, developer mode and arbitration settings.
    public var configuration = WidgetKitConfiguration()
    /// Declared widget kinds by kind string (without providers).
    public var declarations: [String: WidgetKindDeclaration] = [:]
    /// Placed widgets by id.
    public var instances: [String: WidgetInstance] = [:]
    /// Stacks by id.
    public var stacks: [String: SmartStack] = [:]
    /// The Home Screen, in order.
    public var homeScreen: [HomeScreenItem] = []
    /// Apps in the foreground (their WidgetCenterRecord reloads are free).
    public var foregroundApps: Set<String> = []
    /// Apps with an active audio or navigation session (their WidgetCenterRecord reloads are free).
    public var sessionApps: Set<String> = []
    /// The scheduler token of each widget's waiting timeline (policy or deferred) reload job, by widget id.
    public var policyJobs: [String: Int] = [:]
    /// Widgets with a `WidgetCenterRecord` reload job waiting (further requests coalesce into it).
    public var pendingCenterJobs: Set<String> = []
    /// The number in the next widget id (`W1`, `W2`, …).
    public var nextWidget = 1
    /// The number in the next stack id (`S1`, `S2`, …).
    public var nextStack = 1

    /// The state of a device whose WidgetKit has just started: default settings, nothing declared or placed.
    public init() {}

    private enum CodingKeys: String, CodingKey {
        case configuration, declarations, instances, stacks, homeScreen, foregroundApps, sessionApps, policyJobs
        case pendingCenterJobs, nextWidget, nextStack
    }

    /// Encodes every field, sets sorted.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(configuration, forKey: .configuration)
        try c.encode(declarations, forKey: .declarations)
        try c.encode(instances, forKey: .instances)
        try c.encode(stacks, forKey: .stacks)
        try c.encode(homeScreen, forKey: .homeScreen)
        try c.encode(foregroundApps.sorted(), forKey: .foregroundApps)
        try c.encode(sessionApps.sorted(), forKey: .sessionApps)
        try c.encode(policyJobs, forKey: .policyJobs)
        try c.encode(pendingCenterJobs.sorted(), forKey: .pendingCenterJobs)
        try c.encode(nextWidget, forKey: .nextWidget)
        try c.encode(nextStack, forKey: .nextStack)
    }
}
