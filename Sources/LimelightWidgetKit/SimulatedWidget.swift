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
    public static func declare<W: Widget>(_ widget: W) throws {
        guard let context = AppContext.current else { throw WidgetDeclarationError.outsideAppCode }
        guard let description = description(of: widget) else { throw WidgetDeclarationError.unreadable(String(describing: W.self)) }
        try context.device.widgets.declare(WidgetDeclaration(kind: description.kind, app: context.bundleIdentifier,
                                                             displayName: description.displayName.isEmpty ? description.kind : description.displayName,
                                                             supportedFamilies: (description.supportedFamilies ?? SimWidgetDescription.defaultFamilies).map(\.simulated),
                                                             provider: description.makeProvider(description, context)))
    }

    /// Declares every widget of `bundle` for the running app, in the bundle's order.
    public static func declare<B: WidgetBundle>(bundle: B) throws {
        for widget in bundle.simulatedWidgets { try declare(widget) }
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
                                                           content: @escaping (Provider.Entry) -> String = { "\($0)" }) throws {
        guard let context = AppContext.current else { throw WidgetDeclarationError.outsideAppCode }
        let bridge = ProviderBridge(provider: provider, context: context, content: content)
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

/// Runs an app's WidgetKit provider for the simulated widget service, as the app's code.
///
/// The simulated service asks synchronously: a provider that calls its completion later (from a `Task`) gets its
/// placeholder shown, with `.atEnd`, and a warning in the log.
final class ProviderBridge<Provider: TimelineProvider>: SystemServices.TimelineSource {
    let provider: Provider
    let context: AppContext
    let content: (Provider.Entry) -> String
    /// Draws the widget's view for an entry, a family, and whether it is the placeholder; nil for a widget declared
    /// without its view.
    let view: ((Provider.Entry, WidgetFamily, Bool) -> SimViewNode)?

    init(provider: Provider, context: AppContext, content: @escaping (Provider.Entry) -> String,
         view: ((Provider.Entry, WidgetFamily, Bool) -> SimViewNode)? = nil) {
        self.provider = provider
        self.context = context
        self.content = content
        self.view = view
    }

    func entry(_ entry: Provider.Entry, family: WidgetFamily = .systemSmall, placeholder: Bool = false) -> SystemServices.TimelineEntryRecord {
        context.flagWallClock(entry.date, "a timeline entry's date")
        guard let view else { return SystemServices.TimelineEntryRecord(date: SimInstant(entry.date), relevance: entry.relevance, content: content(entry)) }
        let node = view(entry, family, placeholder)
        return SystemServices.TimelineEntryRecord(date: SimInstant(entry.date), relevance: entry.relevance, content: node.plainText, view: node)
    }

    func appContext(_ simulated: SystemServices.TimelineRequestContext) -> TimelineProviderContext {
        TimelineProviderContext(family: WidgetFamily(simulated: simulated.family), isPreview: simulated.isPreview)
    }

    func placeholder(in context: SystemServices.TimelineRequestContext) -> SystemServices.TimelineEntryRecord {
        self.context.run { entry(provider.placeholder(in: appContext(context)), family: WidgetFamily(simulated: context.family), placeholder: true) }
    }

    func snapshot(in context: SystemServices.TimelineRequestContext) -> SystemServices.TimelineEntryRecord {
        var result: Provider.Entry?
        self.context.run { provider.getSnapshot(in: appContext(context)) { result = $0 } }
        guard let result else { return placeholder(in: context) }
        return self.context.run { entry(result, family: WidgetFamily(simulated: context.family)) }
    }

    func timeline(in context: SystemServices.TimelineRequestContext) -> SystemServices.TimelineRecord {
        var result: Timeline<Provider.Entry>?
        self.context.run { provider.getTimeline(in: appContext(context)) { result = $0 } }
        guard let result else {
            self.context.log("widget.timeline.late", "the provider did not complete getTimeline synchronously; showing its placeholder")
            return SystemServices.TimelineRecord(entries: [placeholder(in: context)], policy: .atEnd)
        }
        if case .after(let date) = result.policy.simulated { self.context.flagWallClock(date.date, "the reload policy's date") }
        let entries = self.context.run { result.entries.map { entry($0, family: WidgetFamily(simulated: context.family)) } }
        return SystemServices.TimelineRecord(entries: entries, policy: result.policy.simulated)
    }
}

/// An `if`/`else` configuration, read without knowing its branches' types.
protocol SimEitherConfigurationReadable {
    var branch: (any WidgetConfiguration)? { get }
}

extension SimEitherConfiguration: SimEitherConfigurationReadable {
    var branch: (any WidgetConfiguration)? { configuration }
}

/// Runs an `AppIntentTimelineProvider` as a completion-handler provider: its `async` calls run on the app's executor
/// and complete within the simulator's step when they wait on nothing still pending (else the widget shows its
/// placeholder and `widget.timeline.late` is logged).
struct AppIntentProviderAdapter<Provider: AppIntentTimelineProvider>: TimelineProvider {
    let provider: Provider
    let intent: Provider.Intent

    func placeholder(in context: TimelineProviderContext) -> Provider.Entry { provider.placeholder(in: context) }

    func getSnapshot(in context: TimelineProviderContext, completion: @escaping (Provider.Entry) -> Void) {
        let provider = provider, intent = intent
        if case .success(let entry)? = AppTaskExecutor.current?.runToFirstWait({ await provider.snapshot(for: intent, in: context) }) {
            completion(entry)
        }
    }

    func getTimeline(in context: TimelineProviderContext, completion: @escaping (Timeline<Provider.Entry>) -> Void) {
        let provider = provider, intent = intent
        if case .success(let timeline)? = AppTaskExecutor.current?.runToFirstWait({ await provider.timeline(for: intent, in: context) }) {
            completion(timeline)
        }
    }
}

/// Runs an `IntentTimelineProvider`: without the SiriKit intent's instance only its placeholder can be asked for.
struct IntentProviderAdapter<Provider: IntentTimelineProvider>: TimelineProvider {
    let provider: Provider

    func placeholder(in context: TimelineProviderContext) -> Provider.Entry { provider.placeholder(in: context) }
    func getSnapshot(in context: TimelineProviderContext, completion: @escaping (Provider.Entry) -> Void) {}
    func getTimeline(in context: TimelineProviderContext, completion: @escaping (Timeline<Provider.Entry>) -> Void) {}
}
