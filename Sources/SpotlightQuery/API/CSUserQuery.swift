import LimelightCore
import Spotlight

/// `CSUserQuery`: free text as a person types it, with ranked results and suggestions, delivered like CSSearchQuery.
public final class CSUserQuery: CSSearchQuery {
    /// How a person interacted with a result (`CSUserQuery.UserInteractionKind`).
    public enum UserInteractionKind: String, Sendable {
        case select, focus
    }

    /// The text as typed.
    public let userQueryString: String
    /// The user-query context (limits and ranking).
    public let userQueryContext: UserQueryContext
    /// Called with the complete, ordered suggestion list; without a handler no suggestions are made.
    public var foundSuggestionsHandler: (([QuerySuggestion]) -> Void)?
    /// The number of suggestions, updated before `foundSuggestionsHandler` is called (0 without a handler).
    public private(set) var foundSuggestionCount = 0
    /// Warnings about the data found while ranking (e.g. a rankingHint outside 0–100).
    public private(set) var warnings: [String] = []

    /// Creates a user query for `app`'s items (nil: every app, as the system Spotlight UI searches).
    public init(userQueryString: String?, userQueryContext: UserQueryContext?, engine: SearchEngine, app: String?) {
        self.userQueryString = userQueryString ?? ""
        self.userQueryContext = userQueryContext ?? UserQueryContext()
        super.init(queryString: self.userQueryString, queryContext: self.userQueryContext, engine: engine, app: app)
    }

    /// Spotlight's one-time preparation; nothing to do in the simulator, and safe to call repeatedly.
    public func prepare() {}

    /// Starts the query; a second call, or a call after `cancel()`, does nothing.
    public override func start() {
        guard !started, !isCancelled else { return }
        started = true
        guard let runtime = engine.runtime else {
            finish(SearchQueryError(.indexUnreachable, "the query engine is not attached to a device"), runtime: nil)
            return
        }
        let context = userQueryContext
        if foundSuggestionsHandler == nil { context.maxSuggestionCount = 0 }
        switch engine.userSearch(userQueryString, context: context, scope: engine.scope(app: app)) {
        case .failure(let error): finish(error, runtime: runtime)
        case .success(let result):
            warnings = result.warnings
            if let handler = foundSuggestionsHandler {
                let suggestions = result.suggestions
                tokens.append(runtime.scheduler.schedule(after: .seconds(0), label: "spotlight.userquery suggestions") { [weak self] in
                    guard let self, !self.isCancelled else { return }
                    self.foundSuggestionCount = suggestions.count
                    handler(suggestions)
                })
            }
            deliver(result.items.map { SearchEngine.fetch($0.indexed.item, context.fetchAttributes) }, runtime: runtime)
        }
    }

    /// Tells Spotlight the person engaged with an item; `.select` counts fully, `.focus` a quarter, in later rankings.
    public func userEngaged(_ item: CSSearchableItem, visibleItems: [CSSearchableItem], interaction: UserInteractionKind = .select) {
        guard let app else { return }
        engine.index.recordEngagement(app: app, identifier: item.uniqueIdentifier, weight: interaction == .select ? 1 : 0.25)
    }
}
