import Foundation
import LimelightCoreSpotlight
import LimelightCore
import SystemServices

/// App Intents' `@Property` (`EntityProperty`): an entity's property, optionally indexed under a Spotlight attribute
/// (`indexingKey:`) or a custom key (`customIndexingKey:`).
@propertyWrapper
public final class EntityProperty<Value> {
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
            guard let value else { fatalError("the entity property '\(title?.key ?? "")' was read before it was set") }
            return value
        }
        set { value = newValue }
    }

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
        return AppEntityProperty(name, title: title?.key, type: type, indexingKey: key)
    }

    /// The value as the simulator records it.
    var simulatedValue: IntentValue? {
        switch value {
        case let v as String: .string(v)
        case let v as Int: .int(v)
        case let v as Double: .double(v)
        case let v as Bool: .bool(v)
        case let v as Date: .date(SimInstant(v))
        case let v as Data: .data(Array(v))
        case let v as [String]: .array(v.map(IntentValue.string))
        case let v as any AppEntity: .entity(EntityIdentifier(for: String(describing: type(of: v)), identifier: "\(v.id)"))
        case let v as any AppEnum: .enumCase(v.simulatedCase)
        default: nil
        }
    }
}
