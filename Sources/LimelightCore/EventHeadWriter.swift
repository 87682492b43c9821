/// Writes an event's message head straight into the event log's bytes, so a head made of a few pieces (`#4 index 1 item
/// [a]`) costs their copies and no `String` of its own (Docs/Benchmark.md, "Text made when it is read").
public struct EventHeadWriter {
    /// The chunk's bytes, lent to the writer while it writes.
    var bytes: [UInt8]

    /// Appends `text`'s UTF-8.
    public mutating func write(_ text: String) {
        if let done: Void = text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) { return done }
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends `number` in decimal, as `String(number)` spells it.
    public mutating func write(_ number: Int) {
        if number < 0 {
            // The magnitude of `Int.min` is not an `Int`: write it as text.
            guard number != .min else { return write(String(number)) }
            bytes.append(UInt8(ascii: "-"))
            return write(-number)
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 20 digits, written from the end
        var value = UInt(number), count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                count += 1
                buffer[buffer.count - count] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            } while value > 0
            bytes.append(contentsOf: buffer[(buffer.count - count)...])
        }
    }
}
