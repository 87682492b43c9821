import Foundation
import LimelightCore
import Testing
@testable import Spotlight

/// A world with a bit of everything: items of two apps (one expiring soon), a named index with a client state, a
/// pending journal entry, injected failures, a reindex request, a current activity and an open batch.
final class StateWorld {
    let h = SpotlightHarness { $0.indexingLatency = .seconds(5) }
    let bulk: IndexHandle
    let batching: IndexHandle
    let delegate = RecordingDelegate()

    init() {
        let service = h.service!
        bulk = service.searchableIndex(app: "app", name: "bulk", protectionClass: .complete)
        batching = service.searchableIndex(app: "other", name: "notes")
        let start = Runtime.defaultStart
        var custom = CSSearchableItemAttributeSet(contentType: "public.message")
        custom.title = "Größe"
        custom.rankingHint = 7.5
        custom.dueDate = start + .hours(3)
        custom.thumbnailData = [1, 2, 3]
        if let key = CustomAttributeKey(keyName: "mood", searchable: true, searchableByDefault: true, unique: false, multiValued: false) {
            custom.setValue(.strings(["calm", "tired"]), forCustomKey: key)
        }
        custom["contentDescription"] = nil
        bulk.indexSearchableItems([
            makeItem("a", domain: "acct.inbox", title: "Alpha", keywords: ["one", "two"], expires: start + .seconds(30)),
            makeItem("b", domain: "acct.sent", title: "Beta", expires: start + .hours(2)),
            CSSearchableItem(uniqueIdentifier: "c", domainIdentifier: nil, attributeSet: custom, expirationDate: start + .days(2)),
        ])
        service.searchableIndex(app: "other").indexSearchableItems([makeItem("x", title: "Ex")])
        batching.beginBatch()
        batching.indexSearchableItems([makeItem("n1", title: "Note")])
        batching.endBatch(withClientState: bytes("v1"))
        h.advance(.seconds(5))
        bulk.deleteSearchableItems(withIdentifiers: ["b"])
        service.searchableIndex(app: "other").indexSearchableItems([makeItem("x2")])
        service.setIndexDelegate(delegate, app: "other")
        service.loseIndex(app: "other", fraction: 0.5)
        service.injectFailure(app: "app", code: .quotaExceeded, count: 2)
        service.injectIndexingFailure(app: "other", count: 1)
        let activity = ActivityRecord(activityType: "com.example.view", host: service.activityHost(app: "app"))
        activity.title = "Viewing"
        activity.userInfo = ["id": "42"]
        activity.keywords = ["k2", "k1"]
        activity.isEligibleForSearch = true
        activity.persistentIdentifier = "view-42"
        activity.becomeCurrent()
        batching.beginBatch()
        batching.deleteSearchableItems(withIdentifiers: ["n1"])
        h.settle()
        service.appCrashed(app: "third")
    }
}

/// Everything the service lets a reader see, as one comparable value.
struct Observation: Equatable {
    var items: [IndexedItem]
    var stored: [IndexedItem]
    var journal: [SpotlightJournalEntry]
    var apps: [String]
    var clientStates: [String]
    var reindex: [CSReindexRequest]
    var activities: [String]
    var supported: Bool
    var available: Bool
    var configuration: SpotlightConfiguration

    init(_ service: SpotlightService) {
        items = service.items(app: nil)
        stored = service.storedItems(app: nil)
        journal = service.pendingJournal
        apps = service.apps
        clientStates = service.apps.flatMap { app in
            service.clientStateNames(app: app).map { "\(app)/\($0)=\(service.clientState(app: app, name: $0) ?? [])" }
        }
        reindex = service.apps.flatMap { service.pendingReindexRequests(app: $0) }
        activities = ["app", "other"].compactMap { app in
            service.currentActivity(app: app).map {
                "\(app): \($0.activityType) \($0.title ?? "-") \($0.userInfo) \($0.keywords.sorted()) \($0.indexIdentifier ?? "-") \($0.isCurrent)"
            }
        }
        supported = service.isIndexingSupported
        available = service.isIndexerAvailable
        configuration = service.configuration
    }
}

/// A runtime whose scheduler holds exactly the jobs of `saved` under the same tokens (cancelled fillers take the
/// sequences in between), with the same randomness and identifiers: what the lead's world rebuild does.
func replicaRuntime(_ saved: SchedulerState, random: SeededRandom, ids: IdentifierGenerator) -> Runtime {
    let runtime = Runtime(seed: 7, start: saved.now)
    var next = 0
    func fill(upTo sequence: Int) {
        while next < sequence {
            runtime.scheduler.cancel(runtime.scheduler.schedule(at: Runtime.latest, label: "filler", job: .callback(-1)))
            next += 1
        }
    }
    for job in saved.jobs.sorted(by: { $0.sequence < $1.sequence }) {
        fill(upTo: job.sequence)
        runtime.scheduler.schedule(at: job.deadline, label: job.label, job: job.job)
        next += 1
    }
    fill(upTo: saved.nextSequence)
    runtime.random = random
    runtime.ids = ids
    return runtime
}

/// What happens after the checkpoint in every comparison: an advance through the pending journal and the expiries,
/// the batch ended, then more writes and a reindex delivery.
func continueWorld(_ service: SpotlightService, _ runtime: Runtime, batching: IndexHandle, delegate: RecordingDelegate) {
    runtime.scheduler.advance(by: .seconds(40))
    batching.endBatch(expectedClientState: bytes("v1"), newClientState: bytes("v2"))
    service.searchableIndex(app: "app", name: "bulk", protectionClass: .complete).indexSearchableItems([makeItem("d", title: "Delta")])
    service.searchableIndex(app: "app").indexSearchableItems([makeItem("e")])
    service.searchableIndex(app: "app").indexSearchableItems([makeItem("f")])
    service.searchableIndex(app: "other").indexSearchableItems([makeItem("y")])
    service.setIndexDelegate(delegate, app: "other")
    service.deliverReindexRequests(app: "other")
    runtime.scheduler.advance(by: .hours(3))
}

/// Whether `value`'s encoding, with the top-level field `key` removed, still decodes (it must not: no silent defaults).
func decodes<T: Codable>(_ value: T, without key: String) throws -> Bool {
    let data = try JSONEncoder().encode(value)
    guard var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
    #expect(object[key] != nil, "no field \(key)")
    object[key] = nil
    return (try? JSONDecoder().decode(T.self, from: JSONSerialization.data(withJSONObject: object))) != nil
}

/// The log's lines from `first` on, as text.
func lines(_ runtime: Runtime, from first: Int = 0) -> [String] {
    Array(runtime.log.events).dropFirst(first).map { "\($0.instant) \($0.app ?? "-") \($0.kind) \($0.message)" }
}
