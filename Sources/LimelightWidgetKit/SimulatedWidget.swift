import Foundation
import LimelightCore
import SimulatorKit
import SystemServices

/// Declares a widget kind whose provider is app code written against WidgetKit (`StaticConfiguration(kind:provider:)`
/// without the view): call it from the app's install hook; `content` renders an entry as the text the simulator shows.
public enum SimulatedWidget {
    /// Declares `kind` for the running app with `provider`.
    public static func declare<Provider: TimelineProvider>(kind: String, displayName: String,
                                                           supportedFamilies: [WidgetFamily] = [.systemSmall, .systemMedium],
                                                           provider: Provider,
                                                           content: @escaping (Provider.Entry) -> String = { "\($0)" }) throws {
        guard let context = AppContext.current else { throw WidgetDeclarationError.outsideAppCode }
        let bridge = ProviderBridge(provider: provider, context: context, content: content)
        try context.device.widgets.declare(WidgetDeclaration(kind: kind, app: context.bundleIdentifier, displayName: displayName,
                                                             supportedFamilies: supportedFamilies, provider: bridge))
    }
}

/// Why a widget could not be declared.
public enum WidgetDeclarationError: Error, CustomStringConvertible {
    /// `declare` was called outside app code.
    case outsideAppCode

    /// What went wrong.
    public var description: String { "SimulatedWidget.declare must be called from app code (the app's install hook)" }
}

/// Runs an app's WidgetKit provider for the simulated widget service, as the app's code.
///
/// The simulated service asks synchronously: a provider that calls its completion later (from a `Task`) gets its
/// placeholder shown, with `.atEnd`, and a warning in the log.
final class ProviderBridge<Provider: TimelineProvider>: SystemServices.TimelineProvider {
    let provider: Provider
    let context: AppContext
    let content: (Provider.Entry) -> String

    init(provider: Provider, context: AppContext, content: @escaping (Provider.Entry) -> String) {
        self.provider = provider
        self.context = context
        self.content = content
    }

    func entry(_ entry: Provider.Entry) -> SystemServices.TimelineEntry {
        context.flagWallClock(entry.date, "a timeline entry's date")
        return SystemServices.TimelineEntry(date: SimInstant(entry.date), relevance: entry.relevance, content: content(entry))
    }

    func appContext(_ simulated: SystemServices.TimelineProviderContext) -> TimelineProviderContext {
        TimelineProviderContext(family: simulated.family, isPreview: simulated.isPreview)
    }

    func placeholder(in context: SystemServices.TimelineProviderContext) -> SystemServices.TimelineEntry {
        self.context.run { entry(provider.placeholder(in: appContext(context))) }
    }

    func snapshot(in context: SystemServices.TimelineProviderContext) -> SystemServices.TimelineEntry {
        var result: Provider.Entry?
        self.context.run { provider.getSnapshot(in: appContext(context)) { result = $0 } }
        return result.map(entry) ?? placeholder(in: context)
    }

    func timeline(in context: SystemServices.TimelineProviderContext) -> SystemServices.Timeline {
        var result: Timeline<Provider.Entry>?
        self.context.run { provider.getTimeline(in: appContext(context)) { result = $0 } }
        guard let result else {
            self.context.log("widget.timeline.late", "the provider did not complete getTimeline synchronously; showing its placeholder")
            return SystemServices.Timeline(entries: [placeholder(in: context)], policy: .atEnd)
        }
        if case .after(let date) = result.policy.simulated { self.context.flagWallClock(date.date, "the reload policy's date") }
        return SystemServices.Timeline(entries: result.entries.map(entry), policy: result.policy.simulated)
    }
}
