import AppIntents
import Foundation
import LimelightCore
import LimelightKit
import LimelightTesting
import Spotlight
import struct SystemServices.AppIntentsMetadata
import struct SystemServices.IntentDeclaration
import Testing

/// Seed 004's intent, as an App Intents type.
struct CreateNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Create Note"
    func perform() async throws -> some IntentResult { .result() }
}

/// An app whose install hook places seed 004's `SiriTipView` pattern, bound to `@AppStorage`.
enum SiriTipApp {
    static var descriptor: AppDescriptor {
        var d = AppDescriptor(bundleIdentifier: "com.example.siritips", shortName: "siritips", displayName: "Notes", summary: "Siri tips") { _ in TipsProgram() }
        d.onInstall = { context in
            let shortcut = AppShortcut(intent: CreateNoteIntent(), phrases: ["Create a note in \(.applicationName)"],
                                       shortTitle: "Create Note", systemImageName: "plus")
            try context.device.intents.install(AppIntentsMetadata(app: context.bundleIdentifier, displayName: "Notes",
                                                                  intents: [IntentDeclaration(typeName: "CreateNoteIntent", title: "Create Note")],
                                                                  appShortcuts: [shortcut.simulated]))
            try SiriTipView(intent: CreateNoteIntent(), isVisible: .appStorage("siriTip.notes.create"))
                .siriTipViewStyle(.dark)
                .place(in: "NotesView")
            try SiriTipView(intent: CreateNoteIntent()).place(in: "ContentView")
        }
        return d
    }
}

@Suite struct SiriTipViewTests {
    @Test func placedTipShowsTheShortcutPhraseAndRemembersItsDismissal() throws {
        let sim = try TestSimulation(app: SiriTipApp.descriptor)
        let tips = sim.device.tips
        let app = sim.app.bundleIdentifier
        let tip = try tips.state(app: app, location: "NotesView", defaults: sim.app.defaults)
        #expect(tip.isVisible)
        #expect(tip.phrase == "Create a note in Notes")
        #expect(tip.placement.storage == .appStorage(key: "siriTip.notes.create"))
        #expect(try tips.state(app: app, location: "ContentView", defaults: sim.app.defaults).allowsDismissal == false)
        try tips.dismiss(app: app, location: "NotesView", defaults: sim.app.defaults)
        sim.device.terminate(sim.app)
        sim.device.launch(sim.app)
        #expect(try tips.state(app: app, location: "NotesView", defaults: sim.app.defaults).isVisible == false)
    }

    @Test func placingOutsideAppCodeOrOnAMacIsRefused() throws {
        #expect(throws: SiriTipViewError.self) { try SiriTipView(intent: CreateNoteIntent(), isVisible: .state).place(in: "NotesView") }
        // SiriTipView does not exist on macOS: placing one rejects the install (shared code checks the platform).
        #expect(throws: (any Error).self) { _ = try TestSimulation(app: SiriTipApp.descriptor, platform: .macos) }
    }
}
