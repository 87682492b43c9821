import LimelightCore
import Spotlight

/// An app with no behaviour of its own: the REPL drives its CoreSpotlight calls directly (`spotlight index …`).
///
/// It shows the last item a Spotlight tap opened, and keeps reindex requests pending until the user acknowledges them
/// with `spotlight reindex ack`, so the index delegate protocol can be explored by hand.
public final class GenericApp: AppProgram, ReindexDelegate {
    private let context: AppContext
    private var opened: String?
    /// Reindex requests received and not yet acknowledged, oldest first.
    public private(set) var pendingAcknowledgements: [(description: String, acknowledge: () -> Void)] = []

    /// Starts the app and registers it as its Spotlight index delegate.
    public init(context: AppContext) {
        self.context = context
        context.device.spotlight.setIndexDelegate(self, app: context.bundleIdentifier)
    }

    /// The descriptor for a generic app with the given bundle identifier.
    public static func descriptor(bundleIdentifier: String) -> AppDescriptor {
        AppDescriptor(bundleIdentifier: bundleIdentifier, shortName: bundleIdentifier, displayName: bundleIdentifier,
                      summary: "A blank app whose CoreSpotlight calls you make with the spotlight commands") { GenericApp(context: $0) }
    }

    /// Does nothing: the app has no index of its own to refresh.
    public func applicationDidFinishLaunching() {}

    /// Shows a tapped Spotlight item or a continued activity as the presented view.
    public func application(continue activity: NSUserActivity) -> Bool {
        if activity.activityType == CSSearchableItemActionType {
            guard let id = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String else { return false }
            opened = "item(\(id))"
            return true
        }
        // Any other activity (a continued NSUserActivity): show its type and user info.
        let info = activity.simulated.userInfo.keys.sorted().map { "\($0)=\(activity.simulated.userInfo[$0] ?? "")" }
        opened = "activity(" + ([activity.activityType] + info).joined(separator: " ") + ")"
        return true
    }

    /// The last item or activity opened, shown as the presented view.
    public var screen: ScreenState { ScreenState(presented: opened) }

    /// Queues a reindex-all request until it is acknowledged.
    public func searchableIndex(_ searchableIndex: IndexHandle,
                                reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void) {
        pendingAcknowledgements.append(("reindex all", acknowledgementHandler))
    }

    /// Queues a request to reindex the given items until it is acknowledged.
    public func searchableIndex(_ searchableIndex: IndexHandle, reindexSearchableItemsWithIdentifiers identifiers: [String],
                                acknowledgementHandler: @escaping () -> Void) {
        pendingAcknowledgements.append(("reindex \(identifiers.joined(separator: ", "))", acknowledgementHandler))
    }

    /// Acknowledges every pending reindex request; returns how many there were.
    public func acknowledgeAll() -> Int {
        let pending = pendingAcknowledgements
        pendingAcknowledgements = []
        for p in pending { p.acknowledge() }
        return pending.count
    }

    /// A line listing the pending reindex requests, if there are any.
    public func summary() -> [String] {
        pendingAcknowledgements.isEmpty ? [] : ["pending reindex requests: " + pendingAcknowledgements.map(\.description).joined(separator: "; ")]
    }

    /// The opened view and the descriptions of the pending reindex requests.
    public var restorationState: [String: [String]] {
        var state = ["acknowledgements": pendingAcknowledgements.map(\.description)]
        if let opened { state["opened"] = [opened] }
        return state
    }

    /// Takes back the opened view, and the acknowledgement handlers of the requests still pending in Spotlight, matched
    /// by description in order.
    public func restore(from state: [String: [String]]) {
        opened = state["opened"]?.first
        var requests = context.device.spotlight.pendingReindexRequests(app: context.bundleIdentifier)
        pendingAcknowledgements = (state["acknowledgements"] ?? []).compactMap { description in
            guard let slot = requests.firstIndex(where: { Self.description(of: $0) == description }) else { return nil }
            let request = requests.remove(at: slot)
            return (description, context.device.spotlight.acknowledgementHandler(for: request))
        }
    }

    /// How a pending acknowledgement describes its request.
    private static func description(of request: CSReindexRequest) -> String {
        switch request.scope {
        case .all: "reindex all"
        case .identifiers(let ids): "reindex \(ids.joined(separator: ", "))"
        }
    }
}
