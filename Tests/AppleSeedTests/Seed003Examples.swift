// Seed 003 (CoreSpotlight framework reference): its Swift examples as written, each in a function whose parameters are
// the names the seed leaves to its reader (`index`, `item1`, `userInput`, …), and a closure where it says "process the
// result". The seed passes the optional `CSCustomAttributeKey(keyName:searchable:…)` returns to
// `setValue(_:forCustomKey:)`, which Apple's API rejects: it compiles here with a deprecation warning saying so.
import CoreSpotlight

enum Seed003 {
    /// "Creating searchable items".
    static func makeItem() -> CSSearchableItem {
        let attributeSet = CSSearchableItemAttributeSet(contentType: .text)
        attributeSet.title = "My Document"
        attributeSet.contentDescription = "This is a searchable document"
        attributeSet.keywords = ["document", "example", "searchable"]

        let item = CSSearchableItem(
            uniqueIdentifier: "doc-123",
            domainIdentifier: "documents",
            attributeSet: attributeSet
        )
        return item
    }

    /// "Integration with NSUserActivity" (the seed's `attributeSet` is the one of `makeItem()`).
    static func userActivity(attributeSet: CSSearchableItemAttributeSet) -> NSUserActivity {
        let activity = NSUserActivity(activityType: "com.myapp.viewDocument")
        activity.title = "My Document"
        activity.userInfo = ["documentID": "123"]
        activity.isEligibleForSearch = true
        activity.isEligibleForPublicIndexing = true // For server-side indexing
        activity.contentAttributeSet = attributeSet // Same attributeSet
        activity.becomeCurrent()
        return activity
    }

    /// "Index types".
    static func makeIndexes() -> [CSSearchableIndex] {
        // Default index
        let defaultIndex = CSSearchableIndex.default()

        // Custom index with name
        let customIndex = CSSearchableIndex(name: "MyAppIndex")

        // Protected index with encryption
        let protectedIndex = CSSearchableIndex(
            name: "SecureIndex",
            protectionClass: .completeUntilFirstUserAuthentication
        )
        return [defaultIndex, customIndex, protectedIndex]
    }

    /// "Indexing operations".
    static func operations(index: CSSearchableIndex, item1: CSSearchableItem, item2: CSSearchableItem) {
        // Add/update items
        index.indexSearchableItems([item1, item2]) { error in
            if let error = error {
                print("Indexing failed: \(error)")
            }
        }

        // Delete specific items
        index.deleteSearchableItems(withIdentifiers: ["id1", "id2"]) { error in
            // Handle completion
        }

        // Delete items by domain
        index.deleteSearchableItems(withDomainIdentifiers: ["documents"]) { error in
            // Handle completion
        }

        // Delete all items
        index.deleteAllSearchableItems { error in
            // Handle completion
        }
    }

    /// "Batch operations".
    static func batch(index: CSSearchableIndex, batchItems: [CSSearchableItem], resumed: @escaping (Data) -> Void) {
        // Start batch
        index.beginBatch()

        // Add items in batch
        index.indexSearchableItems(batchItems) { error in
            // Handle batch indexing
        }

        // End batch with client state
        let clientState = "batch-1".data(using: .utf8)!
        index.endBatch(withClientState: clientState) { error in
            // Batch complete
        }

        // Fetch last client state to resume after crash
        index.fetchLastClientState { data, error in
            if let data = data {
                // Resume from this state
                resumed(data)
            }
        }
    }

    /// "CSSearchQuery" with async/await.
    static func query(found: @escaping (String?) -> Void) -> Task<Void, Never> {
        // Create query context
        let context = CSSearchQueryContext()
        context.fetchAttributes = ["title", "displayName", "contentDescription"]

        // Create and execute query
        let query = CSSearchQuery(queryString: "title == 'Document*'c", 
                                 queryContext: context)

        // Process results with async/await
        return Task {
            do {
                for try await result in query.results {
                    let item = result.item
                    let title = item.attributeSet.title
                    // Process result
                    found(title)
                }
            } catch {
                // Handle error
            }
        }
    }

    /// "CSUserQuery".
    static func userQuery(userInput: String, suggested: @escaping ([CSSuggestion]) -> Void,
                          found: @escaping ([CSSearchableItem]) -> Void) -> CSUserQuery {
        let userQuery = CSUserQuery(userQueryString: userInput, 
                                   userQueryContext: nil)

        // Get suggestions for autocomplete
        userQuery.foundSuggestionsHandler = { suggestions in
            // Update UI with suggestions
            suggested(suggestions)
        }

        // Handle search results
        userQuery.foundItemsHandler = { items in
            // Display search results
            found(items)
        }

        userQuery.start()
        return userQuery
    }

    /// "Custom attributes".
    static func customAttributes(attributeSet: CSSearchableItemAttributeSet) {
        // Create custom attribute key
        let customKey = CSCustomAttributeKey(
            keyName: "movieRating",
            searchable: true,
            searchableByDefault: true,
            unique: false,
            multiValued: false
        )

        // Set custom attribute
        attributeSet.setValue("PG-13", forCustomKey: customKey)

        // Define content type hierarchy
        attributeSet.contentTypeTree = ["public.content", "com.myapp.movie"]
    }
}

/// "Index extensions", as written.
class IndexExtension: CSIndexExtensionRequestHandler {
    override func searchableIndex(_ searchableIndex: CSSearchableIndex, 
                                 reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void) {
        // Reindex all items
        acknowledgementHandler()
    }
    
    override func searchableIndex(_ searchableIndex: CSSearchableIndex,
                                 reindexSearchableItemsWithIdentifiers identifiers: [String],
                                 acknowledgementHandler: @escaping () -> Void) {
        // Reindex specific items
        acknowledgementHandler()
    }
}
