import LimelightCore
import Testing
@testable import SystemServices

@Suite struct IntentDonationTests {
    @Test func donateStoresAndReturnsUniqueIdentifiers() throws {
        let service = try Fixtures.intents()
        let manager = service.donationManager(for: "focusblox")
        let intent = IntentRecord("SaveQuickCaptureIntent", ["taskTitle": .string("Milch")])
        let a = manager.donate(intent: intent)
        let b = manager.donate(intent: intent)
        #expect(a != b)
        #expect(service.donations.map(\.identifier) == [a, b])
        #expect(service.donations.allSatisfy { $0.source == .app && !$0.isFlagged })
        #expect(service.host.runtime.log.events(ofKind: "intents.donated").count == 2)
    }

    @Test func quietDonateReturnsAnIdentifierEvenWhenItFails() throws {
        let service = try Fixtures.intents()
        let manager = service.donationManager(for: "focusblox")
        let id = manager.donate(intent: IntentRecord("CreateTaskIntnet", ["title": .string("x")]))
        #expect(!id.rawValue.isEmpty)
        #expect(service.donations.isEmpty)
        #expect(service.donation(id) == nil)
        #expect(manager.deleteDonationsNow(matching: .donationIdentifier(id)) == [])
        let failure = service.host.runtime.log.events(ofKind: "intents.donation.failed")
        #expect(failure.count == 1)
        #expect(failure[0].message.contains("did you mean 'CreateTaskIntent'?"))
    }

    @Test func throwingDonateReportsTypedErrors() async throws {
        let service = try Fixtures.intents()
        let manager = service.donationManager(for: "focusblox")
        #expect(throws: IntentDonationError.unknownParameter(intent: "CreateTaskIntent", parameter: "titel", suggestion: "title")) {
            try manager.donateThrowing(intent: IntentRecord("CreateTaskIntent", ["titel": .string("x")]))
        }
        #expect(throws: IntentDonationError.parameterTypeMismatch(intent: "CreateTaskIntent", parameter: "importance", expected: "int", actual: "string")) {
            try manager.donateThrowing(intent: IntentRecord("CreateTaskIntent", ["importance": .string("high")]))
        }
        #expect(throws: IntentDonationError.unknownApp("nope")) {
            try service.donationManager(for: "nope").donateThrowing(intent: IntentRecord("CreateTaskIntent"))
        }
        await #expect(throws: IntentDonationError.self) {
            try await manager.donate(intent: IntentRecord("CompleteTaskIntent", ["task": .entity(EntityKey(for: "Other", identifier: "1"))]))
        }
        let ok = try await manager.donate(intent: IntentRecord("GetNextUpIntent"), result: IntentResultValue(dialog: "Milch"))
        #expect(service.donation(ok)?.result?.dialog == "Milch")
    }

    @Test func deleteByPredicates() throws {
        let service = try Fixtures.intents()
        let m = service.donationManager(for: "focusblox")
        let t1 = EntityKey(for: "TaskEntity", identifier: "1"), t2 = EntityKey(for: "TaskEntity", identifier: "2")
        let d1 = m.donate(intent: IntentRecord("CompleteTaskIntent", ["task": .entity(t1)]))
        let d2 = m.donate(intent: IntentRecord("CompleteTaskIntent", ["task": .entity(t2)]))
        let d3 = m.donate(intent: IntentRecord("GetNextUpIntent"))
        let d4 = m.donate(intent: IntentRecord("SaveQuickCaptureIntent", ["taskTitle": .string("a")]))
        #expect(m.deleteDonationsNow(matching: .entityIdentifier(t1)) == [d1])
        #expect(m.deleteDonationsNow(matching: .intentType("CompleteTaskIntent", entityIdentifier: t1)) == [])
        #expect(m.deleteDonationsNow(matching: .intentType("CompleteTaskIntent")) == [d2])
        #expect(m.deleteDonationsNow(matching: .donationIdentifiers([d3, d4, DonationIdentifier("missing")])) == [d3, d4])
        #expect(service.donations.isEmpty)
        // Another app cannot delete FocusBlox's donations.
        let e = m.donate(intent: IntentRecord("GetNextUpIntent"))
        #expect(service.donationManager(for: "other").deleteDonationsNow(matching: .donationIdentifier(e)) == [])
        #expect(service.donations.count == 1)
        #expect(m.deleteDonationsNow(matching: .entityIdentifiers([t2])) == [])
    }

    @Test func systemRunIntentsAreDonatedBySystemAndDoubleDonationIsReported() throws {
        let service = try Fixtures.intents()
        let intent = IntentRecord("GetNextUpIntent")
        try service.systemRan(intent, app: "focusblox", invoker: .siri)
        #expect(service.donations.first?.source == .system(.siri))
        service.donationManager(for: "focusblox").donate(intent: intent)
        #expect(service.host.runtime.log.events(ofKind: "intents.donation.duplicate").count == 1)
    }

    @Test func timestampAndUniqueValuesAreFlagged() throws {
        let runtime = Runtime()
        let service = try Fixtures.intents(runtime)
        let m = service.donationManager(for: "focusblox")
        m.donate(intent: IntentRecord("CreateTaskIntent", ["title": .string("Milch"), "createdAt": .date(runtime.now)]))
        m.donate(intent: IntentRecord("SaveQuickCaptureIntent", ["taskTitle": .string("3F2504E0-4F89-41D3-9A0C-0305E82C3301")]))
        m.donate(intent: IntentRecord("SaveQuickCaptureIntent", ["taskTitle": .string("2026-01-05T09:00:00Z")]))
        m.donate(intent: IntentRecord("CreateTaskIntent", ["title": .string("x"), "importance": .int(Int(runtime.now.secondsSinceReferenceDate) + 978_307_200)]))
        let codes = service.flaggedDonations.flatMap(\.warnings).map(\.code)
        #expect(codes == ["timestamp-now", "uuid-like-string", "timestamp-like-string", "epoch-like-number"])
        #expect(runtime.log.events(ofKind: "intents.donation.warning").count == 4)
        // A stable donation is not flagged.
        m.donate(intent: IntentRecord("CreateTaskIntent", ["title": .string("Milch"), "category": .string("home")]))
        #expect(service.donations.last?.isFlagged == false)
    }

    @Test func strictlyIncreasingCounterIsFlagged() throws {
        let service = try Fixtures.intents()
        let m = service.donationManager(for: "focusblox")
        for i in 1...3 { m.donate(intent: IntentRecord("CreateTaskIntent", ["title": .string("t"), "importance": .int(i)])) }
        #expect(service.donations.map(\.isFlagged) == [false, false, true])
        #expect(service.donations.last?.warnings.first?.code == "strictly-increasing")
    }

    @Test func detectorHelpers() {
        #expect(UniqueValueDetector.looksLikeUUID("3F2504E0-4F89-41D3-9A0C-0305E82C3301"))
        #expect(!UniqueValueDetector.looksLikeUUID("not-a-uuid"))
        #expect(UniqueValueDetector.looksLikeTimestamp("2026-01-05 09:00"))
        #expect(!UniqueValueDetector.looksLikeTimestamp("Einkaufen"))
        #expect(!UniqueValueDetector.looksLikeTimestamp(""))
    }

    @Test func uninstallRemovesDonations() throws {
        let service = try Fixtures.intents()
        service.donationManager(for: "focusblox").donate(intent: IntentRecord("GetNextUpIntent"))
        service.uninstall(app: "focusblox")
        #expect(service.donations.isEmpty)
        #expect(service.metadata(for: "focusblox") == nil)
    }
}
