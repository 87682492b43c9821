/// Runs main-actor code on the simulator's thread: SwiftUI evaluates bodies on the main actor, and the simulator
/// runs one piece of app code at a time, so evaluating them where the simulator runs is not a race.
public enum SimMainActor {
    /// The result of `body`, run on the calling thread.
    public static func run<T>(_ body: @escaping @MainActor () -> T) -> T {
        unsafeBitCast(body, to: (() -> T).self)()
    }

    /// The result of `body` given `value`, run on the calling thread. The value is an argument, not a capture: a main
    /// actor closure that captured it would send it to the main actor, which the simulator's thread stands in for.
    public static func run<V, T>(with value: V, _ body: @escaping @MainActor (V) -> T) -> T {
        unsafeBitCast(body, to: ((V) -> T).self)(value)
    }
}

/// SwiftUI's `Widget` (WidgetKit uses it): a widget's configuration and content. The simulator reads `body` to find
/// the widget's kind, provider, view and families (`SimulatedWidget.declare(MyWidget())`, WidgetKit).
@MainActor @preconcurrency
public protocol Widget {
    /// The configuration's type.
    associatedtype Body: WidgetConfiguration
    /// Makes the widget.
    init()
    /// The widget's configuration.
    @WidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// SwiftUI's `WidgetConfiguration`: what `StaticConfiguration`, `AppIntentConfiguration` and their modifiers are.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    /// The body's type.
    associatedtype Body: WidgetConfiguration
    /// The configuration's content.
    @WidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: WidgetConfiguration {}
extension Never: Widget {
    /// Never made.
    public init() { fatalError("Never cannot be made") }
}

/// SwiftUI's `WidgetBundle`: the widgets an extension offers.
@MainActor @preconcurrency
public protocol WidgetBundle {
    /// The widgets' type.
    associatedtype Body: Widget
    /// Makes the bundle.
    init()
    /// The widgets.
    @WidgetBundleBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Widget {
    /// The entry point `@main` calls on a widget extension. On Linux there is no widget extension process: the
    /// simulator reads the widget from the app's code (`SimulatedWidget.declare`), so this only says so.
    @MainActor public static func main() {
        print("\(Self.self) is a widget: on Linux, Limelight runs it inside the simulated device (SimulatedWidget.declare), not as a process.")
    }
}

extension WidgetBundle {
    /// The entry point `@main` calls on a widget extension; on Linux it only says where the widgets run.
    @MainActor public static func main() {
        print("\(Self.self) is a widget bundle: on Linux, Limelight runs its widgets inside the simulated device (SimulatedWidget.declare), not as a process.")
    }
}

/// SwiftUI's `WidgetConfigurationBuilder`.
@resultBuilder
public struct WidgetConfigurationBuilder {
    /// One configuration.
    public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
    /// A configuration expression.
    public static func buildExpression<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
    /// A configuration under `if #available`.
    public static func buildLimitedAvailability<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
    /// The `if` branch.
    public static func buildEither<T: WidgetConfiguration, F: WidgetConfiguration>(first: T) -> SimEitherConfiguration<T, F> {
        SimEitherConfiguration(first: first, second: nil)
    }
    /// The `else` branch.
    public static func buildEither<T: WidgetConfiguration, F: WidgetConfiguration>(second: F) -> SimEitherConfiguration<T, F> {
        SimEitherConfiguration(first: nil, second: second)
    }
}

/// The configuration of one branch of an `if`/`else` in a widget's `body`.
public struct SimEitherConfiguration<First: WidgetConfiguration, Second: WidgetConfiguration> {
    /// The `if` branch's configuration.
    public let first: First?
    /// The `else` branch's configuration.
    public let second: Second?
    /// The branch taken.
    public var configuration: (any WidgetConfiguration)? { first.map { $0 as any WidgetConfiguration } ?? second.map { $0 as any WidgetConfiguration } }
}

extension SimEitherConfiguration: WidgetConfiguration {
    /// No body: the simulator reads the branch taken.
    public var body: Never { fatalError("read by the simulator") }
}

/// The widgets of a bundle's `body` (SwiftUI's `WidgetBundleBuilder` result).
public struct SimWidgetList {
    /// The widgets, in order.
    public let widgets: [any Widget]
    init(_ widgets: [any Widget]) { self.widgets = widgets }
}

extension SimWidgetList: Widget {
    /// No widgets.
    public init() { widgets = [] }
    /// No body: the simulator reads `widgets`.
    public var body: Never { fatalError("read by the simulator") }
}

/// What a widget bundle lists that is not a widget (a `ControlWidget`): `simulatedWidgets` leaves it out.
public protocol SimBundledNonWidget {}

/// SwiftUI's `WidgetBundleBuilder`.
@resultBuilder
public struct WidgetBundleBuilder {
    /// One widget.
    public static func buildBlock<Content: Widget>(_ content: Content) -> Content { content }
    /// Several widgets.
    public static func buildBlock<each Content: Widget>(_ content: repeat each Content) -> SimWidgetList {
        var widgets: [any Widget] = []
        for widget in repeat each content {
            if let list = widget as? SimWidgetList { widgets += list.widgets } else { widgets.append(widget) }
        }
        return SimWidgetList(widgets)
    }
    /// A widget expression.
    public static func buildExpression<Content: Widget>(_ content: Content) -> Content { content }
    /// A widget under `if`.
    public static func buildOptional<Content: Widget>(_ content: Content?) -> SimWidgetList { SimWidgetList(content.map { [$0] } ?? []) }
    /// Widgets under `if #available` with no `else` (`buildLimitedAvailability` gave the list; the type of the branch
    /// not taken cannot be inferred from the generic overload).
    public static func buildOptional(_ content: SimWidgetList?) -> SimWidgetList { content ?? SimWidgetList([]) }
    /// A widget under `if #available`.
    public static func buildLimitedAvailability<Content: Widget>(_ content: Content) -> SimWidgetList { SimWidgetList([content]) }
    /// The `if` branch.
    public static func buildEither<T: Widget>(first: T) -> SimWidgetList { SimWidgetList([first]) }
    /// The `else` branch.
    public static func buildEither<F: Widget>(second: F) -> SimWidgetList { SimWidgetList([second]) }
}

extension WidgetBundle {
    /// The bundle's widgets, in order (its `body`, read as the simulator reads a view's).
    public nonisolated var simulatedWidgets: [any Widget] {
        let body = SimMainActor.run(with: self) { $0.body }
        let widgets = (body as? SimWidgetList)?.widgets ?? [body]
        return widgets.filter { !($0 is any SimBundledNonWidget) }
    }
}
