import Foundation
import LimelightCore

/// Runs `async` app code against a simulation one step at a time: the code runs until it awaits the simulated system
/// (a framework call's completion), then the simulation runs to its next job, and so on, so the app's code and the
/// simulation never run at once and the result does not depend on thread timing.
///
/// Framework calls with `async` forms park on `AsyncAppCode.current` (a task-local the driven code inherits): their
/// completion is handed back here instead of resuming the app's task from inside the simulation's step.
public final class AsyncAppCode: @unchecked Sendable {
    /// The driver of the async app code running now, if any.
    @TaskLocal public static var current: AsyncAppCode?

    private let lock = NSLock()
    private var parked = 0
    private var ready: [() -> Void] = []
    private var finished = false

    /// A driver.
    public init() {}

    /// Awaits a framework call that completes through a handler: under a driver the resumption waits for the driver.
    public static func awaiting(_ call: (@escaping (Error?) -> Void) -> Void) async throws {
        let driver = current
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            call { error in
                let resume = { if let error { continuation.resume(throwing: error) } else { continuation.resume() } }
                if let driver { driver.hand(resume) } else { resume() }
            }
            driver?.park()
        }
    }

    /// Awaits a framework call that completes with a value through a handler.
    public static func awaitingValue<T>(_ call: (@escaping (Result<T, Error>) -> Void) -> Void) async throws -> T {
        let driver = current
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, Error>) in
            call { result in
                let resume = { continuation.resume(with: result) }
                if let driver { driver.hand(resume) } else { resume() }
            }
            driver?.park()
        }
    }

    private func park() { lock.withLock { parked += 1 } }
    private func hand(_ resume: @escaping () -> Void) { lock.withLock { ready.append(resume) } }
    private func finish() { lock.withLock { finished = true } }

    /// What the driven code is doing: running, waiting for the simulation, ready to go on, or done.
    private enum Phase { case running, waiting, resumable, done }

    private var phase: Phase {
        lock.withLock {
            if finished { return .done }
            if !ready.isEmpty { return .resumable }
            return parked > 0 ? .waiting : .running
        }
    }

    /// Resumes one ready continuation.
    private func resumeOne() {
        let resume: (() -> Void)? = lock.withLock {
            guard !ready.isEmpty else { return nil }
            parked -= 1
            return ready.removeFirst()
        }
        resume?()
    }

    /// Runs `body` as `context`'s app code, stepping `simulation` whenever the code waits for it; throws what the code
    /// throws, or `AsyncAppCodeError.stuck` when the code waits and the simulation has nothing left to run.
    public static func run<T>(_ body: @escaping () async throws -> T, as context: AppContext, in simulation: Simulation) async throws -> T {
        let driver = AsyncAppCode()
        let current = CurrentApp(context: context)
        let box = ResultBox<T>()
        let task = Task {
            do {
                let value = try await AsyncAppCode.$current.withValue(driver) {
                    try await CurrentApp.$value.withValue(current) { try await body() }
                }
                box.set(.success(value))
            } catch {
                box.set(.failure(error))
            }
            driver.finish()
        }
        while true {
            switch driver.phase {
            case .done:
                _ = await task.result
                return try box.get()
            case .resumable:
                driver.resumeOne()
            case .running:
                await Task.yield()
                try? await Task.sleep(nanoseconds: 50_000)
            case .waiting:
                guard let next = simulation.runtime.scheduler.pending.map(\.deadline).min() else {
                    task.cancel()
                    throw AsyncAppCodeError.stuck
                }
                simulation.advance(to: max(next, simulation.runtime.now))
            }
        }
    }
}

/// Why driven async app code stopped.
public enum AsyncAppCodeError: Error, CustomStringConvertible {
    /// The code awaits the simulation, which has no job left that could resume it.
    case stuck

    /// What happened.
    public var description: String { "the app code waits for the simulated system, which has nothing left to run" }
}

/// The outcome of driven code, set once from its task.
final class ResultBox<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<T, Error>?

    func set(_ value: Result<T, Error>) { lock.withLock { result = value } }

    func get() throws -> T {
        guard let result = lock.withLock({ result }) else { throw AsyncAppCodeError.stuck }
        return try result.get()
    }
}

extension InstalledApp {
    /// Runs async app code of this app on `device`, stepping `simulation` whenever the code awaits the system.
    public func run<T>(on device: Device, in simulation: Simulation, _ body: @escaping () async throws -> T) async throws -> T {
        try await AsyncAppCode.run(body, as: AppContext(device: device, app: self), in: simulation)
    }
}
