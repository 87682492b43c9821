import Foundation
import LimelightCore

/// Evaluates views down to `SimViewNode`s: a primitive gives its node, any other view its `body`'s, with the
/// environment (`@Environment`) its ancestors set. Deterministic: the same view and environment give the same node.
public struct SimViewRenderer {
    /// The environment the view is evaluated in.
    public var environment: EnvironmentValues
    /// How deep the evaluation is (a view whose body contains itself is cut off at `maximumDepth`).
    var depth = 0
    /// The content a `ViewModifier`'s body places (`_ViewModifier_Content`), innermost last.
    var modifierContent: [SimViewNode] = []

    /// Body evaluations nested deeper than this are drawn as an empty view (a body that contains itself).
    public static let maximumDepth = 200

    /// A renderer with `environment`.
    public init(environment: EnvironmentValues = EnvironmentValues()) { self.environment = environment }

    /// `view` as data.
    public static func node<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> SimViewNode {
        SimViewRenderer(environment: environment).node(view)
    }

    /// `view` evaluated in this renderer's environment.
    public func node(_ view: any View) -> SimViewNode {
        guard depth < Self.maximumDepth else { return SimViewNode(.empty) }
        var inner = self
        inner.depth += 1
        if let primitive = view as? SimPrimitiveView { return primitive.simNode(inner) }
        return inner.bodyNode(view)
    }

    /// The node of `view`'s body, evaluated with the environment current (for `@Environment` reads).
    func bodyNode<V: View>(_ view: V) -> SimViewNode {
        let body = EnvironmentValues.$current.withValue(environment) { Self.evaluateBody(view) }
        return node(body)
    }

    /// `view.body`, on the thread the simulator runs app code on. SwiftUI evaluates bodies on the main actor; the
    /// simulator runs one piece of app code at a time, so evaluating it on its own thread is not a race.
    static func evaluateBody<V: View>(_ view: V) -> V.Body {
        SimMainActor.run(with: view) { $0.body }
    }

    /// A renderer whose environment is changed by `update`.
    func with(_ update: (inout EnvironmentValues) -> Void) -> SimViewRenderer {
        var copy = self
        update(&copy.environment)
        return copy
    }
}

/// A view that is already data: it draws as `node` (how frameworks built on SwiftUI hand the simulator a drawing).
public struct SimNodeView: Sendable {
    /// The drawing.
    public let node: SimViewNode
    /// A view drawn as `node`.
    public init(_ node: SimViewNode) { self.node = node }
}

extension SimNodeView: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { node }
}
