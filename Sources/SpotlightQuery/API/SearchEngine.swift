import LimelightCore
import Spotlight

/// The pure entry point of the query engine: compiles query strings and runs them (and free text) on the index,
/// synchronously, for CSSearchQuery/CSUserQuery and for REPL commands.
public final class SearchEngine {
    /// The inverted index the engine reads.
    public let index: QueryIndex
    /// Choices where Apple is silent.
    public var options: QueryLanguageOptions
    /// User-query ranking weights.
    public var ranking: UserQueryRanking
    /// The device's calendar, for `$time`.
    public var calendar: SimCalendar
    /// The store the index mirrors, if attached (its clock, lock state and availability are used).
    public private(set) weak var service: SpotlightService?
    /// The runtime whose scheduler delivers CSSearchQuery results (the attached store's, unless set).
    public var runtime: Runtime?

    public init(index: QueryIndex = QueryIndex(), calendar: SimCalendar = .utc, options: QueryLanguageOptions = .standard,
                ranking: UserQueryRanking = .standard) {
        self.index = index
        self.calendar = calendar
        self.options = options
        self.ranking = ranking
    }

    /// An engine attached to a device's Spotlight store: the index is filled with its items and kept current.
    public convenience init(service: SpotlightService, calendar: SimCalendar = .utc, options: QueryLanguageOptions = .standard) {
        self.init(calendar: calendar, options: options)
        attach(to: service)
    }

    /// Starts mirroring a store (the store holds the index weakly; the engine keeps it alive).
    public func attach(to service: SpotlightService) {
        self.service = service
        if runtime == nil { runtime = service.runtime }
        service.addObserver(index, replayExisting: true)
    }

    /// The scope of a query made now by `app` on the attached store (or at `fallbackNow`, unlocked, when detached).
    public func scope(app: String?, fallbackNow: SimInstant = SimInstant(secondsSinceReferenceDate: 0)) -> SearchScope {
        guard let service else { return SearchScope(now: runtime?.now ?? fallbackNow, protectionState: .unlocked, app: app) }
        return SearchScope(now: service.runtime.now, protectionState: service.dataProtectionState, app: app)
    }

    /// Parses and checks a query string against the index's schema; diagnostics are on line 1 of the string.
    public func analyze(_ queryString: String) -> ParsedQuery {
        QueryChecker.analyze(queryString, schema: index.schema, options: options)
    }

    /// Compiles a query string and filter queries (all must match) for a moment, or fails with `invalidQuery`.
    public func compile(_ queryString: String, filterQueries: [String] = [], now: SimInstant) -> Result<CompiledQuery, SearchQueryError> {
        var parts: [CompiledQuery] = []
        let time = QueryTimeContext(now: now, calendar: calendar)
        for (n, text) in ([queryString] + filterQueries).enumerated() {
            let parsed = analyze(text)
            let errors = parsed.diagnostics.filter { $0.severity == .error }
            if let first = errors.first {
                let which = n == 0 ? "query" : "filter query \(n)"
                return .failure(SearchQueryError(.invalidQuery, "\(which) column \(first.range.start.column): \(first.message)",
                                                   diagnostics: parsed.diagnostics))
            }
            guard let expression = parsed.expression else { return .failure(SearchQueryError(.invalidQuery, "the query is empty")) }
            parts.append(CompiledQuery.compile(expression, time: time, options: options))
        }
        return .success(parts.count == 1 ? parts[0] : .and(parts))
    }

    /// Runs a query string: the visible matching items in first-indexed order, with only the fetched attributes.
    public func search(_ queryString: String, context: SearchQueryContext = SearchQueryContext(), scope: SearchScope)
        -> Result<[CSSearchableItem], SearchQueryError> {
        if let service, !service.isIndexerAvailable { return .failure(SearchQueryError(.indexUnreachable, "the indexer is unavailable")) }
        switch compile(queryString, filterQueries: context.filterQueries, now: scope.now) {
        case .failure(let error): return .failure(error)
        case .success(let compiled):
            let plan = CSSearchableItemAttributeSet.FetchPlan(context.fetchAttributes)
            let slots = index.evaluateSlots(compiled, scope: scope)
            // Evaluated slots are live; each result is built from the shared stored item in place (no copies).
            let stored = index.stored
            var found: [CSSearchableItem] = []
            found.reserveCapacity(slots.count)
            // Each stored item is one allocation somewhere in the heap: reading the item six results ahead overlaps
            // its cache miss with the current result's work (the sum is kept so the read is not optimised away).
            var ahead = 0
            for i in slots.indices {
                if i + 6 < slots.count { ahead &+= stored[Int(slots[i + 6])].sequence }
                found.append(stored[Int(slots[i])].fetched(plan))
            }
            index.lookaheadSink = ahead
            return .success(found)
        }
    }

    /// Runs free text as CSUserQuery does: ranked items (only fetched attributes kept by `CSUserQuery`), suggestions, warnings.
    public func userSearch(_ text: String, context: UserQueryContext = UserQueryContext(), scope: SearchScope)
        -> Result<UserQueryResult, SearchQueryError> {
        if let service, !service.isIndexerAvailable { return .failure(SearchQueryError(.indexUnreachable, "the indexer is unavailable")) }
        var filter: CompiledQuery?
        if !context.filterQueries.isEmpty {
            let first = context.filterQueries[0]
            switch compile(first, filterQueries: Array(context.filterQueries.dropFirst()), now: scope.now) {
            case .failure(let error): return .failure(error)
            case .success(let compiled): filter = compiled
            }
        }
        return .success(index.userQuery(text, scope: scope, filter: filter, maxResults: max(0, context.maxResultCount),
                                        maxSuggestions: max(0, context.maxSuggestionCount),
                                        ranked: context.enableRankedResults, ranking: ranking))
    }

    /// An item reduced to what `fetchAttributes` asks for: identifiers, content type and the named attributes.
    public static func fetch(_ item: CSSearchableItem, _ names: [String]) -> CSSearchableItem {
        CSSearchableItem(uniqueIdentifier: item.uniqueIdentifier, domainIdentifier: item.domainIdentifier,
                         attributeSet: item.attributeSet.fetching(names), expirationDate: item.expirationDate, isUpdate: item.isUpdate)
    }

    /// A plain multi-line description of results: one line per item, `app identifier title`.
    public static func describe(_ items: [IndexedItem]) -> String {
        items.map { "\($0.app) \($0.uniqueIdentifier)" + ($0.attributeSet.title.map { " \"\($0)\"" } ?? "") }.joined(separator: "\n")
    }
}
