/// Where the server is in LSP's lifecycle: `initialize` answered, `shutdown` received, `exit`'s status.
struct ServerLifecycle {
    var initialized = false
    var shutdownRequested = false
    /// Set by `exit`: 0 after `shutdown`, 1 otherwise.
    var exitCode: Int32?
}
