/// App Intents' `EntityPropertyQuery`: finds entities whose properties match what the person set in Shortcuts' Find
/// action (`properties`, with the comparators each property offers, and `sortingOptions`).
public protocol EntityPropertyQuery: EntityQuery {
    /// What a comparator's mapping closure makes from the person's value (often an `NSPredicate`).
    associatedtype ComparatorMappingType
    /// The properties the person can filter on.
    static var properties: EntityQueryProperties<Entity, ComparatorMappingType> { get }
    /// The properties the person can sort by.
    static var sortingOptions: EntityQuerySortingOptions<Entity> { get }
    /// The entities matching the comparators' values (all of them, or any), sorted, at most `limit`.
    func entities(matching comparators: [ComparatorMappingType], mode: ComparatorMode, sortedBy: [EntityQuerySort<Entity>], limit: Int?)
        async throws -> Result
    /// The description of the Find action Shortcuts makes.
    static var findIntentDescription: IntentDescription? { get }
}

extension EntityPropertyQuery {
    /// None.
    public static var findIntentDescription: IntentDescription? { nil }
    /// `static var properties = QueryProperties { … }`.
    public typealias QueryProperties = EntityQueryProperties<Entity, ComparatorMappingType>
    /// `static var sortingOptions = SortingOptions { … }`.
    public typealias SortingOptions = EntityQuerySortingOptions<Entity>
    /// `SortableBy(\BookEntity.$title)`.
    public typealias SortableBy = EntityQuerySortableByProperty<Entity>
    /// `Property(\BookEntity.$title) { EqualToComparator { … } }` inside `QueryProperties`.
    public typealias Property = EntityQueryProperty<Entity, ComparatorMappingType>
    /// `EntityQuerySort`.
    public typealias Sort = EntityQuerySort
    /// `ComparatorMode`.
    public typealias ComparatorMode = EntityQueryComparatorMode
}

/// App Intents' `EntityQueryComparatorMode`: whether an entity must match every comparator or any.
public enum EntityQueryComparatorMode: Hashable, Sendable {
    /// Every comparator.
    case and
    /// Any comparator.
    case or
}

/// App Intents' `EntityQuerySort`: a sort by a property, ascending or descending.
// unchecked: Apple's `by` is a `PartialKeyPath`, which is not `Sendable` (a key path may capture values).
public struct EntityQuerySort<Entity: AppEntity>: @unchecked Sendable {
    /// The sort order.
    public enum Ordering: Hashable, Sendable {
        case ascending, descending
    }

    /// The property, as a key path to its `@Property`.
    public let by: PartialKeyPath<Entity>
    /// The order.
    public let order: Ordering

    /// A sort.
    public init(by: PartialKeyPath<Entity>, order: Ordering) {
        self.by = by
        self.order = order
    }
}

/// App Intents' `EntityQueryComparator`: one comparison a property offers; the mapping closure turns the person's value
/// into the query's `ComparatorMappingType`.
// unchecked: a non-final class (each comparison is a subclass) keeping Apple's `mappingTransform`, a closure Apple does
// not require to be `@Sendable`; it holds only `let`s.
public class EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>: @unchecked Sendable {
    /// The comparison's name (`equalTo`, `contains`, …).
    let operatorName: String
    /// The mapping closure on a value of the input type.
    let transform: (InputType) -> ComparatorMappingType

    init(_ operatorName: String, _ transform: @escaping (InputType) -> ComparatorMappingType) {
        self.operatorName = operatorName
        self.transform = transform
    }

    /// The mapped value for the person's input.
    func map(_ input: InputType) -> ComparatorMappingType { transform(input) }
}

// unchecked: restates the unchecked conformance of `EntityQueryComparator` (Swift requires it); it adds no stored property.
/// `==`.
public final class EqualToComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>, @unchecked Sendable {
    /// Declares `==` comparisons.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) { super.init("equalTo", mappingTransform) }
}

// unchecked: restates the unchecked conformance of `EntityQueryComparator` (Swift requires it); it adds no stored property.
/// `!=`.
public final class NotEqualToComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>, @unchecked Sendable {
    /// Declares `!=` comparisons.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) { super.init("notEqualTo", mappingTransform) }
}

// unchecked: restates the unchecked conformance of `EntityQueryComparator` (Swift requires it); it adds no stored property.
/// `<`.
public final class LessThanComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>, @unchecked Sendable {
    /// Declares `<` comparisons.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) { super.init("lessThan", mappingTransform) }
}

// unchecked: restates the unchecked conformance of `EntityQueryComparator` (Swift requires it); it adds no stored property.
/// `<=`.
public final class LessThanOrEqualToComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>, @unchecked Sendable {
    /// Declares `<=` comparisons.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) { super.init("lessThanOrEqualTo", mappingTransform) }
}

// unchecked: restates the unchecked conformance of `EntityQueryComparator` (Swift requires it); it adds no stored property.
/// `>`.
public final class GreaterThanComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>, @unchecked Sendable {
    /// Declares `>` comparisons.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) { super.init("greaterThan", mappingTransform) }
}

// unchecked: restates the unchecked conformance of `EntityQueryComparator` (Swift requires it); it adds no stored property.
/// `>=`.
public final class GreaterThanOrEqualToComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>, @unchecked Sendable {
    /// Declares `>=` comparisons.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) { super.init("greaterThanOrEqualTo", mappingTransform) }
}

// unchecked: restates the unchecked conformance of `EntityQueryComparator` (Swift requires it); it adds no stored property.
/// Contains (a text property a substring, a list property an element).
public final class ContainsComparator<Property, PropertyType, InputType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>, @unchecked Sendable {
    /// Declares `contains` comparisons.
    public init(mappingTransform: @escaping (InputType) -> ComparatorMappingType) { super.init("contains", mappingTransform) }
}

// unchecked: restates the unchecked conformance of `EntityQueryComparator` (Swift requires it); it adds no stored property.
/// Has prefix (text).
public final class HasPrefixComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>, @unchecked Sendable {
    /// Declares prefix comparisons.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) { super.init("hasPrefix", mappingTransform) }
}

// unchecked: restates the unchecked conformance of `EntityQueryComparator` (Swift requires it); it adds no stored property.
/// Has suffix (text).
public final class HasSuffixComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>, @unchecked Sendable {
    /// Declares suffix comparisons.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) { super.init("hasSuffix", mappingTransform) }
}

// unchecked: restates the unchecked conformance of `EntityQueryComparator` (Swift requires it); it adds no stored property.
/// Between two values.
public final class IsBetweenComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, (PropertyType, PropertyType), ComparatorMappingType>, @unchecked Sendable {
    /// Declares `between` comparisons.
    public init(mappingTransform: @escaping (PropertyType, PropertyType) -> ComparatorMappingType) {
        super.init("isBetween") { mappingTransform($0.0, $0.1) }
    }
}

/// A comparator with its value types erased: what a query property keeps.
public struct AnyEntityQueryComparator<ComparatorMappingType>: Sendable {
    /// The comparison's name.
    public let operatorName: String
}

/// App Intents' comparator builder: the comparators a query property offers.
@resultBuilder
public enum EntityQueryComparatorBuilder<Property, PropertyType, ComparatorMappingType> {
    /// A comparator.
    public static func buildExpression<InputType>(_ comparator: EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>)
        -> [AnyEntityQueryComparator<ComparatorMappingType>] {
        [AnyEntityQueryComparator(operatorName: comparator.operatorName)]
    }
    /// The comparators of a block.
    public static func buildBlock(_ parts: [AnyEntityQueryComparator<ComparatorMappingType>]...) -> [AnyEntityQueryComparator<ComparatorMappingType>] {
        parts.flatMap { $0 }
    }
}

/// App Intents' `EntityQueryProperty`: a property the person can filter on, with its comparators.
// unchecked: Apple's `keyPath` is a `PartialKeyPath`, which is not `Sendable` (a key path may capture values).
public struct EntityQueryProperty<Entity: AppEntity, ComparatorMappingType>: @unchecked Sendable {
    /// The property's key path.
    public let keyPath: PartialKeyPath<Entity>
    /// The comparisons it offers.
    public let comparators: [AnyEntityQueryComparator<ComparatorMappingType>]

    /// `Property(\BookEntity.$title) { EqualToComparator { … }; ContainsComparator { … } }`.
    public init<PropertyType>(_ keyPath: KeyPath<Entity, EntityProperty<PropertyType>>,
                              @EntityQueryComparatorBuilder<EntityProperty<PropertyType>, PropertyType, ComparatorMappingType>
                              comparators: () -> [AnyEntityQueryComparator<ComparatorMappingType>]) {
        self.keyPath = keyPath
        self.comparators = comparators()
    }
}

/// App Intents' `EntityQueryProperties`: a query's filterable properties.
public struct EntityQueryProperties<Entity: AppEntity, ComparatorMappingType>: Sendable {
    /// The properties.
    public let properties: [EntityQueryProperty<Entity, ComparatorMappingType>]

    /// `QueryProperties { Property(…) { … } }`.
    public init(@EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> properties: () -> [EntityQueryProperty<Entity, ComparatorMappingType>]) {
        self.properties = properties()
    }
}

/// Builds a query's properties.
@resultBuilder
public enum EntityQueryPropertiesBuilder<Entity: AppEntity, ComparatorMappingType> {
    /// A property.
    public static func buildExpression(_ property: EntityQueryProperty<Entity, ComparatorMappingType>) -> [EntityQueryProperty<Entity, ComparatorMappingType>] {
        [property]
    }
    /// The properties of a block.
    public static func buildBlock(_ parts: [EntityQueryProperty<Entity, ComparatorMappingType>]...) -> [EntityQueryProperty<Entity, ComparatorMappingType>] {
        parts.flatMap { $0 }
    }
}

// unchecked: Apple's `keyPath` is a `PartialKeyPath`, which is not `Sendable` (a key path may capture values).
/// App Intents' `EntityQuerySortableByProperty`: a property the person can sort by.
public struct EntityQuerySortableByProperty<Entity: AppEntity>: @unchecked Sendable {
    /// The property's key path.
    public let keyPath: PartialKeyPath<Entity>

    /// `SortableBy(\BookEntity.$title)`.
    public init<Property>(_ keyPath: KeyPath<Entity, Property>) { self.keyPath = keyPath }
}

/// App Intents' `EntityQuerySortingOptions`: a query's sortable properties.
public struct EntityQuerySortingOptions<Entity: AppEntity>: Sendable {
    /// The properties.
    public let options: [EntityQuerySortableByProperty<Entity>]

    /// `SortingOptions { SortableBy(\BookEntity.$title) }`.
    public init(@EntityQuerySortingOptionsBuilder<Entity> options: () -> [EntityQuerySortableByProperty<Entity>]) { self.options = options() }
}

/// Builds a query's sorting options.
@resultBuilder
public enum EntityQuerySortingOptionsBuilder<Entity: AppEntity> {
    /// An option.
    public static func buildExpression(_ option: EntityQuerySortableByProperty<Entity>) -> [EntityQuerySortableByProperty<Entity>] { [option] }
    /// The options of a block.
    public static func buildBlock(_ parts: [EntityQuerySortableByProperty<Entity>]...) -> [EntityQuerySortableByProperty<Entity>] {
        parts.flatMap { $0 }
    }
}
