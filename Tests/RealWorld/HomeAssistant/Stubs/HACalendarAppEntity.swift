// Only with: HACalendarAppEntity+IndexedEntity.swift
// Stub of Home Assistant's own HACalendarAppEntity (an App Intents entity of the app), not Apple's.
import AppIntents
import Foundation

struct HACalendarAppEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Calendar"
    static let defaultQuery = Query()

    let id: String
    let entityId: String
    let serverId: String
    let serverName: String?
    let name: String

    init(id: String, entityId: String, serverId: String, serverName: String?, name: String) {
        self.id = id; self.entityId = entityId; self.serverId = serverId; self.serverName = serverName; self.name = name
    }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    struct Query: EntityQuery {
        init() {}
        func entities(for identifiers: [String]) async throws -> [HACalendarAppEntity] { [] }
    }
}
