import LimelightCore
import Spotlight

/// One device's App Entities layer on top of Spotlight: what is indexed, orphans, taps, suggestions, Mac actions.
public final class AppEntitiesService {
    /// The device this service runs on.
    public let host: ServiceHost
    /// The intents service (entity types, OpenIntents, system donations).
    public let intents: IntentsService
    /// The device's Spotlight index.
    public let spotlight: SpotlightService

    /// The `userInfo` key under which an app's current `ActivityRecord` names its on-screen entity (`Type:id`),
    /// standing in for `ActivityRecord.appEntityIdentifier`.
    public static let appEntityIdentifierKey = "appEntityIdentifier"

    /// Creates the service for one device.
    public init(host: ServiceHost, intents: IntentsService, spotlight: SpotlightService) {
        self.host = host
        self.intents = intents
        self.spotlight = spotlight
    }

    /// The indexed entities of an app (optionally one type), in first-indexed order, with their index entries.
    public func indexedEntities(app: String, type: String? = nil) -> [(entity: EntityKey, item: IndexedItem)] {
        spotlight.items(app: app).compactMap { item in
            guard let domain = item.domainIdentifier, domain.hasPrefix("appentity."),
                  let id = EntityKey(parsing: item.uniqueIdentifier), type == nil || id.typeName == type else { return nil }
            return (id, item)
        }
    }

    /// Index entries that are not among `existing` (the app's current entities); with `existing` nil, entries sharing a
    /// title with a newer entry of the same type (the trace an id change leaves).
    public func orphanedEntities(app: String, existing: [EntityKey]? = nil) -> [OrphanedEntity] {
        let indexed = indexedEntities(app: app)
        if let existing {
            let current = Set(existing)
            return indexed.filter { !current.contains($0.entity) }.map {
                OrphanedEntity(entity: $0.entity, title: $0.item.attributeSet.title,
                               reason: "indexed, but the app has no \($0.entity.typeName) with id '\($0.entity.identifier)' (id changed, or deleted without deleteAppEntities)")
            }
        }
        // The next entry of the same type and title, found in one backwards pass (not a scan per entry).
        var newerByKey: [String: EntityKey] = [:]
        var newer: [EntityKey?] = Array(repeating: nil, count: indexed.count)
        for (offset, entry) in indexed.enumerated().reversed() {
            guard let title = entry.item.attributeSet.title else { continue }
            let key = entry.entity.typeName + "\u{0}" + title
            newer[offset] = newerByKey[key]
            newerByKey[key] = entry.entity
        }
        return indexed.enumerated().compactMap { offset, entry in
            guard let title = entry.item.attributeSet.title, let newerEntity = newer[offset] else { return nil }
            return OrphanedEntity(entity: entry.entity, title: title,
                                  reason: "same title as the newer \(newerEntity); the id probably changed and the old entry was never deleted")
        }
    }

    /// Resolves a tap on a Spotlight result: runs the type's `OpenIntent` (donated by the system) or reports a dead end.
    public func resolveTap(app: String, itemIdentifier: String) -> EntityTapResolution {
        guard let item = spotlight.item(app: app, identifier: itemIdentifier),
              item.domainIdentifier?.hasPrefix("appentity.") == true,
              let target = EntityKey(parsing: itemIdentifier) else {
            return .notAnEntity(identifier: itemIdentifier)
        }
        let meta = intents.metadata(for: app)
        guard let openType = meta?.entityType(named: target.typeName)?.openIntentType, meta?.intent(named: openType) != nil else {
            let reason = "\(target.typeName) has no OpenIntent: the app comes to the foreground without navigating (dead end)"
            host.record(app: app, "entities.dead-end", "\(target): \(reason)")
            return .deadEnd(target: target, reason: reason)
        }
        let intent = IntentRecord(openType, ["target": .entity(target)])
        let donation = try? intents.systemRan(intent, app: app, invoker: .spotlight)
        host.record(app: app, "entities.opened", "\(openType) ran for \(target); onAppIntentExecution appends it to the navigation path")
        return .openIntent(intent: intent, target: target, donation: donation)
    }

    /// Whether an app's intent can run directly from Spotlight on this device (the Mac rule).
    public func spotlightActionEligibility(app: String, intentType: String) throws -> SpotlightActionEligibility {
        guard let meta = intents.metadata(for: app) else { throw IntentDonationError.unknownApp(app) }
        guard let declaration = meta.intent(named: intentType) else {
            throw IntentDonationError.unknownIntentType(app: app, typeName: intentType, suggestion: Suggestions.closest(to: intentType, in: meta.intents.map(\.typeName)))
        }
        return SpotlightActionEligibility.check(declaration, platform: host.platform)
    }

    /// The entity the app's current user activity names as on screen, if any.
    public func onScreenEntity(app: String) -> EntityKey? {
        spotlight.currentActivity(app: app)?.userInfo[Self.appEntityIdentifierKey].flatMap(EntityKey.init(parsing:))
    }

    /// The app's indexed entities as suggestions: the on-screen entity first, then by `indexAppEntities` priority,
    /// then most recently indexed.
    public func suggestedEntities(app: String, onScreen: EntityKey? = nil, limit: Int = 5) -> [EntitySuggestion] {
        let screen = onScreen ?? onScreenEntity(app: app)
        let ranked = indexedEntities(app: app).map { entry -> (EntityKey, IndexedItem, Double) in
            let priority = entry.item.attributeSet.value(named: IndexedEntityRecord.priorityKeyName)?.numericValues.first ?? 0
            return (entry.entity, entry.item, priority)
        }.sorted { a, b in
            let aScreen = a.0 == screen, bScreen = b.0 == screen
            if aScreen != bScreen { return aScreen }
            if a.2 != b.2 { return a.2 > b.2 }
            if a.1.indexedAt != b.1.indexedAt { return a.1.indexedAt > b.1.indexedAt }
            return a.1.sequence < b.1.sequence
        }
        return ranked.prefix(max(0, limit)).map { entity, item, priority in
            let reason = entity == screen ? "on screen (appEntityIdentifier of the current user activity)"
                : "priority \(CSAttributeValueFormat.format(priority)), indexed \(item.indexedAt)"
            return EntitySuggestion(entity: entity, title: item.attributeSet.title, reason: reason)
        }
    }
}
