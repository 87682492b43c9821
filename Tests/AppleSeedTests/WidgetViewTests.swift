import Foundation
import LimelightCore
import LimelightKit
import SwiftUI
import Testing
import WidgetKit

/// A widget written as an app writes one: an entry, a provider reading `Date()`'s simulated stand-in, a SwiftUI view
/// that reads the family, and a `Widget` with a `StaticConfiguration`.
struct TasksEntry: TimelineEntry {
    let date: Date
    let open: Int
}

struct TasksProvider: TimelineProvider {
    var open: () -> Int

    func placeholder(in context: Context) -> TasksEntry { TasksEntry(date: SimulatedClock.now, open: 0) }
    func getSnapshot(in context: Context, completion: @escaping (TasksEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TasksEntry>) -> Void) {
        completion(Timeline(entries: [TasksEntry(date: SimulatedClock.now, open: open())], policy: .never))
    }
}

struct TasksWidgetView: View {
    var entry: TasksEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading) {
            Label("Tasks", systemImage: "checklist")
                .font(.caption)
            Text("\(entry.open) open")
                .font(.title)
                .bold()
            Spacer()
            if family == .systemMedium {
                Text("Tap to plan your day")
            }
        }
        .containerBackground(.yellow, for: .widget)
        .widgetURL(URL(string: "tasks://open"))
    }
}

struct TasksWidget: Widget {
    let kind: String = "TasksWidget"
    var open: () -> Int = { 0 }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: TasksProvider(open: open)) { entry in
            TasksWidgetView(entry: entry)
        }
        .configurationDisplayName("Tasks")
        .description("Your open tasks.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct TasksWidgets: WidgetBundle {
    var body: some Widget {
        TasksWidget()
    }
}

@Suite struct WidgetViewTests {
    @Test func aSwiftUIWidgetIsDeclaredFromItsBody() throws {
        let description = try #require(SimulatedWidget.description(of: TasksWidget()))
        #expect(description.kind == "TasksWidget")
        #expect(description.displayName == "Tasks")
        #expect(description.description == "Your open tasks.")
        #expect(description.supportedFamilies == [.systemSmall, .systemMedium])
        #expect(TasksWidgets().simulatedWidgets.count == 1)
    }

    @Test func thePlacedWidgetShowsItsOwnViewForItsFamily() throws {
        let (sim, device, app) = try SeedCodeRunsTests.phone()
        try app.run(on: device) { try SimulatedWidget.declare(TasksWidget(open: { 3 })) }
        let small = try device.widgets.addWidget(kind: "TasksWidget")
        let medium = try device.widgets.addWidget(kind: "TasksWidget", family: .systemMedium)
        sim.settle()
        let smallEntry = try #require(try device.widgets.currentEntry(small))
        let view = try #require(smallEntry.view)
        #expect(smallEntry.content == "Tasks 3 open")
        #expect(view.property("widgetFamily") == "systemSmall")
        let mediumEntry = try #require(try device.widgets.currentEntry(medium))
        #expect(mediumEntry.content == "Tasks 3 open Tap to plan your day")

        let size = WidgetFamily.systemSmall.simulatedSize
        let cells = SimViewLayout.cells(width: size.width, height: size.height)
        let drawing = SimViewLayout.draw(view, columns: cells.columns, rows: cells.rows)
        #expect(drawing.background == "yellow")
        #expect(drawing.url == "tasks://open")
        let lines = SimViewCanvas.lines(drawing, unicode: false)
        #expect(lines.count == cells.rows && lines.allSatisfy { $0.count == cells.columns })
        #expect(lines == ["                 ", "  [check] Tasks  ", "  3 open         ", "                 ", "                 ",
                          "                 ", "                 ", "                 "])
        let again = SimViewCanvas.lines(SimViewLayout.draw(view, columns: cells.columns, rows: cells.rows), unicode: false)
        #expect(again == lines)
        let svg = SimViewSVG.svg(drawing, label: "TasksWidget")
        #expect(svg.contains("fill=\"#ffcc00\""))
        #expect(svg.contains(">3 open</text>"))
        #expect(svg == SimViewSVG.svg(drawing, label: "TasksWidget"))
    }

    @Test func aWideCharacterTakesTwoColumnsOfTheLine() {
        let node = SimViewRenderer.node(VStack { Text("Emoji: 😃"); Text("日本") })
        let lines = SimViewCanvas.lines(SimViewLayout.draw(node, columns: 12, rows: 2), unicode: false)
        #expect(lines == ["  Emoji: 😃 ", "     日本   "])
        #expect(lines.allSatisfy { $0.reduce(0) { $0 + CharacterWidth.of($1) } == 12 })
    }

    @Test func textWrapsAtWordsAndStopsAtItsLineLimit() {
        #expect(SimViewLayout.wrap("The quick brown fox jumps", width: 10, limit: 5) == ["The quick", "brown fox", "jumps"])
        #expect(SimViewLayout.wrap("The quick brown fox jumps", width: 10, limit: 2) == ["The quick", "brown fox…"])
        let node = SimViewRenderer.node(HStack { Text("Left"); Spacer(); Text("Right") })
        let lines = SimViewCanvas.lines(SimViewLayout.draw(node, columns: 16, rows: 1), unicode: false)
        #expect(lines == ["Left       Right"])
    }
}
