/// A part of the world's state that declares the domain of every stored field in one place: its range, whether it may
/// be empty, its order, and what it refers to elsewhere in the world (an item's app is installed, a job's device
/// exists). A world read from a file (a snapshot is input from a stranger) is checked against these domains before
/// anything is built from it, so a loaded world satisfies every invariant a live one does (Docs/Snapshots.md).
///
/// `checkDomain` names every stored field exactly once, through `SimDomainCheck`'s `field`, `int`, `number`,
/// `instant`, `duration`, `nested`, `each`, `entries` or `free` (a field whose type is its whole domain). A test walks a
/// real world with `Mirror` and fails when a type holds a field its `checkDomain` does not name, so a field cannot be
/// added without its domain.
public protocol SimStateDomain {
    /// Checks every field of this value; throws a `SimDomainError` at the first one outside its domain.
    func checkDomain(_ check: inout SimDomainCheck) throws
}

/// A value outside its domain: where in the document, what value, and what is allowed.
public struct SimDomainError: Error, Equatable, Sendable {
    /// The JSON path of the value, e.g. `.world.devices[0].widgets.configuration.dailyReloadBudget`.
    public var path: String
    /// The value as found.
    public var value: String
    /// The allowed values, e.g. `1…100000` or `a device of this world (phone, tablet)`.
    public var allowed: String

    /// "at PATH: VALUE is outside its domain; allowed: ALLOWED".
    public var message: String { "at \(path): \(value) is not allowed here; allowed: \(allowed)" }
}

/// Walks a state's fields, keeping the JSON path and what the world around it holds (its devices, the apps of the
/// device being checked, the clock), and throws at the first value outside its domain.
public struct SimDomainCheck {
    /// The longest duration a setting may hold: the longest the command language reads (100 years).
    public static let longestDuration = SimDuration.longest.seconds
    /// The largest counter or count a world may hold: far above what a run reaches, far below overflow, and exact as a
    /// JSON number.
    public static let counterLimit = 1 << 52
    /// The earliest and latest instants a world may hold: what a date argument reaches (ISO 8601 years 0001 to 9999:
    /// an item may expire on 9999-12-31 though the clock stops at `Runtime.latest`, so such a job never comes due).
    public static let earliestInstant: Double = -63_113_904_000  // 0001-01-01T00:00:00Z
    public static let latestInstant: Double = 252_423_993_599  // 9999-12-31T23:59:59Z

    /// What the rest of the world holds, for references between parts.
    public struct Context: Sendable {
        /// The names of the world's devices.
        public var devices: Set<String> = []
        /// The bundle identifiers installed on the device being checked.
        public var apps: Set<String> = []
        /// The world's clock.
        public var now = Runtime.defaultStart
        /// The waiting jobs, by sequence.
        public var jobs: [Int: ScheduledJob] = [:]
        /// The name of the device being checked.
        public var device = ""
        public init() {}
    }

    /// One component of a JSON path: a field or key (written `.name`), an index (`[3]`), or text as given. Kept as
    /// values and written out only when a check fails, so walking a list of 100,000 items builds no strings.
    enum PathComponent {
        case name(String)
        case index(Int)
        case text(String)

        var text: String {
            switch self {
            case .name(let name): "." + name
            case .index(let i): "[\(i)]"
            case .text(let text): text
            }
        }
    }

    /// The path so far.
    fileprivate var path: [PathComponent]
    /// The world around the value being checked.
    public var context = Context()
    /// When recording (a domain-coverage test), the names of the fields checked at the top level; failures are ignored.
    public private(set) var recorded: [String]?

    /// A check whose paths start with `root` (e.g. `.world`).
    public init(root: String = "") {
        path = root.isEmpty ? [] : [.text(root)]
    }

    /// A check that records the top-level fields a `checkDomain` names instead of failing (for tests).
    public static func recording() -> SimDomainCheck {
        var check = SimDomainCheck()
        check.recorded = []
        return check
    }

    /// The path as text.
    public var pathText: String { path.map(\.text).joined() }

    fileprivate var depth = 0

    /// Refuses the current value (or its field `name`).
    public func fail(_ name: String? = nil, value: String, allowed: String) throws {
        guard recorded == nil else { return }
        throw SimDomainError(path: pathText + (name.map { "." + $0 } ?? ""), value: value, allowed: allowed)
    }

    private mutating func note(_ name: String) {
        if depth == 0 { recorded?.append(name) }
    }

    /// Checks field `name` with `body` (the path names it while the body runs).
    public mutating func field(_ name: String, _ body: (inout SimDomainCheck) throws -> Void) throws {
        note(name)
        path.append(.name(name))
        depth += 1
        defer { path.removeLast(); depth -= 1 }
        try body(&self)
    }

    /// A field whose type is its whole domain (a flag, an enumeration, free text).
    public mutating func free(_ names: String...) { for name in names { note(name) } }

    /// Names fields that are derived, not state (a memo of digests, a cache rebuilt from the rest): nothing to check.
    public mutating func derived(_ names: String...) { for name in names { note(name) } }

    /// An integer field in `range`.
    public mutating func int(_ name: String, _ value: Int, _ range: ClosedRange<Int>) throws {
        note(name)
        if !range.contains(value) { try fail(name, value: "\(value)", allowed: Self.describe(range)) }
    }

    /// An optional integer field: absent, or in `range`.
    public mutating func int(_ name: String, _ value: Int?, _ range: ClosedRange<Int>) throws {
        note(name)
        if let value, !range.contains(value) { try fail(name, value: "\(value)", allowed: Self.describe(range) + " or null") }
    }

    /// A finite number in `range`.
    public mutating func number(_ name: String, _ value: Double, _ range: ClosedRange<Double>) throws {
        note(name)
        if !value.isFinite || !range.contains(value) { try fail(name, value: "\(value)", allowed: "a finite number in \(range.lowerBound)…\(range.upperBound)") }
    }

    /// A duration in `range` seconds (finite).
    public mutating func duration(_ name: String, _ value: SimDuration, _ range: ClosedRange<Double> = 0...longestDuration) throws {
        note(name)
        let s = value.seconds
        if !s.isFinite || !range.contains(s) { try fail(name, value: "\(s) s", allowed: "a duration of \(range.lowerBound)…\(range.upperBound) s") }
    }

    /// An instant on the simulated calendar (absent allowed when optional); with `notAfterNow`, not later than the clock.
    public mutating func instant(_ name: String, _ value: SimInstant?, notAfterNow: Bool = false) throws {
        note(name)
        guard let value else { return }
        let s = value.secondsSinceReferenceDate
        if !s.isFinite || s < Self.earliestInstant || s > Self.latestInstant {
            try fail(name, value: "\(s)", allowed: "a time on the simulated calendar, \(Self.earliestInstant)…\(Self.latestInstant) s since 2001")
        } else if notAfterNow, value > context.now {
            try fail(name, value: "\(s)", allowed: "a time not after the clock (\(context.now.secondsSinceReferenceDate))")
        }
    }

    /// A nested state.
    public mutating func nested<T: SimStateDomain>(_ name: String, _ value: T?) throws {
        guard let value else { note(name); return }
        try field(name) { try value.checkDomain(&$0) }
    }

    /// A list: at most `limit` elements, each checked by `body` at `[i]`.
    public mutating func each<C: Collection>(_ name: String, _ values: C, limit: Int = counterLimit,
                                             _ body: (inout SimDomainCheck, C.Element) throws -> Void) throws {
        try field(name) { check in
            if values.count > limit { try check.fail(value: "\(values.count) elements", allowed: "at most \(limit)") }
            for (i, element) in values.enumerated() {
                check.path.append(.index(i))
                defer { check.path.removeLast() }
                try body(&check, element)
            }
        }
    }

    /// A list of states.
    public mutating func each<C: Collection>(_ name: String, _ values: C, limit: Int = counterLimit) throws where C.Element: SimStateDomain {
        try each(name, values, limit: limit) { check, element in try element.checkDomain(&check) }
    }

    /// A table by text key, in key order: keys not empty (unless `allowEmptyKey`), each entry checked by `body` at `.key`.
    public mutating func entries<V>(_ name: String, _ table: [String: V], allowEmptyKey: Bool = false,
                                    _ body: (inout SimDomainCheck, String, V) throws -> Void) throws {
        try field(name) { check in
            for key in table.keys.sorted() {
                guard let value = table[key] else { continue }
                if key.isEmpty, !allowEmptyKey { try check.fail(value: "an empty key", allowed: "a non-empty name") }
                check.path.append(.name(key))
                defer { check.path.removeLast() }
                try body(&check, key, value)
            }
        }
    }

    /// A table of states.
    public mutating func entries<V: SimStateDomain>(_ name: String, _ table: [String: V], allowEmptyKey: Bool = false) throws {
        try entries(name, table, allowEmptyKey: allowEmptyKey) { check, _, value in try value.checkDomain(&check) }
    }

    /// The current value (a key or a field already named) must be one of `known`: a reference to another part.
    public func reference(_ value: String, in known: Set<String>, _ what: String) throws {
        guard !known.contains(value) else { return }
        let some = known.sorted().prefix(5).joined(separator: ", ")
        try fail(value: "'\(value)'", allowed: known.isEmpty ? "\(what) (this world has none)" : "\(what) (\(some)\(known.count > 5 ? ", …" : ""))")
    }

    /// A text field that refers to another part (`nil` allowed when optional).
    public mutating func reference(_ name: String, _ value: String?, in known: Set<String>, _ what: String) throws {
        note(name)
        guard let value else { return }
        path.append(.name(name))
        defer { path.removeLast() }
        try reference(value, in: known, what)
    }

    /// A text field that must not be empty.
    public mutating func nonEmpty(_ name: String, _ value: String) throws {
        note(name)
        if value.isEmpty { try fail(name, value: "''", allowed: "a non-empty name") }
    }

    static func describe(_ range: ClosedRange<Int>) -> String {
        func n(_ v: Int) -> String { v == counterLimit ? "2^52" : v == -counterLimit ? "-2^52" : "\(v)" }
        return "\(n(range.lowerBound))…\(n(range.upperBound))"
    }
}

extension SimDomainCheck {
    /// Checks `body` at a path component that is not a field of the type (an element of a list the type encodes as one).
    public mutating func at(_ component: String, _ body: (inout SimDomainCheck) throws -> Void) throws {
        try at(.text(component), body)
    }

    /// Checks `body` at element `index` of a list the type encodes as one (`[3]`; the text is made only on failure).
    public mutating func at(index: Int, _ body: (inout SimDomainCheck) throws -> Void) throws {
        try at(.index(index), body)
    }

    /// Checks `body` at key `key` of a table the type encodes as one (`.key`; the text is made only on failure).
    public mutating func at(key: String, _ body: (inout SimDomainCheck) throws -> Void) throws {
        try at(.name(key), body)
    }

    private mutating func at(_ component: PathComponent, _ body: (inout SimDomainCheck) throws -> Void) throws {
        path.append(component)
        depth += 1
        defer { path.removeLast(); depth -= 1 }
        try body(&self)
    }

    /// Whether `body` passes: a first pass over a big list, whose failure a second pass with paths then names.
    public mutating func passes(_ body: (inout SimDomainCheck) throws -> Void) -> Bool {
        depth += 1
        defer { depth -= 1 }
        do { try body(&self) } catch { return false }
        return true
    }

    /// The elements of a big table, each checked by `body` at `.key`: first in the order `visit` gives them, with no
    /// path and no sorting, and only when one fails again in `ordered()` order with paths, so the error names the first
    /// failing element in the order the table is encoded while a valid table (100,000 items) costs one plain pass.
    public mutating func each<T>(visiting visit: ((T) -> Void) -> Void, ordered: () -> [T], key: (T) -> String,
                                 _ body: (inout SimDomainCheck, T) throws -> Void) throws {
        var valid = true
        withoutActuallyEscaping(body) { body in
            visit { element in if valid { valid = passes { try body(&$0, element) } } }
        }
        if valid { return }
        for element in ordered() { try at(key: key(element)) { try body(&$0, element) } }
    }
}
