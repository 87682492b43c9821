import Foundation

/// SwiftUI's `LocalizedStringKey`: the key `Text("…")` looks up in the app's strings. The simulator has one locale,
/// so the key's text (its interpolations filled in) is what shows.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text with its interpolations.
    let text: String

    /// A key from a string.
    public init(_ value: String) { text = value }
    /// A key from a literal.
    public init(stringLiteral value: String) { text = value }
    /// A key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// The interpolations `Text("\(count) tasks")` accepts.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        /// Room for the literal.
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        /// A literal part.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// A string.
        public mutating func appendInterpolation(_ string: String) { text += string }
        /// Any value, as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
        /// A value with a `printf` specifier (`"\(score, specifier: "%.1f")"`).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) { text += String(format: specifier, value) }
        /// A value with a formatter.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            text += formatter?.string(for: subject) ?? String(describing: subject)
        }
        /// An object with a formatter.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            text += formatter?.string(for: subject) ?? String(describing: subject)
        }
        /// A value with a format style (`"\(date, format: .dateTime.hour())"`).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
            text += format.format(input)
        }
        /// A text's content.
        public mutating func appendInterpolation(_ text: Text) { self.text += text.plainText }
        /// An image, as its name in brackets.
        public mutating func appendInterpolation(_ image: Image) { text += "[\(image.name)]" }
        /// A date in a style.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { text += style.format(date, now: nil) }
        /// A localized string resource.
        public mutating func appendInterpolation(_ resource: LocalizedStringResourceConvertible) { text += resource.simulatedText }
    }
}

/// A value that turns into localized text (App Intents' `LocalizedStringResource` adopts it, so `Text(resource)` and
/// `"\(resource)"` read it).
public protocol LocalizedStringResourceConvertible {
    /// The text in the simulator's locale.
    var simulatedText: String { get }
}
