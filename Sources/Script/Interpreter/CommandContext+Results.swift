import SimulatorKit

extension CommandContext {
    /// The row of the device's last numbered result list that a number names (`1` for the row shown as `1. …`), when
    /// no item has that identifier (an identifier wins); nil when it names none. A number past the list is an error.
    func shownResult(_ value: BoundValue, on device: Device, identifierExists: Bool) throws -> ShownResult? {
        let digits = value.text
        guard !identifierExists, !digits.isEmpty, digits.count <= 9, digits.first != "0", digits.allSatisfy(\.isASCIIDigit),
              let n = Int(digits) else { return nil }
        let list = session.simulation.search.searchScreens[device.name]?.results ?? []
        guard !list.isEmpty else { return nil }
        guard (1...list.count).contains(n) else {
            throw CommandError("the last result list on \(device.name) has \(list.count) row\(list.count == 1 ? "" : "s"), not \(n)",
                               range: value.range, suggestion: "give a number from 1 to \(list.count), an identifier or a title")
        }
        return list[n - 1]
    }
}

extension Character {
    /// Whether this is one of the ASCII digits 0–9.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
