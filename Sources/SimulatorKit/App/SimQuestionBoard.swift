import Foundation
import LimelightCore

/// The questions app code puts to the person through the system — App Intents' `requestConfirmation` — and how the
/// simulated person answers them.
///
/// By default the person confirms at once (`answering == .confirm`), as the simulator always did. With `.later`
/// (`intents run … --confirm later`) the question stays open: the app's `perform()` waits for the system's answer —
/// a wait the step driver does not call stuck, since the simulator holds what ends it — until a later command answers
/// it (`intents confirm`, `intents cancel`); the rest of `perform()` then runs inside that command's step.
public final class SimQuestionBoard: Sendable {
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

    /// The open questions, oldest first. The answer handlers are the app code's continuations (not `Sendable` closures),
    /// so the list is read and written with `withLockUnchecked`: each handler is called once, by the command answering.
    private let open = LockedBox<[(question: Question, driver: AsyncAppCode?, answer: (Result<Bool, Error>) -> Void)]>([])
    /// How the person answers the next confirmations.
    public var answering: Answering {
        get { mode.withLock { $0 } }
        set { mode.withLock { $0 = newValue } }
    }
    private let mode = LockedBox(Answering.confirm)

    /// How a wait for a confirmation is named (`AsyncAppCode.awaitingValue`).
    static let confirmationPrefix = "requestConfirmation(): "

    /// A board whose person confirms at once.
    public init() {}

    /// The questions waiting for an answer, oldest first.
    public var pending: [Question] { open.withLockUnchecked { $0.map(\.question) } }

    /// Asks `question` as the app's code: returns the person's answer (true: confirmed) — at once unless the person
    /// answers later, then when a command answers. A wait for a later answer is a framework call the step driver sees
    /// (`AsyncAppCode.awaitingValue`), so the step ends instead of reporting the code stuck.
    public func ask(_ question: Question) async throws -> Bool {
        switch answering {
        case .confirm: return true
        case .cancel: return false
        case .later:
            let driver = AsyncAppCode.current
            return try await AsyncAppCode.awaitingValue(Self.confirmationPrefix + "\(question)") { (answer: @escaping (Result<Bool, Error>) -> Void) in
                open.withLockUnchecked { $0.append((question, driver, answer)) }
            }
        }
    }

    /// Answers the oldest open question as the person; the code that asked goes on as one more step of the simulator's
    /// driver (`AsyncAppStep`): to its end, or its next wait. Returns the question and how the code stopped (nil when
    /// no step driver runs it), nil when no question is open; throws what the code threw, or that it is stuck.
    public func answer(confirming: Bool) throws -> (question: Question, outcome: AsyncAppStepOutcome?)? {
        guard let first = open.withLockUnchecked({ $0.isEmpty ? nil : $0.removeFirst() }) else { return nil }
        let outcome = try AsyncAppStep.resume(first.driver) { first.answer(.success(confirming)) }
        return (first.question, outcome)
    }
}
