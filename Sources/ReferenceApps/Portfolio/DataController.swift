import Foundation
import LimelightCoreSpotlight
import SimulatorKit

extension Portfolio {
    /// Portfolio's `DataController`: the one place that saves, writes to Spotlight (`update(_:)`) and resolves tapped items.
    public final class DataController {
        public let container: PersistentStore
        let context: AppContext
        let searchableIndex: CSSearchableIndex
        /// The clock: `Date.init` in the shipping app, the simulated now here (an injected clock, not `Date()`).
        let now: () -> Date

        init(container: PersistentStore, context: AppContext, index: CSSearchableIndex = .default(),
             now: @escaping () -> Date = SimulatedClock.date) {
            self.container = container
            self.context = context
            self.searchableIndex = index
            self.now = now
        }

        /// Persists the store.
        public func save() {
            container.saveCount += 1
            context.log("app.data.saved", "saved the store (save #\(container.saveCount))")
        }

        /// The searchable item for an item: its object URI, its project's object URI as domain, title and detail.
        public func searchableItem(for item: Item) -> CSSearchableItem {
            let itemID = item.objectURI
            let projectID = item.projectURI
            let attributeSet = CSSearchableItemAttributeSet(contentType: .text)
            attributeSet.title = item.title
            attributeSet.contentDescription = item.detail
            return CSSearchableItem(uniqueIdentifier: itemID, domainIdentifier: projectID, attributeSet: attributeSet)
        }

        /// Writes the item to Spotlight, then saves: the seed's replacement for calling `save()` directly.
        public func update(_ item: Item) {
            if let slot = container.items.firstIndex(where: { $0.objectURI == item.objectURI }) {
                container.items[slot] = item
            } else {
                container.items.append(item)
            }
            let searchableItem = searchableItem(for: item)
            searchableIndex.indexSearchableItems([searchableItem], completionHandler: IndexCompletion.logging(context, "indexing \(item.objectURI)"))
            context.log("app.data.indexed", "sent \"\(item.title)\" (\(item.objectURI)) to Spotlight")
            save()
        }

        /// Deletes an item: gone from Spotlight by identifier, then from the store.
        public func delete(_ item: Item) {
            searchableIndex.deleteSearchableItems(withIdentifiers: [item.objectURI],
                                                  completionHandler: IndexCompletion.logging(context, "removing \(item.objectURI)"))
            container.items.removeAll { $0.objectURI == item.objectURI }
            context.log("app.item.deleted", "deleted \"\(item.title)\"")
            save()
        }

        /// Deletes a project with its items: all of them leave Spotlight by the project's domain.
        public func delete(_ project: Project) {
            searchableIndex.deleteSearchableItems(withDomainIdentifiers: [project.objectURI],
                                                  completionHandler: IndexCompletion.logging(context, "removing domain \(project.objectURI)"))
            let count = container.items(of: project).count
            container.items.removeAll { $0.projectURI == project.objectURI }
            container.projects.removeAll { $0.objectURI == project.objectURI }
            context.log("app.project.deleted", "deleted project \"\(project.title)\" with \(count) item\(count == 1 ? "" : "s")")
            save()
        }

        /// The item a Spotlight identifier names: nil when it is not an object URI of this store or the object is gone.
        public func item(with uniqueIdentifier: String) -> Item? {
            guard let id = container.managedObjectID(forURIRepresentation: uniqueIdentifier) else { return nil }
            return container.items.first { $0.objectURI == id }
        }

        /// Adds a project and saves.
        func addProject(title: String, detail: String) -> Project {
            let project = Project(objectURI: container.newObjectURI(entity: "Project"), title: title, detail: detail, closed: false,
                                  creationDate: now())
            container.projects.append(project)
            context.log("app.project.created", "created project \"\(title)\"")
            save()
            return project
        }

        /// Stores a changed project and saves.
        func updateProject(_ project: Project) {
            guard let slot = container.projects.firstIndex(where: { $0.objectURI == project.objectURI }) else { return }
            container.projects[slot] = project
            save()
        }

        /// A new item in a project (not yet saved or indexed: `update(_:)` does both).
        func newItem(title: String, detail: String, priority: Int, in project: Project) -> Item {
            Item(objectURI: container.newObjectURI(entity: "Item"), title: title, detail: detail, priority: priority, completed: false,
                 projectURI: project.objectURI, creationDate: now())
        }
    }
}
