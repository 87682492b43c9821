/// The size in points a widget of each family has on the simulated devices (an iPhone's 6.1" screen; the iPad's for
/// `systemExtraLarge`): what `TimelineRequestContext.displaySize` reports and what the screen draws the view in.
extension WidgetFamilyKind {
    /// Width and height in points.
    public var simulatedSize: (width: Double, height: Double) {
        switch self {
        case .systemSmall: (158, 158)
        case .systemMedium: (338, 158)
        case .systemLarge: (338, 354)
        case .systemExtraLarge: (715, 338)
        case .accessoryCircular: (72, 72)
        case .accessoryRectangular: (160, 72)
        case .accessoryInline: (234, 26)
        }
    }

    /// Whether the family draws the container background and default content margins (the Home Screen's families;
    /// Lock Screen accessories have neither).
    public var hasContainerBackground: Bool {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: true
        default: false
        }
    }
}
