import CoreSpotlight
import Foundation
import LimelightKit
import LimelightTesting
import Testing

/// An app that is its own index delegate, the Apple way, and reindexes its one note when asked.
final class DelegateApp: AppProgram, CSSearchableIndexDelegate {
    private(set) var requests: [String] = []

    init(context: AppContext) {}

    static let descriptor = AppDescriptor(bundleIdentifier: "com.example.delegate", shortName: "delegate", displayName: "Delegate",
                                          summary: "Reindexes when asked") { DelegateApp(context: $0) }

    func applicationDidFinishLaunching() {
        CSSearchableIndex.default().indexDelegate = self
        index()
    }

    func application(continue activity: NSUserActivity) -> Bool { false }

    var screen: ScreenState { ScreenState(presented: requests.last) }

    private func index() {
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = "Groceries"
        CSSearchableIndex.default().indexSearchableItems([CSSearchableItem(uniqueIdentifier: "note-1", domainIdentifier: "notes",
                                                                           attributeSet: attributes)])
    }

    func searchableIndex(_ searchableIndex: CSSearchableIndex,
                         reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void) {
        requests.append("all")
        index()
        acknowledgementHandler()
    }

    func searchableIndex(_ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
                         acknowledgementHandler: @escaping () -> Void) {
        requests.append(identifiers.joined(separator: ","))
        index()
        acknowledgementHandler()
    }
}

@Suite struct IndexDelegateTests {
    @Test func aLostIndexAsksTheAppsDelegateWhichReindexesAsAppCode() throws {
        let sim = try TestSimulation(app: DelegateApp.descriptor)
        sim.advance(by: .seconds(1))
        #expect(sim.indexedIdentifiers == ["note-1"])
        sim.device.spotlight.loseIndex(app: "com.example.delegate", fraction: 1)
        sim.advance(by: .seconds(1))
        #expect(sim.indexedIdentifiers.isEmpty)
        // The system asks the app when it next launches, as the simulator models it.
        sim.device.terminate(sim.app)
        sim.device.launch(sim.app)
        #expect(sim.screen.presented == "all")
        sim.advance(by: .seconds(5))
        #expect(sim.device.spotlight.pendingReindexRequests(app: "com.example.delegate").isEmpty)
        #expect(sim.indexedIdentifiers == ["note-1"])
    }
}
