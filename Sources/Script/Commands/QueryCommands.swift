import LimelightCore
import SimulatorKit
import Spotlight
import SpotlightQuery

/// `spotlight query` (CSSearchQuery with a query string) and `spotlight search` (CSUserQuery, as the Spotlight UI lists it).
enum QueryCommands {
    static let searchedApp = CommandOption.text("app", help: "the app whose items are searched (default: the selected app; 'all' for every app)", completion: .installedApps)
    static let fetchOption = CommandOption.list("fetch", help: "fetchAttributes, comma-separated (default: title; 'none' for bare items)", completion: .attributeNames)
    static let filterOption = CommandOption.text("filter", help: "a filter query (CSSearchQueryContext.filterQueries); every one must match", repeatable: true)
    static let batchOption = CommandOption.integer("batch", help: "deliver results in batches of N (default 100) and show each batch")
    static let userSearchApp = CommandOption.text("app", help: "only this app's items (default: every app, as the system Spotlight UI)", completion: .installedApps)
    static let maxOption = CommandOption.integer("max", help: "maxResultCount (default 0: all)")
    static let suggestionsOption = CommandOption.integer("suggestions", help: "maxSuggestionCount (default 5; 0 for none)")
    static let userFilterOption = CommandOption.text("filter", help: "a filter query (CSUserQueryContext.filterQueries)", repeatable: true)

    static let queryOptions: [OptionSpec] = [
        StandardCommands.deviceOption,
        searchedApp.spec,
        fetchOption.spec,
        filterOption.spec,
        batchOption.spec,
    ]

    static let searchOptions: [OptionSpec] = [
        StandardCommands.deviceOption,
        userSearchApp.spec,
        maxOption.spec,
        suggestionsOption.spec,
        userFilterOption.spec,
    ]

    static let all: [CommandSpec] = [
        CommandSpec(["spotlight", "query"], topic: "Spotlight (system)", summary: "Run a CSSearchQuery query string and list what it delivers",
                    discussion: "The query is written raw after the command (or as one quoted string); options come after it. Results arrive asynchronously through foundItemsHandler in first-indexed order; only the fetched attributes are shown. A malformed query is a located invalidQuery (-2002) error.",
                    arguments: [ArgumentSpec("query", .rest, help: "a query string, e.g. title == \"Paris\"wc")],
                    options: queryOptions,
                    examples: ["spotlight query title == \"Window\"w", "spotlight query InRange(dueDate, $time.today(-10), $time.today) --fetch title,dueDate",
                               "spotlight query ** == \"milk*\"cd --app all --filter 'domainIdentifier == \"groceries\"'"],
                    staticCheck: { inv, _ in queryLineDiagnostics(inv) },
                    body: .action { inv, ctx in try runQuery(inv, ctx) }),
        CommandSpec(["spotlight", "search"], topic: "Spotlight (system)", summary: "Type free text into Spotlight (CSUserQuery): ranked results and suggestions",
                    discussion: "Words are prefixes, case- and diacritic-insensitive; results are ranked by where the words were found, rankingHint and engagement. Each result shows its title, its description, its app and identifier; suggestions show the typed parts in brackets.",
                    arguments: [ArgumentSpec("text", .text, help: "what the person types", variadic: true)],
                    options: searchOptions,
                    examples: ["spotlight search caf", "spotlight search milch --app notes --max 3"],
                    staticCheck: { inv, _ in filterDiagnostics(inv) },
                    body: .action { inv, ctx in try runSearch(inv, ctx) }),
    ] + probes

    /// The device's query engine, attached to its Spotlight store the first time it is needed.
    static func engine(_ d: Device, _ session: Session) -> SearchEngine {
        let policy: QueryLanguageOptions.UnknownAttributePolicy = d.spotlight.configuration.unknownQueryAttributesMatchNothing ? .noMatch : .error
        if let e = session.searchEngines[d.name], e.service === d.spotlight {
            e.calendar = d.calendar
            e.options.unknownAttributes = policy
            return e
        }
        let e = SearchEngine(calendar: d.calendar)
        if let history = session.simulation.search.pendingEngagements.removeValue(forKey: d.name) { e.index.restoreEngagements(history) }
        e.attach(to: d.spotlight)
        e.options.unknownAttributes = policy
        session.searchEngines[d.name] = e
        return e
    }

    /// Checks a query string placed in `line`: the first error becomes a located invalidQuery error; warnings are returned.
    static func validate(_ text: String, at placement: QueryPlacement, line: Int, engine: SearchEngine) throws -> [String] {
        let parsed = engine.analyze(text)
        if let error = parsed.diagnostics.first(where: { $0.severity == .error }) {
            throw CommandError("invalidQuery (-2002): \(error.message)", range: placement.range(error.range, line: line),
                               suggestion: error.suggestion, code: "invalid-query", fixIts: error.fixIts.map { placement.fixIt($0, line: line) })
        }
        return parsed.diagnostics.filter { $0.severity == .warning }.map { "warning: \($0.message)" }
    }

    /// What `check` and the language server report for a query string without running it: the errors `run` would give
    /// that do not depend on the world (syntax, `$time`, nesting, numbers, types of Apple's attributes). An unknown
    /// attribute may be a custom key created at run time, so it is left to `run`.
    static func staticDiagnostics(_ text: String, at placement: QueryPlacement, line: Int) -> [Diagnostic] {
        guard !text.trimmingBlanks().isEmpty else { return [] }
        let parsed = QueryChecker.analyze(text, schema: .standard, options: .standard)
        // A Mac file-metadata attribute is a located warning: accepted, but it matches nothing in an app's index.
        let warnings = parsed.diagnostics.filter { $0.code == "query-file-metadata-attribute" }.map {
            Diagnostic(.warning, range: placement.range($0.range, line: line), code: $0.code, $0.message, suggestion: $0.suggestion,
                       fixIts: $0.fixIts.map { placement.fixIt($0, line: line) })
        }
        guard let error = parsed.diagnostics.first(where: { $0.severity == .error && $0.code != "query-unknown-attribute" }) else { return warnings }
        return [Diagnostic(range: placement.range(error.range, line: line), code: "invalid-query",
                           "invalidQuery (-2002): \(error.message)", suggestion: error.suggestion,
                           fixIts: error.fixIts.map { placement.fixIt($0, line: line) })] + warnings
    }

    /// The static diagnostics of every `--filter` of an invocation.
    static func filterDiagnostics(_ inv: CommandInvocation) -> [Diagnostic] {
        let values = inv.boundAll(filterOption)  // `--filter` of `spotlight query` or `search`: one name
        guard !values.isEmpty else { return [] }
        let source = Array(inv.source)
        return values.flatMap { staticDiagnostics($0.text, at: QueryPlacement(of: $0, in: source), line: inv.line) }
    }

    /// The static diagnostics of `spotlight query`: its query string and its filters.
    static func queryLineDiagnostics(_ inv: CommandInvocation) -> [Diagnostic] {
        guard let rest = inv.argument("query") else { return [] }
        do {
            let split = try QueryLine.split(rest, line: inv.line, known: queryOptions)
            var bound = inv
            bound.options = split.options
            return staticDiagnostics(split.query, at: QueryPlacement(column: split.column, quoted: split.quoted, in: inv.source), line: inv.line)
                + filterDiagnostics(bound)
        } catch let error as CommandError {
            return [error.diagnostic(fallback: rest.range)]
        } catch {
            return []
        }
    }

    /// The largest `--max`, `--suggestions` or `--batch` a query command takes.
    static let largestCount = 1_000_000

    /// Fails with indexUnreachable when the device's indexer is down.
    static func requireIndexer(_ d: Device, _ inv: CommandInvocation) throws {
        guard d.spotlight.isIndexerAvailable else {
            throw CommandError("indexUnreachable (-2001): the indexer of \(d.name) is unavailable", range: inv.commandRange, code: "index-unreachable")
        }
    }

    /// The app scope `--app` names: nil for `all`; `defaultAll` decides what no `--app` means.
    static func scope(_ ctx: CommandContext, _ d: Device, appOption: BoundValue?, defaultAll: Bool) throws -> String? {
        if let a = appOption {
            if a.text == "all" { return nil }
            return try ctx.app(on: d).bundleIdentifier
        }
        return defaultAll ? nil : try ctx.app(on: d).bundleIdentifier
    }

    /// Validates every `--filter` and returns their texts.
    static func filters(_ values: [BoundValue], source: String, line: Int, engine: SearchEngine) throws -> (texts: [String], warnings: [String]) {
        var warnings: [String] = []
        let chars = values.isEmpty ? [] : Array(source)
        for f in values {
            warnings += try validate(f.text, at: QueryPlacement(of: f, in: chars), line: line, engine: engine)
        }
        return (values.map(\.text), warnings)
    }

    private static func runQuery(_ inv: CommandInvocation, _ ctx: CommandContext) throws {
        guard let rest = inv.argument("query") else { return }
        let split = try QueryLine.split(rest, line: inv.line, known: queryOptions)
        var bound = inv
        bound.options = split.options
        let qctx = CommandContext(session: ctx.session, invocation: bound)
        let d = try qctx.device()
        let app = try scope(qctx, d, appOption: bound.bound(searchedApp), defaultAll: false)
        let e = engine(d, ctx.session)
        guard !split.query.trimmingBlanks().isEmpty else {
            throw CommandError("invalidQuery (-2002): the query is empty", range: rest.range, suggestion: "write e.g. title == \"Paris\"c", code: "invalid-query")
        }
        var warnings = try validate(split.query, at: QueryPlacement(column: split.column, quoted: split.quoted, in: inv.source),
                                    line: inv.line, engine: e)
        let (filterTexts, filterWarnings) = try filters(bound.boundAll(filterOption), source: inv.source, line: inv.line, engine: e)
        warnings += filterWarnings
        try requireIndexer(d, inv)
        var fetch = ["title"]
        if let f = bound.bound(fetchOption) {
            // Each attribute once: a name repeated thousands of times printed every item that many times over.
            var seen = Set<String>()
            fetch = f.text == "none" ? [] : SpotlightItemOptions.splitList(f.text).filter { seen.insert($0).inserted }
        }
        let query = CSSearchQuery(queryString: split.query, queryContext: SearchQueryContext(fetchAttributes: fetch, filterQueries: filterTexts),
                                  engine: e, app: app)
        let showBatches = bound.bound(batchOption) != nil
        if let b = bound.bound(batchOption) {
            guard let n = bound[batchOption], n > 0, n <= largestCount else {
                throw CommandError("'\(b.text)' is not a batch size", range: b.range, suggestion: "write a whole number from 1 to \(largestCount)")
            }
            query.batchSize = n
        }
        for w in warnings { ctx.print(w) }
        var found: [CSSearchableItem] = []
        var batches = 0
        // The handlers hold the query (the scheduler only holds it weakly, as Spotlight drops an unreferenced query);
        // the cycle is broken when it completes.
        query.foundItemsHandler = { items in
            batches += 1
            found += items
            if showBatches { ctx.print("batch \(batches): \(items.count) item\(items.count == 1 ? "" : "s") (foundItemCount \(query.foundItemCount))") }
        }
        query.completionHandler = { error in
            query.foundItemsHandler = nil
            query.completionHandler = nil
            if let error { return ctx.print("error: \(error)") }
            ctx.print("\(found.count) item\(found.count == 1 ? "" : "s")")
            for item in found { ctx.print(line(item, fetch)) }
        }
        query.start()
    }

    /// One delivered item: its identifier and the fetched attributes it carries.
    static func line(_ item: CSSearchableItem, _ fetch: [String]) -> String {
        var parts = [item.uniqueIdentifier]
        for name in fetch {
            if let v = item.attributeSet.value(named: name) { parts.append("\(name)=\(v)") }
        }
        return "  " + parts.joined(separator: "  ")
    }

    /// The title the Spotlight UI shows for a result: title, else displayName, else the identifier.
    static func title(_ i: IndexedItem) -> String {
        i.attributeSet.title ?? i.attributeSet.displayName ?? i.uniqueIdentifier
    }

    /// Runs free text as the Spotlight UI does, for the command and its probes.
    static func userSearch(_ inv: CommandInvocation, _ ctx: CommandContext, text: String) throws -> (UserQueryResult, Device) {
        let d = try ctx.device()
        let app = try scope(ctx, d, appOption: inv.bound(userSearchApp), defaultAll: true)
        let e = engine(d, ctx.session)
        let (filterTexts, _) = try filters(inv.boundAll(userFilterOption), source: inv.source, line: inv.line, engine: e)
        try requireIndexer(d, inv)
        let context = UserQueryContext(maxResultCount: try count(inv, maxOption, default: 0),
                                         maxSuggestionCount: try count(inv, suggestionsOption, default: 5))
        context.filterQueries = filterTexts
        switch e.userSearch(text, context: context, scope: e.scope(app: app)) {
        case .failure(let error): throw CommandError("\(error)", range: inv.commandRange)
        case .success(let result): return (result, d)
        }
    }

    /// A non-negative whole-number option.
    static func count(_ inv: CommandInvocation, _ option: CommandOption<Int>, default value: Int) throws -> Int {
        guard let v = inv.bound(option) else { return value }
        guard let n = inv[option], n >= 0, n <= largestCount else {
            throw CommandError("'\(v.text)' is not a count from 0 to \(largestCount)", range: v.range, suggestion: "write a whole number from 0 to \(largestCount)")
        }
        return n
    }

    private static func runSearch(_ inv: CommandInvocation, _ ctx: CommandContext) throws {
        let text = inv.values("text").map(\.text).joined(separator: " ")
        let (result, d) = try userSearch(inv, ctx, text: text)
        ScreenCommands.rememberSearch(text: text, result: result, device: d, ctx)
        for w in result.warnings { ctx.print("warning: \(w)") }
        if result.items.isEmpty {
            ctx.print("no results for \"\(text)\"")
        } else {
            let shown = result.items.count < result.totalCount ? " (top \(result.items.count) of \(result.totalCount))" : ""
            ctx.print("\(result.totalCount) result\(result.totalCount == 1 ? "" : "s") for \"\(text)\"\(shown)")
        }
        for (n, r) in result.items.enumerated() {
            let i = r.indexed
            var row = "  \(n + 1). \(title(i))"
            if let sub = i.attributeSet.contentDescription, !sub.isEmpty { row += " — \(sub)" }
            let appName = d.app(named: i.app)?.shortName ?? i.app
            row += "  (\(appName), \(i.uniqueIdentifier))"
            ctx.print(row)
        }
        guard !result.suggestions.isEmpty else { return }
        ctx.print("Suggestions")
        for s in result.suggestions { ctx.print("  \(s)") }
    }
}
