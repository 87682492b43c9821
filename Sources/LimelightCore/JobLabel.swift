/// A waiting job's label (`spotlight.apply com.example #4`), kept as its words and formatted when read: a bulk step
/// schedules two jobs a line, and building their text cost more than running them (Docs/Benchmark.md, "Text made when
/// it is read"). A label is the same value whichever way it was made: two labels are equal exactly when their text is,
/// and it is saved, hashed and digested as its text.
public struct JobLabel: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByStringInterpolation {
    private enum Form: Sendable {
        /// Written out (a literal, an interpolation, or read from a file).
        case text(String)
        /// `kind subject detail`.
        case words(String, String, String)
        /// `kind subject #number`.
        case numbered(String, String, Int)
    }

    private let form: Form

    /// A label written out.
    public init(_ text: String) { form = .text(text) }

    public init(stringLiteral value: String) { form = .text(value) }

    public init(stringInterpolation: DefaultStringInterpolation) { form = .text(String(stringInterpolation: stringInterpolation)) }

    /// `kind subject detail`, e.g. `spotlight.completion com.example indexSearchableItems`.
    public init(_ kind: String, _ subject: String, _ detail: String) { form = .words(kind, subject, detail) }

    /// `kind subject #number`, e.g. `spotlight.apply com.example #4`.
    public init(_ kind: String, _ subject: String, number: Int) { form = .numbered(kind, subject, number) }

    /// The label's text.
    public var description: String {
        switch form {
        case .text(let text): text
        case .words(let kind, let subject, let detail): kind + " " + subject + " " + detail
        case .numbered(let kind, let subject, let number): kind + " " + subject + " #" + String(number)
        }
    }

    public static func == (a: JobLabel, b: JobLabel) -> Bool {
        switch (a.form, b.form) {
        case (.text(let x), .text(let y)): return x == y
        case (.words(let k1, let s1, let d1), .words(let k2, let s2, let d2)) where k1 == k2 && s1 == s2 && d1 == d2: return true
        case (.numbered(let k1, let s1, let n1), .numbered(let k2, let s2, let n2)) where k1 == k2 && s1 == s2 && n1 == n2: return true
        default: return a.description == b.description  // the same text may be split into words differently
        }
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    public init(from decoder: any Decoder) throws {
        form = .text(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
