/// What a marking delete took out of an item table (`ItemTable.markDomain`, `markItems`): the items in sequence order,
/// and their identifiers alongside, read from the pages rather than from the items, so logging a `spotlight.deleted`
/// event per item touches no item's object (Docs/Benchmark.md, "Deletes by marking", third pass).
struct MarkedItems: RandomAccessCollection, Sendable {
    /// The items, in sequence order.
    var items: [IndexedItem] = []
    /// `items[i].uniqueIdentifier` for every `i`.
    var identifiers: [String] = []

    /// The first position (0).
    var startIndex: Int { 0 }
    /// How many items.
    var endIndex: Int { items.count }
    /// The item at `position`.
    subscript(position: Int) -> IndexedItem { items[position] }
}
