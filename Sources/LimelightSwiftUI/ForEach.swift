import Foundation
import LimelightCore

/// SwiftUI's `ForEach`: a view for each element of a collection.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The elements.
    public var data: Data
    /// Makes an element's view.
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>?

    init(data: Data, id: KeyPath<Data.Element, ID>?, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// The most rows a `ForEach` draws (a widget shows a handful; the rest are left out, with a note).
    public static var simulatorRowLimit: Int { 1000 }
}

extension ForEach: View, SimPrimitiveView where Content: View {
    /// Views for identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Data.Element: Identifiable {
        self.init(data: data, id: \Data.Element.id, content: content)
    }

    /// Views for elements identified by a key path (`id: \.self`).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }

    /// Views for elements bound to a collection (`ForEach($items) { $item in … }`).
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == [Binding<C.Element>], ID == C.Index, C.Index: Hashable {
        let bindings = data.wrappedValue.indices.map { index in
            Binding<C.Element>(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
        }
        self.init(data: bindings, id: nil, content: content)
    }

    /// No body.
    public var body: Never { primitiveBody() }

    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode {
        var children: [SimViewNode] = []
        for (count, element) in data.enumerated() {
            if count == Self.simulatorRowLimit {
                children.append(SimViewNode(.text, text: "… \(data.count - count) more rows"))
                break
            }
            children.append(contentsOf: flatten(renderer.node(content(element))))
        }
        return SimViewNode(.group, children: children)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Views for a constant range (`ForEach(0..<3) { i in … }`).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: \Int.self, content: content)
    }
}
