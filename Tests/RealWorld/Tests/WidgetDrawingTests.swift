// Wikipedia's search widget (Widgets/Widgets/SearchWidget.swift: a StaticConfiguration with a TimelineProvider and a
// VStack/HStack/Spacer/Image body on its theme's colours) and Basic Car Maintenance's widget
// (BasicCarMaintenanceWidget.swift: Text in a VStack, an AppIntentTimelineProvider of five hourly entries), unchanged,
// drawn on the simulated Home Screen from their own SwiftUI bodies: in `screen` and `widgets show` (text) and in the
// HTML report's Home Screen gallery (SVG), from the entry in effect, the same bytes on every run.
// Needs: SimulatedWidget.declare(_:) of a Widget and the widget drawing as main has them (Docs/AppleAPI.md,
// "Widgets you can see"). Set LIMELIGHT_WIDGET_REPORT=/path/report.html to keep the report the test renders.
import Foundation
import LimelightKit
import LimelightTesting
import Testing
import WidgetKit
@testable import RW_BasicCarMaintenance_BasicCarMaintenanceWidget
@testable import RW_Wikipedia_SearchWidget

@Suite struct WidgetDrawingTests {
    /// The two apps, each declaring its widget from the widget type itself, as a device finds it in the extension.
    static let apps: [AppDescriptor] = {
        var wikipedia = AppDescriptor(bundleIdentifier: "org.wikimedia.wikipedia", shortName: "wikipedia", displayName: "Wikipedia",
                                      summary: "Wikipedia's search widget, unchanged") { GenericApp(context: $0) }
        wikipedia.onInstall = { _ in try SimulatedWidget.declare(SearchWidget()) }
        var cars = AppDescriptor(bundleIdentifier: "com.mikaelacaron.Basic-Car-Maintenance", shortName: "cars",
                                 displayName: "Basic Car Maintenance", summary: "Basic Car Maintenance's widget, unchanged") { GenericApp(context: $0) }
        cars.onInstall = { _ in try SimulatedWidget.declare(BasicCarMaintenanceWidget()) }
        return [wikipedia, cars]
    }()

    static let scenario = """
    title: Real widgets' own views on the Home Screen
    device add phone
    app install wikipedia
    app install cars
    widgets add org.wikimedia.wikipedia.widgets.search
    widgets add BasicCarMaintenanceWidget
    screen
    clock advance 1h
    screen
    widgets show
    """

    static func run() -> ScenarioResult {
        let runner = ScenarioRunner(catalog: AppCatalog(ReferenceAppCatalog.catalog.descriptors + apps))
        return runner.run(path: "real-widgets.scenario", text: scenario, pictures: true)
    }

    /// What each step written `source` printed, in order.
    static func outputs(_ result: ScenarioResult, of source: String) -> [[String]] {
        result.steps.filter { $0.source == source }.map(\.output)
    }

    @Test func theWidgetsAreDrawnFromTheirOwnViewsOnTheHomeScreen() throws {
        let result = Self.run()
        #expect(result.status == .passed, "\(result.failure.map { "\($0.step): \($0.message)" } ?? "")")
        let screens = Self.outputs(result, of: "screen")
        let shown = Self.outputs(result, of: "widgets show")
        print((screens + shown).flatMap { $0 }.joined(separator: "\n"))
        #expect(screens == [Self.firstScreen, Self.screenAnHourLater])
        #expect(shown == [Self.widgetsShown])
        // The same bytes on every run.
        #expect(Self.outputs(Self.run(), of: "screen") == screens)
    }

    @Test func theReportsGalleryDrawsThemAsSVGTheSameEveryRun() throws {
        let result = Self.run()
        let svgs = try #require(result.pictures?.homeWidgets)
        #expect(svgs.count == 2)
        #expect(svgs[0].contains("W1 Search Wikipedia (systemSmall)"))
        #expect(svgs[0].contains("wikipedia"))
        #expect(svgs[0].contains("magnifyingglass"))
        #expect(svgs[1].contains("W2 BasicCarMaintenanceWidget (systemSmall)"))
        #expect(svgs[1].contains(">Favorite</text>") && svgs[1].contains(">Emoji:</text>"))
        #expect(svgs[1].contains("textLength=\"18\" lengthAdjust=\"spacingAndGlyphs\" font-family=\"DejaVu Sans Mono, monospace\" font-size=\"13\" fill=\"#000000\">😃</text>"))
        #expect(svgs[1].contains("rx=\"22\" fill=\"#d1d1d6\""))   // .containerBackground(.fill.tertiary, for: .widget)
        #expect(svgs[0].contains("fill=\"#ffffff\"") && svgs[0].contains("fill=\"#ababab\""))   // paper and search field
        #expect(svgs[1].contains(">10:00 AM</text>"))
        let html = HTMLReport().render([result], coverage: [])
        #expect(html.contains("<section id=\"home-screens\">"))
        #expect(html.contains(svgs[0]) && html.contains(svgs[1]))
        #expect(HTMLReport().render([Self.run()], coverage: []) == html)
        if let path = ProcessInfo.processInfo.environment["LIMELIGHT_WIDGET_REPORT"] {
            try html.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    static let firstScreen: [String] = [
        "+--------------------------------------+",
        "| phone: Home Screen  2026-01-05 09:00 |",
        "+--------------------------------------+",
        "| +- Widget -------------------------+ |",
        "| | W1 Search Wikipedia              | |",
        "| | ...................              | |",
        "| | :                 :              | |",
        "| | :    +------+     :              | |",
        "| | :    |      |     :              | |",
        "| | :    |wikipe|     :              | |",
        "| | :    +------+     :              | |",
        "| | :                 :              | |",
        "| | :   [magnifyi]    :              | |",
        "| | :                 :              | |",
        "| | ...................              | |",
        "| | systemSmall                      | |",
        "| +----------------------------------+ |",
        "|                                      |",
        "| +- Widget -------------------------+ |",
        "| | W2 BasicCarMaintenanceWidget     | |",
        "| | ...................              | |",
        "| | :                 :              | |",
        "| | :     Time:       :              | |",
        "| | :    9:00 AM      :              | |",
        "| | :    Favorite     :              | |",
        "| | :    Emoji:       :              | |",
        "| | :       😃        :              | |",
        "| | :                 :              | |",
        "| | :                 :              | |",
        "| | ...................              | |",
        "| | background fill.tertiary         | |",
        "| | systemSmall                      | |",
        "| +----------------------------------+ |",
        "+--------------------------------------+",
        "| Apps: Wikipedia  Basic Car Mainte... |",
        "+--------------------------------------+",
    ]

    static let screenAnHourLater: [String] = [
        "+--------------------------------------+",
        "| phone: Home Screen  2026-01-05 10:00 |",
        "+--------------------------------------+",
        "| +- Widget -------------------------+ |",
        "| | W1 Search Wikipedia              | |",
        "| | ...................              | |",
        "| | :                 :              | |",
        "| | :    +------+     :              | |",
        "| | :    |      |     :              | |",
        "| | :    |wikipe|     :              | |",
        "| | :    +------+     :              | |",
        "| | :                 :              | |",
        "| | :   [magnifyi]    :              | |",
        "| | :                 :              | |",
        "| | ...................              | |",
        "| | systemSmall                      | |",
        "| +----------------------------------+ |",
        "|                                      |",
        "| +- Widget -------------------------+ |",
        "| | W2 BasicCarMaintenanceWidget     | |",
        "| | ...................              | |",
        "| | :                 :              | |",
        "| | :     Time:       :              | |",
        "| | :    10:00 AM     :              | |",
        "| | :    Favorite     :              | |",
        "| | :    Emoji:       :              | |",
        "| | :       😃        :              | |",
        "| | :                 :              | |",
        "| | :                 :              | |",
        "| | ...................              | |",
        "| | background fill.tertiary         | |",
        "| | systemSmall                      | |",
        "| +----------------------------------+ |",
        "+--------------------------------------+",
        "| Apps: Wikipedia  Basic Car Mainte... |",
        "+--------------------------------------+",
    ]

    static let widgetsShown: [String] = [
        "W1 org.wikimedia.wikipedia.widgets.search systemSmall: \"\" no relevance policy .never (1 timeline request)",
        "    ...................",
        "    :                 :",
        "    :    +------+     :",
        "    :    |      |     :",
        "    :    |wikipe|     :",
        "    :    +------+     :",
        "    :                 :",
        "    :   [magnifyi]    :",
        "    :                 :",
        "    ...................",
        "W2 BasicCarMaintenanceWidget systemSmall: \"Time: 10:00 AM Favorite Emoji: 😃\" no relevance policy .atEnd next reload 2026-01-05 13:00 (1 timeline request)",
        "    ...................",
        "    :                 :",
        "    :     Time:       :",
        "    :    10:00 AM     :",
        "    :    Favorite     :",
        "    :    Emoji:       :",
        "    :       😃        :",
        "    :                 :",
        "    :                 :",
        "    ...................",
        "    background fill.tertiary",
    ]
}
