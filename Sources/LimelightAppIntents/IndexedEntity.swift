import Foundation
import LimelightCoreSpotlight
import SimulatorKit
import Spotlight
import SystemServices

/// App Intents' `IndexedEntity`: an entity Spotlight indexes.
public protocol IndexedEntity: AppEntity {
    /// The attributes indexed with the entity (by default its display representation's title and subtitle).
    var attributeSet: LimelightCoreSpotlight.CSSearchableItemAttributeSet { get }
}

extension IndexedEntity {
    /// The title and subtitle of the display representation.
    public var attributeSet: LimelightCoreSpotlight.CSSearchableItemAttributeSet { defaultAttributeSet }

    /// The display representation's title and subtitle, then every `@Property(indexingKey:)`, as Apple's `defaultAttributeSet`.
    public var defaultAttributeSet: LimelightCoreSpotlight.CSSearchableItemAttributeSet {
        let set = LimelightCoreSpotlight.CSSearchableItemAttributeSet(contentType: .content)
        set.title = displayRepresentation.title.text
        set.displayName = displayRepresentation.title.text
        set.contentDescription = displayRepresentation.subtitle?.text
        for child in Mirror(reflecting: self).children {
            (child.value as? IndexedProperty)?.write(to: set)
        }
        return set
    }

    /// The entity as the simulated index takes it: its `attributeSet`, then its `@Property`s as declared values (which
    /// win), then the display representation's title.
    var simulated: SystemServices.IndexedEntityRecord {
        let (properties, values) = Self.simulatedProperties(of: self)
        let type = AppEntityType(typeName: Self.simulatedTypeName, displayName: Self.typeDisplayRepresentation.name.text, properties: properties)
        return SystemServices.IndexedEntityRecord(type: type, id: "\(id)",
                                            displayRepresentation: SystemServices.EntityDisplay(
                                                title: displayRepresentation.title.text, subtitle: displayRepresentation.subtitle?.text),
                                            values: values, attributeSet: attributeSet.simulated)
    }
}

extension AppEntity {
    /// The entity's `@Property`s in declaration order, as metadata declares them, and their set values by name.
    static func simulatedProperties(of entity: Self) -> ([AppEntityProperty], [String: IntentValue]) {
        var properties: [AppEntityProperty] = []
        var values: [String: IntentValue] = [:]
        for child in Mirror(reflecting: entity).children {
            guard let label = child.label, let property = child.value as? IndexedProperty else { continue }
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            properties.append(property.declaration(name: name))
            values[name] = property.simulatedValue
        }
        return (properties, values)
    }
}

extension LimelightCoreSpotlight.CSSearchableIndex {
    /// Indexes entities (or updates those already indexed); returns once the call is journaled.
    public func indexAppEntities(_ appEntities: [some IndexedEntity], priority: Int = 0) async throws {
        if let first = appEntities.first { SimulatedAppIntents.noteInstance(first) }
        let simulated = appEntities.map(\.simulated)
        try await Self.awaiting { completion in
            perform(completion) { handle, done in
                handle.indexAppEntities(simulated, priority: priority) { done?($0) }
            }
        }
    }

    /// Removes the entities of a type with these identifiers.
    public func deleteAppEntities<Entity: IndexedEntity>(identifiedBy identifiers: [Entity.ID], ofType type: Entity.Type) async throws {
        let ids = identifiers.map { "\($0)" }
        try await Self.awaiting { completion in
            perform(completion) { handle, done in
                handle.deleteAppEntities(identifiedBy: ids, ofType: Entity.simulatedTypeName) { done?($0) }
            }
        }
    }

    /// The argument order seed 002 writes, which Apple's SDK does not have: it compiles (with this warning) and behaves
    /// as `deleteAppEntities(identifiedBy:ofType:)`.
    @available(*, deprecated, renamed: "deleteAppEntities(identifiedBy:ofType:)", message: "Apple's SDK has identifiedBy: before ofType:")
    public func deleteAppEntities<Entity: IndexedEntity>(ofType type: Entity.Type, identifiedBy identifiers: [Entity.ID]) async throws {
        try await deleteAppEntities(identifiedBy: identifiers, ofType: type)
    }

    /// Removes every entity of a type.
    public func deleteAppEntities<Entity: IndexedEntity>(ofType type: Entity.Type) async throws {
        try await Self.awaiting { completion in
            perform(completion) { handle, done in
                handle.deleteAppEntities(ofType: Entity.simulatedTypeName) { done?($0) }
            }
        }
    }
}
