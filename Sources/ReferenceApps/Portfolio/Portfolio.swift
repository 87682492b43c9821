import Foundation

/// The Portfolio projects-and-items app (seed 001): its Core Data-like model and its `DataController`.
public enum Portfolio {
    /// The key under which the app's persistent store lives in its data store.
    static let storeKey = "portfolio.store"

    /// A project, grouping items; its object URI is the domain of its items in Spotlight.
    public struct Project: Equatable, Sendable, Codable {
        /// The project's `objectID.uriRepresentation().absoluteString`.
        public var objectURI: String
        public var title: String
        public var detail: String
        public var closed: Bool
        public var creationDate: Date
    }

    /// An item of a project.
    public struct Item: Equatable, Sendable, Codable {
        /// The item's `objectID.uriRepresentation().absoluteString`.
        public var objectURI: String
        public var title: String
        public var detail: String
        /// 1 (low) to 3 (high).
        public var priority: Int
        public var completed: Bool
        /// The owning project's object URI.
        public var projectURI: String
        public var creationDate: Date
    }

    /// The persistent store: what Core Data's container holds, with object URIs of the form `x-coredata://STORE/Entity/pN`.
    public final class PersistentStore {
        /// The store's UUID, the host part of every object URI.
        public let identifier: String
        public internal(set) var projects: [Project] = []
        public internal(set) var items: [Item] = []
        /// How many saves have happened.
        public internal(set) var saveCount = 0
        var nextPrimaryKey = 1

        init(identifier: String) { self.identifier = identifier }

        /// A new permanent object URI for an entity (`Project` or `Item`).
        func newObjectURI(entity: String) -> String {
            defer { nextPrimaryKey += 1 }
            return "x-coredata://\(identifier)/\(entity)/p\(nextPrimaryKey)"
        }

        /// `persistentStoreCoordinator.managedObjectID(forURIRepresentation:)`: the URI when it names an object of this store.
        public func managedObjectID(forURIRepresentation uri: String) -> String? {
            let prefix = "x-coredata://\(identifier)/"
            guard uri.hasPrefix(prefix) else { return nil }
            let rest = uri.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
            guard rest.count == 2, ["Item", "Project"].contains(String(rest[0])), rest[1].hasPrefix("p"),
                  Int(rest[1].dropFirst()) != nil else { return nil }
            return uri
        }

        /// The items of a project, in creation order.
        public func items(of project: Project) -> [Item] { items.filter { $0.projectURI == project.objectURI } }

        /// The project with this object URI.
        public func project(uri: String) -> Project? { projects.first { $0.objectURI == uri } }
    }

    /// The app's tabs, as `ContentView`'s `TabView` shows them.
    public enum Tab: String, CaseIterable, Sendable {
        case home = "Home", open = "Open", closed = "Closed", awards = "Awards"
    }
}
