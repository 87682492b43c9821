import Foundation

/// SwiftUI's `App`: an app's entry point. On Linux the simulator launches apps through their `AppDescriptor`, so an
/// `@main` app type's `main()` says so instead of starting a UI.
@MainActor @preconcurrency
public protocol App {
    /// The scenes' type.
    associatedtype Body: Scene
    /// Makes the app.
    init()
    /// The app's scenes.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension App {
    /// The entry point `@main` calls: there is no window system on Linux; the simulator runs the app's code.
    @MainActor public static func main() {
        print("\(Self.self) is a SwiftUI app: on Linux, run its code in Limelight (its AppDescriptor), not as a process.")
    }
}

/// SwiftUI's `Scene`.
@MainActor @preconcurrency
public protocol Scene {
    /// The scene's body type.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// SwiftUI's `SceneBuilder`.
@resultBuilder
public struct SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// Several scenes.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene { TupleScene() }
    /// A scene expression.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    /// A scene under `if`.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> TupleScene { TupleScene() }
    /// A scene under `if #available`.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> TupleScene { TupleScene() }
}

/// Several scenes.
public struct TupleScene: Scene {
    /// No body.
    public var body: Never { fatalError("TupleScene has no body") }
}

/// SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene {
    let content: Content
    /// A window group.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with an identifier.
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// No body.
    public var body: Never { fatalError("WindowGroup has no body") }
}

/// SwiftUI's `Settings` scene.
public struct Settings<Content: View>: Scene {
    let content: Content
    /// A settings scene.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// No body.
    public var body: Never { fatalError("Settings has no body") }
}
