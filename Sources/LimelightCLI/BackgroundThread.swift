import Foundation

/// A thread of its own that runs blocks one after another, at a lower scheduling priority than the threads that answer
/// requests (`limelight serve` parses on it): when both want the CPU, a completion request wins over a parse.
final class BackgroundThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var blocks: [@Sendable () -> Void] = []

    /// Starts the thread; `niceness` is added to its priority (Linux `nice`, 0-19; 0 leaves it as it is).
    init(name: String, niceness: Int32) {
        let thread = Thread { [self] in
            // On Linux a thread has its own nice value, and `who` 0 is the calling thread.
            if niceness > 0 { _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness) }
            while true {
                condition.lock()
                while blocks.isEmpty { condition.wait() }
                let block = blocks.removeFirst()
                condition.unlock()
                block()
            }
        }
        thread.name = name
        thread.start()
    }

    /// Runs `block` on the thread after those already given.
    func async(_ block: @escaping @Sendable () -> Void) {
        condition.lock()
        blocks.append(block)
        condition.signal()
        condition.unlock()
    }
}
