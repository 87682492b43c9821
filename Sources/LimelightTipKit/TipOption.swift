import Foundation

/// An option that changes how a tip displays (`Tip.Option`).
public protocol TipOption: Sendable {}

extension Tips {
    /// The tip ignores the configured display frequency.
    public struct IgnoresDisplayFrequency: TipOption {
        let ignores: Bool
        /// Whether to ignore it.
        public init(_ ignoresDisplayFrequency: Bool) { ignores = ignoresDisplayFrequency }
    }

    /// The tip is invalidated (`displayCountExceeded`) once it has displayed this many times.
    public struct MaxDisplayCount: TipOption {
        let count: Int
        /// The maximum number of displays.
        public init(_ maxDisplayCount: Int) { count = maxDisplayCount }
    }

    /// The tip is invalidated once it has been on screen this long in total. Recorded; the simulator does not keep
    /// time on screen (a view appearing is an instant), so it never invalidates a tip with `displayDurationExceeded`.
    public struct MaxDisplayDuration: TipOption {
        /// The longest total display, in seconds.
        public let duration: TimeInterval
        /// The maximum display duration.
        public init(_ maxDisplayDuration: TimeInterval) { duration = maxDisplayDuration }
    }

    /// Builds a tip's `options`.
    @resultBuilder
    public enum OptionsBuilder {
        /// One option.
        public static func buildExpression(_ option: any TipOption) -> [any TipOption] { [option] }
        /// A list of options.
        public static func buildExpression(_ options: [any TipOption]) -> [any TipOption] { options }
        /// The options of a block.
        public static func buildBlock(_ components: [any TipOption]...) -> [any TipOption] { components.flatMap { $0 } }
        /// Options under `if`.
        public static func buildOptional(_ component: [any TipOption]?) -> [any TipOption] { component ?? [] }
        /// Options under `if`/`else`.
        public static func buildEither(first component: [any TipOption]) -> [any TipOption] { component }
        /// Options under `if`/`else`.
        public static func buildEither(second component: [any TipOption]) -> [any TipOption] { component }
    }
}
