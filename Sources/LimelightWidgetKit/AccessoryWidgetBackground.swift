import LimelightSwiftUI

/// WidgetKit's `AccessoryWidgetBackground`: the standard background of an accessory (Lock Screen) widget. Apple shows
/// it only in the `accessoryCircular`, `accessoryCorner` and `accessoryRectangular` families and an empty view
/// elsewhere; the simulator draws no Lock Screen, so it is an empty view everywhere.
@MainActor @preconcurrency
public struct AccessoryWidgetBackground: View {
    /// An accessory widget background.
    public init() {}
    /// An empty view (the simulator draws no Lock Screen).
    public var body: some View { EmptyView() }
}
