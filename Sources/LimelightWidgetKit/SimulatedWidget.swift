import Foundation
import LimelightCore
import SimulatorKit
import SystemServices
import LimelightSwiftUI

/// Declares the app's widgets from its install hook: on a device WidgetKit finds them in the widget extension; here the
/// app names them once. `declare(MyWidget())` reads the widget's `body` (its kind, provider, view, display name and
/// families) — the simulator then draws the widget's own view; `declare(bundle: MyWidgets())` does so for each widget of
/// a `WidgetBundle`. `declare(kind:displayName:supportedFamilies:provider:content:)` declares a provider without a view;
/// `content` renders an entry as the text the simulator shows.
public enum SimulatedWidget {
    /// Declares `widget` for the running app: its configuration as its `body` builds it.
    /// `fileID` and `line` (the call's) are named when the widget's provider is stuck.
    public static func declare<W: Widget>(_ widget: W, fileID: String = #fileID, line: Int = #line) throws {
        guard let context = AppContext.current else { throw WidgetDeclarationError.outsideAppCode }
        guard var description = description(of: widget) else { throw WidgetDeclarationError.unreadable(String(describing: W.self)) }
        description.site = "\(fileID):\(line)"
        try context.device.widgets.declare(WidgetDeclaration(kind: description.kind, app: context.bundleIdentifier,
                                                             displayName: description.displayName.isEmpty ? description.kind : description.displayName,
                                                             supportedFamilies: (description.supportedFamilies ?? SimWidgetDescription.defaultFamilies).map(\.simulated),
                                                             provider: description.makeProvider(description, context)))
    }

    /// Declares every widget of `bundle` for the running app, in the bundle's order.
    public static func declare<B: WidgetBundle>(bundle: B, fileID: String = #fileID, line: Int = #line) throws {
        for widget in bundle.simulatedWidgets { try declare(widget, fileID: fileID, line: line) }
    }

    /// What the simulator reads from `widget`'s `body`, nil when it is not a configuration WidgetKit offers.
    public static func description<W: Widget>(of widget: W) -> SimWidgetDescription? {
        if let list = widget as? SimWidgetList { return list.widgets.first.flatMap { description(of: $0) } }
        let body = SimMainActor.run(with: widget) { $0.body }
        return description(of: body)
    }

    /// What the simulator reads from a configuration.
    static func description(of configuration: any WidgetConfiguration) -> SimWidgetDescription? {
        if let source = configuration as? SimWidgetConfigurationSource { return source.simulatedDescription }
        if let either = configuration as? SimEitherConfigurationReadable { return either.branch.flatMap { description(of: $0) } }
        return nil
    }

    /// Declares `kind` for the running app with `provider`.
    public static func declare<Provider: TimelineProvider>(kind: String, displayName: String,
                                                           supportedFamilies: [WidgetFamily] = [.systemSmall, .systemMedium],
                                                           provider: Provider,
                                                           content: @escaping (Provider.Entry) -> String = { "\($0)" },
                                                           fileID: String = #fileID, line: Int = #line) throws {
        guard let context = AppContext.current else { throw WidgetDeclarationError.outsideAppCode }
        let bridge = ProviderBridge(provider: provider, context: context, kind: kind, site: "\(fileID):\(line)", content: content)
        try context.device.widgets.declare(WidgetDeclaration(kind: kind, app: context.bundleIdentifier, displayName: displayName,
                                                             supportedFamilies: supportedFamilies.map(\.simulated), provider: bridge))
    }
}

/// Why a widget could not be declared.
public enum WidgetDeclarationError: Error, CustomStringConvertible {
    /// `declare` was called outside app code.
    case outsideAppCode

    /// A widget whose `body` is not a configuration the simulator reads.
    case unreadable(String)

    /// What went wrong.
    public var description: String {
        switch self {
        case .outsideAppCode: "SimulatedWidget.declare must be called from app code (the app's install hook)"
        case .unreadable(let type):
            "\(type)'s body is not a StaticConfiguration, AppIntentConfiguration or IntentConfiguration: SimulatedWidget.declare cannot read its kind and provider"
        }
    }
}

/// An `if`/`else` configuration, read without knowing its branches' types.
protocol SimEitherConfigurationReadable {
    var branch: (any WidgetConfiguration)? { get }
}

extension SimEitherConfiguration: SimEitherConfigurationReadable {
    var branch: (any WidgetConfiguration)? { configuration }
}

/// Runs an `AppIntentTimelineProvider` as a completion-handler provider, as WidgetKit does: each call starts a task
/// that completes when the provider's `async` function returns. The simulator's bridge awaits the provider's `async`
/// functions directly (`SimProviderCalls.appIntent`), under the step driver.
struct AppIntentProviderAdapter<Provider: AppIntentTimelineProvider>: TimelineProvider {
    let provider: Provider
    let intent: Provider.Intent

    func placeholder(in context: TimelineProviderContext) -> Provider.Entry { provider.placeholder(in: context) }

    func getSnapshot(in context: TimelineProviderContext, completion: @escaping (Provider.Entry) -> Void) {
        let call = SimAppCodeBox { await provider.snapshot(for: intent, in: context) }
        let done = SimAppCodeBox(completion)
        Task { done.value(await call.value()) }
    }

    func getTimeline(in context: TimelineProviderContext, completion: @escaping (Timeline<Provider.Entry>) -> Void) {
        let call = SimAppCodeBox { await provider.timeline(for: intent, in: context) }
        let done = SimAppCodeBox(completion)
        Task { done.value(await call.value()) }
    }
}

/// Runs an `IntentTimelineProvider`: without the SiriKit intent's instance only its placeholder can be asked for.
struct IntentProviderAdapter<Provider: IntentTimelineProvider>: TimelineProvider, SimPlaceholderOnlyProvider {
    let provider: Provider

    func placeholder(in context: TimelineProviderContext) -> Provider.Entry { provider.placeholder(in: context) }
    func getSnapshot(in context: TimelineProviderContext, completion: @escaping (Provider.Entry) -> Void) {}
    func getTimeline(in context: TimelineProviderContext, completion: @escaping (Timeline<Provider.Entry>) -> Void) {}
}
