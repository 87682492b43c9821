import Dispatch

/// Lets go of values on a background queue. A world that is discarded (a rewind, an undo, a session ended) holds the
/// tables it copied after the last capture; freeing them releases every item they hold, a cache miss each, which would
/// otherwise stall the command that discarded the world (`rewind` at 100,000 items spent two thirds of its time there,
/// Docs/Benchmark.md, "Rewind lets go of the old world elsewhere"). Only `Sendable` values go: a value is released
/// wherever its last reference ends, and freeing it changes no output, log or digest.
public enum DeferredRelease {
    private static let queue = DispatchQueue(label: "limelight.deferred-release", qos: .utility)

    // unchecked: the box is filled here and emptied on the queue, one after the other.
    private final class Box<Value: Sendable>: @unchecked Sendable {
        var value: Value?
        init(_ value: consuming Value) { self.value = value }
    }

    /// Releases `value` (the caller's reference to it) on the background queue.
    public static func release<Value: Sendable>(_ value: consuming Value) {
        let box = Box(value)
        queue.async { box.value = nil }
    }

    /// Waits until everything handed to `release` so far is released (for tests and measurements).
    public static func drain() {
        queue.sync {}
    }
}
