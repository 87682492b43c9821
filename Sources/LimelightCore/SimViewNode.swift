/// A SwiftUI view as the simulator keeps it: what app code's `body` evaluated to, as plain data the screen and the
/// HTML report draw (Docs/AppleAPI.md, "Widgets you can see"). Kept in timeline entries, so it is `Codable` and part
/// of snapshots and the digest; it holds no closures.
public struct SimViewNode: Hashable, Codable, Sendable {
    /// What the node is.
    public enum Kind: String, Hashable, Codable, Sendable {
        /// Nothing (`EmptyView`, a false `if`).
        case empty
        /// `Text`: `text` is what it shows.
        case text
        /// `Text(date, style:)`: drawn at the moment it is on screen; `date` (seconds since 1970) and `style`.
        case date
        /// `Image`: `text` is the symbol or asset name; property `system` when it is an SF Symbol.
        case image
        /// `VStack`, `LazyVStack`, `Grid`, `List`: children top to bottom.
        case vstack
        /// `HStack`, `LazyHStack`, `GridRow`: children left to right.
        case hstack
        /// `ZStack`: children on top of each other.
        case zstack
        /// `Spacer`.
        case spacer
        /// `Divider`.
        case divider
        /// A color or gradient as a view: `text` is its name; fills what it is offered.
        case color
        /// A shape (`Rectangle`, `RoundedRectangle`, `Circle`, `Capsule`, …): `text` its name, property `fill`.
        case shape
        /// `Group`, `ForEach`, a view builder's block: children laid out by the parent.
        case group
        /// `Button`, `Link`, `Toggle`: `children[0]` is the label; property `role` says which.
        case control
        /// `ProgressView`, `Gauge`: property `value` (0…1) when determinate; children the label.
        case progress
        /// `children[0]` with `children[1]` drawn behind it (`.background(view)`).
        case background
        /// `children[0]` with `children[1]` drawn over it (`.overlay(view)`).
        case overlay
        /// A TipKit tip (`TipView`) or Siri tip: `text` the title, children message and image.
        case tip
    }

    /// What the node is.
    public var kind: Kind
    /// Its text: what a text shows, an image's or shape's name, a tip's title.
    public var text: String?
    /// Its modifiers and settings in the order they apply (`padding`, `font`, `frame`, `spacing`, …).
    public var properties: [SimViewProperty]
    /// Its content.
    public var children: [SimViewNode]

    /// A node.
    public init(_ kind: Kind, text: String? = nil, properties: [SimViewProperty] = [], children: [SimViewNode] = []) {
        self.kind = kind
        self.text = text
        self.properties = properties
        self.children = children
    }

    /// The last value of property `name`, if set.
    public func property(_ name: String) -> String? { properties.last { $0.name == name }?.value }

    /// The node with property `name` set (appended: a later value wins).
    public func setting(_ name: String, _ value: String) -> SimViewNode {
        var copy = self
        copy.properties.append(SimViewProperty(name, value))
        return copy
    }

    /// Every text the view shows, in reading order, one per line: what `widgets show` prints without a picture.
    public var plainText: String { texts.joined(separator: " ") }

    /// The texts of the node and its content.
    public var texts: [String] {
        switch kind {
        case .text, .tip: return (text.map { [$0] } ?? []) + children.flatMap(\.texts)
        case .date: return [text ?? ""]
        case .image: return []
        default: return children.flatMap(\.texts)
        }
    }

    enum CodingKeys: String, CodingKey { case kind, text, properties, children }

    /// Decodes a node (absent lists are empty).
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        kind = try c.decode(Kind.self, forKey: .kind)
        text = try c.decodeIfPresent(String.self, forKey: .text)
        properties = try c.decodeIfPresent([SimViewProperty].self, forKey: .properties) ?? []
        children = try c.decodeIfPresent([SimViewNode].self, forKey: .children) ?? []
    }

    /// Encodes a node, leaving out empty lists.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encodeIfPresent(text, forKey: .text)
        if !properties.isEmpty { try c.encode(properties, forKey: .properties) }
        if !children.isEmpty { try c.encode(children, forKey: .children) }
    }
}

/// One modifier or setting of a `SimViewNode`: `padding` = `16 16 16 16`, `font` = `caption`, `foreground` = `red`.
public struct SimViewProperty: Hashable, Codable, Sendable {
    /// The setting's name.
    public var name: String
    /// Its value, as text.
    public var value: String

    /// A setting.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
