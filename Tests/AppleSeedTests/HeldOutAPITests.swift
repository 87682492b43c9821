import AppIntents
import CoreSpotlight
import Foundation
import Intents
import OSLog
import SwiftUI
import Testing

// API that real apps' files outside the corpus needed (Docs/AppleAPI.md, "Real-world corpus", the held-out set): what
// each does, not only that it compiles.

/// Xcode generates a resolution-result subclass per custom type (Netliphy's `ChosenSiteResolutionResult`).
final class HeldOutSite: INObject {}
final class HeldOutSiteResolutionResult: INObjectResolutionResult {
    static func success(with resolvedObject: HeldOutSite) -> HeldOutSiteResolutionResult {
        super.success(with: resolvedObject as INObject)
    }
}

/// An index extension that serves item data (Gladys's `IndexRequestHandler` overrides these).
final class HeldOutIndexHandler: CSIndexExtensionRequestHandler {
    var throttled = false
    override func data(for searchableIndex: CSSearchableIndex, itemIdentifier: String, typeIdentifier: String) throws -> Data {
        Data("\(itemIdentifier) as \(typeIdentifier)".utf8)
    }
    override func searchableIndexDidThrottle(_ searchableIndex: CSSearchableIndex) { throttled = true }
}

struct HeldOutConfigurationIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Configure"
    @Parameter(title: "Account") var account: String?
    @Parameter(title: "Count", default: 3) var count: Int
}

struct HeldOutListQuery: EntityQuery {
    @IntentParameterDependency<HeldOutConfigurationIntent>(\.$account) var configuration
    /// What the simulator's editor would do: the intent being configured.
    func configure(_ intent: HeldOutConfigurationIntent) { _configuration.simulatedIntent = intent }
    func entities(for identifiers: [String]) async throws -> [HeldOutListEntity] {
        guard let configuration else { return [] }
        return (0..<configuration.count).map { HeldOutListEntity(id: "\(configuration.account)-\($0)") }
    }
}

struct HeldOutListEntity: AppEntity {
    var id: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "List"
    static let defaultQuery = HeldOutListQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(stringLiteral: id) }
}

@Suite struct HeldOutAPITests {
    @Test func resolutionResultsKeepTheirOutcomeAndValueAndTheirSubclass() {
        let site = HeldOutSite(identifier: "s1", display: "Blog")
        let result = HeldOutSiteResolutionResult.success(with: site)
        #expect(result.simulatedOutcome == "success")
        #expect((result.simulatedValue as? HeldOutSite) === site)
        let asked = HeldOutSiteResolutionResult.needsValue()
        #expect(type(of: asked) == HeldOutSiteResolutionResult.self && asked.simulatedOutcome == "needsValue")
        #expect(INStringResolutionResult.disambiguation(with: ["a", "b"]).simulatedValue as? [String] == ["a", "b"])
        #expect(INIntegerResolutionResult.unsupported(withReason: 2).simulatedReason == 2)
    }

    @Test func deferredIntentsStringsFormatTheirArguments() {
        #expect(NSString.deferredLocalizedIntentsString(with: "Refresh my apps") as String == "Refresh my apps")
        #expect(NSString.deferredLocalizedIntentsString(with: "%d apps", 3) as String == "3 apps")
    }

    @Test func anIndexExtensionServesTheDataItOverrides() throws {
        let handler = HeldOutIndexHandler()
        let index = CSSearchableIndex.default()
        #expect(try handler.data(for: index, itemIdentifier: "item-1", typeIdentifier: "public.text") == Data("item-1 as public.text".utf8))
        handler.searchableIndexDidThrottle(index)
        #expect(handler.throttled)
        // Not overridden: fails as Apple's optional method would be missing.
        #expect(throws: (any Error).self) { try handler.fileURL(for: index, itemIdentifier: "x", typeIdentifier: "public.text", inPlace: false) }
    }

    @Test func aParameterDependencyIsNilUntilItsParametersHaveValues() async throws {
        let query = HeldOutListQuery()
        #expect(try await query.entities(for: []).isEmpty)
        var intent = HeldOutConfigurationIntent()
        query.configure(intent)
        #expect(query.configuration == nil)  // the account parameter has no value yet
        intent.account = "ada"
        #expect(try await query.entities(for: []).map(\.id) == ["ada-0", "ada-1", "ada-2"])
    }

    @Test func theScreenIsTheSimulatedIPhonesAndColorLiteralsMakeColors() {
        #expect(UIScreen.main.scale == 3 && UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        let color: UIColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(color.description == UIColor(red: 1, green: 0, blue: 0, alpha: 1).description)
        _ = Color(color)
    }

    @Test func darwinTimeConstantsAreThere() {
        #expect(250 * NSEC_PER_MSEC == 250_000_000 && NSEC_PER_SEC == 1_000_000_000 && USEC_PER_SEC == 1_000_000)
    }

    @Test func requiredUserInfoKeysReadBackWhatWasAssigned() {
        let activity = NSUserActivity(activityType: "held.out")
        #expect(activity.requiredUserInfoKeys == nil)
        activity.requiredUserInfoKeys = []
        #expect(activity.requiredUserInfoKeys == [])
        activity.requiredUserInfoKeys = ["id"]
        #expect(activity.requiredUserInfoKeys == ["id"])
        activity.requiredUserInfoKeys = nil
        #expect(activity.requiredUserInfoKeys == nil)
    }

    @Test func oslogIsImportableUnderBothNames() {
        Logger(subsystem: "held.out.oslog", category: "Test").notice("from \("OSLog", privacy: .public)")
        #expect(SimLogStore.shared.records(subsystem: "held.out.oslog").map(\.text) == ["from OSLog"])
    }
}
