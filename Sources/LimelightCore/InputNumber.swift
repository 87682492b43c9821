/// Numbers read from input, bounded: what the command language accepts as a number, a whole number or a length of time.
public enum InputNumber {
    /// The largest magnitude of a number written in a command (rankingHint, fractions, custom values): 10^15, beyond
    /// which a Double no longer holds every whole number.
    public static let largestNumber = 1e15
    /// The largest magnitude of a whole number written in a command (counts, limits, ids, priorities).
    public static let largestInteger = 1_000_000_000

    /// The finite number `text` writes, within ±`largestNumber`; nil for anything else (`nan`, `inf`, `1e999`, words).
    public static func number(_ text: String) -> Double? {
        guard text.utf8.count <= 64, let n = Double(text), n.isFinite, n.magnitude <= largestNumber else { return nil }
        return n
    }

    /// The whole number `text` writes, within ±`largestInteger`; nil for anything else.
    public static func integer(_ text: String) -> Int? {
        guard text.utf8.count <= 32, let n = Int(text), n.magnitude <= largestInteger else { return nil }
        return n
    }

    /// Why `text` is not a bounded number, for a diagnostic.
    public static func numberProblem(_ text: String) -> String? {
        guard number(text) == nil else { return nil }
        if let n = Double(text.prefix(64)), n.isNaN || n.isInfinite || n.magnitude > largestNumber {
            return n.isNaN ? "'\(text)' is not a number (NaN is not allowed)" : "'\(text)' is outside the numbers Limelight reads (±1e15)"
        }
        return "'\(text.prefix(40))' is not a number"
    }

    /// Why `text` is not a bounded whole number, for a diagnostic.
    public static func integerProblem(_ text: String) -> String? {
        guard integer(text) == nil else { return nil }
        let digits = text.drop { $0 == "-" || $0 == "+" }
        if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return "'\(text.prefix(40))' is outside the whole numbers Limelight reads (±1,000,000,000)"
        }
        return "'\(text.prefix(40))' is not a whole number"
    }
}
