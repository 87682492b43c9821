/// Combine's `ObservableObject`, which SwiftUI code uses through `import SwiftUI` (Linux has no Combine): an object
/// whose changes views observe. The simulator draws a view's state when it draws, so nothing is published.
public protocol ObservableObject: AnyObject {
    /// The publisher of changes.
    var objectWillChange: ObservableObjectPublisher { get }
}


extension ObservableObject {
    /// A publisher for the object.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Combine's `ObservableObjectPublisher`: `send()` announces a change (nothing listens in the simulator).
public final class ObservableObjectPublisher: Sendable {
    /// A publisher.
    public init() {}
    /// Announces a change.
    public func send() {}
}

/// Combine's `@Published`: a property whose changes an `ObservableObject` announces.
@propertyWrapper
public struct Published<Value> {
    /// The value.
    public var wrappedValue: Value

    /// A published property.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// A published property.
    public init(initialValue: Value) { wrappedValue = initialValue }
}

/// SwiftUI's `@ObservedObject`: an `ObservableObject` a view reads.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties (`$model.name`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// SwiftUI's `@StateObject`: an `ObservableObject` a view owns, made once.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box: StateBox<ObjectType?>
    private let make: () -> ObjectType

    /// An object made the first time the view reads it.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateBox(nil)
        make = thunk
    }

    /// The object.
    public var wrappedValue: ObjectType {
        if let object = box.value { return object }
        let object = make()
        box.value = object
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}
