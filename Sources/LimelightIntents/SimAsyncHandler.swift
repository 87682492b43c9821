import Foundation

// unchecked: a SiriKit handler is the app's object, which Siri calls from one thread at a time; the box carries it into
// the task that awaits its `async` answer.
/// Hands a handler's `async` answer to a completion handler, as the Objective-C runtime does for a handler written with
/// Swift's `async` methods.
struct SimAsyncHandler<Handler>: @unchecked Sendable {
    let handler: Handler

    init(_ handler: Handler) { self.handler = handler }

    /// Awaits `answer` in a task, then calls `completion` with it.
    func answer<Answer>(_ completion: @escaping @Sendable (Answer) -> Void, _ answer: @escaping @Sendable (Handler) async -> Answer) {
        let box = self
        Task { completion(await answer(box.handler)) }
    }
}

/// Whether a handler's `async` default is asking its completion-handler form, which then answers for the system rather
/// than asking the `async` form back (a handler that implements neither form of a required method).
enum SimHandlerBridge {
    @TaskLocal static var inAsyncDefault = false
}
