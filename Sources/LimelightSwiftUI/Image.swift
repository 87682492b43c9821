import Foundation
import LimelightCore

/// SwiftUI's `Image`: an SF Symbol or an asset. The simulator has no pixels: it draws an image as a placeholder
/// labelled with its name.
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// The symbol or asset name.
    public let name: String
    /// Whether `name` is an SF Symbol.
    public let isSystemImage: Bool
    var modifiers: [SimViewProperty] = []

    /// An SF Symbol, e.g. `Image(systemName: "star")`.
    public init(systemName: String) {
        name = systemName
        isSystemImage = true
    }

    /// An SF Symbol with a variable value.
    public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }

    /// An image from the app's asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        isSystemImage = false
    }

    /// An image from the asset catalog with a label for accessibility.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name, bundle: bundle) }

    /// A decorative image from the asset catalog.
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

    /// `systemName:star` or the asset name.
    public var description: String { isSystemImage ? "systemName:\(name)" : name }

    func adding(_ name: String, _ value: String) -> Image {
        var copy = self
        copy.modifiers.append(SimViewProperty(name, value))
        return copy
    }

    /// How an image resizes.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// Whether an image is drawn as a template.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// Interpolation quality.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// Symbol scales.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    /// The image fills the space it is given.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { adding("resizable", "true") }
    /// The rendering mode.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
    /// Interpolation quality.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// Antialiasing.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

extension Image: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }

    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode {
        SimViewNode(.image, text: name, properties: (isSystemImage ? [SimViewProperty("system", "true")] : []) + modifiers)
    }
}
