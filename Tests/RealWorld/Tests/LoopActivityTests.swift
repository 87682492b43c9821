// Loop's activities (Common/Extensions/NSUserActivity.swift), unchanged: the file imports only Foundation and extends
// NSUserActivity with class functions; adding carbs on the watch is searchable and predictable but not handed off.
// Waits for: spotlight helper (NSUserActivity.isEligibleForPrediction).
import Foundation
import LimelightKit
import LimelightTesting
import Testing
@testable import RW_Loop_NSUserActivity

@Suite struct LoopActivityTests {
    @Test func theCarbEntryActivity() {
        let activity = NSUserActivity.forDidAddCarbEntryOnWatch()
        #expect(activity.activityType == "com.loopkit.Loop.AddCarbEntryOnWatch")
        #expect(activity.title == "Add Carb Entry")
        #expect(activity.isEligibleForSearch && activity.isEligibleForPrediction)
        #expect(!activity.isEligibleForHandoff && !activity.isEligibleForPublicIndexing)
        #expect(activity.requiredUserInfoKeys == [])
        #expect(NSUserActivity.forViewLoopStatus().activityType == "ViewLoopStatus")
    }

    @Test func madeCurrentItIsSearchable() throws {
        let sim = try TestSimulation(app: GenericApp.descriptor(bundleIdentifier: "com.loopkit.Loop"))
        let activity = sim.run { () -> NSUserActivity in
            let activity = NSUserActivity.forDidAddCarbEntryOnWatch()
            activity.becomeCurrent()
            return activity
        }
        sim.advance(by: .seconds(1))
        #expect(sim.indexedItems.map(\.attributeSet.title) == ["Add Carb Entry"])
        withExtendedLifetime(activity) {}
    }
}
