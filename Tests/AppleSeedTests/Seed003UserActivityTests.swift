import CoreSpotlight
import LimelightKit
import Testing

/// Seed 003's `NSUserActivity` example, compiled as written, makes the activity searchable on the simulated device.
@Suite struct Seed003UserActivityTests {
    @Test func theSeedsActivityBecomesSearchable() throws {
        let sim = Simulation(catalog: AppCatalog([]))
        let device = try sim.addDevice(name: "phone", platform: .ios)
        let app = try device.install(GenericApp.descriptor(bundleIdentifier: "com.example.docs"))
        device.launch(app)
        let attributeSet = CSSearchableItemAttributeSet(contentType: .text)
        attributeSet.title = "My Document"
        attributeSet.contentDescription = "This is a searchable document"
        let activity = app.run(on: device) { Seed003.userActivity(attributeSet: attributeSet) }
        sim.advance(by: .seconds(5))
        #expect(activity.simulated.isCurrent)
        #expect(activity.userInfo?["documentID"] as? String == "123")
        let identifier = try #require(activity.simulated.indexIdentifier)
        #expect(device.spotlight.item(app: "com.example.docs", identifier: identifier) != nil)
    }
}
