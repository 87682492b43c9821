import Foundation
import SimulatorKit

/// Opening a URL from app code (`UIApplication.shared.open`, SwiftUI's `openURL`, a `Link`): the simulator records it
/// in the world's event log as `app.openURL` with the URL, so scenarios see it (`log`, `expect log`).
public enum SimURLOpener {
    /// The schemes the simulated device can open: the web, mail, phone, messages and Settings.
    public static let openableSchemes: Set<String> = ["http", "https", "mailto", "tel", "sms", "facetime", "app-settings", "maps", "itms-apps"]

    /// Whether the device has an app for `url`'s scheme.
    public static func canOpen(_ url: URL) -> Bool { url.scheme.map { openableSchemes.contains($0.lowercased()) } ?? false }

    /// Records that the running app opens `url`; returns whether the device opens it (false outside app code, or for
    /// a scheme no app on the device handles, which is logged as `app.openURLFailed`).
    @discardableResult
    public static func open(_ url: URL) -> Bool {
        guard let context = AppContext.current else { return false }
        guard canOpen(url) else {
            context.log("app.openURLFailed", "\(url.absoluteString): no app on this device opens \(url.scheme ?? "URLs without a scheme")")
            return false
        }
        context.log("app.openURL", url.absoluteString)
        return true
    }
}
