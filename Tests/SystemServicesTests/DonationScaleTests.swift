import LimelightCore
import Testing
@testable import SystemServices

/// A donation costs the same however many came before it, and reading less of the store changes no result.
@Suite struct DonationScaleTests {
    let capture = IntentRecord("SaveQuickCaptureIntent", ["taskTitle": .string("Wochenplanung")])

    /// Donates `intent` on `weeks` Mondays at 09:00 from the service's start.
    func weekly(_ service: IntentsService, _ intent: IntentRecord, weeks: Int) {
        let start = service.host.now
        for week in 0..<weeks {
            service.host.runtime.scheduler.advance(to: start + .days(Double(7 * week)))
            service.donationManager(for: "focusblox").donate(intent: intent)
        }
    }

    @Test func thousandsOfDistinctDonationsTakeLinearTime() throws {
        // 2,000 FocusBlox tasks took 33 s in a debug build: each donation compared itself with every one before it.
        let service = try Fixtures.intents()
        let clock = ContinuousClock()
        func donate(_ range: Range<Int>) -> Duration {
            clock.measure {
                for i in range { service.donationManager(for: "focusblox").donate(intent: IntentRecord("SaveQuickCaptureIntent", ["taskTitle": .string("t\(i)")])) }
            }
        }
        let first = donate(0..<2_000)
        let second = donate(2_000..<4_000)
        #expect(service.donations.count == 4_000)
        // The second thousands cost about what the first did, not their sum (generous for a loaded machine).
        #expect(second < first * 4 + .milliseconds(500), "first \(first), second \(second)")
    }

    @Test func theIndexFollowsDeletesResetsRestoresAndTheEquivalence() throws {
        let service = try Fixtures.intents()
        weekly(service, IntentRecord("SaveQuickCaptureIntent", ["taskTitle": .string("a")]), weeks: 1)
        let saved = service.state
        weekly(service, capture, weeks: 2)
        // Restored to one donation of another title: two more of `capture` are not three.
        service.restore(saved)
        weekly(service, capture, weeks: 2)
        #expect(service.suggestions.isEmpty)
        // Parameters ignored: the 'a' donation and the two of `capture` are three of one type on three Mondays.
        service.restore(saved)
        service.learner.equivalence = .sameIntentType
        weekly(service, capture, weeks: 2)
        #expect(service.suggestions.count == 1)
        // After a reset nothing earlier counts.
        service.resetDonationStore()
        weekly(service, capture, weeks: 2)
        #expect(service.suggestions.isEmpty)
    }

    @Test func aCounterIsStillFlaggedFromTheLastDonationsOnly() throws {
        let service = try Fixtures.intents()
        let m = service.donationManager(for: "focusblox")
        for n in [5, 1, 2] { m.donate(intent: IntentRecord("CreateTaskIntent", ["title": .string("x"), "importance": .int(n)])) }
        #expect(service.donations.last?.warnings.map(\.code) == [])
        m.donate(intent: IntentRecord("CreateTaskIntent", ["title": .string("x")]))
        m.donate(intent: IntentRecord("CreateTaskIntent", ["title": .string("x"), "importance": .int(3)]))
        // 1 < 2 < 3 across a donation without the parameter: the detector looks past it.
        #expect(service.donations.last?.warnings.map(\.code) == ["strictly-increasing"])
    }
}
