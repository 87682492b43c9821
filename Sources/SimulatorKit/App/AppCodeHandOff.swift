/// App code, and the app's values it captured, handed to a task of the app's executor (`AppTaskExecutor.startTask`):
/// the code's signature stays as app code writes it (a closure over the app's own non-Sendable model), and the task
/// runs it.
// unchecked: the task runs on the starting thread up to its first wait, and later only while its starter waits for it
// (the driver's steps, `AsyncAppCode`/`AsyncAppStep`) or inside the simulation's steps, never beside the code that
// started it; the compiler cannot see that order.
struct AppCodeHandOff<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
