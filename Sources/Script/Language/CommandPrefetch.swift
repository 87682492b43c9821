import Dispatch
import Foundation
import Synchronization

// unchecked: batches are filled on worker threads and handed to the scan through a semaphore, an order the compiler
// cannot see; the parser resolves against the `CommandRegistry` (a class, not `Sendable`).
/// Parses the commands of a long stretch of scenario lines ahead of the scan that reads them, in batches on other
/// threads, so a bulk file's lines are parsed on every core while the scan (and what it runs) goes on.
///
/// Parsing a command is a pure function of its lines and the registry, so the steps, their order and their diagnostics
/// are the same as a scan that parses each command itself; only the time differs. A batch is found by reading lines
/// as the scan does (`ScriptParser.classify`), and each batch is twice the size of the one before, up to
/// `largestBatch`, so a scan that stops early (the language server re-scanning around an edit) wastes little.
final class CommandPrefetch<Lines: ScriptLineSource>: @unchecked Sendable {
    /// The fewest lines left after a scan's first command for it to parse ahead (a short file parses inline).
    static var fewestLines: Int { 256 }
    /// The first batch's commands.
    static var firstBatch: Int { 64 }
    /// The most commands in one batch.
    static var largestBatch: Int { 256 }
    /// The fewest commands a batch splits between threads.
    static var fewestToSplit: Int { 64 }

    // unchecked: filled by one worker thread, then read by the scan only after the batch's semaphore signals.
    /// Commands found and parsed from a given line on.
    final class Batch: @unchecked Sendable {
        /// The first line (0-based) of each command, in order.
        var firsts: [Int] = []
        /// The commands, in the same order (nil once taken).
        var commands: [PreparedCommand?] = []
        /// The line after the batch's last construct: where the next batch starts.
        var end = 0
    }

    // unchecked: handed whole to the thread that frees it; nothing else holds it.
    /// Commands on their way to be freed on another thread.
    private final class Spent: @unchecked Sendable {
        var commands: [PreparedCommand]
        init(_ commands: [PreparedCommand]) { self.commands = commands }
    }

    private let parser: CommandParser
    private let lines: Lines
    private let count: Int
    /// Whether the commands keep their invocations (a check needs only their diagnostics, and then the invocations are
    /// freed on the threads that made them).
    private let keepingInvocations: Bool
    /// Set when the scan ends: batches still being made stop early.
    private let cancelled = Atomic<Bool>(false)
    private var current = Batch()
    private var cursor = 0
    private var nextSize = CommandPrefetch.firstBatch
    /// The batch being made on another thread, its first line, and the signal that it is done.
    private var pending: (start: Int, batch: Batch, done: DispatchSemaphore)?
    /// Commands the scan has run, freed on the thread that makes the next batch (they were made on these threads, and
    /// freeing them there keeps that work off the thread that runs the steps).
    private var spent: [PreparedCommand] = []

    /// Creates a prefetch over `lines[..<count]` (the scan's lines).
    init(parser: CommandParser, lines: Lines, count: Int, keepingInvocations: Bool) {
        self.parser = parser
        self.lines = lines
        self.count = count
        self.keepingInvocations = keepingInvocations
    }

    deinit { cancel() }

    /// Stops any batch still being made and waits for it, so no thread outlives the scan.
    func cancel() {
        cancelled.store(true, ordering: .relaxed)
        if let pending {
            pending.done.wait()
            self.pending = nil
        }
    }

    /// The command whose first line is `n` (a command line the scan reached).
    func take(at n: Int) -> PreparedCommand {
        if let command = next(at: n) { return command }
        if let pending {
            pending.done.wait()
            self.pending = nil
            current = pending.batch
            cursor = 0
            if pending.start != n || current.firsts.first != n {
                // The scan went somewhere the prefetch did not look (not expected): start again from there.
                current = make(from: n, size: nextSize)
            }
        } else {
            current = make(from: n, size: nextSize)
        }
        nextSize = min(nextSize * 2, Self.largestBatch)
        if current.end < count, !cancelled.load(ordering: .relaxed) { startNext(from: current.end) }
        return next(at: n) ?? ScriptParser.prepare(lines, count: count, at: n, parser: parser, keepingInvocation: keepingInvocations)
    }

    /// Hands back a command the scan is done with, to be freed with the next batch.
    func spend(_ command: consuming PreparedCommand) {
        spent.append(command)
    }

    /// The current batch's next command when it starts at `n`.
    private func next(at n: Int) -> PreparedCommand? {
        guard cursor < current.firsts.count, current.firsts[cursor] == n else { return nil }
        var command: PreparedCommand?
        swap(&command, &current.commands[cursor])  // moved out, not copied
        cursor += 1
        return command
    }

    /// Starts making the batch from line `start` on a thread of its own: not a job on a shared queue, which a caller
    /// already on that queue's threads could wait for with none left to run it.
    private func startNext(from start: Int) {
        let batch = Batch(), done = DispatchSemaphore(value: 0), size = nextSize
        pending = (start, batch, done)
        let freed = Spent(spent)
        spent = []
        spent.reserveCapacity(size)
        let thread = Thread { [self] in
            freed.commands = []
            fill(batch, from: start, size: size)
            done.signal()
        }
        thread.name = "limelight.parse.ahead"
        thread.start()
    }

    /// A batch of at most `size` commands from line `start`, made on this thread (and others).
    private func make(from start: Int, size: Int) -> Batch {
        let batch = Batch()
        fill(batch, from: start, size: size)
        return batch
    }

    /// Finds at most `size` commands from line `start` (reading lines as the scan does) and parses them, split between
    /// two threads when there are enough.
    private func fill(_ batch: Batch, from start: Int, size: Int) {
        var n = start
        var firsts: [Int] = []
        firsts.reserveCapacity(size)
        // Each command's extent, found here and handed to `prepare` (which would find it again).
        var extents: [(last: Int, length: Int)] = []
        extents.reserveCapacity(size)
        while n < count, firsts.count < size {
            if firsts.count & 63 == 0, cancelled.load(ordering: .relaxed) { break }
            // Read as the scan reads it: by its bytes, and as a string when it may be a header line.
            let quick = lines.withLineBytes(n) { ScriptParser.classify(bytes: $0)?.kind }
            let kind = quick ?? ScriptParser.classify(lines[n]).kind
            guard case .command = kind else {
                n += 1
                continue
            }
            let extent = ScriptParser.extent(of: lines, count: count, at: n)
            firsts.append(n)
            extents.append(extent)
            n = ScriptParser.endOfGolden(lines, count: count, after: extent.last)
        }
        batch.end = n
        batch.firsts = firsts
        let starts = firsts, found = extents
        var commands = [PreparedCommand?](repeating: nil, count: firsts.count)
        let parts = firsts.count >= Self.fewestToSplit ? 2 : 1
        commands.withUnsafeMutableBufferPointer { out in
            let out = UnsafeSendable(out)
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                let range = (starts.count * part / parts)..<(starts.count * (part + 1) / parts)
                for i in range {
                    if i & 63 == 0, cancelled.load(ordering: .relaxed) { return }
                    out.value[i] = ScriptParser.prepare(lines, at: starts[i], extent: found[i], parser: parser, keepingInvocation: keepingInvocations)
                }
            }
        }
        batch.commands = commands
    }
}
