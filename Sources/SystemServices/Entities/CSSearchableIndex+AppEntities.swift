import Spotlight

/// Apple's App Entities methods on `IndexHandle` (iOS 18 / macOS 15).
///
/// Apple's forms are `async throws`; like the rest of the simulated index these complete through a handler that runs
/// as a scheduler job: `try await index.indexAppEntities(e)` ⇔ `index.indexAppEntities(e) { error in … }`.
extension IndexHandle {
    /// Indexes (or, for an id already in the index, updates) entities; invalid entities fail the whole call.
    public func indexAppEntities(_ entities: [IndexedEntityRecord], priority: Int = 0, completionHandler: ((Error?) -> Void)? = nil) {
        for entity in entities {
            if let problem = entity.validationProblem() {
                completionHandler?(problem)
                return
            }
        }
        indexSearchableItems(entities.map { $0.searchableItem(priority: priority) }) { completionHandler?($0) }
    }

    /// Removes only the listed entities of a type (`deleteAppEntities(identifiedBy:ofType:)`; note Apple's argument order).
    public func deleteAppEntities(identifiedBy identifiers: [String], ofType typeName: String, completionHandler: ((Error?) -> Void)? = nil) {
        let ids = identifiers.map { EntityKey(for: typeName, identifier: $0).description }
        deleteSearchableItems(withIdentifiers: ids) { completionHandler?($0) }
    }

    /// Removes every entity of a type from the app's index (`deleteAppEntities(ofType:)`).
    public func deleteAppEntities(ofType typeName: String, completionHandler: ((Error?) -> Void)? = nil) {
        deleteSearchableItems(withDomainIdentifiers: [IndexedEntityRecord.domain(for: typeName)]) { completionHandler?($0) }
    }

    /// The argument order seed 002 writes (`ofType:identifiedBy:`), which does not exist in Apple's SDK: kept so such
    /// code runs, it behaves like `deleteAppEntities(identifiedBy:ofType:)`.
    @available(*, deprecated, renamed: "deleteAppEntities(identifiedBy:ofType:)", message: "Apple's SDK has identifiedBy: before ofType:")
    public func deleteAppEntities(ofType typeName: String, identifiedBy identifiers: [String], completionHandler: ((Error?) -> Void)? = nil) {
        deleteAppEntities(identifiedBy: identifiers, ofType: typeName, completionHandler: completionHandler)
    }
}
