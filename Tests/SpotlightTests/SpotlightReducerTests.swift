import Foundation
import LimelightCore
import Testing
@testable import Spotlight

/// A Spotlight step is TCA's `reduce(into: &state, action)`: a function of the state value and the job, reaching the
/// rest of the world only through its host. So it can run on a copy of the state, and the copy ends byte-identical to
/// the live service that ran the same job.
@Suite struct SpotlightReducerTests {
    /// A world with an item that expires, a journal entry applied and two waiting (a domain delete and an index call
    /// with a merge), an indexing failure of another app on the way, and a reindex being followed.
    func world() -> SpotlightHarness {
        let h = SpotlightHarness()
        h.service.searchableModel = { _ in ["a", "b", "c"] }
        let index = h.service.searchableIndex(app: "app", name: "notes")
        h.index([makeItem("a", domain: "d", title: "A"), makeItem("b", title: "B", expires: h.runtime.now + .seconds(1)),
                 makeItem("x", domain: "d.sub", title: "X")], through: index)
        h.service.beginReindexAudit(app: "app", point: "launch")
        index.deleteSearchableItems(withDomainIdentifiers: ["d"])
        index.indexSearchableItems([makeItem("c", title: "C"), makeItem("a", title: "A2", update: true)])
        h.service.injectIndexingFailure(app: "other", count: 1)
        h.service.searchableIndex(app: "other").indexSearchableItems([makeItem("o", title: "O")])
        h.service.completeReindexAudit(app: "app")
        return h
    }

    /// The digest of the canonical encoding of a value (sorted keys, as the world's digest).
    func digest(_ state: SpotlightState) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var hash = SHA256()
        hash.update(try encoder.encode(state))
        return hash.hexDigest()
    }

    func events(_ h: SpotlightHarness) -> [String] {
        h.runtime.log.events.map { "\($0.instant) \($0.app ?? "-") \($0.kind) \($0.message)" }
    }

    @Test(arguments: [SimulationJob.spotlightApply(device: "iPhone", entry: 4), .spotlightApply(device: "iPhone", entry: 2),
                      .spotlightExpiry(device: "iPhone")])
    func aStepOnACopyOfTheStateEqualsTheStepOnTheLiveService(job: SimulationJob) throws {
        let live = world(), copied = world()
        #expect(try digest(live.service.state) == digest(copied.service.state))
        let before = try digest(copied.service.state)

        live.service.perform(job)
        var copy = copied.service.state
        copy.reduce(job, copied.service)

        #expect(try digest(copy) == digest(live.service.state))
        #expect(try digest(copy) != before, "the step changed nothing: pick a job that does")
        #expect(try digest(copied.service.state) == before, "stepping a copy must leave the live value alone")
        #expect(events(copied) == events(live))
        #expect(copied.observer.lines == live.observer.lines)
        #expect(copied.runtime.scheduler.state == live.runtime.scheduler.state)
        copied.service.restore(copy)
        #expect(try digest(copied.service.state) == digest(live.service.state))
    }
}
