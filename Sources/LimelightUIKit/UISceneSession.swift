import Foundation

// unchecked: Apple's class is open (app code subclasses it); a non-final class cannot be checked.
/// UIKit's `UISceneSession`: what the system keeps about one of the app's scenes. The simulated app has one session,
/// `"scene-1"`, in the application role.
open class UISceneSession: NSObject, @unchecked Sendable {
    /// A session's role.
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// A role.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// An external display's window, not interactive.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's identifier, the same across launches.
    public let persistentIdentifier: String
    /// The session's role.
    public let role: Role
    /// The scene, while it is connected.
    public internal(set) weak var scene: UIScene?
    /// State the app keeps with the session.
    open var userInfo: [String: Any]?

    init(persistentIdentifier: String, role: Role) {
        self.persistentIdentifier = persistentIdentifier
        self.role = role
    }
}
