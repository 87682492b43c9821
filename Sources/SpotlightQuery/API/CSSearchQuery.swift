import LimelightCore
import Spotlight

/// `CSSearchQuery`: a one-shot query of an app's items, delivering results in batches through scheduler jobs.
///
/// `start()` evaluates the query at the current simulated time (so `$time` is frozen then) and schedules one job
/// per batch and a final completion job; `cancel()` drops undelivered batches and completes with `cancelled` (-2003).
public class CSSearchQuery {
    /// The query string.
    public let queryString: String
    /// The context: fetched attributes and filter queries.
    public let queryContext: SearchQueryContext
    /// Called with each new batch of items (only the items found since the last call).
    public var foundItemsHandler: (([CSSearchableItem]) -> Void)?
    /// Called once, with nil on success or the error.
    public var completionHandler: ((SearchQueryError?) -> Void)?
    /// Items found so far, updated before each `foundItemsHandler` call (the total when there is no handler).
    public internal(set) var foundItemCount = 0
    /// Whether `cancel()` was called.
    public private(set) var isCancelled = false
    /// Items per `foundItemsHandler` call (Apple does not say; configurable).
    public var batchSize = 100

    let engine: SearchEngine
    let app: String?
    var started = false
    var completed = false
    var tokens: [Int] = []

    /// Creates a query of `app`'s items (nil: every app) on an engine; `queryContext` nil means an empty context.
    public init(queryString: String, queryContext: SearchQueryContext?, engine: SearchEngine, app: String?) {
        self.queryString = queryString
        self.queryContext = queryContext ?? SearchQueryContext()
        self.engine = engine
        self.app = app
    }

    /// Starts the query; a second call, or a call after `cancel()`, does nothing.
    public func start() {
        guard !started, !isCancelled else { return }
        started = true
        guard let runtime = engine.runtime else {
            finish(SearchQueryError(.indexUnreachable, "the query engine is not attached to a device"), runtime: nil)
            return
        }
        switch engine.search(queryString, context: queryContext, scope: engine.scope(app: app)) {
        case .failure(let error): finish(error, runtime: runtime)
        case .success(let items): deliver(items, runtime: runtime)
        }
    }

    func deliver(_ items: [CSSearchableItem], runtime: Runtime) {
        let size = max(1, batchSize)
        var start = 0
        while start < items.count {
            let batch = Array(items[start..<min(items.count, start + size)])
            tokens.append(runtime.scheduler.schedule(after: .seconds(0), label: "spotlight.query batch") { [weak self] in
                guard let self, !self.isCancelled else { return }
                self.foundItemCount += batch.count
                self.foundItemsHandler?(batch)
            })
            start += size
        }
        finish(nil, runtime: runtime)
    }

    /// Schedules the single completion call.
    func finish(_ error: SearchQueryError?, runtime: Runtime?) {
        let complete = { [weak self] in
            guard let self, !self.completed else { return }
            if error != nil || self.isCancelled { self.completed = true; self.completionHandler?(error ?? Self.cancelledError); return }
            self.completed = true
            self.completionHandler?(nil)
        }
        if let runtime { tokens.append(runtime.scheduler.schedule(after: .seconds(0), label: "spotlight.query complete", complete)) }
        else { complete() }
    }

    static let cancelledError = SearchQueryError(.cancelled, "the query was cancelled")

    /// Cancels the query: undelivered batches are dropped and the completion handler gets `cancelled` (-2003).
    public func cancel() {
        guard !isCancelled, !completed else { return }
        isCancelled = true
        if let runtime = engine.runtime {
            for token in tokens { runtime.scheduler.cancel(token) }
            tokens.removeAll()
            tokens.append(runtime.scheduler.schedule(after: .seconds(0), label: "spotlight.query cancelled") { [weak self] in
                guard let self, !self.completed else { return }
                self.completed = true
                self.completionHandler?(Self.cancelledError)
            })
        } else {
            completed = true
            completionHandler?(Self.cancelledError)
        }
    }
}
