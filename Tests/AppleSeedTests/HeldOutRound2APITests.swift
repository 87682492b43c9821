import AppIntents
import Foundation
import SwiftUI
import Testing
import WidgetKit

// API that the second held-out round's files needed (Docs/AppleAPI.md, "The held-out set", round 2): what each does,
// not only that it compiles. Kurozora's widget bundle lists widgets under `if #available` and a control; its accessory
// widget draws `AccessoryWidgetBackground`; its control is an `AppIntentControlConfiguration`.

struct RoundTwoScreenIntent: ControlConfigurationIntent, WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Open a screen"
    @Parameter(title: "Page", default: "home")
    var page: String
    func perform() async throws -> some IntentResult { .result() }
}

struct RoundTwoEntry: TimelineEntry { let date: Date }

struct RoundTwoProvider: TimelineProvider {
    func placeholder(in context: Context) -> RoundTwoEntry { RoundTwoEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (RoundTwoEntry) -> Void) { completion(RoundTwoEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<RoundTwoEntry>) -> Void) {
        completion(Timeline(entries: [RoundTwoEntry(date: Date())], policy: .never))
    }
}

struct RoundTwoDateWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "RoundTwoDate", provider: RoundTwoProvider()) { _ in
            ZStack { AccessoryWidgetBackground(); Text("MON") }
        }
        .configurationDisplayName("Date")
    }
}

struct RoundTwoAccessoryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "RoundTwoAccessory", provider: RoundTwoProvider()) { _ in Text("6") }
            .supportedFamilies([.accessoryCircular])
    }
}

struct RoundTwoControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "RoundTwoControl", intent: RoundTwoScreenIntent.self) { configuration in
            ControlWidgetButton(action: configuration) { Text(configuration.page) }
        }
        .displayName("Open")
    }
}

/// As Kurozora's `iOS18WidgetBundle`: a widget, then `if #available` branches with no `else`, one holding a control.
struct RoundTwoBundle: WidgetBundle {
    @WidgetBundleBuilder
    var body: some Widget {
        RoundTwoDateWidget()
        if #available(iOS 17.0, *) {
            RoundTwoAccessoryWidget()
        }
        if #available(iOS 18.0, *) {
            RoundTwoControl()
        }
    }
}

@Suite struct HeldOutRound2APITests {
    @Test func aBundleListsItsWidgetsUnderAvailabilityInOrderAndLeavesItsControlOut() throws {
        let kinds = RoundTwoBundle().simulatedWidgets.compactMap { SimulatedWidget.description(of: $0)?.kind }
        #expect(kinds == ["RoundTwoDate", "RoundTwoAccessory"])
        #expect(RoundTwoBundle().simulatedWidgets.count == 2)
    }

    @Test func anAppIntentControlConfigurationKeepsItsKind() async {
        let kind = await MainActor.run {
            AppIntentControlConfiguration(kind: "RoundTwoControl", intent: RoundTwoScreenIntent.self) { configuration in
                ControlWidgetButton(action: configuration) { Text(configuration.page) }
            }.kind
        }
        #expect(kind == "RoundTwoControl")
    }

    @Test func theAccessoryBackgroundIsAnEmptyViewOnTheSimulator() async {
        let isEmpty = await MainActor.run { AccessoryWidgetBackground().body is EmptyView }
        #expect(isEmpty)
    }

    @Test func aWidgetDrawingTheAccessoryBackgroundIsDeclared() throws {
        let description = try #require(SimulatedWidget.description(of: RoundTwoDateWidget()))
        #expect(description.kind == "RoundTwoDate")
        #expect(description.displayName == "Date")
    }
}
