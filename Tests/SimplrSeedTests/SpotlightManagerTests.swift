import CoreSpotlight
import Foundation
import LimelightKit
import Testing

/// Seed 000's `SpotlightManager`, run on a simulated phone with the simulated clock injected.
@Suite struct SpotlightManagerTests {
    @Test func completedTaskExpiresThirtySimulatedDaysLater() throws {
        let sim = Simulation(catalog: AppCatalog([]))
        let device = try sim.addDevice(name: "phone", platform: .ios)
        let app = try device.install(GenericApp.descriptor(bundleIdentifier: "com.danielzverev.simplr"))
        let manager = SpotlightManager()
        manager.now = SimulatedClock.date
        let id = UUID(uuidString: "96CB214F-8007-418F-9AD8-299D659A5870") ?? UUID()
        let task = Task(id: id, title: "Einkaufen", description: "Milch", dueDate: nil, isCompleted: true, categoryId: nil)
        app.run(on: device) { manager.indexTask(task, categories: []) }
        sim.advance(by: .seconds(5))
        let stored = device.spotlight.item(app: "com.danielzverev.simplr", identifier: "task_" + id.uuidString)
        #expect(stored?.item.attributeSet.rankingHint == 0.3)
        #expect(stored?.item.expirationDate == Runtime.defaultStart + .seconds(30 * 24 * 3600))
        #expect(SpotlightManager.taskId(from: "task_" + id.uuidString) == id)
    }
}
