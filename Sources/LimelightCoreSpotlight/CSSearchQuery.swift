import Foundation
import SimulatorKit
import Spotlight
import SpotlightQuery

/// CoreSpotlight's `CSSearchQuery`: a query-language search of the calling app's items on the device it runs on.
///
/// The query engine is built from the device's index when the query starts (its cost grows with the items indexed).
open class CSSearchQuery {
    /// The query string, e.g. `title == 'Paris*'c`.
    public let queryString: String
    /// Which attributes results carry, and the filter queries.
    public let queryContext: CSSearchQueryContext
    /// Called with each batch of results, as app code.
    public var foundItemsHandler: (([CSSearchableItem]) -> Void)?
    /// Called once when the query ends (an error, or nil).
    public var completionHandler: ((Error?) -> Void)?
    /// The number of results delivered so far.
    public var foundItemCount: Int { running?.foundItemCount ?? 0 }
    /// Whether `cancel()` was called.
    public var isCancelled: Bool { running?.isCancelled ?? cancelledBeforeStart }
    /// The protection classes whose items the query may see (recorded; items of locked classes never appear).
    public var protectionClasses: [FileProtectionType] = []

    var running: SpotlightQuery.CSSearchQuery?
    private var cancelledBeforeStart = false

    /// A query with a context (nil: an empty one).
    public init(queryString: String, queryContext: CSSearchQueryContext?) {
        self.queryString = queryString
        self.queryContext = queryContext ?? CSSearchQueryContext()
    }

    /// A query fetching these attributes (Apple's older initializer).
    public convenience init(queryString: String, attributes: [String]?) {
        self.init(queryString: queryString, queryContext: CSSearchQueryContext(fetchAttributes: attributes ?? []))
    }

    /// The engine over the running app's device, and the app.
    static func engine() -> (SearchEngine, AppContext)? {
        guard let context = SimulatedCaller.context else { return nil }
        let engine = SearchEngine(calendar: context.calendar)
        engine.attach(to: context.device.spotlight)
        return (engine, context)
    }

    /// Makes the simulator's query on an engine (overridden by `CSUserQuery`).
    func makeQuery(engine: SearchEngine, app: String) -> SpotlightQuery.CSSearchQuery {
        SpotlightQuery.CSSearchQuery(queryString: queryString, queryContext: queryContext, engine: engine, app: app)
    }

    /// Starts the query; results and completion arrive later, as app code.
    open func start() {
        guard running == nil, !cancelledBeforeStart else { return }
        guard let (engine, context) = Self.engine() else {
            completionHandler?(SimulatedCaller.noApp)
            return
        }
        let query = makeQuery(engine: engine, app: context.bundleIdentifier)
        if let found = foundItemsHandler {
            query.foundItemsHandler = { items in context.run { found(items.map(CSSearchableItem.init(simulated:))) } }
        }
        if let completion = completionHandler {
            query.completionHandler = { error in context.run { completion(error) } }
        }
        running = query
        query.start()
    }

    /// Cancels the query.
    open func cancel() {
        if let running { running.cancel() } else { cancelledBeforeStart = true }
    }

    /// One result of `results`.
    public struct Result {
        /// The item found.
        public let item: CSSearchableItem
        /// The item's identifier.
        public var id: String { item.uniqueIdentifier }
    }

    /// The results as an async sequence, read from the index when iteration starts (Apple's `results`, iOS 18).
    public var results: Results { Results(query: self) }

    /// The async sequence of a query's results.
    public struct Results: AsyncSequence {
        public typealias Element = Result
        let query: CSSearchQuery

        /// An iterator over the results.
        public func makeAsyncIterator() -> Iterator { Iterator(query: query) }

        /// Reads every result at the first `next()`, then hands them out one by one.
        public struct Iterator: AsyncIteratorProtocol {
            let query: CSSearchQuery
            var pending: [Result]?

            /// The next result, nil at the end; throws the query's error.
            public mutating func next() async throws -> Result? {
                if pending == nil { pending = try query.evaluate() }
                guard var rest = pending, !rest.isEmpty else { return nil }
                let first = rest.removeFirst()
                pending = rest
                return first
            }
        }
    }

    /// Runs the query against the index now (for `results`).
    func evaluate() throws -> [Result] {
        guard let (engine, context) = Self.engine() else { throw SimulatedCaller.noApp }
        switch engine.search(queryString, context: queryContext, scope: engine.scope(app: context.bundleIdentifier)) {
        case .failure(let error): throw error
        case .success(let items): return items.map { Result(item: CSSearchableItem(simulated: $0)) }
        }
    }
}

/// CoreSpotlight's `CSUserQuery`: free text as a person types it, with ranked results and suggestions.
open class CSUserQuery: CSSearchQuery {
    /// The text as typed.
    public let userQueryString: String
    /// Limits and ranking.
    public let userQueryContext: CSUserQueryContext
    /// Called with the ordered suggestions, as app code.
    public var foundSuggestionsHandler: (([CSSuggestion]) -> Void)?

    /// A user query (nil text: empty; nil context: the default limits).
    public init(userQueryString: String?, userQueryContext: CSUserQueryContext?) {
        self.userQueryString = userQueryString ?? ""
        self.userQueryContext = userQueryContext ?? CSUserQueryContext()
        super.init(queryString: self.userQueryString, queryContext: self.userQueryContext)
    }

    override func makeQuery(engine: SearchEngine, app: String) -> SpotlightQuery.CSSearchQuery {
        let query = SpotlightQuery.CSUserQuery(userQueryString: userQueryString, userQueryContext: userQueryContext, engine: engine, app: app)
        if let suggestions = foundSuggestionsHandler, let context = SimulatedCaller.context {
            query.foundSuggestionsHandler = { found in context.run { suggestions(found) } }
        }
        return query
    }

    /// `results` of a user query: the items ranked as `spotlight search` ranks them (not the text read as a query string).
    override func evaluate() throws -> [Result] {
        guard let (engine, context) = Self.engine() else { throw SimulatedCaller.noApp }
        switch engine.userSearch(userQueryString, context: userQueryContext, scope: engine.scope(app: context.bundleIdentifier)) {
        case .failure(let error): throw error
        case .success(let found):
            return found.items.map { ranked in
                Result(item: CSSearchableItem(simulated: SearchEngine.fetch(ranked.indexed.item, userQueryContext.fetchAttributes)))
            }
        }
    }

    /// Spotlight's one-time preparation; nothing to do in the simulator.
    open class func prepare() {}

    /// Spotlight's preparation for items of these protection classes; nothing to do in the simulator.
    open class func prepareProtectionClasses(_ protectionClasses: [FileProtectionType]) {}

    /// The number of suggestions delivered so far.
    public var foundSuggestionCount: Int { (running as? SpotlightQuery.CSUserQuery)?.foundSuggestionCount ?? 0 }

    /// Tells Spotlight the person engaged with a result: a selection counts fully in later rankings, a focus a quarter.
    open func userEngaged(_ item: CSSearchableItem, visibleItems: [CSSearchableItem], userInteractionType: CSUserInteraction) {
        guard let (engine, context) = Self.engine() else { return }
        let query = SpotlightQuery.CSUserQuery(userQueryString: userQueryString, userQueryContext: userQueryContext, engine: engine,
                                               app: context.bundleIdentifier)
        query.userEngaged(item.simulated, visibleItems: visibleItems.map(\.simulated),
                          interaction: userInteractionType == .focus ? .focus : .select)
    }

    /// Tells Spotlight the person engaged with a suggestion (not used by the simulator's ranking).
    open func userEngaged(_ suggestion: CSSuggestion, visibleSuggestions: [CSSuggestion], userInteractionType: CSUserInteraction) {}
}
