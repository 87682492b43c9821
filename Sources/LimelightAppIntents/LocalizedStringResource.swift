import Foundation

// Apple's Foundation declares `LocalizedStringResource`, `String.LocalizationValue` and `String(localized:)`; Linux's
// Foundation has none of them (swift-corelibs-foundation), so App Intents code that writes them would not compile.
// They are declared here with Apple's spellings. The simulator has one locale and no string tables: a resource reads
// as its default value (the key when none is given), whatever table, locale or bundle it names.

/// Foundation's `LocalizedStringResource`: a reference to a localizable string, resolved later (here: at once, in the
/// simulator's one locale).
public struct LocalizedStringResource: Hashable, Sendable, Codable, ExpressibleByStringInterpolation, CustomStringConvertible,
    CustomDebugStringConvertible {
    /// Foundation's `LocalizedStringResource.BundleDescription`: where the string table lives.
    public enum BundleDescription: Hashable, Sendable, Codable {
        /// The app's main bundle.
        case main
        /// The bundle at a URL.
        case atURL(URL)
        /// The bundle of a class (kept by name: the simulator has no bundles).
        case forClassNamed(String)

        /// The bundle that contains `aClass`.
        public static func forClass(_ aClass: AnyClass) -> BundleDescription { .forClassNamed(String(describing: aClass)) }
    }

    /// The key looked up in the table (for an interpolation, the format with `%@`, `%lld`, `%lf` specifiers).
    public var key: String
    /// The value used when the table has no entry for `key`: the text the simulator shows.
    public var defaultValue: String.LocalizationValue
    /// The table's name (nil: `Localizable`).
    public var table: String?
    /// The locale the string is resolved in.
    public var locale: Locale
    /// The bundle the table is in.
    public var bundle: BundleDescription

    /// A resource from a localization value, which is both the key and the default value:
    /// `LocalizedStringResource("Open \(name)", comment: "…")`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource with a static key and a default value: `LocalizedStringResource("greeting", defaultValue: "Hello")`.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = key.description
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// The `Bundle` form of `init(_:table:locale:bundle:comment:)`.
    @_disfavoredOverload
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle,
                comment: StaticString? = nil) {
        self.init(keyAndValue, table: table, locale: locale, bundle: BundleDescription(bundle), comment: comment)
    }

    /// The `Bundle` form of `init(_:defaultValue:table:locale:bundle:comment:)`.
    @_disfavoredOverload
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: Bundle, comment: StaticString? = nil) {
        self.init(key, defaultValue: defaultValue, table: table, locale: locale, bundle: BundleDescription(bundle), comment: comment)
    }

    /// A resource from a literal, e.g. `static let title: LocalizedStringResource = "Open Landmark"`.
    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

    /// A resource from an interpolation, e.g. `"Open \(name)"`.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The text in the simulator's locale: the default value.
    public var description: String { defaultValue.resolved }

    /// `LocalizedStringResource(key: …, defaultValue: …)`.
    public var debugDescription: String { "LocalizedStringResource(key: \(key.debugDescription), defaultValue: \(defaultValue.resolved.debugDescription))" }

    /// The text the simulator shows and records (its one locale has no tables).
    var text: String { defaultValue.resolved }
}

extension LocalizedStringResource.BundleDescription {
    /// The description of a `Bundle` (the main bundle, or one at its URL).
    init(_ bundle: Bundle) { self = bundle === Bundle.main ? .main : .atURL(bundle.bundleURL) }
}

/// Foundation's `CustomLocalizedStringResourceConvertible`: a value (often an error) that describes itself as a
/// localizable string; App Intents shows an error's resource when `perform()` throws it.
public protocol CustomLocalizedStringResourceConvertible {
    /// The value's description.
    var localizedStringResource: LocalizedStringResource { get }
}

extension LocalizedStringResource: CustomLocalizedStringResourceConvertible {
    /// Itself.
    public var localizedStringResource: LocalizedStringResource { self }
}

extension String {
    /// Swift's `String.LocalizationValue` (declared by Foundation): a localizable string with its interpolated values,
    /// whose key replaces each value with a format specifier.
    public struct LocalizationValue: Hashable, Sendable, Codable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The key: the literal text with `%@` (objects, strings), `%lld` (integers), `%lf` (doubles), `%f` (floats).
        let key: String
        /// The text with the values in place.
        let resolved: String

        /// A value with no interpolations.
        public init(_ value: String) {
            key = value
            resolved = value
        }

        /// A value from a literal.
        public init(stringLiteral value: String) { self.init(value) }

        /// A value from an interpolation.
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            resolved = stringInterpolation.resolved
        }

        /// The text with its values.
        public var description: String { resolved }

        /// Swift's `String.LocalizationValue.Placeholder`: a value supplied later (`\(placeholder: .int)`, as in a
        /// `TypeDisplayRepresentation`'s `numericFormat`).
        public enum Placeholder: Hashable, Sendable {
            case int, uint, float, double, object

            /// The format specifier the placeholder stands for.
            var specifier: String {
                switch self {
                case .int: "%lld"
                case .uint: "%llu"
                case .float: "%f"
                case .double: "%lf"
                case .object: "%@"
                }
            }
        }

        /// Builds a localization value: literal text and the values interpolated into it.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var resolved = ""

            /// An empty interpolation.
            public init(literalCapacity: Int, interpolationCount: Int) {}

            /// Literal text.
            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
                resolved += literal
            }

            /// A string.
            public mutating func appendInterpolation(_ string: String) { append(string, specifier: "%@") }
            /// A substring.
            public mutating func appendInterpolation(_ string: Substring) { append(String(string), specifier: "%@") }
            /// An integer.
            public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value) { append("\(value)", specifier: "%lld") }
            /// A double.
            public mutating func appendInterpolation(_ value: Double) { append("\(value)", specifier: "%lf") }
            /// A float.
            public mutating func appendInterpolation(_ value: Float) { append("\(value)", specifier: "%f") }
            /// Another localized string.
            public mutating func appendInterpolation(_ resource: LocalizedStringResource) { append(resource.text, specifier: "%@") }
            /// A date, formatted by a format style (`\(date, format: .dateTime)`).
            public mutating func appendInterpolation<Style: FormatStyle>(_ value: Style.FormatInput, format: Style)
                where Style.FormatOutput == String {
                append(format.format(value), specifier: "%@")
            }
            /// A placeholder: the specifier stays in the text until a value replaces it.
            public mutating func appendInterpolation(placeholder: Placeholder) { append(placeholder.specifier, specifier: placeholder.specifier) }
            /// Any other value, by its description.
            public mutating func appendInterpolation<Value>(_ value: Value) { append(String(describing: value), specifier: "%@") }
            /// An optional value: its description, or `nil`.
            public mutating func appendInterpolation<Value>(_ value: Value?) {
                append(value.map { String(describing: $0) } ?? "nil", specifier: "%@")
            }

            private mutating func append(_ text: String, specifier: String) {
                key += specifier
                resolved += text
            }
        }
    }

    /// `String(localized: "Open \(name)")`: the localized text (here the value itself: one locale, no tables).
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.resolved
    }

    /// `String(localized: "greeting", defaultValue: "Hello")`: the default value (no tables in the simulator).
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.resolved
    }

    /// `String(localized: resource)`: the resource's text.
    public init(localized resource: LocalizedStringResource) {
        self = resource.text
    }
}
