// Maccy's App Intents (Maccy/Intents/Delete.swift, Select.swift), unchanged, performed as Shortcuts performs them:
// the numbered item (1-based) is deleted or selected; a number past the history's end fails with the app's error.
// Waits for: intents helper (IntentDescription, CustomIntentMigratedAppIntent, @Parameter(default:requestValueDialog:),
// ReturnsValue).
import Foundation
import LimelightKit
import LimelightTesting
import Testing
@testable import RW_Maccy_Delete
@testable import RW_Maccy_Select

@MainActor
@Suite(.serialized) struct MaccyIntentTests {
    func simulation() throws -> TestSimulation {
        try TestSimulation(app: GenericApp.descriptor(bundleIdentifier: "org.p0deje.Maccy"))
    }

    @Test func deleteRemovesTheNumberedItem() async throws {
        let sim = try simulation()
        let history = RW_Maccy_Delete.AppState.shared.history
        history.items = ["one", "two", "three"].map { RW_Maccy_Delete.HistoryItemDecorator(item: .init(title: $0)) }
        var intent = RW_Maccy_Delete.Delete()
        intent.number = 2
        let delete = intent
        try await sim.run { _ = try await delete.perform() }
        #expect(history.items.map(\.title) == ["one", "three"])
    }

    @Test func aNumberPastTheEndIsNotFound() async throws {
        let sim = try simulation()
        RW_Maccy_Delete.AppState.shared.history.items = []
        var intent = RW_Maccy_Delete.Delete()
        intent.number = 1
        let delete = intent
        await #expect(throws: RW_Maccy_Delete.AppIntentError.self) { try await sim.run { _ = try await delete.perform() } }
    }

    @Test func selectSelectsTheNumberedItem() async throws {
        let sim = try simulation()
        let history = RW_Maccy_Select.AppState.shared.history
        history.items = ["first", "second"].map { RW_Maccy_Select.HistoryItemDecorator(item: .init(title: $0)) }
        var intent = RW_Maccy_Select.Select()
        intent.number = 2
        let select = intent
        try await sim.run { _ = try await select.perform() }
        #expect(history.selected?.title == "second")
    }
}
