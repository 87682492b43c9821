import Foundation
import SimulatorKit
import SystemServices

/// WidgetKit's `WidgetCenter`: `WidgetCenter.shared` acts for the app whose code is running, on its device.
public final class WidgetCenter: Sendable {
    /// The running app's widget center.
    public static let shared = WidgetCenter()

    private init() {}

    /// Asks WidgetKit to reload the app's widgets of `kind` (budgeted as on a device; nothing outside app code).
    public func reloadTimelines(ofKind kind: String) {
        AppContext.current?.widgetCenter?.reloadTimelines(ofKind: kind)
    }

    /// Asks WidgetKit to reload all the app's widgets.
    public func reloadAllTimelines() {
        AppContext.current?.widgetCenter?.reloadAllTimelines()
    }

    /// The app's widgets on the running device (the Home Screen's, in placement order), to `completion`.
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], Error>) -> Void) {
        completion(.success(currentInfos()))
    }

    /// The app's widgets on the running device.
    public func currentConfigurations() async throws -> [WidgetInfo] { currentInfos() }

    /// Asks WidgetKit to ask the app's providers for their recommendations again (nothing to do in the simulator).
    public func invalidateConfigurationRecommendations() {}

    private func currentInfos() -> [WidgetInfo] {
        guard let context = AppContext.current, context.device.widgets.isAvailable else { return [] }
        let widgets = context.device.widgets
        return widgets.sortedInstanceIDs.compactMap { id in
            guard let instance = widgets.instances[id], instance.app == context.bundleIdentifier else { return nil }
            return WidgetInfo(kind: instance.kind, family: WidgetFamily(simulated: instance.family), simulatedID: id)
        }
    }
}

/// WidgetKit's `WidgetInfo`: one of the app's widgets the person placed.
public struct WidgetInfo: Sendable, CustomStringConvertible {
    /// Its kind.
    public let kind: String
    /// Its family.
    public let family: WidgetFamily
    /// The simulator's id for it (`W1`).
    public let simulatedID: String

    /// The SiriKit intent it is configured with (none in the simulator).
    public var configuration: AnyObject? { nil }

    /// `W1 FeaturedWidget systemSmall`.
    public var description: String { "\(simulatedID) \(kind) \(family)" }
}
