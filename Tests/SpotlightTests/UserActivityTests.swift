import LimelightCore
import Testing
@testable import Spotlight

@Suite struct UserActivityTests {
    @Test func constantsMatchApple() {
        #expect(CSSearchableItemActionType == "com.apple.corespotlightitem")
        #expect(CSSearchableItemActivityIdentifier == "kCSSearchableItemActivityIdentifier")
        #expect(CSQueryContinuationActionType == "com.apple.corespotlightquerycontinuation")
        #expect(CSSearchQueryString == "kCSSearchQueryString")
    }

    @Test func anEligibleActivityBecomesASearchableItemInTheDefaultIndex() {
        let h = SpotlightHarness()
        let activity = ActivityRecord(activityType: "com.example.view", host: h.service.activityHost(app: "app"))
        activity.title = "Einkaufen"
        activity.userInfo = ["taskID": "42"]
        activity.keywords = ["Milch"]
        var set = CSSearchableItemAttributeSet()
        set["domainIdentifier"] = .string("tasks")
        activity.contentAttributeSet = set
        activity.isEligibleForSearch = true
        activity.persistentIdentifier = "task-42"
        activity.becomeCurrent()
        h.settle()
        let item = h.service.item(app: "app", identifier: "task-42")
        #expect(item?.attributeSet.title == "Einkaufen")
        #expect(item?.attributeSet.keywords == ["Milch"])
        #expect(item?.domainIdentifier == "tasks")
        #expect(item?.indexName == nil)
        #expect(h.service.userActivity(app: "app", identifier: "task-42")?.userInfo == ["taskID": "42"])
        #expect(h.service.currentActivity(app: "app") === activity)
        h.service.searchableIndex(app: "app").deleteSearchableItems(withDomainIdentifiers: ["tasks"])
        h.settle()
        #expect(h.ids().isEmpty)
    }

    @Test func anIneligibleOrDetachedActivityIsNotIndexed() {
        let h = SpotlightHarness()
        let activity = ActivityRecord(activityType: "t", host: h.service.activityHost(app: "app"))
        activity.title = "x"
        activity.becomeCurrent()
        ActivityRecord(activityType: "detached").becomeCurrent()
        h.settle()
        #expect(h.ids().isEmpty)
        #expect(activity.isCurrent)
    }

    @Test func becomingCurrentResignsThePreviousAndInvalidateIsFinal() {
        let h = SpotlightHarness()
        let host = h.service.activityHost(app: "app")
        let first = ActivityRecord(activityType: "one", host: host)
        let second = ActivityRecord(activityType: "two", host: host)
        first.becomeCurrent()
        second.becomeCurrent()
        #expect(!first.isCurrent && second.isCurrent)
        second.invalidate()
        second.becomeCurrent()
        #expect(!second.isCurrent)
        #expect(first.indexIdentifier != nil && first.indexIdentifier != second.indexIdentifier)
    }

    @Test func aRelatedItemLinksInsteadOfDuplicating() {
        let h = SpotlightHarness()
        h.index([makeItem("task-1", title: "t")], through: h.service.searchableIndex(app: "app"))
        let host = h.service.activityHost(app: "app")
        for related in ["task-1", "missing"] {
            let activity = ActivityRecord(activityType: "view", host: host)
            activity.isEligibleForSearch = true
            var set = CSSearchableItemAttributeSet()
            set["relatedUniqueIdentifier"] = .string(related)
            activity.contentAttributeSet = set
            activity.becomeCurrent()
        }
        h.settle()
        #expect(h.ids() == ["task-1"])
        #expect(h.messages("activity.linked").count == 2)
    }
}
