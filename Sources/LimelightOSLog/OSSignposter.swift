import Foundation

/// Identifies a signposted interval (Apple's `OSSignpostID`).
public struct OSSignpostID: Hashable, Comparable, Sendable {
    /// The identifier's value.
    public let rawValue: UInt64
    /// Creates an identifier from a value.
    public init(_ value: UInt64) { rawValue = value }
    /// A new identifier for a log, unique in this process (counted from 1, so the same from run to run).
    public init(log: OSLog) { rawValue = SimSignpostCounter.next() }
    /// An identifier derived from an object's identity: the same object gives the same identifier; identifiers are
    /// counted, not addresses, so they are the same from run to run.
    public init(log: OSLog, object: AnyObject) { rawValue = SimSignpostCounter.id(for: object) }
    /// For intervals of which only one runs at a time.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An invalid identifier.
    public static let invalid = OSSignpostID(~0)
    /// The null identifier.
    public static let null = OSSignpostID(0)
    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }
}

enum SimSignpostCounter {
    /// The last identifier given, and the identifiers given to objects: forgotten past `maximumObjects` (an object may
    /// then get a new one).
    private struct Counts {
        var value: UInt64 = 0
        var objects: [ObjectIdentifier: (object: Weak, id: UInt64)] = [:]
    }
    private static let counts = OSAllocatedUnfairLock(uncheckedState: Counts())
    static let maximumObjects = 10_000
    final class Weak { weak var object: AnyObject?; init(_ object: AnyObject) { self.object = object } }

    static func next() -> UInt64 {
        counts.withLock { counts in
            counts.value += 1
            return counts.value
        }
    }

    static func id(for object: AnyObject) -> UInt64 {
        // Unchecked: the object (not `Sendable`) goes into the table only as a weak reference, which is read under the
        // lock to compare identities and never handed out.
        counts.withLockUnchecked { counts in
            let key = ObjectIdentifier(object)
            if let entry = counts.objects[key], entry.object.object === object { return entry.id }
            if counts.objects.count >= maximumObjects { counts.objects = counts.objects.filter { $0.value.object.object != nil } }
            if counts.objects.count >= maximumObjects { counts.objects = [:] }
            counts.value += 1
            counts.objects[key] = (Weak(object), counts.value)
            return counts.value
        }
    }
}

/// The state of a signposted interval between its begin and end (Apple's `OSSignpostIntervalState`).
public final class OSSignpostIntervalState: Codable, Sendable {
    /// The interval's identifier.
    public let signpostID: OSSignpostID
    /// Whether the interval has ended.
    private let ended = OSAllocatedUnfairLock(initialState: false)
    init(id: OSSignpostID) { signpostID = id }

    /// Marks the interval ended; false if it already was.
    func end() -> Bool {
        ended.withLock { ended in
            defer { ended = true }
            return !ended
        }
    }

    /// Recreates interval state from the identifier that began the interval.
    public static func beginState(id: OSSignpostID) -> OSSignpostIntervalState { OSSignpostIntervalState(id: id) }

    private enum CodingKeys: String, CodingKey { case id }
    public init(from decoder: any Decoder) throws {
        signpostID = OSSignpostID(try decoder.container(keyedBy: CodingKeys.self).decode(UInt64.self, forKey: .id))
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(signpostID.rawValue, forKey: .id)
    }
}

/// Marks intervals and events for Instruments (Apple's `OSSignposter`). The simulator records each signpost in
/// `SimLogStore` with its name and identifier; an interval ended twice is recorded with an error, as Apple's release
/// builds attach one.
public struct OSSignposter: Sendable {
    let log: OSLog

    /// A signposter that records nothing.
    public init() { log = .disabled }
    /// A signposter for a subsystem and category.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    /// A signposter for a subsystem and system-defined category.
    public init(subsystem: String, category: OSLog.Category) { log = OSLog(subsystem: subsystem, category: category) }
    /// A signposter writing to a logger's log.
    public init(logger: Logger) { log = logger.log }
    /// A signposter writing to a log.
    public init(logHandle: OSLog) { log = logHandle }
    /// A signposter that records nothing.
    public static let disabled = OSSignposter()

    /// Whether signposts are recorded.
    public var isEnabled: Bool { log.signpostsEnabled }

    /// A new identifier.
    public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }
    /// An identifier derived from an object.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: log, object: object) }

    /// Begins an interval.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        beginInterval(name, id: id, "")
    }
    /// Begins an interval with a message.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive,
                              _ message: SignpostMetadata) -> OSSignpostIntervalState {
        record("begin", name, id, message)
        return OSSignpostIntervalState(id: id)
    }
    /// Begins an interval Instruments measures as an animation.
    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive,
                                       _ message: SignpostMetadata) -> OSSignpostIntervalState {
        beginInterval(name, id: id, message)
    }
    /// Ends an interval.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) { endInterval(name, state, "") }
    /// Ends an interval with a message.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: SignpostMetadata) {
        guard state.end() else {
            record("end", name, state.signpostID, OSLogMessage(shown: "error: the interval state was already ended",
                                                               full: "error: the interval state was already ended"))
            return
        }
        record("end", name, state.signpostID, message)
    }
    /// Emits a single event.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) { emitEvent(name, id: id, "") }
    /// Emits a single event with a message.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata) {
        record("event", name, id, message)
    }
    /// Runs `task` inside an interval.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive,
                                        around task: () throws -> T) rethrows -> T {
        let state = beginInterval(name, id: id)
        defer { endInterval(name, state) }
        return try task()
    }
    /// Runs `task` inside an interval with a message.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata,
                                        around task: () throws -> T) rethrows -> T {
        let state = beginInterval(name, id: id, message)
        defer { endInterval(name, state) }
        return try task()
    }

    private func record(_ kind: String, _ name: StaticString, _ id: OSSignpostID, _ message: OSLogMessage) {
        SimLog.write(log, .default, message, signpost: "\(kind) \(name) \(id.rawValue)")
    }
}
