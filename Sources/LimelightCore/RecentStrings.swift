import Foundation

/// The last few strings a reader made, with their UTF-8 bytes, so bytes equal to one of them give that string again
/// instead of a new one (`CanonicalJSONReader.string(cache:)`). A big list repeats a few names in every element (an
/// item's app and content type, an event's device, app and kind): read this way, they are compared, not allocated, and
/// the elements share one string each. At most `capacity` strings are kept, the oldest replaced first.
public struct RecentStrings {
    /// How many strings are remembered.
    public static let capacity = 8
    /// The longest string remembered (longer ones are rarely repeated names).
    public static let longest = 256

    private var bytes: [[UInt8]] = []
    private var strings: [String] = []
    private var nextSlot = 0

    public init() {}

    /// The remembered string whose UTF-8 is `raw`, if any.
    public func string(equalTo raw: UnsafeRawBufferPointer) -> String? {
        let n = raw.count
        guard n > 0, n <= Self.longest, let base = raw.baseAddress else { return nil }
        for i in bytes.indices where bytes[i].count == n {
            if bytes[i].withUnsafeBytes({ known in known.baseAddress.map { memcmp($0, base, n) == 0 } ?? false }) { return strings[i] }
        }
        return nil
    }

    /// Remembers `string`, replacing the oldest when full.
    public mutating func remember(_ string: String) {
        let n = string.utf8.count
        guard n > 0, n <= Self.longest else { return }
        if strings.count < Self.capacity {
            bytes.append(Array(string.utf8))
            strings.append(string)
            return
        }
        bytes[nextSlot] = Array(string.utf8)
        strings[nextSlot] = string
        nextSlot = (nextSlot + 1) % Self.capacity
    }
}
