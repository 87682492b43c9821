extension Tips {
    // unchecked: `holds` closes over the app's predicate, which the simulator's initializers do not require `@Sendable`.
    /// A condition a tip's display waits for, written with the `#Rule` macro (`#Rule(Self.$isLoggedIn) { $0 == true }`);
    /// its closure is evaluated as the app's code, against the simulated datastore, whenever the status is asked.
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

        /// What `#Rule(inputs…) { predicate }` expands to: parameters give their values to the predicate, events
        /// themselves; `source` is the predicate as written.
        public init<each Input: TipsRuleInput>(ruleInputs inputs: repeat each Input, source: String,
                                              predicate: @escaping (repeat (each Input).RuleValue) -> Bool) {
            var subjects: [String] = []
            for input in repeat each inputs { subjects.append(input.ruleSubject) }
            subject = subjects.joined(separator: ", ") + ": " + source
            holds = { predicate(repeat (each inputs).ruleValue) }
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

/// What a `#Rule` reads: a parameter (its value) or an event (the event, for its donations).
public protocol TipsRuleInput {
    /// What the rule's closure receives.
    associatedtype RuleValue
    /// The value now, for the running app.
    var ruleValue: RuleValue { get }
    /// `parameter FavoriteTip.isLoggedIn`, `event didViewLandmark`.
    var ruleSubject: String { get }
}

extension Tips.Parameter: TipsRuleInput {
    /// The parameter's value.
    public var ruleValue: Value { wrappedValue }
    /// `parameter ID`.
    public var ruleSubject: String { "parameter \(id)" }
}

extension Tips.Event: TipsRuleInput {
    /// The event itself (`$0.donations.count >= 3`).
    public var ruleValue: Tips.Event<DonationInfo> { self }
    /// `event ID`.
    public var ruleSubject: String { "event \(id)" }
}

/// TipKit's `#Rule(Self.$parameter) { $0 == true }` and `#Rule(Self.event) { $0.donations.count >= 3 }`: a rule over
/// parameters and events whose closure is evaluated as the app's code.
@freestanding(expression)
public macro Rule<each Input: TipsRuleInput>(_ inputs: repeat each Input, _ predicate: @escaping (repeat (each Input).RuleValue) -> Bool) -> Tips.Rule =
    #externalMacro(module: "LimelightMacros", type: "RuleMacro")
