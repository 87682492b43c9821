import Spotlight

/// Numeric columns made lazily: indexing only notes which fields have numeric values; the first query that needs a
/// field's column (a range or comparison, or a presence test) builds it by one scan of the live slots, and from then
/// on inserts keep it current. Fields no query asks about cost nothing (as SQLite indexes only the columns it is told
/// to); Docs/Benchmark.md, memory.
extension QueryIndex {
    /// Notes a numeric value of a field while an item is inserted (added to the field's column if it was made).
    func noteNumeric(_ value: CSAttributeValue, field: String, slot: Int32) {
        if let column = numeric.isEmpty ? nil : numeric[field] {
            for v in value.numericValues { column.insert(v, slot: slot) }
            return
        }
        for name in numericFieldList where name == field { return }
        guard !numericFields.contains(field) else { return }
        numericFields.insert(field)
        if numericFieldList.count < 32 { numericFieldList.append(field) }
    }

    /// The column of a field, built on first use; nil when no item ever had a numeric value for it.
    func column(named field: String) -> NumericColumn? {
        if let known = numeric[field] { return known }
        guard numericFields.contains(field) else { return nil }
        let column = NumericColumn()
        for s in stored.indices where flags[s] & SlotFlag.alive != 0 {
            forEachNumericValue(of: stored[s], field: field) { column.insert($0, slot: Int32(s)) }
        }
        numeric[field] = column
        return column
    }

    /// The numeric values `insert` gives a field's column for an item, in the same order.
    private func forEachNumericValue(of indexed: IndexedItem, field: String, _ body: (Double) -> Void) {
        func emit(_ value: CSAttributeValue) {
            switch value {
            case .string, .strings, .data: break
            default: for v in value.numericValues { body(v) }
            }
        }
        let set = indexed.attributeSet
        // As `insert`: the standard values (but the domain), the content type and domain, then custom values.
        if field != "domainIdentifier", let value = set[field] { emit(value) }
        if field == "contentType" || field == "domainIdentifier",
           let value = QueryItemValues.value(of: indexed.item, named: field) { emit(value) }
        if !set.customValues.isEmpty, set.customValues[field] != nil,
           let value = QueryItemValues.value(of: indexed.item, named: field) { emit(value) }
    }
}
