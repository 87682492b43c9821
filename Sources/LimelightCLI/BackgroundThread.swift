import Foundation
import LimelightCore

/// A thread of its own that runs blocks one after another, at a lower scheduling priority than the threads that answer
/// requests (`limelight serve` parses on it): when both want the CPU, a completion request wins over a parse.
final class BackgroundThread: Sendable {
    /// The blocks given and not yet started, in order.
    private let blocks = LockedBox<[@Sendable () -> Void]>([])
    /// Counts the blocks given and not yet taken: the thread sleeps on it while there are none.
    private let given = DispatchSemaphore(value: 0)

    /// Starts the thread; `niceness` is added to its priority (Linux `nice`, 0-19; 0 leaves it as it is).
    init(name: String, niceness: Int32) {
        let thread = Thread { [blocks, given] in
            // On Linux a thread has its own nice value, and `who` 0 is the calling thread.
            if niceness > 0 { _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness) }
            while true {
                given.wait()
                let block = blocks.withLock { $0.removeFirst() }
                block()
            }
        }
        thread.name = name
        thread.start()
    }

    /// Runs `block` on the thread after those already given.
    func async(_ block: @escaping @Sendable () -> Void) {
        blocks.withLock { $0.append(block) }
        given.signal()
    }
}
