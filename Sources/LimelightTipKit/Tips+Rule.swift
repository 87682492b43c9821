extension Tips {
    /// A condition a tip's display waits for. Apple writes rules with the `#Rule` macro, which turns the closure into
    /// a predicate; here `Tips.Rule` takes the closure itself, so `#Rule(Self.$isLoggedIn) { $0 == true }` is written
    /// `Tips.Rule(Self.$isLoggedIn) { $0 == true }` (or `Rule(…)` inside a tip) and evaluated as app code.
    public struct Rule: @unchecked Sendable {
        /// What the rule reads, e.g. `parameter FavoriteTip#12` or `event didViewLandmark`.
        public let subject: String
        let holds: () -> Bool

        /// A rule over a parameter's value.
        public init<Value>(_ parameter: Parameter<Value>, _ predicate: @escaping (Value) -> Bool) {
            subject = "parameter \(parameter.id)"
            holds = { predicate(parameter.wrappedValue) }
        }

        /// A rule over an event's donations (`$0.donations.count >= 3`, `$0.donations.donatedWithin(.week).count > 1`).
        public init<Info>(_ event: Event<Info>, _ predicate: @escaping (Event<Info>) -> Bool) {
            subject = "event \(event.id)"
            holds = { predicate(event) }
        }

        /// A rule over anything the app's code can read.
        public init(_ description: String, _ predicate: @escaping () -> Bool) {
            subject = description
            holds = predicate
        }

        /// Whether the rule holds now, for the running app.
        public var isSatisfied: Bool { holds() }
    }

    /// Builds a tip's `rules`: every rule must hold.
    @resultBuilder
    public enum RuleBuilder {
        /// One rule.
        public static func buildExpression(_ rule: Rule) -> [Rule] { [rule] }
        /// A list of rules.
        public static func buildExpression(_ rules: [Rule]) -> [Rule] { rules }
        /// The rules of a block.
        public static func buildBlock(_ components: [Rule]...) -> [Rule] { components.flatMap { $0 } }
        /// Rules under `if`.
        public static func buildOptional(_ component: [Rule]?) -> [Rule] { component ?? [] }
        /// Rules under `if`/`else`.
        public static func buildEither(first component: [Rule]) -> [Rule] { component }
        /// Rules under `if`/`else`.
        public static func buildEither(second component: [Rule]) -> [Rule] { component }
        /// Rules from a `for` loop.
        public static func buildArray(_ components: [[Rule]]) -> [Rule] { components.flatMap { $0 } }
    }
}
