// unchecked: the point of the type (see below); each use says which part each thread touches.
/// A value handed to several threads that each touch only their own part of it (a buffer each fills at its own
/// positions), which the compiler cannot see.
struct UnsafeSendable<Value>: @unchecked Sendable {
    /// The value.
    let value: Value

    /// Wraps `value`.
    init(_ value: Value) { self.value = value }
}
