import LimelightCore
import Testing
@testable import SystemServices

@Suite struct SuggestionLearnerTests {
    let capture = IntentRecord("SaveQuickCaptureIntent", ["taskTitle": .string("Wochenplanung")])

    /// Donates `intent` at Monday 09:00 + offset for each of `weeks` weeks (the runtime starts Monday 2026-01-05 09:00 UTC).
    func donateWeekly(_ service: IntentsService, _ intent: IntentRecord, weeks: Int, offset: SimDuration = .seconds(0)) {
        let start = service.host.now
        for week in 0..<weeks {
            service.host.runtime.scheduler.advance(to: start + .days(Double(7 * week)) + offset)
            service.donationManager(for: "focusblox").donate(intent: intent)
        }
    }

    @Test func threeMondaysAtNineProduceASuggestion() throws {
        let service = try Fixtures.intents()
        donateWeekly(service, capture, weeks: 2)
        #expect(service.suggestions.isEmpty)
        donateWeekly(service, capture, weeks: 1, offset: .days(14) + .minutes(20))
        #expect(service.suggestions.count == 1)
        let s = try #require(service.suggestions.first)
        #expect(s.intent == capture)
        #expect(s.weekday == 2)
        #expect(s.evidence.count == 3)
        #expect(service.host.runtime.log.events(ofKind: "siri.suggestion").first?.message.contains("Mondays") == true)
        // Active on the next Monday at 09:30, not on Tuesday, not at noon.
        let nextMonday = service.host.now + .days(7)
        #expect(service.activeSuggestions(at: nextMonday).count == 1)
        #expect(service.activeSuggestions(at: nextMonday + .days(1)).isEmpty)
        #expect(service.activeSuggestions(at: nextMonday + .hours(3)).isEmpty)
    }

    @Test func sameDayRepetitionsDoNotCount() throws {
        let service = try Fixtures.intents()
        for _ in 0..<5 { service.donationManager(for: "focusblox").donate(intent: capture) }
        #expect(service.suggestions.isEmpty)
    }

    @Test func inconsistentTimesOrParametersDoNotSuggest() throws {
        let service = try Fixtures.intents()
        let start = service.host.now
        let m = service.donationManager(for: "focusblox")
        for (i, offset) in [SimDuration.seconds(0), .days(7) + .hours(4), .days(14) + .hours(8)].enumerated() {
            service.host.runtime.scheduler.advance(to: start + offset)
            m.donate(intent: IntentRecord("SaveQuickCaptureIntent", ["taskTitle": .string(i == 0 ? "a" : "b")]))
        }
        #expect(service.suggestions.isEmpty)
    }

    @Test func timestampedDonationsNeverSuggestEvenWhenForced() throws {
        let service = try Fixtures.intents()
        service.learner.forceSuggestions = true
        let start = service.host.now
        for week in 0..<3 {
            service.host.runtime.scheduler.advance(to: start + .days(Double(7 * week)))
            service.donationManager(for: "focusblox").donate(intent: IntentRecord("CreateTaskIntent", ["title": .string("t"), "createdAt": .date(service.host.now)]))
        }
        #expect(service.donations.allSatisfy { $0.isFlagged })
        #expect(service.suggestions.isEmpty)
        service.donationManager(for: "focusblox").donate(intent: capture)
        #expect(service.suggestions.count == 1)
        #expect(service.suggestions.first?.isForced == true)
    }

    @Test func configurableRuleAndLearningSwitch() throws {
        let service = try Fixtures.intents()
        service.learner.requiredRepetitions = 2
        service.setLearning(false, for: "focusblox")
        donateWeekly(service, capture, weeks: 2)
        #expect(service.suggestions.isEmpty)
        service.setLearning(true, for: "focusblox")
        donateWeekly(service, capture, weeks: 1, offset: .days(14))
        #expect(service.suggestions.count == 1)
        #expect(try service.siriAndSearchView(app: "focusblox").suggestions.count == 1)
    }

    @Test func sameIntentTypeEquivalenceIgnoresDifferentEntities() throws {
        let service = try Fixtures.intents()
        service.learner.equivalence = .sameIntentType
        let start = service.host.now
        for week in 0..<3 {
            service.host.runtime.scheduler.advance(to: start + .days(Double(7 * week)))
            service.donationManager(for: "focusblox").donate(intent: IntentRecord("CompleteTaskIntent", ["task": .entity(EntityKey(for: "TaskEntity", identifier: "\(week)"))]))
        }
        #expect(service.suggestions.first?.intent == IntentRecord("CompleteTaskIntent"))
    }

    @Test func learnerOutputIsDeterministic() throws {
        func run() throws -> [String] {
            let runtime = Runtime(seed: 7)
            let service = try Fixtures.intents(runtime)
            donateWeekly(service, capture, weeks: 3)
            return runtime.log.events.map { "\($0.instant) \($0.kind) \($0.message)" }
        }
        let a = try run(), b = try run()
        #expect(a == b)
    }
}
