// OneBusAway's UserActivityBuilder (OBAKit/DeepLinks/UserActivityBuilder.swift), unchanged: a stop's activity is
// eligible for Handoff, search and Siri prediction, with the suggested phrase, a persistent identifier per region and
// stop, and the stop's web link; made current, Spotlight shows the stop.
// Waits for: spotlight helper (NSUserActivity.isEligibleForPrediction) and intents helper
// (NSUserActivity.suggestedInvocationPhrase, which Intents declares).
import Foundation
import LimelightKit
import LimelightTesting
import OBAKitCore
import Testing
@testable import RW_OneBusAway_UserActivityBuilder

@Suite struct OneBusAwayActivityTests {
    let bundle = AppBundle(bundleIdentifier: "org.onebusaway.iphone",
                           userActivityTypes: ["org.onebusaway.iphone.user_activity.stop", "org.onebusaway.iphone.user_activity.trip"])

    @Test func aStopsActivity() throws {
        let builder = UserActivityBuilder(application: Application(applicationBundle: bundle, appLinksRouter: AppLinksRouter()))
        let activity = builder.userActivity(for: Stop(id: "1_75403", name: "3rd Ave & Pike St"), region: Region(regionIdentifier: 1))
        #expect(activity.activityType == "org.onebusaway.iphone.user_activity.stop")
        #expect(activity.title == "3rd Ave & Pike St")
        #expect(activity.isEligibleForHandoff && activity.isEligibleForSearch && activity.isEligibleForPrediction)
        #expect(activity.suggestedInvocationPhrase == "Show me my bus")
        #expect(activity.persistentIdentifier == "region_1_stop_1_75403")
        #expect(activity.webpageURL == URL(string: "https://onebusaway.co/regions/1/stops/1_75403"))
        #expect(activity.requiredUserInfoKeys == ["stopID", "regionID"])
    }

    @Test func theCurrentStopIsASpotlightResult() throws {
        let sim = try TestSimulation(app: GenericApp.descriptor(bundleIdentifier: "org.onebusaway.iphone"))
        let bundle = self.bundle
        let activity = sim.run { () -> NSUserActivity in
            let builder = UserActivityBuilder(application: Application(applicationBundle: bundle, appLinksRouter: nil))
            let activity = builder.userActivity(for: Stop(id: "1_75403", name: "3rd Ave & Pike St"), region: Region(regionIdentifier: 1))
            activity.becomeCurrent()
            return activity
        }
        sim.advance(by: .seconds(1))
        #expect(sim.indexedIdentifiers == ["region_1_stop_1_75403"])
        withExtendedLifetime(activity) {}
    }
}
