#if !canImport(Darwin)
import Spotlight

/// The user activity `AppProgram.application(continue:)` receives (Linux's Foundation has no `NSUserActivity`): its
/// `activityType`, `title`, `userInfo` (string values, not optional), `isEligibleForSearch`, `becomeCurrent()` (Docs/AppleAPI.md).
public typealias NSUserActivity = Spotlight.NSUserActivity
#endif
