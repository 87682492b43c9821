import Foundation
import LimelightCoreSpotlight
import LimelightCore
import SystemServices

// unchecked: Apple's `wrappedValue` is a settable value of any type (`final var wrappedValue: Value { get set }`) on a
// class Apple declares `Sendable` (`AnyIntentValue`); the system sets it before `perform()`, on one thread.
/// App Intents' `@Property` (`EntityProperty`): an entity's property, optionally indexed under a Spotlight attribute
/// (`indexingKey:`) or a custom key (`customIndexingKey:`).
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
    private var value: Value?
    /// The property's title, if given.
    public let title: LocalizedStringResource?
    /// Where `IndexedEntity.defaultAttributeSet` puts the value (`@Property(indexingKey: \.displayName)`).
    let indexingKey: ReferenceWritableKeyPath<LimelightCoreSpotlight.CSSearchableItemAttributeSet, Value?>?
    /// The custom key `defaultAttributeSet` puts the value under (`@Property(customIndexingKey: continentKey)`).
    let customIndexingKey: CSCustomAttributeKey?

    /// The value; reading one never set stops the program, as reading an unset property does on a device.
    public var wrappedValue: Value {
        get {
            if let value { return value }
            if let none = (Value.self as? OptionalParameter.Type)?.noValue as? Value { return none }
            fatalError("the entity property '\(title?.text ?? "")' was read before it was set")
        }
        set { value = newValue }
    }

    /// A property titled by its name (`@Property var name: String`).
    public init() {
        self.title = nil
        self.indexingKey = nil
        self.customIndexingKey = nil
    }

    /// A property with an initial value, titled by its name.
    public init(wrappedValue: Value) {
        self.value = wrappedValue
        self.title = nil
        self.indexingKey = nil
        self.customIndexingKey = nil
    }

    /// `$name`: the property itself (`\BookEntity.$title` in an `EntityPropertyQuery`).
    public var projectedValue: EntityProperty<Value> { self }

    /// A property with a title.
    public init(title: LocalizedStringResource) {
        self.title = title
        self.indexingKey = nil
        self.customIndexingKey = nil
    }

    /// A property Spotlight indexes under an attribute of `CSSearchableItemAttributeSet`.
    public init(title: LocalizedStringResource? = nil,
                indexingKey: ReferenceWritableKeyPath<LimelightCoreSpotlight.CSSearchableItemAttributeSet, Value?>) {
        self.title = title
        self.indexingKey = indexingKey
        self.customIndexingKey = nil
    }

    /// A property Spotlight indexes under a custom attribute key.
    public init(title: LocalizedStringResource? = nil, customIndexingKey: CSCustomAttributeKey) {
        self.title = title
        self.indexingKey = nil
        self.customIndexingKey = customIndexingKey
    }

    /// A property with an initial value.
    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.value = wrappedValue
        self.title = title
        self.indexingKey = nil
        self.customIndexingKey = nil
    }
}

/// `@Property`, Apple's spelling of `EntityProperty`.
public typealias Property = EntityProperty

/// An entity property as the simulator reads it: written into an attribute set, declared in the metadata, recorded as a value.
protocol IndexedProperty {
    func write(to set: LimelightCoreSpotlight.CSSearchableItemAttributeSet)
    func declaration(name: String) -> AppEntityProperty
    var simulatedValue: IntentValue? { get }
}

extension EntityProperty: IndexedProperty {
    func write(to set: LimelightCoreSpotlight.CSSearchableItemAttributeSet) {
        guard let value else { return }
        if let indexingKey { set[keyPath: indexingKey] = value }
        if let customIndexingKey, let custom = value as? any CSCustomAttributeValue { set.setValue(custom, forCustomKey: customIndexingKey) }
    }

    /// The property as App Intents metadata declares it: name, title, type and the attribute it is indexed under (found
    /// by writing the value into an empty attribute set).
    func declaration(name: String) -> AppEntityProperty {
        let type = IntentParameterTypes.type(of: Value.self).0
        var key: IndexingKey?
        if let customIndexingKey {
            key = .custom(customIndexingKey)
        } else if indexingKey != nil {
            let probe = LimelightCoreSpotlight.CSSearchableItemAttributeSet(itemContentType: "public.content")
            write(to: probe)
            key = probe.simulated.values.keys.sorted().first.map(IndexingKey.standard)
        }
        return AppEntityProperty(name, title: title?.text, type: type, indexingKey: key)
    }

    /// The value as the simulator records it.
    var simulatedValue: IntentValue? { value.flatMap(SimulatedValue.of) }
}
