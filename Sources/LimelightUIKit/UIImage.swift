import Foundation
import LimelightSwiftUI

/// UIKit's `UIImage`, by name: the simulator has no pixels, so an image is its symbol or asset name.
public final class UIImage: Sendable, CustomStringConvertible {
    /// The symbol or asset name.
    public let name: String
    /// Whether it is an SF Symbol.
    public let isSystemImage: Bool

    init(name: String, isSystemImage: Bool) {
        self.name = name
        self.isSystemImage = isSystemImage
    }

    /// An asset from the app's catalog (assumed present).
    public convenience init?(named name: String) { self.init(name: name, isSystemImage: false) }
    /// An asset from a bundle.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) { self.init(name: name, isSystemImage: false) }
    /// An SF Symbol.
    public convenience init?(systemName name: String) { self.init(name: name, isSystemImage: true) }
    /// Image data (the simulator keeps no pixels: an image named `data`).
    public convenience init?(data: Data) { self.init(name: "data(\(data.count) bytes)", isSystemImage: false) }
    /// An image file.
    public convenience init?(contentsOfFile path: String) { self.init(name: (path as NSString).lastPathComponent, isSystemImage: false) }

    /// PNG data of the image (none in the simulator).
    public func pngData() -> Data? { nil }
    /// JPEG data of the image (none in the simulator).
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
    /// The image with a rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    /// The image tinted.
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    /// Rendering modes.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// `systemName:star` or the asset name.
    public var description: String { isSystemImage ? "systemName:\(name)" : name }
}

/// UIKit's `UIColor`: a named or computed color.
public final class UIColor: Sendable, CustomStringConvertible {
    let color: Color

    init(_ color: Color) { self.color = color }

    /// A color from RGB components (0…1).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }
    /// A gray.
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(Color(white: Double(white), opacity: Double(alpha))) }
    /// A color from hue, saturation and brightness.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }
    /// A color from the asset catalog.
    public convenience init?(named name: String) { self.init(Color(name)) }
    /// A color that depends on the trait collection (the simulator draws light).
    public convenience init(dynamicProvider: @escaping (Any) -> UIColor) { self.init(Color.primary) }

    /// The color at an alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha))) }

    /// The color's name.
    public var description: String { color.description }

    /// Black.
    public static let black = UIColor(.black)
    /// White.
    public static let white = UIColor(.white)
    /// Gray.
    public static let gray = UIColor(.gray)
    /// Light gray.
    public static let lightGray = UIColor(Color(simulatedName: "rgb(0.67,0.67,0.67)"))
    /// Dark gray.
    public static let darkGray = UIColor(Color(simulatedName: "rgb(0.33,0.33,0.33)"))
    /// Brown.
    public static let brown = UIColor(.brown)
    /// Cyan.
    public static let cyan = UIColor(.cyan)
    /// Magenta.
    public static let magenta = UIColor(Color(simulatedName: "rgb(1.00,0.00,1.00)"))
    /// Red.
    public static let red = UIColor(.red)
    /// Green.
    public static let green = UIColor(.green)
    /// Blue.
    public static let blue = UIColor(.blue)
    /// Orange.
    public static let orange = UIColor(.orange)
    /// Yellow.
    public static let yellow = UIColor(.yellow)
    /// Purple.
    public static let purple = UIColor(.purple)
    /// Clear.
    public static let clear = UIColor(.clear)
    /// The system's blue.
    public static let systemBlue = UIColor(.blue)
    /// The system's red.
    public static let systemRed = UIColor(.red)
    /// The system's green.
    public static let systemGreen = UIColor(.green)
    /// The system's orange.
    public static let systemOrange = UIColor(.orange)
    /// The system's yellow.
    public static let systemYellow = UIColor(.yellow)
    /// The system's gray.
    public static let systemGray = UIColor(.gray)
    /// The system's second gray.
    public static let systemGray2 = UIColor(Color(simulatedName: "rgb(0.68,0.68,0.70)"))
    /// The system's third gray.
    public static let systemGray3 = UIColor(Color(simulatedName: "rgb(0.78,0.78,0.80)"))
    /// The system's fourth gray.
    public static let systemGray4 = UIColor(Color(simulatedName: "rgb(0.82,0.82,0.84)"))
    /// The system's fifth gray.
    public static let systemGray5 = UIColor(Color(simulatedName: "rgb(0.90,0.90,0.92)"))
    /// The system's sixth gray.
    public static let systemGray6 = UIColor(Color(simulatedName: "rgb(0.95,0.95,0.97)"))
    /// The system's purple.
    public static let systemPurple = UIColor(.purple)
    /// The system's pink.
    public static let systemPink = UIColor(.pink)
    /// The system's teal.
    public static let systemTeal = UIColor(.teal)
    /// The system's indigo.
    public static let systemIndigo = UIColor(.indigo)
    /// The separator color.
    public static let separator = UIColor(Color(simulatedName: "separator"))
    /// The tertiary label color.
    public static let tertiaryLabel = UIColor(Color(simulatedName: "tertiary"))
    /// The system's background.
    public static let systemBackground = UIColor(Color(simulatedName: "systemBackground"))
    /// The grouped background.
    public static let systemGroupedBackground = UIColor(Color(simulatedName: "systemGroupedBackground"))
    /// The secondary background.
    public static let secondarySystemBackground = UIColor(Color(simulatedName: "secondarySystemBackground"))
    /// The label color.
    public static let label = UIColor(.primary)
    /// The secondary label color.
    public static let secondaryLabel = UIColor(.secondary)
    /// The tint.
    public static let tintColor = UIColor(.accentColor)
}

extension Image {
    /// An image from a `UIImage`.
    public init(uiImage: UIImage) { self = uiImage.isSystemImage ? Image(systemName: uiImage.name) : Image(uiImage.name) }
}

extension Color {
    /// A color from a `UIColor`.
    public init(uiColor: UIColor) { self = uiColor.color }
    /// A color from a `UIColor`.
    public init(_ color: UIColor) { self = color.color }
}
