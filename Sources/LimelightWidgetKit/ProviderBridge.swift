import Foundation
import LimelightCore
import SimulatorKit
import SystemServices

/// Runs an app's WidgetKit provider for the simulated widget service, as the app's code.
///
/// `getTimeline(in:completion:)` and `getSnapshot(in:completion:)` (or an `AppIntentTimelineProvider`'s `async`
/// `timeline(for:in:)` and `snapshot(for:in:)`) run under the step driver that runs async app actions and App Intents'
/// `perform()` (`AsyncAppStep`), inside the step that asks for the timeline (`widgets add`, a reload coming due during
/// `clock advance`, a `WidgetCenter` reload). The provider:
/// - completes within the step — at once, or after a continuation, a `@MainActor` hop, a task group, a `Task`, or a
///   `DispatchQueue.main.async` block, all run by the driver: the widget shows the timeline;
/// - waits for the simulated clock (a `Task.sleep`, an `asyncAfter` on the main queue, a framework call still pending):
///   the widget shows its placeholder with `.atEnd` meanwhile (`widget.timeline.late` logged) and the timeline reaches
///   it when the provider completes, as a reload the system makes (`systemChange`, free of budget);
/// - never completes (a completion handler never called, an `await` nothing resumes): after the step timeout the step
///   fails as stuck, naming the provider type, its call and what it waits for (`SimStuckReports`), and the widget shows
///   its placeholder with `.atEnd`.
final class ProviderBridge<Provider: TimelineProvider>: SystemServices.TimelineSource {
    let provider: Provider
    let context: AppContext
    let content: (Provider.Entry) -> String
    /// Draws the widget's view for an entry, a family, and whether it is the placeholder; nil for a widget declared
    /// without its view.
    let view: ((Provider.Entry, WidgetFamily, Bool) -> SimViewNode)?
    /// The widget's kind and where it was declared (`SimulatedWidget.declare`), for a stuck report.
    let kind: String
    let site: String
    /// How the provider is asked, and its names.
    let calls: SimProviderCalls<Provider.Entry>
    /// Timelines the provider completed after the step that asked for them, by family, while the reloads that show them
    /// run.
    private var late: [WidgetFamilyKind: Timeline<Provider.Entry>] = [:]

    init(provider: Provider, context: AppContext, kind: String = "", site: String = "", calls: SimProviderCalls<Provider.Entry>? = nil,
         content: @escaping (Provider.Entry) -> String, view: ((Provider.Entry, WidgetFamily, Bool) -> SimViewNode)? = nil) {
        self.provider = provider
        self.context = context
        self.kind = kind
        self.site = site
        self.calls = calls ?? .completionHandlers(provider)
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
        let request = appContext(context), calls = calls
        guard !(provider is SimPlaceholderOnlyProvider),
              let result = drive(calls.snapshotName, { await calls.snapshot(request) }, late: nil) else { return placeholder(in: context) }
        return self.context.run { entry(result, family: WidgetFamily(simulated: context.family)) }
    }

    func timeline(in context: SystemServices.TimelineRequestContext) -> SystemServices.TimelineRecord {
        if let done = late[context.family] { return record(done, context) }
        let request = appContext(context), calls = calls, family = context.family
        let result: Timeline<Provider.Entry>?
        if provider is SimPlaceholderOnlyProvider {
            result = nil
        } else {
            result = drive(calls.timelineName, { await calls.timeline(request) }) { [weak self] timeline in self?.deliver(timeline, family: family) }
        }
        guard let result else {
            if provider is SimPlaceholderOnlyProvider {
                self.context.log("widget.timeline.late", "the provider did not complete getTimeline synchronously; showing its placeholder")
            }
            return SystemServices.TimelineRecord(entries: [placeholder(in: context)], policy: .atEnd)
        }
        return record(result, context)
    }

    /// The service's form of a timeline the provider made.
    private func record(_ timeline: Timeline<Provider.Entry>, _ context: SystemServices.TimelineRequestContext) -> SystemServices.TimelineRecord {
        if case .after(let date) = timeline.policy.simulated { self.context.flagWallClock(date.date, "the reload policy's date") }
        let entries = self.context.run { timeline.entries.map { entry($0, family: WidgetFamily(simulated: context.family)) } }
        return SystemServices.TimelineRecord(entries: entries, policy: timeline.policy.simulated)
    }

    /// Drives one call of the provider in this step; its value when it completed in the step. When it waits for the
    /// simulated clock, `late` gets the value when the provider completes; when it is stuck, the step's report says so.
    private func drive<Value>(_ call: String, _ body: @escaping () async -> Value, late: ((Value) -> Void)?) -> Value? {
        let box = SimValueBox<Value>()
        let stepEnded = SimValueBox<Bool>()
        let code = SimAppCodeBox(body)
        let deliver = SimAppCodeBox(late)
        let what = "\(context.app.shortName)'s \(calls.typeName).\(call) for widget '\(kind)'"
        do {
            _ = try AsyncAppStep.drive({
                let value = await code.value()
                box.set(value)
                if stepEnded.get() == true { deliver.value?(value) }
                return []
            }, as: context, timeout: context.runtime.appCodeTimeout, what: what, site: site, kind: "widget.timeline")
        } catch let error as AsyncAppStepError {
            SimStuckReports.report(error, in: context.runtime)
            context.log("widget.timeline.stuck", error.description)
            return nil
        } catch {
            context.log("widget.timeline.failed", "\(what) failed: \(error)")
            return nil
        }
        if let value = box.get() { return value }
        stepEnded.set(true)
        context.log("widget.timeline.late", "\(what) waits for the simulated clock; the widget shows its timeline when it completes")
        return nil
    }

    /// Shows a timeline the provider completed after the step that asked for it: each placed widget of the kind and
    /// family reloads with it (a system reload, free of budget).
    private func deliver(_ timeline: Timeline<Provider.Entry>, family: WidgetFamilyKind) {
        let service = context.device.widgets
        let ids = service.sortedInstanceIDs.filter { id in
            service.instances[id].map { $0.kind == kind && $0.app == context.bundleIdentifier && $0.family == family } ?? false
        }
        late[family] = timeline
        defer { late[family] = nil }
        for id in ids { service.reload(id, trigger: .systemChange) }
    }
}

/// How the bridge asks a provider for a timeline and a snapshot, and the names a stuck report gives them.
struct SimProviderCalls<Entry: TimelineEntry> {
    /// The provider's type (`MyApp.Provider`).
    let typeName: String
    let timelineName: String
    let snapshotName: String
    let timeline: (TimelineProviderContext) async -> Timeline<Entry>
    let snapshot: (TimelineProviderContext) async -> Entry

    /// A `TimelineProvider`'s completion-handler calls, each awaited through a continuation its completion resumes
    /// (once: a second call of a completion is ignored, as WidgetKit takes the first).
    static func completionHandlers<Provider: TimelineProvider>(_ provider: Provider) -> SimProviderCalls<Entry> where Provider.Entry == Entry {
        let type = String(reflecting: Provider.self)
        let shortType = String(describing: Provider.self)
        let timelineCall = SimAppCodeBox(provider.getTimeline(in:completion:))
        let snapshotCall = SimAppCodeBox(provider.getSnapshot(in:completion:))
        return SimProviderCalls(typeName: type, timelineName: "getTimeline(in:completion:)", snapshotName: "getSnapshot(in:completion:)",
                                timeline: { context in
            await awaitCompletion("the completion handler of getTimeline(in:completion:), which \(shortType) has not called") { done in
                timelineCall.value(context, done)
            }
        }, snapshot: { context in
            await awaitCompletion("the completion handler of getSnapshot(in:completion:), which \(shortType) has not called") { done in
                snapshotCall.value(context, done)
            }
        })
    }

    /// An `AppIntentTimelineProvider`'s `async` calls with its configuration intent.
    static func appIntent<Provider: AppIntentTimelineProvider>(_ provider: Provider, intent: Provider.Intent) -> SimProviderCalls<Entry> where Provider.Entry == Entry {
        let type = String(reflecting: Provider.self)
        let shortType = String(describing: Provider.self)
        let calls = SimAppCodeBox((provider, intent))
        return SimProviderCalls(typeName: type, timelineName: "timeline(for:in:)", snapshotName: "snapshot(for:in:)", timeline: { context in
            await AsyncAppCode.noting("\(shortType).timeline(for:in:) to return (it awaits a continuation, task or stream nothing in the simulation resumes)") { await calls.value.0.timeline(for: calls.value.1, in: context) }
        }, snapshot: { context in
            await AsyncAppCode.noting("\(shortType).snapshot(for:in:) to return (it awaits a continuation, task or stream nothing in the simulation resumes)") { await calls.value.0.snapshot(for: calls.value.1, in: context) }
        })
    }
}

/// Awaits a completion handler: `call` gets a handler that resumes the wait with its first value.
private func awaitCompletion<Value>(_ waitsFor: String, _ call: (@escaping (Value) -> Void) -> Void) async -> Value {
    let box = SimValueBox<Value>()
    await AsyncAppCode.noting(waitsFor) {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let once = SimValueBox<Bool>()
            call { value in
                guard once.claim() else { return }
                box.set(value)
                continuation.resume()
            }
        }
    }
    // Set before the continuation was resumed.
    guard let value = box.get() else { preconditionFailure("a resumed completion has its value") }
    return value
}

/// A provider the simulator can only ask for its placeholder (an `IntentTimelineProvider`, without the SiriKit intent).
protocol SimPlaceholderOnlyProvider {}

/// App code and its values handed to the app's task: the task runs only inside the simulator's steps, never beside
/// the code that made it (the compiler cannot see that order).
// unchecked: app code and its values need not be Sendable; the task runs only inside the simulator's steps.
struct SimAppCodeBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A value set by app code's task and read by the step that drove it.
// unchecked: `Value` (an entry, a timeline) need not be Sendable: it is handed once, under the lock.
final class SimValueBox<Value>: @unchecked Sendable {
    private let stored = LockedBox<Value?>(nil)
    private let claimed = LockedBox(false)

    func set(_ value: Value) { stored.withLockUnchecked { $0 = value } }
    func get() -> Value? { stored.withLockUnchecked { $0 } }

    /// True the first time only.
    func claim() -> Bool {
        claimed.withLock { claimed in
            defer { claimed = true }
            return !claimed
        }
    }
}
