import Foundation
import LimelightCore

/// SwiftUI's `List` (drawn as a stack of rows).
public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content
}

extension List where SelectionValue == Never {
    /// A list of rows.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension List: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { stackNode(.vstack, alignment: "leading", spacing: nil, content: content, renderer) }
}

/// SwiftUI's `Section` (its header, content and footer, stacked).
public struct Section<Parent: View, Content: View, Footer: View> {
    let header: Parent
    let content: Content
    let footer: Footer
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section.
    public init(@ViewBuilder content: () -> Content) {
        header = EmptyView()
        self.content = content()
        footer = EmptyView()
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        header = Text(titleKey)
        self.content = content()
        footer = EmptyView()
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header()
        self.content = content()
        footer = EmptyView()
    }
}

extension Section: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode {
        SimViewNode(.vstack, properties: [SimViewProperty("alignment", "leading")],
                    children: flatten(renderer.node(header)) + flatten(renderer.node(content)) + flatten(renderer.node(footer)))
    }
}

/// SwiftUI's `NavigationStack` (its root view).
public struct NavigationStack<Root: View> {
    let root: Root
    /// A navigation stack.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
}

extension NavigationStack: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { renderer.node(root) }
}

/// SwiftUI's `NavigationView` (its content).
public struct NavigationView<Content: View> {
    let content: Content
    /// A navigation view.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension NavigationView: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { renderer.node(content) }
}

/// SwiftUI's `NavigationLink` (its label).
public struct NavigationLink<Label: View, Destination: View> {
    let label: Label
    /// A link to a destination.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link to a destination.
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text {
    /// A link with a title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { label = Text(titleKey) }
}

extension NavigationLink: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { controlNode("navigationLink", detail: nil, label: label, renderer) }
}

/// SwiftUI's `Form` (a stack of its content).
public struct Form<Content: View> {
    let content: Content
    /// A form.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Form: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { stackNode(.vstack, alignment: "leading", spacing: nil, content: content, renderer) }
}

/// SwiftUI's `ViewThatFits` (the simulator draws its first view).
public struct ViewThatFits<Content: View> {
    let content: Content
    /// The first view that fits.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) { self.content = content() }
}

extension ViewThatFits: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode {
        flatten(renderer.node(content)).first ?? SimViewNode(.empty)
    }
}

/// SwiftUI's `GeometryReader` (given the space a widget's family offers, in points).
public struct GeometryReader<Content: View> {
    let content: (GeometryProxy) -> Content
    /// A view that reads its size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
}

/// SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The size offered.
    public let size: CGSize
    /// The safe area (none).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

private struct ContainerSizeKey: EnvironmentKey { static let defaultValue = CGSize(width: 170, height: 170) }

extension EnvironmentValues {
    /// The size of the container being drawn (a widget family's size), for `GeometryReader`.
    public var simulatedContainerSize: CGSize {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }
}

extension GeometryReader: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }
    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode {
        renderer.node(content(GeometryProxy(size: renderer.environment.simulatedContainerSize)))
    }
}
