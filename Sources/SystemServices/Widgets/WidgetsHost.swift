import LimelightCore

/// What a step of `WidgetsState` reaches outside the value: the device, and the timeline providers the apps attached
/// (app code, asked for a timeline in the middle of a reload).
///
/// `WidgetsService` is the host of the live world; a step is `state.reduce(job, host)` or one of the state's other
/// `mutating func`s, a function of the state, the job or call, and the host's answers.
protocol WidgetsHost: DeviceServiceHost {
    /// Whether the app's code attached a timeline provider to `kind` (after a restore, one it did not attach again).
    func hasTimelineProvider(ofKind kind: String) -> Bool
    /// The timeline the provider attached to `kind` gives for `context`, or nil when no provider is attached.
    ///
    /// The provider is app code and may call WidgetKit back (read the placed widgets, ask for a reload), so the step
    /// lends it the state it is working on: `state` is the service's state while the provider runs, and whatever the
    /// provider changed comes back to the step.
    func timeline(ofKind kind: String, in context: TimelineRequestContext, lending state: inout WidgetsState) -> TimelineRecord?
}
