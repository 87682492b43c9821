import AppIntents
import CoreSpotlight
import Foundation
import LimelightKit
import LimelightTesting
import Testing

/// A priority as an `AppEnum`, donated by its raw value.
enum NotePriority: String, AppEnum {
    case low, high

    static var typeDisplayRepresentation: TypeDisplayRepresentation { TypeDisplayRepresentation(name: "Priority") }
    static var caseDisplayRepresentations: [NotePriority: DisplayRepresentation] {
        [.low: DisplayRepresentation(title: "Low"), .high: DisplayRepresentation(title: "High")]
    }
}

/// An intent with an `AppEnum` parameter.
struct FlagNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Flag Note"
    @Parameter(title: "Priority") var priority: NotePriority

    init() {}

    init(priority: NotePriority) { self.priority = priority }

    func perform() async throws -> some IntentResult { .result() }
}

/// The public API the reference apps needed (Docs/AppleAPI.md): NSUserActivity, the simulated calendar and UUIDs, AppEnum.
@Suite struct PublicAPIAdditionsTests {
    @Test func userActivityIsApplesShape() throws {
        let sim = try TestSimulation(app: NotesApp.descriptor)
        let activity = sim.run { () -> NSUserActivity in
            let activity = NSUserActivity(activityType: "com.example.notes.view")
            #expect(activity.userInfo == nil)
            activity.title = "Groceries"
            activity.userInfo = ["note": "note-1", "revision": 3]
            activity.isEligibleForSearch = true
            let attributes = CSSearchableItemAttributeSet(contentType: .text)
            attributes.contentDescription = "Milk, bread"
            activity.contentAttributeSet = attributes
            activity.persistentIdentifier = "view-note-1"
            activity.becomeCurrent()
            return activity
        }
        #expect(activity.userInfo?["note"] as? String == "note-1")
        #expect(activity.userInfo?["revision"] as? String == "3")
        #expect(activity.contentAttributeSet?.contentDescription == "Milk, bread")
        #expect(activity.simulated.isCurrent)
        activity.invalidate()
        #expect(activity.simulated.isInvalidated)
    }

    @Test func aTappedResultArrivesAsAppleWritesIt() throws {
        let sim = try TestSimulation(app: NotesApp.descriptor)
        sim.advance(by: .seconds(1))
        #expect(sim.tapSearchResult("note-1"))
        #expect(sim.screen.presented == "Note(note-1)")
    }

    @Test func uuidsAndCalendarAreTheSimulations() throws {
        let first = try TestSimulation(app: NotesApp.descriptor)
        let second = try TestSimulation(app: NotesApp.descriptor)
        let a = first.run { [SimulatedUUID.next(), SimulatedUUID.next()] }
        let b = second.run { [SimulatedUUID.next(), SimulatedUUID.next()] }
        #expect(a == b)
        #expect(a[0] != a[1])
        #expect(first.run { SimulatedClock.calendar.timeZone.secondsFromGMT() } == 0)
        #expect(first.run { SimulatedClock.now } == first.now)
    }

    /// NotesApp lists no App Intents: as on a device (where the build extracts every intent in the binary), the donated
    /// intent type is declared from its own type at its first donation, and the donation records the `AppEnum`
    /// parameter as a case.
    @Test func anAppEnumParameterIsDonatedAsACase() throws {
        let sim = try TestSimulation(app: NotesApp.descriptor)
        sim.run { _ = IntentDonationManager.shared.donate(intent: FlagNoteIntent(priority: .high)) }
        #expect(sim.donations == ["FlagNoteIntent(priority: .high)"])
        #expect(sim.events(ofKind: "intents.donation.failed").isEmpty)
        let declared = sim.device.intents.metadata(for: sim.app.bundleIdentifier)?.intent(named: "FlagNoteIntent")
        #expect(declared?.parameters.map { "\($0.name):\($0.type)" } == ["priority:enum(NotePriority)"])
    }
}
