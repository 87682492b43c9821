/// How an interpolated value shows in a log message (Apple's `OSLogPrivacy`).
///
/// On a device, without a debugger attached, `.private` values and — under `.auto` — dynamic strings and objects show as
/// `<private>`, while scalar values show. Limelight records what such a device shows (Docs/AppleAPI.md, "os and OSLog").
public struct OSLogPrivacy: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case auto, `public`, `private`, sensitive }
    let kind: Kind
    let masked: Bool

    /// Masks for `private(mask:)` and friends.
    public struct Mask: Equatable, Sendable {
        let hashed: Bool
        /// A hash of the value in place of `<private>`.
        public static let hash = Mask(hashed: true)
        /// No mask.
        public static let none = Mask(hashed: false)
    }

    /// The default rules: dynamic strings and objects are redacted, scalars are shown.
    public static let auto = OSLogPrivacy(kind: .auto, masked: false)
    /// The default rules, with a mask.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, masked: mask.hashed) }
    /// Always shows the value.
    public static let `public` = OSLogPrivacy(kind: .public, masked: false)
    /// Always redacts the value.
    public static let `private` = OSLogPrivacy(kind: .private, masked: false)
    /// Redacts the value, with a mask.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, masked: mask.hashed) }
    /// Always redacts the value, even in debugging sessions.
    public static let sensitive = OSLogPrivacy(kind: .sensitive, masked: false)
    /// Redacts the value, with a mask, even in debugging sessions.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, masked: mask.hashed) }

    /// The text a device shows for `value`; `scalar` is true for numbers and Booleans.
    func render(_ value: String, scalar: Bool) -> String {
        switch kind {
        case .public: return value
        case .auto where scalar: return value
        default: return masked ? "<mask.hash: '\(SimLogHash.hash(value))'>" : "<private>"
        }
    }
}

/// A stable hash for masked values (FNV-1a, base64-free hex), the same from run to run.
enum SimLogHash {
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(value, radix: 16)
    }
}

/// Column alignment of an interpolated value (Apple's `OSLogStringAlignment`).
public struct OSLogStringAlignment: Sendable {
    let width: Int
    let left: Bool
    /// No alignment.
    public static let none = OSLogStringAlignment(width: 0, left: false)
    /// Right-aligned in a column of `columns` characters.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(width: columns(), left: false)
    }
    /// Left-aligned in a column of `columns` characters.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(width: columns(), left: true)
    }

    func apply(_ text: String) -> String {
        let pad = min(max(width - text.count, 0), 1_000)
        guard pad > 0 else { return text }
        let spaces = String(repeating: " ", count: pad)
        return left ? text + spaces : spaces + text
    }
}

/// How an integer shows (Apple's `OSLogIntegerFormatting`).
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let prefix: Bool
    let uppercase: Bool
    /// Decimal.
    public static let decimal = OSLogIntegerFormatting(radix: 10, prefix: false, uppercase: false)
    /// Decimal, with options.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting { .decimal }
    /// Hexadecimal.
    public static let hex = OSLogIntegerFormatting(radix: 16, prefix: false, uppercase: false)
    /// Hexadecimal, with options.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, prefix: includePrefix, uppercase: uppercase)
    }
    /// Octal.
    public static let octal = OSLogIntegerFormatting(radix: 8, prefix: false, uppercase: false)
    /// Octal, with options.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, prefix: includePrefix, uppercase: false)
    }

    func render<T: BinaryInteger>(_ value: T) -> String {
        let digits = String(value, radix: radix, uppercase: uppercase)
        guard prefix else { return digits }
        return (radix == 16 ? "0x" : "0") + digits
    }
}

/// How a floating-point value shows (Apple's `OSLogFloatFormatting`).
public struct OSLogFloatFormatting: Sendable {
    let precision: Int?
    /// Fixed notation (`%f`).
    public static let fixed = OSLogFloatFormatting(precision: nil)
    /// Fixed notation with a precision.
    public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
                             uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(precision: min(max(precision(), 0), 64))
    }
    /// The shortest form (`%g`).
    public static let hybrid = OSLogFloatFormatting(precision: nil)
    /// Exponential notation.
    public static let exponential = OSLogFloatFormatting(precision: nil)

    func render(_ value: Double) -> String {
        guard let precision else { return String(value) }
        return String(format: "%.\(precision)f", value)
    }
}

/// How a Boolean shows (Apple's `OSLogBoolFormat`).
public enum OSLogBoolFormat: Sendable {
    /// `true` / `false`.
    case truth
    /// `YES` / `NO`.
    case answer
}
