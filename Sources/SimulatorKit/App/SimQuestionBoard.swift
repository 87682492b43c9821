import Foundation

/// The questions app code puts to the person through the system — App Intents' `requestConfirmation` — and how the
/// simulated person answers them.
///
/// By default the person confirms at once (`answering == .confirm`), as the simulator always did. With `.later`
/// (`intents run … --confirm later`) the question stays open: the app's `perform()` waits for the system's answer —
/// a wait the step driver does not call stuck, since the simulator holds what ends it — until a later command answers
/// it (`intents confirm`, `intents cancel`); the rest of `perform()` then runs inside that command's step.
public final class SimQuestionBoard: @unchecked Sendable {
    /// How the simulated person answers a confirmation when it is asked.
    public enum Answering: String, Sendable, CaseIterable {
        /// Confirms at once.
        case confirm
        /// Cancels at once.
        case cancel
        /// Leaves it open until a command answers.
        case later
    }

    /// An open question.
    public struct Question: Sendable, Equatable, CustomStringConvertible {
        /// The app that asked (bundle identifier).
        public let app: String
        /// What asked (the intent or parameter type).
        public let asker: String
        /// What the person is asked, and the confirm button's verb.
        public let prompt: String
        public let actionName: String

        /// A question `asker` of `app` puts to the person.
        public init(app: String, asker: String, prompt: String, actionName: String) {
            self.app = app
            self.asker = asker
            self.prompt = prompt
            self.actionName = actionName
        }

        /// `DeleteNoteIntent asked "Delete n1?" [Delete]`.
        public var description: String { "\(asker) asked \"\(prompt)\" [\(actionName)]" }
    }

    private let lock = NSLock()
    private var open: [(question: Question, answer: (Result<Bool, Error>) -> Void)] = []
    private var finished: [String] = []
    /// How the person answers the next confirmations.
    public var answering: Answering {
        get { lock.withLock { mode } }
        set { lock.withLock { mode = newValue } }
    }
    private var mode = Answering.confirm

    /// A board whose person confirms at once.
    public init() {}

    /// The questions waiting for an answer, oldest first.
    public var pending: [Question] { lock.withLock { open.map(\.question) } }

    /// Asks `question` as the app's code: returns the person's answer (true: confirmed) — at once unless the person
    /// answers later, then when a command answers. A wait for a later answer is a framework call the step driver sees
    /// (`AsyncAppCode.awaitingValue`), so the step ends instead of reporting the code stuck.
    public func ask(_ question: Question) async throws -> Bool {
        switch answering {
        case .confirm: return true
        case .cancel: return false
        case .later:
            return try await AsyncAppCode.awaitingValue("requestConfirmation(): \(question)") { (answer: @escaping (Result<Bool, Error>) -> Void) in
                lock.withLock { open.append((question, answer)) }
            }
        }
    }

    /// Answers the oldest open question; its app code goes on at once, on this thread (run it as the app's code).
    /// Returns the question, nil when none is open.
    public func answer(confirming: Bool) -> Question? {
        guard let first = lock.withLock({ open.isEmpty ? nil : open.removeFirst() }) else { return nil }
        first.answer(.success(confirming))
        return first.question
    }

    /// Keeps what a `perform()` that waited returned, or how it failed, when it finished (read by `takeFinished`).
    public func noteFinished(_ outcome: Result<[String], Error>) {
        let lines: [String]
        switch outcome {
        case .success(let returned): lines = returned
        case .failure(let error): lines = ["perform() failed: \(error)"]
        }
        lock.withLock { finished += lines }
    }

    /// What finished runs returned since the last call.
    public func takeFinished() -> [String] {
        lock.withLock {
            defer { finished.removeAll() }
            return finished
        }
    }
}
