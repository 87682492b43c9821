/// The query index's map from (app, identifier) to slot, stored per app so each entry keys on the identifier alone
/// (about half the bytes of a dictionary keyed by both strings at 100,000 items).
struct SlotMap {
    private var byApp: [String: [String: Int32]] = [:]

    /// The slot of a key, if mapped; assigning nil removes the mapping.
    subscript(key: QueryIndex.Key) -> Int32? {
        get { byApp[key.app]?[key.identifier] }
        set {
            if let newValue { byApp[key.app, default: [:]][key.identifier] = newValue } else { _ = removeValue(forKey: key) }
        }
    }

    /// Maps a key to a slot, returning the slot it replaced.
    mutating func updateValue(_ slot: Int32, forKey key: QueryIndex.Key) -> Int32? {
        byApp[key.app, default: [:]].updateValue(slot, forKey: key.identifier)
    }

    /// Removes a key's mapping, returning its slot.
    mutating func removeValue(forKey key: QueryIndex.Key) -> Int32? {
        guard let slot = byApp[key.app]?.removeValue(forKey: key.identifier) else { return nil }
        if byApp[key.app]?.isEmpty == true { byApp[key.app] = nil }
        return slot
    }
}
