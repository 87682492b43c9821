/// A value handed to several threads that each touch only their own part of it (a buffer each fills at its own
/// positions), which the compiler cannot see.
struct UnsafeSendable<Value>: @unchecked Sendable {
    /// The value.
    let value: Value

    /// Wraps `value`.
    init(_ value: Value) { self.value = value }
}
