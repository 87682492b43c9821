// Eurofurence's SiriKit donations (Eurofurence/Intents/View Event/DonateFromAppEventIntentDonor.swift and the dealer
// one), unchanged: viewing an event or a dealer donates an INInteraction with the item's identifier, which lands in the
// same donation store as App Intents donations.
// Waits for: intents helper (INIntent, INInteraction(intent:response:), identifier, donate(completion:)).
import EurofurenceKit
import Foundation
import LimelightKit
import LimelightTesting
import Testing
@testable import RW_Eurofurence_DonateFromAppEventIntentDonor
@testable import RW_Eurofurence_DonateFromAppDealerIntentDonor

@Suite struct EurofurenceDonationTests {
    @Test func viewingAnEventAndADealerDonates() throws {
        let sim = try TestSimulation(app: GenericApp.descriptor(bundleIdentifier: "org.eurofurence.EuroFurence"))
        sim.run {
            DonateFromAppEventIntentDonor().donateEventIntent(
                definition: ViewEventIntentDefinition(identifier: EventIdentifier("event-42"), eventName: "Fursuit Parade"))
            DonateFromAppDealerIntentDonor().donate(
                ViewDealerIntentDefinition(identifier: DealerIdentifier("dealer-7"), dealerName: "Paws & Prints"))
        }
        sim.advance(by: .seconds(1))
        #expect(sim.donations.count == 2)
        #expect(sim.donations.contains { $0.contains("ViewEventIntent") })
        #expect(sim.donations.contains { $0.contains("ViewDealerIntent") })
    }
}
