import Foundation

// unchecked: Apple's class is open (app code subclasses it); a non-final class cannot be checked.
/// UIKit's `UIScene`: one instance of the app's interface. The simulated app has one connected scene, a
/// `UIWindowScene` (`UIApplication.shared.connectedScenes`), always in the foreground while app code runs.
open class UIScene: NSObject, @unchecked Sendable {
    /// A scene's state.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    /// The session the system keeps for the scene.
    public let session: UISceneSession
    /// The scene's state (the simulator runs app code in the foreground).
    open var activationState: ActivationState { .foregroundActive }
    /// The scene's title, shown in the app switcher.
    open var title: String!

    init(session: UISceneSession) {
        self.session = session
        super.init()
        session.scene = self
    }
}

// unchecked: Apple's class is open (app code subclasses it); a non-final class cannot be checked.
/// UIKit's `UIWindowScene`: a scene that shows windows.
open class UIWindowScene: UIScene, @unchecked Sendable {
    /// The scene's windows.
    public internal(set) var windows: [UIWindow] = []
    /// The window that receives events.
    open var keyWindow: UIWindow? { windows.first(where: \.isKeyWindow) }
    /// The screen that shows the scene.
    open var screen: UIScreen { .main }
}
