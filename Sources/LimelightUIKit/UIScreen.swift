import Foundation

// unchecked: Apple's `brightness` is a settable stored value (`var brightness: CGFloat`) on the one shared screen.
/// UIKit's `UIScreen`: the simulated device's display, a 6.1-inch iPhone (393 × 852 points at 3 pixels per point), the
/// display whose widget sizes the simulator uses (systemSmall 158 × 158) and whose scale SwiftUI's `displayScale` reads.
public final class UIScreen: @unchecked Sendable {
    /// The device's screen (deprecated by Apple in favour of the window scene's screen, still common in app code).
    public static let main = UIScreen()

    private init() {}

    /// The screen's bounds in points.
    public var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
    /// Pixels per point.
    public var scale: CGFloat { 3 }
    /// The physical screen's pixels per point.
    public var nativeScale: CGFloat { 3 }
    /// The physical screen's bounds in pixels (portrait).
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1179, height: 2556) }
    /// The screen's brightness, 0…1.
    public var brightness: CGFloat = 1
    /// Frames per second the screen can show.
    public var maximumFramesPerSecond: Int { 120 }
}

extension UIColor: _ExpressibleByColorLiteral {
    /// A color from a `#colorLiteral(red:green:blue:alpha:)`.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
