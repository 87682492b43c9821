import SimulatorKit

// SwiftUI's user-activity modifiers. The simulator has no scenes: a view that advertises an activity has its `update`
// run on a fresh `NSUserActivity` of that type when the modifier is applied (as the body is evaluated), and the view is
// drawn with the activity's type and title (`userActivity`, `userActivityTitle`); making an activity current, which
// Spotlight and Siri suggestions see, is `NSUserActivity.becomeCurrent()` in app code. `onContinueUserActivity` names
// the type the view handles (`onContinueUserActivity`); continued activities reach an app through its
// `AppProgram.application(continue:)`.

extension View {
    /// Advertises an activity of `activityType` while `isActive`, as `update` fills it in.
    public nonisolated func userActivity(_ activityType: String, isActive: Bool = true,
                                         _ update: @escaping (NSUserActivity) -> ()) -> some View {
        var title = ""
        if isActive {
            let activity = NSUserActivity(activityType: activityType)
            update(activity)
            title = activity.title ?? ""
        }
        // An inactive view advertises nothing: its properties are empty.
        return simProperty("userActivity", isActive ? activityType : "").simProperty("userActivityTitle", title)
    }

    /// Advertises an activity of `activityType` for `element` while it is not nil, as `update` fills it in.
    public nonisolated func userActivity<P>(_ activityType: String, element: P?,
                                            _ update: @escaping (P, NSUserActivity) -> ()) -> some View {
        userActivity(activityType, isActive: element != nil) { activity in
            if let element { update(element, activity) }
        }
    }

    /// Handles activities of `activityType` that continue in this view's scene.
    public nonisolated func onContinueUserActivity(_ activityType: String,
                                                   perform action: @escaping (NSUserActivity) -> ()) -> some View {
        simProperty("onContinueUserActivity", activityType)
    }
}
