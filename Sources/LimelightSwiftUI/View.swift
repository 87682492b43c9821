import LimelightCore

/// SwiftUI's `View`: a piece of user interface described by its `body`. In the simulator a view is a plain value:
/// `SimViewRenderer` evaluates its body down to the primitives (`Text`, stacks, `Image`, …) and keeps the result as a
/// `SimViewNode` the screen and the HTML report draw.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    /// `Never` has no body: primitives use it as theirs.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError("Never has no body") }
}

/// A view the simulator draws itself instead of evaluating a body.
protocol SimPrimitiveView {
    /// The view as data, with its content rendered in `renderer`'s environment.
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode
}

extension SimPrimitiveView {
    /// Primitives have no body (Apple's are `Never` too).
    func primitiveBody() -> Never { fatalError("\(Self.self) is drawn by the simulator and has no body") }
}

/// SwiftUI's `EmptyView`.
public struct EmptyView: Sendable {
    /// An empty view.
    public init() {}
}

extension EmptyView: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { SimViewNode(.empty) }
}

/// SwiftUI's `AnyView`: a type-erased view.
public struct AnyView {
    let view: any View

    /// Erases `view`'s type.
    public init<V: View>(_ view: V) { self.view = view }
    /// Erases `view`'s type, nil when it is not a view.
    public init?(erasing view: Any) {
        guard let view = view as? any View else { return nil }
        self.view = view
    }
}

extension AnyView: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { renderer.node(view) }
}

/// SwiftUI's `TupleView`: the views of a view builder block.
public struct TupleView<T> {
    /// The views.
    public var value: T
    var elements: [any View]?

    /// Views held in a tuple.
    public init(_ value: T) { self.value = value }

    init(_ value: T, elements: [any View]) {
        self.value = value
        self.elements = elements
    }
}

extension TupleView: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode {
        let views = elements ?? Mirror(reflecting: value).children.compactMap { $0.value as? any View }
        return SimViewNode(.group, children: views.map { renderer.node($0) })
    }
}

/// The content of an `if`/`else` in a view builder (SwiftUI's `_ConditionalContent`).
public struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension _ConditionalContent: View, SimPrimitiveView where TrueContent: View, FalseContent: View {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode {
        switch storage {
        case .trueContent(let v): renderer.node(v)
        case .falseContent(let v): renderer.node(v)
        }
    }
}

extension Optional: View, SimPrimitiveView where Wrapped: View {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode {
        switch self {
        case .some(let v): renderer.node(v)
        case .none: SimViewNode(.empty)
        }
    }
}
