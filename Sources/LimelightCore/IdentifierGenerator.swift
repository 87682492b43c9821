/// Deterministic UUIDs and object URIs drawn from the simulation's seeded generator.
public struct IdentifierGenerator: Codable, Hashable, Sendable {
    private var random: SeededRandom

    /// Creates a generator from `seed`, on a stream separate from the runtime's own randomness.
    public init(seed: UInt64) { self.random = SeededRandom(seed: seed ^ 0x5EED_1D5) }

    /// A version-4-shaped UUID string in upper case, e.g. `3F2504E0-4F89-41D3-9A0C-0305E82C3301`.
    public mutating func uuid() -> String {
        let a = random.next(), b = random.next()
        var bytes = [UInt8](repeating: 0, count: 16)
        for i in 0..<8 { bytes[i] = UInt8(truncatingIfNeeded: a >> (8 * UInt64(i))) }
        for i in 0..<8 { bytes[8 + i] = UInt8(truncatingIfNeeded: b >> (8 * UInt64(i))) }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = bytes.map { byte -> String in
            let s = String(byte, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        let groups = [0..<4, 4..<6, 6..<8, 8..<10, 10..<16].map { hex[$0].joined() }
        return groups.joined(separator: "-")
    }
}
