/// The typed value the command parser reads from the text of an argument or option of a numeric kind, once, as it
/// checks it (`ValueKind.parsedValue(of:)`): commands read the number, not the text again.
public enum ParsedValue: Sendable, Equatable {
    /// A whole number (`ValueKind.integer`).
    case integer(Int)
    /// A decimal number (`ValueKind.number`).
    case number(Double)
    /// A length of time (`ValueKind.duration`).
    case duration(SimDuration)
}

extension ValueKind {
    /// The typed value of `text` for a numeric kind, nil for the kinds whose value is their text (and for text that is
    /// not a value of the kind: `problem(with:)` says why).
    public func parsedValue(of text: String) -> ParsedValue? {
        switch self {
        case .integer: InputNumber.integer(text).map(ParsedValue.integer)
        case .number: InputNumber.number(text).map(ParsedValue.number)
        case .duration: SimDuration.parse(text).map(ParsedValue.duration)
        case .text, .rest, .date, .choice, .keyValue, .list: nil
        }
    }
}
