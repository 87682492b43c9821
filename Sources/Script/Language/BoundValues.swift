import LimelightCore

/// The values a line binds to a command's arguments (or options), by name, in the order written: a line binds a few,
/// so they are kept in one array and searched in place instead of hashed into a dictionary per line. Equal when the
/// same names have the same values in the same order.
public struct BoundValues: Sendable, Equatable {
    /// One bound value and the name of the argument or option it belongs to.
    public struct Entry: Sendable, Equatable {
        /// The argument's or option's name.
        public var name: String
        /// The value bound to it.
        public var value: BoundValue
    }

    /// Every bound value in the order written.
    public private(set) var entries: [Entry] = []

    /// No values.
    public init() {}

    /// The values of a name-to-values table, names in sorted order (so the result does not depend on hashing).
    public init(_ table: [String: [BoundValue]]) {
        for name in table.keys.sorted() {
            for value in table[name] ?? [] { entries.append(Entry(name: name, value: value)) }
        }
    }

    /// Makes room for `count` values.
    public mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

    /// Binds one more value to `name`.
    public mutating func append(_ value: BoundValue, for name: String) { entries.append(Entry(name: name, value: value)) }

    /// Every value bound to `name` in the order written, or nil when none is.
    public subscript(name: String) -> [BoundValue]? {
        var found: [BoundValue] = []
        for entry in entries where entry.name == name { found.append(entry.value) }
        return found.isEmpty ? nil : found
    }

    /// The first value bound to `name`.
    public func first(_ name: String) -> BoundValue? { entries.first { $0.name == name }?.value }

    /// The last value bound to `name`.
    public func last(_ name: String) -> BoundValue? { entries.last { $0.name == name }?.value }

    /// Whether any value is bound to `name`.
    public func contains(_ name: String) -> Bool { entries.contains { $0.name == name } }

    /// Whether no value is bound.
    public var isEmpty: Bool { entries.isEmpty }

    /// The names with values, each once, in the order first written.
    public var names: [String] {
        var out: [String] = []
        for entry in entries where !out.contains(entry.name) { out.append(entry.name) }
        return out
    }

    /// A table from each name to what `transform` makes of its values.
    public func mapValues<T>(_ transform: ([BoundValue]) throws -> T) rethrows -> [String: T] {
        var out: [String: T] = [:]
        for name in names { out[name] = try transform(self[name] ?? []) }
        return out
    }

    /// The same values with every range changed by `transform`.
    public func mapRanges(_ transform: (SourceRange) -> SourceRange) -> BoundValues {
        var copy = self
        for i in copy.entries.indices { copy.entries[i].value.range = transform(copy.entries[i].value.range) }
        return copy
    }
}
