import LimelightCore
import SimulatorKit
import Spotlight
import SpotlightQuery

extension QueryCommands {
    static let queryFields = ["count", "ids", "titles"]
    static let searchFields = ["count", "total", "first", "results", "ids", "suggestions"]

    /// `expect query` and `expect search`: probes over what a query string or free text finds.
    static let probes: [CommandSpec] = [
        CommandSpec(["expect", "query"], topic: "Expectations", summary: "What a query string finds: count (default), ids or titles in delivery order",
                    discussion: "The query is one quoted argument (quote it with ' when it contains \"). A malformed query is a located invalidQuery (-2002) error.",
                    arguments: [ArgumentSpec("query", .text, help: "the query string, quoted"),
                                ArgumentSpec("field", .choice(queryFields), help: "what to compare", optional: true)],
                    options: [StandardCommands.deviceOption, searchedApp.spec, filterOption.spec],
                    examples: ["expect query 'title == \"Window\"w' count == 2", "expect query 'keywords == \"dairy\"' ids == \"n1, n3\""],
                    staticCheck: { inv, _ in
                        (inv.argument("query").map { staticDiagnostics($0.text, at: QueryPlacement(of: $0, in: inv.source), line: inv.line) } ?? [])
                            + filterDiagnostics(inv)
                    },
                    body: .probe { inv, ctx in
                        guard let q = inv.argument("query") else { return .number(0) }
                        let d = try ctx.device()
                        let app = try scope(ctx, d, appOption: inv.bound(searchedApp), defaultAll: false)
                        let e = engine(d, ctx.session)
                        _ = try validate(q.text, at: QueryPlacement(of: q, in: inv.source), line: inv.line, engine: e)
                        let (filterTexts, _) = try filters(inv.boundAll(filterOption), source: inv.source, line: inv.line, engine: e)
                        try requireIndexer(d, inv)
                        let context = SearchQueryContext(fetchAttributes: ["title", "displayName"], filterQueries: filterTexts)
                        switch e.search(q.text, context: context, scope: e.scope(app: app)) {
                        case .failure(let error): throw CommandError("\(error)", range: q.range, code: "invalid-query")
                        case .success(let items):
                            switch inv.argument("field")?.text ?? "count" {
                            case "ids": return .list(items.map(\.uniqueIdentifier))
                            case "titles": return .list(items.map { $0.attributeSet.title ?? $0.attributeSet.displayName ?? $0.uniqueIdentifier })
                            default: return .number(Double(items.count))
                            }
                        }
                    }),
        CommandSpec(["expect", "search"], topic: "Expectations", summary: "What free text finds in Spotlight: count (default), total, first, results, ids or suggestions",
                    discussion: "results and ids list the shown results in ranked order; first is the top result's title ('(none)' when nothing is found); suggestions are the completions as plain text; total counts matches before --max.",
                    arguments: [ArgumentSpec("text", .text, help: "what the person types (quote several words)"),
                                ArgumentSpec("field", .choice(searchFields), help: "what to compare", optional: true)],
                    options: searchOptions,
                    examples: ["expect search Milch count == 1", "expect search caf first == \"Café meeting\"", "expect search plan results == \"Plan A, Plan B\""],
                    staticCheck: { inv, _ in filterDiagnostics(inv) },
                    body: .probe { inv, ctx in
                        let (result, _) = try userSearch(inv, ctx, text: try inv.text("text"))
                        switch inv.argument("field")?.text ?? "count" {
                        case "total": return .number(Double(result.totalCount))
                        case "first": return .text(result.items.first.map { title($0.indexed) } ?? "(none)")
                        case "results": return .list(result.items.map { title($0.indexed) })
                        case "ids": return .list(result.items.map(\.indexed.uniqueIdentifier))
                        case "suggestions": return .list(result.suggestions.map(\.localizedSuggestion))
                        default: return .number(Double(result.items.count))
                        }
                    }),
    ]
}
