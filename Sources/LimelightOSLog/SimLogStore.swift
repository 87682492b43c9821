import Foundation

/// One message app code logged through `Logger`, `os_log` or a signposter (an engine record, not Apple API).
public struct SimLogRecord: Equatable, Sendable {
    /// The log's subsystem ("" for the default log).
    public let subsystem: String
    /// The log's category.
    public let category: String
    /// The level.
    public let level: OSLogType
    /// What a device's Console shows: redacted values as `<private>`.
    public let text: String
    /// What Xcode's console shows with a debugger attached.
    public let debuggerText: String
    /// For a signpost: "begin NAME", "end NAME" or "event NAME" with its id; nil for a plain message.
    public let signpost: String?
}

/// The messages app code logged, in the order it logged them (Docs/AppleAPI.md, "os and OSLog"). Bounded: past
/// `capacity` records the oldest go first, and `dropped` counts them.
public final class SimLogStore: Sendable {
    /// The process's log store.
    public static let shared = SimLogStore()
    /// The most records kept.
    public let capacity: Int
    /// The records from `start` on, and how many were dropped.
    private struct Ring {
        var storage: [SimLogRecord] = []
        var start = 0
        var dropped = 0
    }
    private let ring = OSAllocatedUnfairLock(initialState: Ring())

    public init(capacity: Int = 10_000) { self.capacity = max(capacity, 1) }

    func append(_ record: SimLogRecord) {
        let capacity = capacity
        ring.withLock { ring in
            if ring.storage.count - ring.start >= capacity {
                ring.start += 1
                ring.dropped += 1
                if ring.start >= capacity {  // compact now and then: amortized O(1)
                    ring.storage.removeFirst(ring.start)
                    ring.start = 0
                }
            }
            ring.storage.append(record)
        }
    }

    /// The records kept, oldest first.
    public var records: [SimLogRecord] { ring.withLock { Array($0.storage[$0.start...]) } }

    /// The records of one subsystem, oldest first.
    public func records(subsystem: String) -> [SimLogRecord] { records.filter { $0.subsystem == subsystem } }

    /// How many records were dropped to keep within `capacity`.
    public var dropped: Int { ring.withLock { $0.dropped } }

    /// Forgets every record.
    public func removeAll() { ring.withLock { $0 = Ring() } }
}
