import Foundation
import LimelightCore

/// A preview as `#Preview` declares it (DeveloperToolsSupport's `Preview`): its name and what it shows. The simulator
/// does not show previews; the macro keeps their code compiling and type-checked.
public struct Preview {
    /// The preview's name.
    public let name: String?
    /// The view shown, when it is a view preview.
    let makeView: (() -> any View)?

    /// A preview of a view.
    public init<Content: View>(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> Content) {
        self.name = name
        let unchecked = unsafeBitCast(body as @MainActor () -> Content, to: (() -> Content).self)
        makeView = { unchecked() }
    }

    /// A preview of anything else (a widget preview, from WidgetKit).
    public init(simulatedName name: String?) {
        self.name = name
        makeView = nil
    }

    /// The traits of a view preview.
    public enum ViewTraits {}

    /// The previewed view as data, nil for a preview that is not a view.
    public var simulatedNode: SimViewNode? { makeView.map { SimViewRenderer().node($0()) } }
}

/// A preview's trait (`.landscapeLeft`, `.sizeThatFitsLayout`, …).
public struct PreviewTrait<T> {
    let name: String
    /// Portrait.
    public static var portrait: PreviewTrait<T> { PreviewTrait(name: "portrait") }
    /// Landscape, left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(name: "landscapeLeft") }
    /// Landscape, right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(name: "landscapeRight") }
    /// Sized to fit.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(name: "sizeThatFitsLayout") }
    /// A fixed layout.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { PreviewTrait(name: "fixedLayout") }
    /// The default layout.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(name: "defaultLayout") }
}

/// What a `#Preview` expands to: a type registering one preview.
public protocol PreviewRegistry {
    /// The file the preview is in.
    static var fileID: String { get }
    /// Its line.
    static var line: Int { get }
    /// Its column.
    static var column: Int { get }
    /// Makes the preview.
    @MainActor static func makePreview() throws -> Preview
}

/// SwiftUI's `#Preview`: a preview of a view. Kept type-checked, not shown.
@freestanding(declaration)
public macro Preview<Content: View>(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                                    @ViewBuilder body: @escaping @MainActor () -> Content) =
    #externalMacro(module: "LimelightMacros", type: "PreviewMacro")

/// SwiftUI's `PreviewProvider`: the older way to declare previews.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The previews' type.
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
    /// The platform.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No particular platform.
    public static var platform: PreviewPlatform? { nil }
}

/// SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS
}

/// SwiftUI's `@Previewable`: a property of a `#Preview` body (a local variable; nothing to add).
@attached(peer)
public macro Previewable() = #externalMacro(module: "LimelightMacros", type: "PreviewableMacro")
