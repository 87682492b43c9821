import Spotlight

/// The plain evaluator: tests one item against a compiled query by reading its values; the indexed evaluator must agree.
public enum ReferenceEvaluator {
    /// Whether the item matches.
    public static func matches(_ query: CompiledQuery, _ item: CSSearchableItem) -> Bool {
        switch query {
        case .text(let attribute, let matcher, let negated):
            let hit = QueryItemValues.texts(of: item, attribute).contains { matcher.matches($0) }
            return hit != negated
        case .numeric(let name, let range, let negated):
            let hit = QueryItemValues.value(of: item, named: name)?.numericValues.contains { range.contains($0) } ?? false
            return hit != negated
        case .presence(let attribute, let negated):
            return QueryItemValues.isPresent(attribute, in: item) != negated
        case .and(let list): return list.allSatisfy { matches($0, item) }
        case .or(let list): return list.contains { matches($0, item) }
        case .not(let inner): return !matches(inner, item)
        case .never: return false
        }
    }
}
