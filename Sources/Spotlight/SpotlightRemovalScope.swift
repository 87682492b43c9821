/// Which of an app's items a marking delete took out of its index, as observers are told it in one call
/// (`SpotlightIndexObserver.spotlightDidRemove(app:identifiers:scope:)`): a domain delete, a delete-all through one index, or
/// every item of the app (delete-all, uninstall, the whole index lost). A mirror that keeps its items grouped by app,
/// index name and domain removes the groups the scope covers instead of looking each identifier up
/// (Docs/Benchmark.md, "Deletes by marking").
public enum SpotlightRemovalScope: Sendable, Hashable {
    /// Every item whose domain is this one or lies under it on `.` boundaries (`a` covers `a.b`, not `ab`).
    case domain(String)
    /// Every item indexed through the index of this name (nil: the default index).
    case indexName(String?)
    /// Every item of the app.
    case app

    /// Whether an item indexed through `indexName` with domain `domain` is in the scope (the rule the item table's
    /// `markDomain` and `markItems` apply).
    public func covers(indexName: String?, domain: String?) -> Bool {
        switch self {
        case .app: return true
        case .indexName(let name): return indexName == name
        case .domain(let scope):
            guard let domain else { return false }
            return domain == scope || domain.hasPrefix(scope + ".")
        }
    }
}
