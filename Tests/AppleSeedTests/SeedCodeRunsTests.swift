import CoreSpotlight
import LimelightCore
import LimelightKit
import Spotlight
import Testing

/// The seed code compiled in this target runs against the simulator: items reach the calling app's index.
@Suite struct SeedCodeRunsTests {
    /// A simulation with one phone and a blank app, launched.
    static func phone() throws -> (Simulation, Device, InstalledApp) {
        let sim = Simulation(catalog: AppCatalog([]))
        let device = try sim.addDevice(name: "phone", platform: .ios)
        let app = try device.install(GenericApp.descriptor(bundleIdentifier: "com.example.docs"))
        device.launch(app)
        return (sim, device, app)
    }

    @Test func seed003ItemIsIndexedForTheCallingApp() throws {
        let (sim, device, app) = try Self.phone()
        var failures: [String] = []
        app.run(on: device) {
            CSSearchableIndex.default().indexSearchableItems([Seed003.makeItem()]) { error in
                if let error { failures.append("\(error)") }
            }
        }
        sim.advance(by: .seconds(5))
        #expect(failures.isEmpty)
        let item = device.spotlight.item(app: "com.example.docs", identifier: "doc-123")
        #expect(item?.item.attributeSet.title == "My Document")
        #expect(item?.item.attributeSet.contentType == "public.text")
    }

    @Test func outsideAppCodeTheIndexSaysSo() {
        var failure: Error?
        CSSearchableIndex.default().indexSearchableItems([Seed003.makeItem()]) { failure = $0 }
        #expect((failure as? CSIndexError)?.code == .indexUnavailableError)
    }

    @Test func seed003BatchStoresClientState() throws {
        let (sim, device, app) = try Self.phone()
        var resumed: Data?
        let index = CSSearchableIndex(name: "MyAppIndex")
        app.run(on: device) {
            Seed003.batch(index: index, batchItems: [Seed003.makeItem()]) { resumed = $0 }
        }
        sim.advance(by: .seconds(5))
        #expect(resumed.map { String(decoding: $0, as: UTF8.self) } == "batch-1")
    }

    @Test func seed003UserQueryFindsTheItem() throws {
        let (sim, device, app) = try Self.phone()
        app.run(on: device) { CSSearchableIndex.default().indexSearchableItems([Seed003.makeItem()]) }
        sim.advance(by: .seconds(5))
        var found: [String] = []
        let query = app.run(on: device) {
            Seed003.userQuery(userInput: "searchable", suggested: { _ in }, found: { found += $0.map(\.uniqueIdentifier) })
        }
        sim.settle()
        #expect(found == ["doc-123"])
        _ = query
    }

    @Test func seed003CustomAttributeIsStored() {
        let attributes = CSSearchableItemAttributeSet(contentType: .content)
        Seed003.customAttributes(attributeSet: attributes)
        let key = CSCustomAttributeKey(keyName: "movieRating")
        #expect(key.flatMap { attributes.value(forCustomKey: $0) as? NSString } == "PG-13")
        #expect(attributes.contentTypeTree == ["public.content", "com.myapp.movie"])
    }
}
