import LimelightCore
/// The apps the simulator can install, by short name or bundle identifier.
public struct AppCatalog: Sendable {
    /// Every installable app, in listing order.
    public var descriptors: [AppDescriptor]

    /// Creates a catalogue of the given apps.
    public init(_ descriptors: [AppDescriptor]) { self.descriptors = descriptors }

    /// The descriptor whose short name or bundle identifier is `name`.
    public func descriptor(named name: String) -> AppDescriptor? {
        descriptors.first { $0.shortName == name || $0.bundleIdentifier == name }
    }

    /// Short names of every installable app.
    public var shortNames: [String] { descriptors.map(\.shortName) }
}
