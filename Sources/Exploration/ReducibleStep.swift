/// One step of a scenario being explored or cut down: the line as written and, when it has one, its golden output.
public struct ReducibleStep: Hashable, Sendable {
    /// The command line, e.g. `task complete Einkaufen` or `expect error app launch x`.
    public var source: String
    /// The `>` lines under it, when they are checked.
    public var golden: [String]?

    /// Creates a step.
    public init(_ source: String, golden: [String]? = nil) {
        self.source = source
        self.golden = golden
    }
}
