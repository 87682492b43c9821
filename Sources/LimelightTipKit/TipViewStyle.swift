import LimelightSwiftUI

/// TipKit's `TipViewStyle`: a custom appearance for the tips in a view hierarchy (`.tipViewStyle(_:)`). The simulator
/// keeps the style and draws tips as text, so `makeBody(configuration:)` runs when app code (or a test) calls it.
@MainActor @preconcurrency
public protocol TipViewStyle {
    /// The tip's view.
    associatedtype Body: View
    /// The tip style's configuration.
    typealias Configuration = TipViewStyleConfiguration
    /// Makes the tip's view from the tip's parts.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// TipKit's `TipViewStyleConfiguration`: the tip and its parts, as a style lays them out.
public struct TipViewStyleConfiguration {
    /// The tip.
    public let tip: any Tip
    /// The tip's title.
    public let title: Text?
    /// The tip's message, if it has one.
    public let message: Text?
    /// The tip's image, if it has one.
    public let image: Image?

    /// The configuration for `tip`, as the system makes it for a style.
    @MainActor
    public static func simulated(_ tip: any Tip) -> TipViewStyleConfiguration {
        TipViewStyleConfiguration(tip: tip, title: tip.title, message: tip.message, image: tip.image)
    }
}

/// TipKit's default tip view style.
public struct MiniTipViewStyle: TipViewStyle {
    /// The style.
    public nonisolated init() {}

    /// The image, the title and the message, side by side.
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.image
            VStack {
                configuration.title
                configuration.message
            }
        }
    }
}

extension TipViewStyle where Self == MiniTipViewStyle {
    /// The default style.
    public static var miniTip: MiniTipViewStyle { MiniTipViewStyle() }
}
