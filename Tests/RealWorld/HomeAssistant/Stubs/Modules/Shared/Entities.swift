// Stub of Home Assistant's Shared module (its own entities and helpers), not Apple's.
import AppIntents
import Foundation

public struct HAAppEntityAppIntentEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Entity"
    public static let defaultQuery = Query()

    public let id: String
    public let entityId: String
    public let serverId: String
    public let displayString: String

    public init(id: String, entityId: String, serverId: String, displayString: String) {
        self.id = id; self.entityId = entityId; self.serverId = serverId; self.displayString = displayString
    }

    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(displayString)") }

    public struct Query: EntityQuery {
        public init() {}
        nonisolated(unsafe) public static var known: [HAAppEntityAppIntentEntity] = []
        public func entities(for identifiers: [String]) async throws -> [HAAppEntityAppIntentEntity] {
            Self.known.filter { identifiers.contains($0.id) }
        }
    }
}

public enum AppConstants {
    public static func openEntityDestinationURL(entityId: String, serverId: String) -> URL? {
        URL(string: "homeassistant://navigate/entity/\(entityId)?server=\(serverId)")
    }
}

public final class URLOpener: @unchecked Sendable {
    public static let shared = URLOpener()
    public private(set) var opened: [URL] = []
    public func open(_ url: URL, options: [String: Any], completionHandler: ((Bool) -> Void)?) {
        opened.append(url)
        completionHandler?(true)
    }
}
