import Foundation
import LimelightAppIntents
import LimelightCore
import LimelightCoreSpotlight
import SimulatorKit

/// A small errands app whose async code is what real apps write, nothing in it knowing about the simulator: an action
/// that hops to the main actor, one that calls a `@MainActor` method from a `Task`, one that reads an `AsyncStream`
/// fed from the main actor; an App Intent whose `perform()` asks for confirmation before deleting, and one whose
/// `perform()` awaits a completion handler the app never calls.
final class ErrandsApp: AppProgram {
    /// The app's state, a main-actor view model as in most SwiftUI apps.
    let store: ErrandStore

    init(context: AppContext) { store = ErrandStore() }

    /// The running app (intents find their app's state through it, as through a shared model).
    static var running: ErrandsApp? { AppContext.current?.app.program as? ErrandsApp }

    func applicationDidFinishLaunching() {}

    func application(continue activity: NSUserActivity) -> Bool { false }

    var screen: ScreenState { ScreenState() }

    func summary() -> [String] { [] }

    /// A completion-handler API that never calls its handler for an errand it does not know (the bug).
    static func fetchRemote(_ id: String, completion: @escaping @Sendable (String) -> Void) {
        guard id.hasPrefix("e") else { return }
        DispatchQueue.global().async { completion("remote \(id)") }
    }

    static let descriptor: AppDescriptor = {
        var descriptor = AppDescriptor(bundleIdentifier: "com.example.errands", shortName: "errands", displayName: "Errands",
                                       summary: "Main-actor hops, streams and App Intents that wait",
                                       actions: [
                                           AppAction(["errand", "add"], summary: "Adds an errand on the main actor",
                                                     arguments: [ArgumentSpec("id", .text, help: "the errand's identifier")]) { program, call in
                                               guard let store = (program as? ErrandsApp)?.store else { return [] }
                                               let id = try call.text("id")
                                               let count = try await store.add(id, title: "Errand \(id)")
                                               let onMain = await MainActor.run { store.log.last ?? "" }
                                               return ["\(onMain); \(count) errand(s)"]
                                           },
                                           AppAction(["errand", "relay"], summary: "Starts a Task that calls a @MainActor method, and awaits it",
                                                     arguments: [ArgumentSpec("id", .text, help: "the errand's identifier")]) { program, call in
                                               guard let store = (program as? ErrandsApp)?.store else { return [] }
                                               let id = try call.text("id")
                                               let task = Task { try await store.add(id, title: "Relayed \(id)") }
                                               let count = try await task.value
                                               return ["relayed \(id); \(count) errand(s)"]
                                           },
                                           AppAction(["errand", "stream"], summary: "Reads an AsyncStream fed from the main actor, and a task group") { program, _ in
                                               guard let store = (program as? ErrandsApp)?.store else { return [] }
                                               let (stream, continuation) = AsyncStream.makeStream(of: String.self)
                                               Task { @MainActor in
                                                   for id in store.errands.keys.sorted() { continuation.yield(id) }
                                                   continuation.finish()
                                               }
                                               var ids: [String] = []
                                               for await id in stream { ids.append(id) }
                                               let remote = await withTaskGroup(of: String.self) { group in
                                                   for id in ids {
                                                       group.addTask {
                                                           await withCheckedContinuation { continuation in
                                                               ErrandsApp.fetchRemote(id) { continuation.resume(returning: $0) }
                                                           }
                                                       }
                                                   }
                                                   return await group.reduce(into: []) { $0.append($1) }.sorted()
                                               }
                                               return ["streamed \(ids.joined(separator: ", ")); \(remote.joined(separator: ", "))"]
                                           },
                                       ]) { ErrandsApp(context: $0) }
        descriptor.onInstall = { _ in
            try SimulatedAppIntents.declare(intents: [DeleteErrandIntent.self, SyncErrandIntent.self])
        }
        return descriptor
    }()
}

/// Deletes an errand after the person confirms, as App Intents' sample code does.
struct DeleteErrandIntent: AppIntent {
    static let title: LocalizedStringResource = "Delete Errand"
    @Parameter(title: "Errand") var errand: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(actionName: .do, dialog: "Delete \(errand)?")
        let store = ErrandsApp.running?.store
        let removed = await MainActor.run { store?.errands.removeValue(forKey: errand) != nil }
        try await CSSearchableIndex.default().deleteSearchableItems(withIdentifiers: [errand])
        return .result(dialog: removed ? "Deleted \(errand)." : "No errand \(errand).")
    }
}

/// Syncs an errand through a completion-handler API bridged with a continuation; for an identifier the API does not
/// know it never calls back, so `perform()` never returns.
struct SyncErrandIntent: AppIntent {
    static let title: LocalizedStringResource = "Sync Errand"
    @Parameter(title: "Errand") var errand: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let remote = await withCheckedContinuation { continuation in
            ErrandsApp.fetchRemote(errand) { continuation.resume(returning: $0) }
        }
        return .result(dialog: "Synced \(remote).")
    }
}

/// The errands app's state: main-actor isolated, as a view model is.
@MainActor final class ErrandStore {
    /// The errands, by identifier.
    var errands: [String: String] = [:]
    /// What the store did, oldest first.
    var log: [String] = []

    nonisolated init() {}

    /// A view model's method: main-actor state, then indexing through a continuation.
    func add(_ id: String, title: String) async throws -> Int {
        errands[id] = title
        log.append("added \(id)")
        try await indexThroughContinuation([noteItem(id)])
        return errands.count
    }
}
