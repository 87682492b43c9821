import AppIntents
import CoreSpotlight
import LimelightCore
import LimelightKit
import Spotlight
import Testing

/// The seeds' `async` code, driven one simulation step at a time (`InstalledApp.run(on:in:_:)`).
@Suite struct AsyncSeedCodeTests {
    static let start = Runtime.defaultStart.date

    @Test func seed004ReindexesOpenTasksOnly() async throws {
        let (sim, device, app) = try SeedCodeRunsTests.phone()
        let open = LocalTask(uuid: UUID(uuidString: "96CB214F-8007-418F-9AD8-299D659A5870") ?? UUID(), title: "Einkaufen",
                             taskDescription: "Milch, Brot", tags: "shopping,groceries", createdAt: Self.start, importance: 2, urgency: "urgent")
        let done = LocalTask(uuid: UUID(uuidString: "6D575DE7-EB3C-4680-B378-3C4A43F12719") ?? UUID(), title: "Steuern", createdAt: Self.start)
        done.isCompleted = true
        try await app.run(on: device, in: sim) {
            try await SpotlightIndexingService.shared.reindexAllTasks(context: [open, done])
        }
        let items = device.spotlight.items(app: "com.example.docs")
        #expect(items.map(\.item.uniqueIdentifier) == [open.uuid.uuidString])
        #expect(items.first?.item.attributeSet.keywords == ["shopping", "groceries"])
        #expect(items.first?.item.attributeSet.value(named: "urgency") == .string("urgent"))
        #expect(items.first?.item.attributeSet.value(named: "importance") == .number(2))
    }

    @Test func seed002IndexesAndDeletesEntities() async throws {
        let (sim, device, app) = try SeedCodeRunsTests.phone()
        let louvre = Landmark(id: 1, name: "Louvre", description: "Museum in Paris")
        let landmarks = [louvre, Landmark(id: 2, name: "Alhambra", description: "Palace in Granada")]
        try await app.run(on: device, in: sim) {
            try await Seed002.donate(landmarkEntity: LandmarkEntity(louvre), landmarks: landmarks, removedLandmark: louvre)
        }
        sim.advance(by: .seconds(5))
        let titles = device.spotlight.items(app: "com.example.docs").compactMap(\.item.attributeSet.displayName)
        #expect(titles == ["Alhambra"])
    }

    @Test func seed003QueryResultsArriveAsAnAsyncSequence() async throws {
        let (sim, device, app) = try SeedCodeRunsTests.phone()
        let document = Seed003.makeItem()
        document.attributeSet.title = "Document of the year"
        app.run(on: device) { CSSearchableIndex.default().indexSearchableItems([document]) }
        sim.advance(by: .seconds(5))
        let titles = try await app.run(on: device, in: sim) {
            var titles: [String?] = []
            let context = CSSearchQueryContext()
            context.fetchAttributes = ["title"]
            for try await result in CSSearchQuery(queryString: "title == 'document*'c", queryContext: context).results {
                titles.append(result.item.attributeSet.title)
            }
            return titles
        }
        #expect(titles == ["Document of the year"])
    }

    @Test func codeThatWaitsForeverIsReported() async throws {
        let (sim, device, app) = try SeedCodeRunsTests.phone()
        await #expect(throws: AsyncAppCodeError.self) {
            try await app.run(on: device, in: sim) {
                try await AsyncAppCode.awaiting { _ in }
            }
        }
    }
}
