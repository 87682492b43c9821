import Foundation

/// DeveloperToolsSupport's `ImageResource` (which SwiftUI brings): an image of an asset catalog, as Xcode's generated
/// asset symbols name it (`extension ImageResource { static let logo = ImageResource(name: "logo", bundle: …) }`, then
/// `Image(.logo)`). The simulator has no asset catalogs: the image is drawn as its name.
public struct ImageResource: Hashable, Sendable {
    /// The asset's name.
    public let simulatedName: String
    /// The path of the bundle that holds the asset.
    public let simulatedBundlePath: String

    /// The image named `name` in `bundle`'s asset catalog.
    public init(name: String, bundle: Bundle) {
        simulatedName = name
        simulatedBundlePath = bundle.bundlePath
    }
}

/// DeveloperToolsSupport's `ColorResource` (which SwiftUI brings): a colour set of an asset catalog, as Xcode's
/// generated asset symbols name it (`Color(.accent)`). The simulator names the colour `asset(name)`, as `Color("name")`.
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name.
    public let simulatedName: String
    /// The path of the bundle that holds the colour set.
    public let simulatedBundlePath: String

    /// The colour set named `name` in `bundle`'s asset catalog.
    public init(name: String, bundle: Bundle) {
        simulatedName = name
        simulatedBundlePath = bundle.bundlePath
    }
}

extension Image {
    /// SwiftUI's `Image(_:)` for an image resource: the asset, as `Image(name)`.
    public init(_ resource: ImageResource) { self.init(resource.simulatedName) }
}

extension Color {
    /// SwiftUI's `Color(_:)` for a colour resource: the colour set, as `Color(name)`.
    public init(_ resource: ColorResource) { self.init(resource.simulatedName) }
}
