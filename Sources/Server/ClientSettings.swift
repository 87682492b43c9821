/// What the client agreed in `initialize` (and set since, for the trace level).
struct ClientSettings {
    /// How much the client asked to hear.
    var trace: TraceLevel = .off
    /// The position encoding agreed in `initialize`.
    var encoding: PositionEncoding = .utf16
    /// How passing steps show after a run: `hint`, `information` or `none`.
    var passSeverity = "hint"
}
