import Foundation
import LimelightCore
import LimelightCoreSpotlight
import LimelightWidgetKit
import SimulatorKit

/// A widget provider as nearly every real one is written: it reads `Date.now` and asks to be reloaded in half an hour.
/// Nothing in it knows about the simulator.
struct HalfHourEntry: TimelineEntry {
    let date: Date
}

struct HalfHourProvider: TimelineProvider {
    func placeholder(in context: Context) -> HalfHourEntry { HalfHourEntry(date: Date()) }

    func getSnapshot(in context: Context, completion: @escaping (HalfHourEntry) -> Void) { completion(HalfHourEntry(date: .now)) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HalfHourEntry>) -> Void) {
        let now = Date.now
        let entries = (0..<3).map { HalfHourEntry(date: now.addingTimeInterval(Double($0) * 10 * 60)) }
        completion(Timeline(entries: entries, policy: .after(now.addingTimeInterval(30 * 60))))
    }
}

/// Indexing through a continuation that bridges the completion handler — the pattern apps use around
/// `indexSearchableItems(_:completionHandler:)` — unchanged.
func indexThroughContinuation(_ items: [CSSearchableItem]) async throws {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
        CSSearchableIndex.default().indexSearchableItems(items) { error in
            if let error { continuation.resume(throwing: error) } else { continuation.resume() }
        }
    }
}

/// A note as the clock app indexes it.
func noteItem(_ identifier: String) -> CSSearchableItem {
    let attributes = CSSearchableItemAttributeSet(contentType: .text)
    attributes.title = "Note \(identifier)"
    return CSSearchableItem(uniqueIdentifier: identifier, domainIdentifier: "notes", attributeSet: attributes)
}

/// A small app whose code is what real apps write: a widget reading `Date.now`, and an action that starts a plain
/// `Task { }` which indexes through a continuation and then records when it finished (by `Date()`).
final class ClockApp: AppProgram {
    /// What the app's code finished, and when, under a lock of its own: the app's `Task`s write it (in Swift 6 an app's
    /// shared model is `Sendable` or on the main actor).
    private let log = LockedBox<[String]>([])
    var finished: [String] { log.withLock { $0 } }
    func record(_ line: String) { log.withLock { $0.append(line) } }

    init(context: AppContext) {}

    func applicationDidFinishLaunching() {}

    func application(continue activity: NSUserActivity) -> Bool { false }

    var screen: ScreenState { ScreenState(presented: finished.last) }

    func summary() -> [String] { finished }

    /// Starts the indexing as an app's button would.
    func index(_ identifier: String) {
        let log = log
        Task {
            try await indexThroughContinuation([noteItem(identifier)])
            let line = "indexed \(identifier) at \(Date.now.formatted(.iso8601))"
            log.withLock { $0.append(line) }
        }
    }

    /// A completion-handler API with a path that forgets to call its handler (an identifier that is not a note's), the
    /// bug that leaves an `await` around it waiting forever.
    func fetchNote(_ identifier: String, completion: @escaping (String) -> Void) {
        guard identifier.hasPrefix("n") else { return }
        completion("Note \(identifier)")
    }

    static let descriptor: AppDescriptor = {
        var descriptor = AppDescriptor(bundleIdentifier: "com.example.clock", shortName: "clock", displayName: "Clock",
                                       summary: "Reads Date.now in its widget and indexes through a continuation",
                                       actions: [
                                           AppAction(["note", "index"], summary: "Indexes a note from a Task",
                                                     arguments: [ArgumentSpec("id", .text, help: "the note's identifier")]) { program, call in
                                               guard let app = program as? ClockApp else { return [] }
                                               app.index(try call.text("id"))
                                               return []
                                           },
                                           AppAction(["note", "fetch"], summary: "Awaits a note through a continuation around a completion handler",
                                                     arguments: [ArgumentSpec("id", .text, help: "the note's identifier")]) { program, call in
                                               guard let app = program as? ClockApp else { return [] }
                                               let id = try call.text("id")
                                               let note = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
                                                   app.fetchNote(id) { continuation.resume(returning: $0) }
                                               }
                                               return ["fetched \(note)"]
                                           },
                                           AppAction(["note", "save"], summary: "Awaits the note's indexing",
                                                     arguments: [ArgumentSpec("id", .text, help: "the note's identifier")]) { _, call in
                                               let id = try call.text("id")
                                               try await indexThroughContinuation([noteItem(id)])
                                               return ["saved \(id) at \(Date.now.formatted(.iso8601))"]
                                           },
                                           AppAction(["note", "remind"], summary: "Sleeps a minute, then records the reminder",
                                                     arguments: [ArgumentSpec("id", .text, help: "the note's identifier")]) { program, call in
                                               guard let app = program as? ClockApp else { return [] }
                                               let id = try call.text("id")
                                               try await Task.sleep(for: .seconds(60))
                                               app.record("reminded \(id) at \(Date.now.formatted(.iso8601))")
                                               return ["reminded \(id)"]
                                           },
                                       ]) { ClockApp(context: $0) }
        descriptor.onInstall = { _ in
            try SimulatedWidget.declare(kind: "HalfHourWidget", displayName: "Half Hour", provider: HalfHourProvider()) { entry in
                entry.date.formatted(.iso8601)
            }
        }
        return descriptor
    }()
}
