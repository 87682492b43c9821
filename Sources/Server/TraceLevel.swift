/// How much logging the client asked for: `initialize`'s `trace`, then `$/setTrace` (LSP's `TraceValue`).
public enum TraceLevel: String, Sendable {
    case off, messages, verbose
}
