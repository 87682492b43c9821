// NetNewsWire's ActivityFactory (Shared/Activity/ActivityFactory.swift, with ActivityType.swift and ActivityID.swift),
// unchanged: reading an article makes an activity with the article's keywords and IDs and a CoreSpotlight attribute
// set; made current, Spotlight shows it.
// Waits for: spotlight helper (NSUserActivity.isEligibleForPrediction; CoreServices' kUTTypeCompositeContent).
import Articles
import Foundation
import LimelightKit
import LimelightTesting
import Testing
@testable import RW_NetNewsWire_ActivityFactory

@Suite struct NetNewsWireActivityTests {
    let article = Article(accountID: "OnMyMac", articleID: "a-1", feedID: "https://swift.org/atom.xml",
                          title: "Swift on Linux servers", summary: "Deploying Swift services",
                          feed: Feed(nameForDisplay: "Swift.org Blog"), account: Account(name: "On My Mac"))

    @Test func theActivityDescribesTheArticle() {
        let activity = ActivityFactory.make(article)
        #expect(activity.activityType == "com.ranchero.NetNewsWire.ReadArticle")
        #expect(activity.title == "Swift on Linux servers")
        #expect(activity.keywords == ["Swift.org", "Blog", "Swift", "Linux", "servers"])
        #expect(activity.isEligibleForSearch && activity.isEligibleForHandoff && !activity.isEligibleForPrediction)
        #expect(activity.userInfo?["articleID"] as? String == "a-1")
        #expect(activity.userInfo?["accountName"] as? String == "On My Mac")
        #expect(activity.contentAttributeSet?.contentDescription == "Deploying Swift services")
    }

    @Test func theCurrentArticleIsASpotlightResult() throws {
        let sim = try TestSimulation(app: GenericApp.descriptor(bundleIdentifier: "com.ranchero.NetNewsWire-Evergreen"))
        let article = self.article
        let activity = sim.run { () -> NSUserActivity in
            let activity = ActivityFactory.make(article)
            activity.becomeCurrent()
            return activity
        }
        sim.advance(by: .seconds(1))
        #expect(sim.indexedItems.map(\.attributeSet.title) == ["Swift on Linux servers"])
        withExtendedLifetime(activity) {}
    }
}
