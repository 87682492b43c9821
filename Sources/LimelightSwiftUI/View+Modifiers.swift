import Foundation
import LimelightCore

/// Insets as the simulator writes them: `top leading bottom trailing`.
func insetsText(_ edges: Edge.Set, _ length: CGFloat) -> String {
    [Edge.Set.top, .leading, .bottom, .trailing].map { edges.contains($0) ? SimLength.text(length) : "0" }.joined(separator: " ")
}

extension View {
    // MARK: Layout

    /// Space around the view (16 points when no length is given).
    public nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        simProperty("padding", insetsText(edges, length ?? 16))
    }
    /// Space on every edge.
    public nonisolated func padding(_ length: CGFloat) -> some View { simProperty("padding", insetsText(.all, length)) }
    /// Space on each edge.
    public nonisolated func padding(_ insets: EdgeInsets) -> some View {
        simProperty("padding", [insets.top, insets.leading, insets.bottom, insets.trailing].map(SimLength.text).joined(separator: " "))
    }

    /// A fixed size.
    public nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        simProperty("frame", "width=\(width.map(SimLength.text) ?? "-") height=\(height.map(SimLength.text) ?? "-") alignment=\(alignment.simName)")
    }
    /// A flexible size.
    public nonisolated func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                                  idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        simProperty("frame", "minWidth=\(minWidth.map(SimLength.text) ?? "-") maxWidth=\(maxWidth.map(SimLength.text) ?? "-") "
            + "minHeight=\(minHeight.map(SimLength.text) ?? "-") maxHeight=\(maxHeight.map(SimLength.text) ?? "-") alignment=\(alignment.simName)")
    }
    /// Its ideal size.
    public nonisolated func fixedSize() -> some View { simProperty("fixedSize", "true") }
    /// Its ideal size on some axes.
    public nonisolated func fixedSize(horizontal: Bool, vertical: Bool) -> some View { simProperty("fixedSize", "\(horizontal) \(vertical)") }
    /// Its priority for space in a stack.
    public nonisolated func layoutPriority(_ value: Double) -> some View { simProperty("layoutPriority", SimLength.text(value)) }
    /// Moved by an offset (drawn in place).
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { simIgnored() }
    /// Moved by an offset (drawn in place).
    public nonisolated func offset(_ offset: CGSize) -> some View { simIgnored() }
    /// Positioned (drawn in place).
    public nonisolated func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { simIgnored() }
    /// An aspect ratio.
    public nonisolated func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { simProperty("contentMode", contentMode.name) }
    /// An aspect ratio.
    public nonisolated func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { simProperty("contentMode", contentMode.name) }
    /// Scaled to fit its space.
    public nonisolated func scaledToFit() -> some View { simProperty("contentMode", "fit") }
    /// Scaled to fill its space.
    public nonisolated func scaledToFill() -> some View { simProperty("contentMode", "fill") }
    /// Extends into the safe area.
    public nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { simIgnored() }
    /// Extends into the safe area.
    public nonisolated func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { simIgnored() }

    // MARK: Text

    /// The font of text in the view.
    public nonisolated func font(_ font: Font?) -> some View { simProperty("font", font?.description ?? "body") }
    /// The weight of text in the view.
    public nonisolated func fontWeight(_ weight: Font.Weight?) -> some View { simProperty("weight", weight?.name ?? "regular") }
    /// The design of text in the view.
    public nonisolated func fontDesign(_ design: Font.Design?) -> some View { simProperty("design", design?.name ?? "default") }
    /// The width of text in the view.
    public nonisolated func fontWidth(_ width: Font.Width?) -> some View { simIgnored() }
    /// Bold text.
    public nonisolated func bold(_ isActive: Bool = true) -> some View { simProperty("weight", isActive ? "bold" : "regular") }
    /// Italic text.
    public nonisolated func italic(_ isActive: Bool = true) -> some View { simProperty("italic", isActive ? "true" : "false") }
    /// Monospaced text.
    public nonisolated func monospaced(_ isActive: Bool = true) -> some View { simProperty("design", isActive ? "monospaced" : "default") }
    /// Monospaced digits.
    public nonisolated func monospacedDigit() -> some View { simIgnored() }
    /// Underlined text.
    public nonisolated func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        simProperty("underline", isActive ? "true" : "false")
    }
    /// Struck-through text.
    public nonisolated func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        simProperty("strikethrough", isActive ? "true" : "false")
    }
    /// At most `number` lines of text.
    public nonisolated func lineLimit(_ number: Int?) -> some View { simProperty("lineLimit", number.map(String.init) ?? "none") }
    /// Between some lines of text.
    public nonisolated func lineLimit(_ limit: ClosedRange<Int>) -> some View { simProperty("lineLimit", String(limit.upperBound)) }
    /// At least some lines of text.
    public nonisolated func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { simProperty("lineLimit", "none") }
    /// At most some lines of text.
    public nonisolated func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { simProperty("lineLimit", String(limit.upperBound)) }
    /// A number of lines, reserving space.
    public nonisolated func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { simProperty("lineLimit", String(limit)) }
    /// Line spacing.
    public nonisolated func lineSpacing(_ lineSpacing: CGFloat) -> some View { simIgnored() }
    /// Alignment of multiline text.
    public nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        simProperty("multilineTextAlignment", String(describing: alignment))
    }
    /// How much text may shrink to fit.
    public nonisolated func minimumScaleFactor(_ factor: CGFloat) -> some View { simProperty("minimumScaleFactor", SimLength.text(factor)) }
    /// Where text is cut.
    public nonisolated func truncationMode(_ mode: Text.TruncationMode) -> some View { simProperty("truncationMode", String(describing: mode)) }
    /// Upper- or lowercase text.
    public nonisolated func textCase(_ textCase: Text.Case?) -> some View { simProperty("textCase", textCase.map { String(describing: $0) } ?? "none") }
    /// Tighter letter spacing.
    public nonisolated func allowsTightening(_ flag: Bool) -> some View { simIgnored() }
    /// Letter spacing.
    public nonisolated func kerning(_ kerning: CGFloat) -> some View { simIgnored() }
    /// Letter spacing.
    public nonisolated func tracking(_ tracking: CGFloat) -> some View { simIgnored() }
    /// Dynamic Type size.
    public nonisolated func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { simEnvironment { $0.dynamicTypeSize = size } }
    /// Dynamic Type sizes.
    public nonisolated func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { simIgnored() }

    // MARK: Color and style

    /// The color of text and symbols.
    public nonisolated func foregroundColor(_ color: Color?) -> some View { simProperty("foreground", color?.description ?? "primary") }
    /// The style of text and shapes.
    public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { simProperty("foreground", SimShapeStyleName.of(style)) }
    /// Primary and secondary styles.
    public nonisolated func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        simProperty("foreground", SimShapeStyleName.of(primary))
    }
    /// Primary, secondary and tertiary styles.
    public nonisolated func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        simProperty("foreground", SimShapeStyleName.of(primary))
    }
    /// The tint of controls.
    public nonisolated func tint(_ tint: Color?) -> some View { simProperty("tint", tint?.description ?? "accentColor") }
    /// The tint of controls.
    public nonisolated func tint<S: ShapeStyle>(_ tint: S?) -> some View { simProperty("tint", tint.map(SimShapeStyleName.of) ?? "accentColor") }
    /// The accent color.
    public nonisolated func accentColor(_ accentColor: Color?) -> some View { simProperty("tint", accentColor?.description ?? "accentColor") }
    /// A style behind the view.
    public nonisolated func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        simProperty("background", SimShapeStyleName.of(style))
    }
    /// The default background style behind the view.
    public nonisolated func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { simProperty("background", "background") }
    /// A style in a shape behind the view.
    public nonisolated func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        simProperty("background", SimShapeStyleName.of(style))
    }
    /// A view behind the view.
    public nonisolated func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SimModifier(effect: .layer(.background, content(), alignment.simName)))
    }
    /// A view behind the view (a color is taken as a style, as SwiftUI does).
    @_disfavoredOverload
    public nonisolated func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(SimModifier(effect: .layer(.background, background, alignment.simName)))
    }
    /// A view over the view.
    public nonisolated func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SimModifier(effect: .layer(.overlay, content(), alignment.simName)))
    }
    /// A view over the view.
    public nonisolated func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(SimModifier(effect: .layer(.overlay, overlay, alignment.simName)))
    }
    /// A style in a shape over the view.
    public nonisolated func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { simIgnored() }
    /// A border.
    public nonisolated func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { simProperty("border", SimShapeStyleName.of(content)) }
    /// Rounded corners.
    public nonisolated func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { simProperty("cornerRadius", SimLength.text(radius)) }
    /// Clipped to a shape.
    public nonisolated func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        if let radius = (shape as? SimCornerRadius)?.cornerRadius { return simProperty("cornerRadius", SimLength.text(radius)) }
        return simProperty("clipShape", shape.simName)
    }
    /// Clipped to its frame.
    public nonisolated func clipped(antialiased: Bool = false) -> some View { simIgnored() }
    /// Masked by a view.
    public nonisolated func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { simIgnored() }
    /// Transparency.
    public nonisolated func opacity(_ opacity: Double) -> some View { simProperty("opacity", String(format: "%.2f", min(max(opacity, 0), 1))) }
    /// A shadow (not drawn).
    public nonisolated func shadow(color: Color = Color(simulatedName: "black@0.33"), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { simIgnored() }
    /// Blurred (not drawn).
    public nonisolated func blur(radius: CGFloat, opaque: Bool = false) -> some View { simIgnored() }
    /// Rotated (drawn upright).
    public nonisolated func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { simIgnored() }
    /// Scaled (drawn at its size).
    public nonisolated func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { simIgnored() }
    /// Scaled (drawn at its size).
    public nonisolated func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { simIgnored() }
    /// Brightness, contrast, saturation, grayscale (not drawn).
    public nonisolated func saturation(_ amount: Double) -> some View { simIgnored() }
    /// Grayscale (not drawn).
    public nonisolated func grayscale(_ amount: Double) -> some View { simIgnored() }
    /// The light or dark scheme of the view.
    public nonisolated func colorScheme(_ colorScheme: ColorScheme) -> some View { simEnvironment { $0.colorScheme = colorScheme } }
    /// The preferred scheme of the presentation.
    public nonisolated func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { simIgnored() }
    /// Symbol rendering.
    public nonisolated func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { simIgnored() }
    /// Symbol variant.
    public nonisolated func symbolVariant(_ variant: SymbolVariants) -> some View { simIgnored() }
    /// Symbol scale.
    public nonisolated func imageScale(_ scale: Image.Scale) -> some View { simIgnored() }
    /// A symbol effect (not animated).
    public nonisolated func symbolEffect<T>(_ effect: T, options: Any? = nil, isActive: Bool = true) -> some View { simIgnored() }
    /// A content transition (not animated).
    public nonisolated func contentTransition(_ transition: ContentTransition) -> some View { simIgnored() }
    /// A transition (not animated).
    public nonisolated func transition(_ t: AnyTransition) -> some View { simIgnored() }
    /// An animation (not animated).
    public nonisolated func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { simIgnored() }

    // MARK: Redaction and privacy

    /// Redacted for `reason` (drawn as placeholder bars).
    public nonisolated func redacted(reason: RedactionReasons) -> some View {
        reason.isEmpty ? simProperty("redacted", "none") : simProperty("redacted", "placeholder")
    }
    /// Not redacted.
    public nonisolated func unredacted() -> some View { simProperty("redacted", "none") }
    /// Sensitive content, redacted while the device is locked.
    public nonisolated func privacySensitive(_ sensitive: Bool = true) -> some View { sensitive ? simProperty("privacySensitive", "true") : simIgnored() }
    /// Content that is invalid while an App Intent runs.
    public nonisolated func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        invalidatable ? simProperty("invalidatableContent", "true") : simIgnored()
    }

    // MARK: Identity, state, events

    /// The view's identity.
    public nonisolated func id<ID: Hashable>(_ id: ID) -> some View { simIgnored() }
    /// A tag.
    public nonisolated func tag<V: Hashable>(_ tag: V) -> some View { simIgnored() }
    /// Hidden.
    public nonisolated func hidden() -> some View { simProperty("hidden", "true") }
    /// Disabled.
    public nonisolated func disabled(_ disabled: Bool) -> some View { simEnvironment { if disabled { $0.isEnabled = false } } }
    /// An environment value for the view and its content.
    public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        simEnvironment { $0[keyPath: keyPath] = value }
    }
    /// An `ObservableObject` for `@EnvironmentObject`.
    public nonisolated func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        simEnvironment { $0.objects[ObjectIdentifier(T.self)] = object }
    }
    /// Runs when the view appears (the simulator draws, it does not appear).
    public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View { simIgnored() }
    /// Runs when the view disappears.
    public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View { simIgnored() }
    /// A task started when the view appears.
    public nonisolated func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { simIgnored() }
    /// A task restarted when `id` changes.
    public nonisolated func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        simIgnored()
    }
    /// A tap.
    public nonisolated func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { simIgnored() }
    /// A change of `value`.
    public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { simIgnored() }
    /// A change of `value`.
    public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { simIgnored() }
    /// A change of `value` (iOS 14 form).
    public nonisolated func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { simIgnored() }
    /// A URL opened into the app.
    public nonisolated func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { simIgnored() }

    // MARK: Accessibility

    /// An accessibility label.
    public nonisolated func accessibilityLabel(_ label: Text) -> some View { simIgnored() }
    /// An accessibility label.
    public nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { simIgnored() }
    /// An accessibility label.
    @_disfavoredOverload
    public nonisolated func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { simIgnored() }
    /// An accessibility value.
    public nonisolated func accessibilityValue(_ value: Text) -> some View { simIgnored() }
    /// An accessibility value.
    public nonisolated func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { simIgnored() }
    /// An accessibility hint.
    public nonisolated func accessibilityHint(_ hint: Text) -> some View { simIgnored() }
    /// An accessibility hint.
    public nonisolated func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { simIgnored() }
    /// Hidden from accessibility.
    public nonisolated func accessibilityHidden(_ hidden: Bool) -> some View { simIgnored() }
    /// An accessibility identifier.
    public nonisolated func accessibilityIdentifier(_ identifier: String) -> some View { simIgnored() }
    /// An accessibility element.
    public nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { simIgnored() }
    /// Accessibility traits.
    public nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { simIgnored() }
    /// Accessibility traits.
    public nonisolated func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { simIgnored() }

    // MARK: Styles

    /// A label style.
    public nonisolated func labelStyle<S: LabelStyle>(_ style: S) -> some View { simProperty("labelStyle", style.simName) }
    /// A button style.
    public nonisolated func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { simIgnored() }
    /// A button style of the app's own (`makeBody(configuration:)`): the simulator names it on the view.
    public nonisolated func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { simProperty("buttonStyle", simStyleName(style)) }
    /// A toggle style.
    public nonisolated func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { simProperty("toggleStyle", simStyleName(style)) }
    /// A progress view style.
    public nonisolated func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { simProperty("progressStyle", style.simName) }
    /// A gauge style.
    public nonisolated func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { simProperty("progressStyle", style.simName) }
    /// A button's shape.
    public nonisolated func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { simIgnored() }
    /// The control size.
    public nonisolated func controlSize(_ controlSize: ControlSize) -> some View { simIgnored() }

    // MARK: Previews

    /// A preview's name.
    public nonisolated func previewDisplayName(_ value: String?) -> some View { simIgnored() }
    /// A preview's layout.
    public nonisolated func previewLayout(_ value: PreviewLayout) -> some View { simIgnored() }
    /// A preview's device.
    public nonisolated func previewDevice(_ value: PreviewDevice?) -> some View { simIgnored() }
}

/// SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit, fill

    var name: String { self == .fit ? "fit" : "fill" }
}

/// SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Regions from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The container's safe area.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The keyboard's.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension Text {
    /// Line styles for underline and strikethrough.
    public struct LineStyle: Hashable, Sendable {
        /// Line patterns.
        public enum Pattern: Hashable, Sendable {
            case solid, dot, dash, dashDot, dashDotDot
        }
    }
}

/// SwiftUI's `SymbolRenderingMode`.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// Monochrome.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Multicolor.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// Hierarchical.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Palette.
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// SwiftUI's `SymbolVariants`.
public struct SymbolVariants: Hashable, Sendable {
    let name: String
    /// None.
    public static let none = SymbolVariants(name: "none")
    /// Filled.
    public static let fill = SymbolVariants(name: "fill")
    /// Circled.
    public static let circle = SymbolVariants(name: "circle")
    /// Squared.
    public static let square = SymbolVariants(name: "square")
    /// Slashed.
    public static let slash = SymbolVariants(name: "slash")
}

/// SwiftUI's `ContentTransition`.
public struct ContentTransition: Hashable, Sendable {
    let name: String
    /// Identity.
    public static let identity = ContentTransition(name: "identity")
    /// Opacity.
    public static let opacity = ContentTransition(name: "opacity")
    /// Interpolated.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Numeric text.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// Numeric text for a value.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// SwiftUI's `AnyTransition`.
public struct AnyTransition: Sendable {
    /// Opacity.
    public static let opacity = AnyTransition()
    /// Scale.
    public static let scale = AnyTransition()
    /// Slide.
    public static let slide = AnyTransition()
    /// Identity.
    public static let identity = AnyTransition()
    /// Moving from an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Pushed from an edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// Combined.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

/// SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// Ignore the children.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// Contain them.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// Combine them.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    private var bits: UInt64
    /// No traits.
    public init() { bits = 0 }
    init(bit: UInt64) { bits = 1 << bit }
    /// A button.
    public static let isButton = AccessibilityTraits(bit: 0)
    /// A header.
    public static let isHeader = AccessibilityTraits(bit: 1)
    /// Selected.
    public static let isSelected = AccessibilityTraits(bit: 2)
    /// A link.
    public static let isLink = AccessibilityTraits(bit: 3)
    /// Static text.
    public static let isStaticText = AccessibilityTraits(bit: 4)
    /// An image.
    public static let isImage = AccessibilityTraits(bit: 5)
    /// Updates often.
    public static let updatesFrequently = AccessibilityTraits(bit: 6)
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { var c = self; c.bits |= other.bits; return c }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { var c = self; c.bits &= other.bits; return c }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { var c = self; c.bits ^= other.bits; return c }
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    @discardableResult public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let had = contains(newMember)
        bits |= newMember.bits
        return (!had, newMember)
    }
    @discardableResult public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(member)
        bits &= ~member.bits
        return had ? member : nil
    }
    @discardableResult public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Hashable, Sendable {
    let name: String
    /// Automatic.
    public static let automatic = ButtonBorderShape(name: "automatic")
    /// A capsule.
    public static let capsule = ButtonBorderShape(name: "capsule")
    /// A rounded rectangle.
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    /// A circle.
    public static let circle = ButtonBorderShape(name: "circle")
}

/// SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// SwiftUI's `PreviewDevice`.
public struct PreviewDevice: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The device's name.
    public let rawValue: String
    /// A device.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device from a literal.
    public init(stringLiteral value: String) { rawValue = value }
}
