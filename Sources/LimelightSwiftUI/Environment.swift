/// SwiftUI's `@Environment(\.key)`: a value the view's ancestors set (`widgetFamily`, `colorScheme`, …), read while
/// the simulator evaluates its body.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: (EnvironmentValues) -> Value

    /// The value at `keyPath` of the environment.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    /// The value in the environment of the body being evaluated (the default environment outside a body).
    public var wrappedValue: Value { read(EnvironmentValues.current) }
}

/// SwiftUI's `@EnvironmentObject`: an `ObservableObject` an ancestor set with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// An environment object.
    public init() {}

    /// The object an ancestor set; a view read without one stops, as SwiftUI's does.
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: a view of the app reads @EnvironmentObject without .environmentObject(_:) on an ancestor")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

private struct EnvironmentObjectsKey: EnvironmentKey { static var defaultValue: [ObjectIdentifier: AnyObject] { [:] } }

extension EnvironmentValues {
    /// The objects set with `.environmentObject(_:)`, by type.
    var objects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}
