import Foundation
import SystemServices

/// WidgetKit's `WidgetFamily`: a widget's size and shape. Its raw value is an `Int`, as Apple's (apps write
/// `var id: Int { rawValue }`), numbered in the SDK's declaration order; the simulator's own family kind
/// (`SystemServices.WidgetFamilyKind`, named by the case) is `simulated`. `accessoryCorner` is a watchOS family: the
/// simulated iPhone draws it as `accessoryCircular`.
public enum WidgetFamily: Int, CaseIterable, Codable, CustomStringConvertible, Hashable, Sendable {
    case systemSmall = 0
    case systemMedium = 1
    case systemLarge = 2
    case systemExtraLarge = 3
    case accessoryCorner = 4
    case accessoryCircular = 5
    case accessoryRectangular = 6
    case accessoryInline = 7

    /// The case's name (`systemSmall`).
    public var description: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCorner: "accessoryCorner"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }

    /// The simulator's family kind.
    public var simulated: WidgetFamilyKind {
        switch self {
        case .systemSmall: .systemSmall
        case .systemMedium: .systemMedium
        case .systemLarge: .systemLarge
        case .systemExtraLarge: .systemExtraLarge
        case .accessoryCorner, .accessoryCircular: .accessoryCircular
        case .accessoryRectangular: .accessoryRectangular
        case .accessoryInline: .accessoryInline
        }
    }

    /// The family of a simulator family kind.
    public init(simulated kind: WidgetFamilyKind) {
        switch kind {
        case .systemSmall: self = .systemSmall
        case .systemMedium: self = .systemMedium
        case .systemLarge: self = .systemLarge
        case .systemExtraLarge: self = .systemExtraLarge
        case .accessoryCircular: self = .accessoryCircular
        case .accessoryRectangular: self = .accessoryRectangular
        case .accessoryInline: self = .accessoryInline
        }
    }

    /// The widget's size in points on the simulated device.
    public var simulatedSize: (width: Double, height: Double) { simulated.simulatedSize }
    /// Whether the family draws a container background (the system families).
    public var hasContainerBackground: Bool { simulated.hasContainerBackground }
}
