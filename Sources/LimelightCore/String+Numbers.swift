/// Locale-free number formatting shared by the reports, the server and the services: zero padding and fixed decimals.
extension String {
    /// `value` in `radix`, left-padded with zeros to at least `width` digits (a minus sign goes before the zeros).
    public static func zeroPadded(_ value: Int, to width: Int, radix: Int = 10) -> String {
        let digits = String(value.magnitude, radix: radix)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
    }

    /// `value` rounded to `decimals` places and written with exactly that many (`-0.5` with 2 is `-0.50`); values too
    /// large for that, infinities and NaN are written as Swift writes them.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<Swift.max(0, decimals) { scale *= 10 }
        let scaled = (value.magnitude * scale).rounded()
        guard value.isFinite, scaled < 9e15 else { return String(value) }
        let units = Int(scaled), unit = Int(scale)
        let sign = value < 0 && units > 0 ? "-" : ""
        let whole = sign + String(units / unit)
        return decimals > 0 ? whole + "." + zeroPadded(units % unit, to: decimals) : whole
    }
}
