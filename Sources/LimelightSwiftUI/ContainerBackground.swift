import LimelightCore

/// SwiftUI's `ContainerBackgroundPlacement`: where `containerBackground(_:for:)` puts a background (`.widget`, from
/// WidgetKit).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    /// The placement's name.
    public let simulatedName: String
    /// A placement.
    public init(simulatedName: String) { self.simulatedName = simulatedName }
    /// A navigation container.
    public static let navigation = ContainerBackgroundPlacement(simulatedName: "navigation")
}

extension View {
    /// The background of the container the view is in (a widget's): a style.
    public nonisolated func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        simProperty("containerBackground", container.simulatedName + ":" + SimShapeStyleName.of(style))
    }

    /// The background of the container the view is in (a widget's): a view.
    public nonisolated func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                                         @ViewBuilder content: () -> V) -> some View {
        let background = SimViewRenderer().node(content())
        let name = background.kind == .color || background.kind == .shape
            ? (background.text ?? "view") + (background.property("fill").map { ":" + $0 } ?? "")
            : "view"
        return simProperty("containerBackground", container.simulatedName + ":" + name)
    }
}
