/// SwiftUI's `DynamicProperty`: a stored property of a view that SwiftUI updates (`@State`, `@Environment`, …).
public protocol DynamicProperty {
    /// Called before the body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    /// Nothing to update.
    public mutating func update() {}
}

// unchecked: `@State` keeps a value of any type, changed through its `nonmutating set`; views run on one thread.
/// The storage of a `@State` value.
final class StateBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// SwiftUI's `@State`: a value a view owns. The simulator evaluates a view's body once per drawing, so the value is
/// its initial value unless the view's own code changes it.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    /// A state with an initial value.
    public init(wrappedValue value: Value) { box = StateBox(value) }
    /// A state with an initial value.
    public init(initialValue value: Value) { box = StateBox(value) }

    /// The value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value (`$value`).
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state starting at nil.
    public init() { self.init(wrappedValue: nil) }
}

/// SwiftUI's `@Binding`: a reference to a value some other view owns.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let getValue: () -> Value
    let setValue: (Value) -> Void

    /// A binding reading and writing through closures.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// A binding reading and writing through closures (the transaction is ignored).
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getValue = get
        setValue = { set($0, Transaction()) }
    }

    /// A binding from another binding (`$value` passed on).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// The value.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value (`$model.name`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: {
            var value = self.wrappedValue
            value[keyPath: keyPath] = $0
            self.wrappedValue = value
        })
    }

    /// The binding with an animation (not animated in the simulator).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
    /// The binding with a transaction (ignored).
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension Binding {
    /// A binding to an optional, from a binding to its wrapped value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
    }

    /// A binding to the wrapped value, nil when the value is nil.
    public init?(_ base: Binding<Value?>) {
        guard base.wrappedValue != nil else { return nil }
        self.init(get: { base.wrappedValue ?? { fatalError("the binding's value became nil") }() }, set: { base.wrappedValue = $0 })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The value's identifier.
    public var id: Value.ID { wrappedValue.id }
}

// unchecked: a binding keeps the get/set closures of `init(get:set:)`, which need not be `@Sendable`.
extension Binding: @unchecked Sendable where Value: Sendable {}

/// SwiftUI's `Transaction`: the context of a state change (animations are not drawn).
public struct Transaction: Sendable {
    /// The animation, if any.
    public var animation: Animation?
    /// Whether animations are turned off.
    public var disablesAnimations = false
    /// An empty transaction.
    public init() {}
    /// A transaction with an animation.
    public init(animation: Animation?) { self.animation = animation }
}

/// SwiftUI's `Animation` (the simulator does not animate: its drawings are of the final state).
public struct Animation: Hashable, Sendable {
    let name: String
    /// The default animation.
    public static let `default` = Animation(name: "default")
    /// Linear.
    public static let linear = Animation(name: "linear")
    /// Ease in and out.
    public static let easeInOut = Animation(name: "easeInOut")
    /// Ease in.
    public static let easeIn = Animation(name: "easeIn")
    /// Ease out.
    public static let easeOut = Animation(name: "easeOut")
    /// A spring.
    public static let spring = Animation(name: "spring")
    /// A smooth spring.
    public static let smooth = Animation(name: "smooth")
    /// A snappy spring.
    public static let snappy = Animation(name: "snappy")
    /// A bouncy spring.
    public static let bouncy = Animation(name: "bouncy")
    /// Linear over `duration`.
    public static func linear(duration: Double) -> Animation { .linear }
    /// Ease in and out over `duration`.
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    /// Ease in over `duration`.
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    /// Ease out over `duration`.
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    /// A spring.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    /// A spring with a duration and bounce.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    /// Delayed.
    public func delay(_ delay: Double) -> Animation { self }
    /// At another speed.
    public func speed(_ speed: Double) -> Animation { self }
    /// Repeated.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// Repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` (not animated in the simulator) and returns its result.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

/// Runs `body` with a transaction (ignored) and returns its result.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result { try body() }
