/// SwiftUI's `Image` as far as a tip needs it: the name of a symbol or an asset.
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// The symbol or asset name.
    public let name: String
    /// Whether `name` is an SF Symbol.
    public let isSystemImage: Bool

    /// An SF Symbol, e.g. `Image(systemName: "star")`.
    public init(systemName: String) {
        name = systemName
        isSystemImage = true
    }

    /// An image from the app's asset catalog.
    public init(_ name: String) {
        self.name = name
        isSystemImage = false
    }

    /// `systemName:star` or the asset name.
    public var description: String { isSystemImage ? "systemName:\(name)" : name }
}
