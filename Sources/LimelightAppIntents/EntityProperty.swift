import LimelightCoreSpotlight

/// App Intents' `@Property` (`EntityProperty`): an entity's property, optionally indexed under a Spotlight attribute.
@propertyWrapper
public final class EntityProperty<Value> {
    private var value: Value?
    /// The property's title, if given.
    public let title: LocalizedStringResource?
    /// Where `IndexedEntity.defaultAttributeSet` puts the value (`@Property(indexingKey: \.displayName)`).
    let indexingKey: ReferenceWritableKeyPath<LimelightCoreSpotlight.CSSearchableItemAttributeSet, Value?>?

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
    }

    /// A property Spotlight indexes under an attribute of `CSSearchableItemAttributeSet`.
    public init(title: LocalizedStringResource? = nil,
                indexingKey: ReferenceWritableKeyPath<LimelightCoreSpotlight.CSSearchableItemAttributeSet, Value?>) {
        self.title = title
        self.indexingKey = indexingKey
    }

    /// A property with an initial value.
    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.value = wrappedValue
        self.title = title
        self.indexingKey = nil
    }
}

/// `@Property`, Apple's spelling of `EntityProperty`.
public typealias Property = EntityProperty

/// An entity property that writes itself into an attribute set.
protocol IndexedProperty {
    func write(to set: LimelightCoreSpotlight.CSSearchableItemAttributeSet)
}

extension EntityProperty: IndexedProperty {
    func write(to set: LimelightCoreSpotlight.CSSearchableItemAttributeSet) {
        guard let indexingKey, let value else { return }
        set[keyPath: indexingKey] = value
    }
}
