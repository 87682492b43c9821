extension Tips {
    // unchecked: `handler` is the `() -> Void` closure the simulator's initializer takes (Apple's is `@MainActor @Sendable`).
    /// A button a tip shows (`Tip.Action`).
    public struct Action: Identifiable, @unchecked Sendable {
        /// The action's identifier (its index when none is given).
        public let id: String
        /// Its position among the tip's actions, when no identifier was given.
        public let index: Int?
        /// The button's title.
        public let title: String
        /// What tapping it does.
        public let handler: () -> Void

        /// An action with a title.
        public init(id: String? = nil, title: some StringProtocol, perform handler: @escaping () -> Void = {}) {
            self.id = id ?? ""
            self.index = nil
            self.title = String(title)
            self.handler = handler
        }
    }

    /// Builds a tip's `actions`.
    @resultBuilder
    public enum ActionBuilder {
        /// One action.
        public static func buildExpression(_ action: Action) -> [Action] { [action] }
        /// A list of actions.
        public static func buildExpression(_ actions: [Action]) -> [Action] { actions }
        /// The actions of a block.
        public static func buildBlock(_ components: [Action]...) -> [Action] { components.flatMap { $0 } }
        /// Actions under `if`.
        public static func buildOptional(_ component: [Action]?) -> [Action] { component ?? [] }
        /// Actions under `if`/`else`.
        public static func buildEither(first component: [Action]) -> [Action] { component }
        /// Actions under `if`/`else`.
        public static func buildEither(second component: [Action]) -> [Action] { component }
    }
}
