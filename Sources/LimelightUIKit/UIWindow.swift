import Foundation

// unchecked: Apple's class is open (app code subclasses it); a non-final class cannot be checked.
/// UIKit's `UIWindow`: a window of a scene. Views are not laid out; the window is the path app code walks from the
/// application to its scene (`window.windowScene?.session`).
open class UIWindow: NSObject, @unchecked Sendable {
    /// The scene that shows the window; setting it moves the window there.
    open weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.windows.removeAll { $0 === self }
            windowScene?.windows.append(self)
        }
    }
    /// Whether the window receives events.
    public private(set) var isKeyWindow = false

    /// A window in `windowScene`.
    public init(windowScene: UIWindowScene) {
        super.init()
        self.windowScene = windowScene
        windowScene.windows.append(self)
    }

    /// Makes the window the key window of its scene and shows it.
    open func makeKeyAndVisible() { makeKey() }

    /// Makes the window the key window of its scene.
    open func makeKey() {
        for window in windowScene?.windows ?? [] { window.isKeyWindow = false }
        isKeyWindow = true
    }
}
