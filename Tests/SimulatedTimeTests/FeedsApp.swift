import Foundation
import LimelightAppIntents
import LimelightCore
import LimelightWidgetKit
import SimulatorKit

/// A small news app whose widgets' providers are written as real ones are, nothing in them knowing about the
/// simulator: completion handlers called later from the main queue or a `Task`, an `AppIntentTimelineProvider` that
/// bridges a completion handler with a continuation, hops to the main actor and runs a task group, one that sleeps, one
/// whose data arrives after `asyncAfter`, and two that never complete (the bugs).
final class FeedsApp: AppProgram {
    init(context: AppContext) {}
    func applicationDidFinishLaunching() {}
    func application(continue activity: NSUserActivity) -> Bool { false }
    var screen: ScreenState { ScreenState() }
    func summary() -> [String] { [] }

    static let descriptor: AppDescriptor = {
        var descriptor = AppDescriptor(bundleIdentifier: "com.example.feeds", shortName: "feeds", displayName: "Feeds",
                                       summary: "Widgets whose providers complete later, or never",
                                       actions: [
                                           AppAction(["feed", "post"], summary: "Posts a headline from the main queue, and one 2 s later",
                                                     arguments: [ArgumentSpec("text", .text, help: "the headline")]) { program, call in
                                               guard let app = program as? FeedsApp else { return [] }
                                               let text = try call.text("text"), log = app.log
                                               DispatchQueue.main.async { log.withLock { $0.append("\(text) at \(Date.now.formatted(.iso8601))") } }
                                               DispatchQueue.main.asyncAfter(deadline: .now() + 2) { log.withLock { $0.append("\(text) again at \(Date.now.formatted(.iso8601))") } }
                                               DispatchQueue.main.async { log.withLock { $0.append("\(text) second") } }
                                               return []
                                           },
                                           AppAction(["feed", "fetch"], summary: "Awaits a headline the server calls back with on the main queue") { _, _ in
                                               let headline = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
                                                   FeedServer.fetchHeadline { continuation.resume(returning: $0) }
                                               }
                                               return ["fetched \(headline)"]
                                           },
                                           AppAction(["feed", "posts"], summary: "What was posted") { program, _ in
                                               (program as? FeedsApp)?.posts ?? []
                                           },
                                       ]) { FeedsApp(context: $0) }
        descriptor.onInstall = { _ in
            try SimulatedWidget.declare(kind: "MainQueueFeed", displayName: "Main queue", provider: MainQueueProvider()) { $0.text }
            try SimulatedWidget.declare(kind: "TaskFeed", displayName: "Task", provider: TaskProvider()) { $0.text }
            try SimulatedWidget.declare(HeadlineWidget())
            try SimulatedWidget.declare(SleepyWidget())
            try SimulatedWidget.declare(kind: "LaterFeed", displayName: "Later", provider: LaterProvider()) { $0.text }
            try SimulatedWidget.declare(kind: "ForgetfulFeed", displayName: "Forgetful", provider: ForgetfulProvider()) { $0.text }
            try SimulatedWidget.declare(StuckWidget())
        }
        return descriptor
    }()

    /// What the app posted, in order (the main queue's blocks write it).
    let log = LockedBox<[String]>([])
    var posts: [String] { log.withLock { $0 } }
}

/// The app's server: completion-handler APIs that call back on the main queue, at once or five seconds later.
enum FeedServer {
    static func fetchHeadline(_ completion: @escaping @Sendable (String) -> Void) {
        DispatchQueue.main.async { completion("headline at \(Date.now.formatted(.iso8601))") }
    }

    static func fetchLater(_ completion: @escaping @Sendable (String) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 5) { completion("late headline at \(Date.now.formatted(.iso8601))") }
    }

    /// The bug: a path that never calls its handler.
    static func fetchNever(_ completion: @escaping @Sendable (String) -> Void) {}
}

struct FeedEntry: TimelineEntry {
    let date: Date
    let text: String
}

/// A completion handler handed to a queue's block (a Swift 5 app passes it as is).
struct Handler<Value>: @unchecked Sendable {
    let call: (Value) -> Void
}

/// Calls its completion from a main-queue block.
struct MainQueueProvider: TimelineProvider {
    func placeholder(in context: Context) -> FeedEntry { FeedEntry(date: .now, text: "…") }
    func getSnapshot(in context: Context, completion: @escaping (FeedEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<FeedEntry>) -> Void) {
        let done = Handler(call: completion)
        DispatchQueue.main.async {
            done.call(Timeline(entries: [FeedEntry(date: .now, text: "from the main queue at \(Date.now.formatted(.iso8601))")], policy: .never))
        }
    }
}

/// Calls its completion from a `Task` that awaits a continuation around the server's handler.
struct TaskProvider: TimelineProvider {
    func placeholder(in context: Context) -> FeedEntry { FeedEntry(date: .now, text: "…") }
    func getSnapshot(in context: Context, completion: @escaping (FeedEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<FeedEntry>) -> Void) {
        let done = Handler(call: completion)
        Task {
            let headline = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
                FeedServer.fetchHeadline { continuation.resume(returning: $0) }
            }
            done.call(Timeline(entries: [FeedEntry(date: .now, text: "task: \(headline)")], policy: .never))
        }
    }
}

/// Calls its completion when the server's `asyncAfter` answers, five seconds later.
struct LaterProvider: TimelineProvider {
    func placeholder(in context: Context) -> FeedEntry { FeedEntry(date: .now, text: "…") }
    func getSnapshot(in context: Context, completion: @escaping (FeedEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<FeedEntry>) -> Void) {
        let done = Handler(call: completion)
        FeedServer.fetchLater { headline in done.call(Timeline(entries: [FeedEntry(date: .now, text: headline)], policy: .never)) }
    }
}

/// Never calls its completion.
struct ForgetfulProvider: TimelineProvider {
    func placeholder(in context: Context) -> FeedEntry { FeedEntry(date: .now, text: "…") }
    func getSnapshot(in context: Context, completion: @escaping (FeedEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<FeedEntry>) -> Void) {
        let done = Handler(call: completion)
        FeedServer.fetchNever { headline in done.call(Timeline(entries: [FeedEntry(date: .now, text: headline)], policy: .never)) }
    }
}

struct FeedConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Feed"
    init() {}
}

/// A main-actor model, as SwiftUI apps have.
@MainActor final class FeedModel {
    static let shared = FeedModel()
    var sources = ["wire", "desk"]
}

/// Bridges the server's handler with a continuation, hops to the main actor, and runs a task group.
struct HeadlineProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> FeedEntry { FeedEntry(date: .now, text: "…") }
    func snapshot(for configuration: FeedConfiguration, in context: Context) async -> FeedEntry { placeholder(in: context) }
    func timeline(for configuration: FeedConfiguration, in context: Context) async -> Timeline<FeedEntry> {
        let headline = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
            FeedServer.fetchHeadline { continuation.resume(returning: $0) }
        }
        let sources = await MainActor.run { FeedModel.shared.sources }
        let counts = await withTaskGroup(of: Int.self) { group in
            for source in sources { group.addTask { source.count } }
            return await group.reduce(0, +)
        }
        return Timeline(entries: [FeedEntry(date: .now, text: "\(headline), \(counts) letters of sources")], policy: .never)
    }
}

/// Sleeps half a minute of the simulated clock before answering.
struct SleepyProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> FeedEntry { FeedEntry(date: .now, text: "…") }
    func snapshot(for configuration: FeedConfiguration, in context: Context) async -> FeedEntry { placeholder(in: context) }
    func timeline(for configuration: FeedConfiguration, in context: Context) async -> Timeline<FeedEntry> {
        try? await Task.sleep(for: .seconds(30))
        return Timeline(entries: [FeedEntry(date: .now, text: "woke at \(Date.now.formatted(.iso8601))")], policy: .never)
    }
}

/// Awaits a continuation around a handler the server never calls.
struct StuckProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> FeedEntry { FeedEntry(date: .now, text: "…") }
    func snapshot(for configuration: FeedConfiguration, in context: Context) async -> FeedEntry { placeholder(in: context) }
    func timeline(for configuration: FeedConfiguration, in context: Context) async -> Timeline<FeedEntry> {
        let headline = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
            FeedServer.fetchNever { continuation.resume(returning: $0) }
        }
        return Timeline(entries: [FeedEntry(date: .now, text: headline)], policy: .never)
    }
}

struct HeadlineWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "HeadlineFeed", intent: FeedConfiguration.self, provider: HeadlineProvider()) { entry in Text(entry.text) }
    }
}

struct SleepyWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "SleepyFeed", intent: FeedConfiguration.self, provider: SleepyProvider()) { entry in Text(entry.text) }
    }
}

struct StuckWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "StuckFeed", intent: FeedConfiguration.self, provider: StuckProvider()) { entry in Text(entry.text) }
    }
}
