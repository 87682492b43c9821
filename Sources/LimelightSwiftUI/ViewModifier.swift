import Foundation
import LimelightCore

/// SwiftUI's `ViewModifier`: a modifier an app writes (`func body(content: Content) -> some View`).
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The modified view's type.
    associatedtype Body: View
    /// The content, modified.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    /// The view being modified.
    typealias Content = _ViewModifier_Content<Self>
}

/// The view a `ViewModifier`'s body places: the content being modified.
public struct _ViewModifier_Content<Modifier: ViewModifier> {}

extension _ViewModifier_Content: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { renderer.modifierContent.last ?? SimViewNode(.empty) }
}

/// SwiftUI's `ModifiedContent`: a view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
    /// A view with a modifier.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, SimPrimitiveView where Content: View, Modifier: ViewModifier {
    /// No body.
    public var body: Never { primitiveBody() }

    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode {
        if let builtIn = modifier as? SimModifier { return builtIn.apply(content, renderer) }
        var inner = renderer
        inner.modifierContent.append(renderer.node(content))
        return inner.node(Self.evaluate(modifier))
    }

    /// `modifier.body(content:)`, evaluated as `SimViewRenderer.evaluateBody` evaluates a body.
    nonisolated static func evaluate(_ modifier: Modifier) -> Modifier.Body {
        SimMainActor.run(with: modifier) { $0.body(content: _ViewModifier_Content()) }
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Two modifiers in a row.
    public func body(content: _ViewModifier_Content<Self>) -> Never { fatalError("modifiers chained with concat(_:) are applied by the simulator") }
}

extension ViewModifier {
    /// This modifier, then `modifier`.
    public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

/// A modifier the simulator applies itself: it sets a property on the content's node, wraps it, or changes the
/// environment the content is evaluated in. Frameworks built on SwiftUI (WidgetKit, TipKit) make theirs with
/// `property(_:_:)` and `environment(_:)`.
public struct SimModifier {
    enum Effect {
        /// Adds a property to the content's node.
        case property(String, String)
        /// Evaluates the content in a changed environment.
        case environment((inout EnvironmentValues) -> Void)
        /// Draws `view` behind or over the content.
        case layer(SimViewNode.Kind, any View, String)
        /// Keeps the content as it is (a modifier with nothing to draw).
        case none
    }

    let effect: Effect

    /// Sets property `name` of the content's drawing (`widgetURL`, `widgetAccentable`).
    public static func property(_ name: String, _ value: String) -> SimModifier { SimModifier(effect: .property(name, value)) }

    /// Evaluates the content in a changed environment.
    public static func environment(_ update: @escaping (inout EnvironmentValues) -> Void) -> SimModifier {
        SimModifier(effect: .environment(update))
    }

    func apply(_ content: any View, _ renderer: SimViewRenderer) -> SimViewNode {
        switch effect {
        case .property(let name, let value): return renderer.node(content).setting(name, value)
        case .environment(let update): return renderer.with(update).node(content)
        case .layer(let kind, let view, let alignment):
            return SimViewNode(kind, properties: [SimViewProperty("alignment", alignment)], children: [renderer.node(content), renderer.node(view)])
        case .none: return renderer.node(content)
        }
    }
}

extension SimModifier: ViewModifier {
    /// Applied by the simulator.
    public func body(content: Content) -> Never { fatalError("applied by the simulator") }
}

extension View {
    /// The view with `modifier` applied.
    public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }

    /// The view with a property the simulator draws.
    nonisolated func simProperty(_ name: String, _ value: String) -> ModifiedContent<Self, SimModifier> {
        modifier(SimModifier(effect: .property(name, value)))
    }

    /// The view with its environment changed.
    nonisolated func simEnvironment(_ update: @escaping (inout EnvironmentValues) -> Void) -> ModifiedContent<Self, SimModifier> {
        modifier(SimModifier(effect: .environment(update)))
    }

    /// The view unchanged, through a modifier the simulator does not draw.
    nonisolated func simIgnored() -> ModifiedContent<Self, SimModifier> { modifier(SimModifier(effect: .none)) }
}
