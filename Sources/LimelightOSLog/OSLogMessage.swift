import Foundation

/// A log message with interpolated values and their privacy (Apple's `OSLogMessage`).
///
/// Values are formatted when the message is made (Apple formats them when the log is read); the message keeps what a
/// device's Console shows (`<private>` for redacted values) and what Xcode's console shows with a debugger attached.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// What a device shows without a debugger: redacted values as `<private>`.
    public let simulatedText: String
    /// What Xcode's console shows with a debugger attached: every value.
    public let simulatedDebuggerText: String

    public init(stringLiteral value: String) {
        simulatedText = value
        simulatedDebuggerText = value
    }

    public init(stringInterpolation: OSLogInterpolation) {
        simulatedText = stringInterpolation.shown
        simulatedDebuggerText = stringInterpolation.full
    }
}

/// The metadata a signpost carries: an interpolated message (Apple's `SignpostMetadata`).
public typealias SignpostMetadata = OSLogMessage

/// The alignment of an interpolated integer (Apple's `OSLogIntegerAlignment`).
public typealias OSLogIntegerAlignment = OSLogStringAlignment
/// The alignment of an interpolated floating-point value (Apple's `OSLogFloatAlignment`).
public typealias OSLogFloatAlignment = OSLogStringAlignment

/// The elements of a log message as it is built (Apple's `OSLogInterpolation`). App code does not call it directly.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    /// The longest message kept; the rest is cut with "…" (a bound on input, as Apple's log truncates long messages).
    static let maximumLength = 16_384
    var shown = ""
    var full = ""

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) { append(literal, literal) }

    mutating func append(_ shownPart: String, _ fullPart: String) {
        guard full.count < Self.maximumLength else { return }
        shown += shownPart
        full += fullPart
        if full.count >= Self.maximumLength {
            full = String(full.prefix(Self.maximumLength)) + "…"
            shown = String(shown.prefix(Self.maximumLength)) + "…"
        }
    }

    mutating func append(value: String, privacy: OSLogPrivacy, scalar: Bool, align: OSLogStringAlignment = .none) {
        let aligned = align.apply(value)
        append(privacy.render(aligned, scalar: scalar), aligned)
    }

    /// Appends an interpolated string.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(value: argumentString(), privacy: privacy, scalar: false, align: align)
    }

    /// Appends an interpolated textual representation of a type (disfavoured, so numbers and Booleans take their own
    /// overloads, as Apple's do).
    @_disfavoredOverload
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                         align: OSLogStringAlignment = .none,
                                                                         privacy: OSLogPrivacy = .auto) {
        append(value: value().description, privacy: privacy, scalar: false, align: align)
    }

    /// Appends an interpolated object description.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject,
                                             privacy: OSLogPrivacy = .auto) {
        append(value: argumentObject().description, privacy: privacy, scalar: false)
    }

    /// Appends an interpolated error.
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto,
                                             attributes: String = "") {
        append(value: String(describing: error()), privacy: privacy, scalar: false)
    }

    /// Appends an interpolated type name.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> any Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(value: String(describing: value()), privacy: privacy, scalar: false, align: align)
    }

    /// Appends an interpolated integer.
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T,
                                                                   format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogIntegerAlignment = .none,
                                                                   privacy: OSLogPrivacy = .auto) {
        append(value: format.render(number()), privacy: privacy, scalar: true, align: align)
    }

    /// Appends an interpolated double.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed, align: OSLogFloatAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        append(value: format.render(number()), privacy: privacy, scalar: true, align: align)
    }

    /// Appends an interpolated float.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float,
                                             format: OSLogFloatFormatting = .fixed, align: OSLogFloatAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        append(value: format.render(Double(number())), privacy: privacy, scalar: true, align: align)
    }

    /// Appends an interpolated Boolean.
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
                                             privacy: OSLogPrivacy = .auto) {
        let value = boolean()
        let text = format == .answer ? (value ? "YES" : "NO") : (value ? "true" : "false")
        append(value: text, privacy: privacy, scalar: true)
    }
}
