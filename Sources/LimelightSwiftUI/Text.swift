import Foundation
import LimelightCore

/// SwiftUI's `Text`: a string shown in the view, with its font and style.
public struct Text: Hashable, Sendable, CustomStringConvertible {
    enum Storage: Hashable, Sendable {
        case plain(String)
        case date(Date, DateStyle)
        case concatenated([Text])
    }

    let storage: Storage
    var modifiers: [SimViewProperty] = []

    init(storage: Storage, modifiers: [SimViewProperty] = []) {
        self.storage = storage
        self.modifiers = modifiers
    }

    /// Text from a localization key (the simulator has one locale: the key's text shows).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        storage = .plain(key.text)
    }

    /// Text from a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { storage = .plain(String(content)) }

    /// Text shown as written, never localized.
    public init(verbatim content: String) { storage = .plain(content) }

    /// Text from a localized string resource (App Intents' `LocalizedStringResource`).
    public init(_ resource: some LocalizedStringResourceConvertible) { storage = .plain(resource.simulatedText) }

    /// A date in a style; `.relative`, `.offset` and `.timer` are drawn against the simulated now when shown.
    public init(_ date: Date, style: DateStyle) { storage = .date(date, style) }

    /// A range of dates (`10:00 – 11:00`).
    public init(_ dates: ClosedRange<Date>) {
        storage = .plain(DateStyle.time.format(dates.lowerBound, now: nil) + " – " + DateStyle.time.format(dates.upperBound, now: nil))
    }

    /// A date interval.
    public init(_ interval: DateInterval) { self.init(interval.start...interval.end) }

    /// A timer counting between the range's dates.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        storage = .date(countsDown ? timerInterval.upperBound : timerInterval.lowerBound, .timer)
    }

    /// A value formatted with a format style (`Text(price, format: .currency(code: "EUR"))`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        storage = .plain(format.format(input))
    }

    /// A value formatted with a `Formatter`.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        storage = .plain(formatter.string(for: subject) ?? "")
    }

    /// An object formatted with a `Formatter`.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        storage = .plain(formatter.string(for: subject) ?? "")
    }

    /// An image inside text (its name, as a placeholder).
    public init(_ image: Image) { storage = .plain("[\(image.name)]") }

    /// Attributed text (its characters).
    public init(_ attributedContent: AttributedString) { storage = .plain(String(attributedContent.characters)) }

    /// The text's characters, dates formatted against no particular now.
    public var plainText: String {
        switch storage {
        case .plain(let s): s
        case .date(let d, let style): style.format(d, now: nil)
        case .concatenated(let parts): parts.map(\.plainText).joined()
        }
    }

    /// The text shown (its characters).
    public var description: String { plainText }

    /// The text as TipKit's older API read it.
    public var content: String { plainText }

    /// Two texts as one (`Text("a") + Text("b").bold()`).
    public static func + (lhs: Text, rhs: Text) -> Text { Text(storage: .concatenated([lhs, rhs])) }

    /// How a date shows (`Text(date, style: .relative)`).
    public struct DateStyle: Hashable, Sendable {
        let name: String

        /// `9:41 AM`.
        public static let time = DateStyle(name: "time")
        /// `June 3, 2026`.
        public static let date = DateStyle(name: "date")
        /// `2 hr, 15 min`, the time to or since the date, updated as time passes.
        public static let relative = DateStyle(name: "relative")
        /// `+2 hours`, the offset from now.
        public static let offset = DateStyle(name: "offset")
        /// `36:59`, a count up or down.
        public static let timer = DateStyle(name: "timer")

        /// The date in this style, `now` being the simulated now (nil where not known: the date itself shows).
        public func format(_ date: Date, now: Date?) -> String {
            Self.format(name: name, seconds: date.timeIntervalSince1970, now: now?.timeIntervalSince1970)
        }

        /// The date (seconds since 1970) in style `name` (UTC; the screen applies the device's time zone).
        public static func format(name: String, seconds: Double, now: Double?) -> String {
            SimDateText.format(style: name, seconds: seconds, now: now)
        }
    }

    /// How text is truncated.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    /// Text case transformations (`.textCase(.uppercase)`).
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    func adding(_ name: String, _ value: String) -> Text {
        var copy = self
        copy.modifiers.append(SimViewProperty(name, value))
        return copy
    }

    /// The font.
    public func font(_ font: Font?) -> Text { font.map { adding("font", $0.description) } ?? self }
    /// The weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { weight.map { adding("weight", $0.name) } ?? self }
    /// The width.
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    /// The design.
    public func fontDesign(_ design: Font.Design?) -> Text { design.map { adding("design", $0.name) } ?? self }
    /// Bold.
    public func bold() -> Text { adding("weight", "bold") }
    /// Bold or not.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// Italic.
    public func italic() -> Text { adding("italic", "true") }
    /// Italic or not.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// Monospaced.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? adding("design", "monospaced") : self }
    /// Monospaced digits.
    public func monospacedDigit() -> Text { self }
    /// Underlined.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { isActive ? adding("underline", "true") : self }
    /// Struck through.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { isActive ? adding("strikethrough", "true") : self }
    /// The color.
    public func foregroundColor(_ color: Color?) -> Text { color.map { adding("foreground", $0.description) } ?? self }
    /// The style (a color or gradient).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding("foreground", SimShapeStyleName.of(style)) }
    /// Letter spacing.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// Letter spacing.
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// Baseline offset.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    /// Text scaled for Dynamic Type.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }

    /// Text scales.
    public struct Scale: Hashable, Sendable {
        /// The default scale.
        public static let `default` = Scale()
        /// A secondary scale.
        public static let secondary = Scale()
    }
}

extension Text: View, SimPrimitiveView {
    /// No body.
    public var body: Never { primitiveBody() }

    nonisolated func simNode(_ renderer: SimViewRenderer) -> SimViewNode { simNode }

    /// The text as data.
    var simNode: SimViewNode {
        switch storage {
        case .plain(let s): return SimViewNode(.text, text: s, properties: modifiers)
        case .date(let d, let style):
            return SimViewNode(.date, text: style.format(d, now: nil), properties: [
                SimViewProperty("date", String(d.timeIntervalSince1970)), SimViewProperty("style", style.name),
            ] + modifiers)
        case .concatenated(let parts):
            let nodes = parts.map(\.simNode)
            if nodes.allSatisfy({ $0.kind == .text }) {
                return SimViewNode(.text, text: nodes.compactMap(\.text).joined(), properties: (nodes.first?.properties ?? []) + modifiers)
            }
            return SimViewNode(.hstack, properties: [SimViewProperty("spacing", "0")] + modifiers, children: nodes)
        }
    }
}
