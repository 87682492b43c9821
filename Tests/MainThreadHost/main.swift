// A host program as `limelight init` makes one: the limelight command with one app whose async actions hop to the main
// actor, run by the command on the process's main thread (the one place `swift test` cannot put a step driver).
// Tools/main-thread-test builds it and runs the scenarios beside it.
import Foundation
import LimelightCLI
import LimelightKit

@MainActor final class Store {
    var log: [String] = []
    nonisolated init() {}
    func add(_ id: String) async throws -> Int {
        log.append("added \(id)")
        try await Task.sleep(for: .seconds(0))
        return log.count
    }
}

final class HopsApp: AppProgram {
    let store = Store()
    init(context: AppContext) {}
    func applicationDidFinishLaunching() {}
    func application(continue activity: NSUserActivity) -> Bool { false }
    var screen: ScreenState { ScreenState() }
    func summary() -> [String] { [] }
}

let descriptor = AppDescriptor(bundleIdentifier: "com.example.hops", shortName: "hops", displayName: "Hops", summary: "main-actor hops",
    actions: [
        AppAction(["hop", "add"], summary: "hops", arguments: [ArgumentSpec("id", .text, help: "id")]) { program, call in
            guard let store = (program as? HopsApp)?.store else { return [] }
            let id = try call.text("id")
            let count = try await store.add(id)
            let last = await MainActor.run { store.log.last ?? "" }
            let relayed = try await Task { try await store.add(id + "-relayed") }.value
            let (stream, continuation) = AsyncStream.makeStream(of: String.self)
            Task { @MainActor in
                for entry in store.log { continuation.yield(entry) }
                continuation.finish()
            }
            var streamed: [String] = []
            for await entry in stream { streamed.append(entry) }
            return ["\(last); \(count) then \(relayed); on main thread: \(Thread.isMainThread); streamed \(streamed.joined(separator: ", "))"]
        },
        AppAction(["hop", "later"], summary: "a task that hops to the main actor after a minute") { program, _ in
            guard let store = (program as? HopsApp)?.store else { return [] }
            Task {
                try await Task.sleep(for: .seconds(60))
                await MainActor.run { store.log.append("late on main: \(Thread.isMainThread)") }
            }
            return ["started"]
        },
        AppAction(["hop", "log"], summary: "the log, read on the main actor") { program, _ in
            guard let store = (program as? HopsApp)?.store else { return [] }
            return await MainActor.run { store.log }
        },
        AppAction(["hop", "stuck"], summary: "never returns") { _, _ in
            await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
            return []
        },
        AppAction(["hop", "queue"], summary: "awaits a handler called back from DispatchQueue.main.async, then one from asyncAfter") { program, _ in
            guard let store = (program as? HopsApp)?.store else { return [] }
            let first = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
                DispatchQueue.main.async { continuation.resume(returning: "queued on main: \(Thread.isMainThread)") }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 30) {
                store.log.append("after 30 s at \(Date.now.formatted(.iso8601)) on main: \(Thread.isMainThread)")
            }
            return [first]
        },
    ]) { HopsApp(context: $0) }

LimelightMain.run(apps: [descriptor])
