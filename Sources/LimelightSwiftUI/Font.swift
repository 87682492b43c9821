import Foundation

/// SwiftUI's `Font`: a text style or a system font of a size, weight and design.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// `caption`, `system(17,bold)`, `custom(Avenir,12)`.
    public let description: String

    init(_ description: String) { self.description = description }

    /// 34 pt.
    public static let largeTitle = Font("largeTitle")
    /// 28 pt.
    public static let title = Font("title")
    /// 22 pt.
    public static let title2 = Font("title2")
    /// 20 pt.
    public static let title3 = Font("title3")
    /// 17 pt semibold.
    public static let headline = Font("headline")
    /// 15 pt.
    public static let subheadline = Font("subheadline")
    /// 17 pt.
    public static let body = Font("body")
    /// 16 pt.
    public static let callout = Font("callout")
    /// 13 pt.
    public static let footnote = Font("footnote")
    /// 12 pt.
    public static let caption = Font("caption")
    /// 11 pt.
    public static let caption2 = Font("caption2")
    /// 36 pt (watchOS, iOS 17 widgets).
    public static let extraLargeTitle = Font("extraLargeTitle")
    /// 52 pt.
    public static let extraLargeTitle2 = Font("extraLargeTitle2")

    /// A text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(style.name + (weight.map { "," + $0.name } ?? ""))
    }
    /// The system font of a size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font("system(\(Int(size))" + (weight.map { "," + $0.name } ?? "") + ")")
    }
    /// A custom font of a size.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font("custom(\(name),\(Int(size)))") }
    /// A custom font relative to a text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { custom(name, size: size) }
    /// A custom font of a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }

    /// The font, bold.
    public func bold() -> Font { Font(description + ",bold") }
    /// The font, italic.
    public func italic() -> Font { Font(description + ",italic") }
    /// The font with a weight.
    public func weight(_ weight: Weight) -> Font { Font(description + "," + weight.name) }
    /// The font with monospaced digits.
    public func monospacedDigit() -> Font { self }
    /// The font, monospaced.
    public func monospaced() -> Font { Font(description + ",monospaced") }
    /// The font, small caps.
    public func smallCaps() -> Font { self }
    /// The font with leading.
    public func leading(_ leading: Leading) -> Font { self }
    /// The font with a width.
    public func width(_ width: Width) -> Font { self }

    /// Dynamic Type text styles.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        case extraLargeTitle, extraLargeTitle2

        var name: String { String(describing: self) }
    }

    /// Font weights.
    public struct Weight: Hashable, Sendable {
        let name: String
        /// Ultra light.
        public static let ultraLight = Weight(name: "ultraLight")
        /// Thin.
        public static let thin = Weight(name: "thin")
        /// Light.
        public static let light = Weight(name: "light")
        /// Regular.
        public static let regular = Weight(name: "regular")
        /// Medium.
        public static let medium = Weight(name: "medium")
        /// Semibold.
        public static let semibold = Weight(name: "semibold")
        /// Bold.
        public static let bold = Weight(name: "bold")
        /// Heavy.
        public static let heavy = Weight(name: "heavy")
        /// Black.
        public static let black = Weight(name: "black")
    }

    /// Font designs.
    public struct Design: Hashable, Sendable {
        let name: String
        /// The default design.
        public static let `default` = Design(name: "default")
        /// Serif.
        public static let serif = Design(name: "serif")
        /// Rounded.
        public static let rounded = Design(name: "rounded")
        /// Monospaced.
        public static let monospaced = Design(name: "monospaced")
    }

    /// Font widths.
    public struct Width: Hashable, Sendable {
        let value: CGFloat
        /// A width value.
        public init(_ value: CGFloat) { self.value = value }
        /// Compressed.
        public static let compressed = Width(-0.3)
        /// Condensed.
        public static let condensed = Width(-0.2)
        /// Standard.
        public static let standard = Width(0)
        /// Expanded.
        public static let expanded = Width(0.2)
    }

    /// Line spacing.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }
}
