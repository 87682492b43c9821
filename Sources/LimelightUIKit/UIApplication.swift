import Foundation
import LimelightCore
import LimelightSwiftUI
import SimulatorKit

/// UIKit's `UIApplication` as system-integration code touches it: opening URLs, which the simulator records as the
/// app opening a URL (`app.openURL` in the event log).
public final class UIApplication: Sendable {
    /// The running app.
    public static let shared = UIApplication()

    private init() {}

    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"
    /// The URL that opens the app's notification settings.
    public static let openNotificationSettingsURLString = "app-settings:notifications"

    /// Keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only if an app handles it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The app's delegate: what the app (or its `@UIApplicationDelegateAdaptor`) set, nil until then. UIKit's is
    /// `unowned(unsafe)`; the simulator keeps the object, one for the process.
    public var delegate: (any UIApplicationDelegate)? {
        get { Self.appDelegate.withLockUnchecked { $0 } }
        set { Self.appDelegate.withLockUnchecked { $0 = newValue } }
    }
    // unchecked: the delegate is an object the app's main-thread code sets and reads, as UIKit's.
    private static let appDelegate = LockedBox<(any UIApplicationDelegate)?>(nil)

    /// The app's state.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// The app's state (the simulator runs app code while it is active).
    public var applicationState: State { .active }

    /// Whether an app on the device opens `url` (the web, mail, phone, messages, Settings).
    public func canOpenURL(_ url: URL) -> Bool { SimURLOpener.canOpen(url) }

    /// Opens `url`: recorded as `app.openURL` in the event log; `completion` gets whether it opened.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        let opened = SimURLOpener.open(url)
        completion?(opened)
    }

    /// Opens `url`, returning whether it opened.
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { SimURLOpener.open(url) }

    /// The badge on the app's icon.
    public var applicationIconBadgeNumber: Int {
        get { AppContext.current?.defaults.value(forKey: "UIApplication.applicationIconBadgeNumber").flatMap { if case .int(let i) = $0 { i } else { nil } } ?? 0 }
        set { AppContext.current?.defaults.set(.int(newValue), forKey: "UIApplication.applicationIconBadgeNumber") }
    }

    /// The app's connected scenes: one `UIWindowScene` with one key window, the same objects on every call.
    public var connectedScenes: Set<UIScene> { [SimScenes.main] }
    /// The app's sessions, connected or not.
    public var openSessions: Set<UISceneSession> { [SimScenes.main.session] }
    /// Whether the app supports several windows (the simulated iPhone shows one).
    public var supportsMultipleScenes: Bool { false }

    /// Registers for remote notifications (nothing is delivered in the simulator).
    public func registerForRemoteNotifications() {}
}

/// The simulated app's one scene and its key window.
enum SimScenes {
    static let main: UIWindowScene = {
        let scene = UIWindowScene(session: UISceneSession(persistentIdentifier: "scene-1", role: .windowApplication))
        UIWindow(windowScene: scene).makeKeyAndVisible()
        return scene
    }()
}
