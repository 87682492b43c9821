import Foundation
import LimelightCore
import SwiftUI
import Testing
import WidgetKit

/// A view as an app writes it: a builder body with `if`/`else`, `ForEach` over a range, modifiers, an environment read.
struct GreetingView: View {
    var name: String
    var showBadge: Bool
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Hello, \(name)")
                .font(.headline)
            if showBadge {
                Image(systemName: "star.fill")
            } else {
                Text("no badge")
            }
            ForEach(0..<2) { i in
                Text("row \(i)")
            }
            if family == .systemMedium {
                Text("medium")
            }
            Spacer()
        }
        .padding()
    }
}

/// An app's own modifier.
struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(8)
            .background(Color.blue)
    }
}

struct Item: Identifiable {
    let id: Int
    let title: String
}

@Suite struct SwiftUIViewTests {
    @Test func aBodyEvaluatesToItsPrimitives() {
        let node = SimViewRenderer.node(GreetingView(name: "Ada", showBadge: true))
        #expect(node.kind == .vstack)
        #expect(node.property("alignment") == "leading")
        #expect(node.property("spacing") == "4")
        #expect(node.property("padding") == "16 16 16 16")
        #expect(node.children.map(\.kind) == [.text, .image, .text, .text, .spacer])
        #expect(node.children[0].text == "Hello, Ada")
        #expect(node.children[0].property("font") == "headline")
        #expect(node.children[1].text == "star.fill" && node.children[1].property("system") == "true")
        #expect(node.texts == ["Hello, Ada", "row 0", "row 1"])
    }

    @Test func elseBranchesAndTheEnvironmentChooseTheContent() {
        var environment = EnvironmentValues()
        environment.widgetFamily = .systemMedium
        let node = SimViewRenderer.node(GreetingView(name: "Bo", showBadge: false), environment: environment)
        #expect(node.texts == ["Hello, Bo", "no badge", "row 0", "row 1", "medium"])
    }

    @Test func anAppsViewModifierWrapsItsContent() {
        let node = SimViewRenderer.node(Text("Card").modifier(CardStyle()))
        #expect(node.kind == .text)
        #expect(node.properties.map(\.name) == ["padding", "background"])
        #expect(node.property("background") == "blue")
    }

    @Test func textConcatenatesFormatsAndStyles() {
        let text = Text("Total: ").bold() + Text(3.5, format: .number) + Text(verbatim: " pts")
        #expect(text.plainText == "Total: 3.5 pts")
        let key: LocalizedStringKey = "\(2.25, specifier: "%.1f") km"
        #expect(Text(key).plainText == "2.2 km" || Text(key).plainText == "2.3 km")
        let date = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01 00:00 UTC
        #expect(SimViewRenderer.node(Text(date, style: .time)).text == "12:00 AM")
        #expect(SimViewRenderer.node(Text(date, style: .date)).text == "January 1, 2026")
        #expect(SimDateText.format(style: "relative", seconds: date.timeIntervalSince1970, now: date.timeIntervalSince1970 - 8100) == "2 hr, 15 min")
    }

    @Test func stacksLabelsShapesAndControlsAreData() {
        let view = HStack {
            Label("Inbox", systemImage: "tray")
            Spacer()
            ForEach([Item(id: 1, title: "A"), Item(id: 2, title: "B")]) { Text($0.title) }
            RoundedRectangle(cornerRadius: 6).fill(.red)
            ProgressView(value: 0.25)
            Link("Open", destination: URL(string: "myapp://open")!)
        }
        let node = SimViewRenderer.node(view)
        #expect(node.kind == .hstack)
        #expect(node.children.map(\.kind) == [.hstack, .spacer, .text, .text, .shape, .progress, .control])
        #expect(node.children[4].text == "RoundedRectangle" && node.children[4].property("fill") == "red")
        #expect(node.children[5].property("value") == "0.25")
        #expect(node.children[6].property("target") == "myapp://open")
    }

    @Test func aViewThatContainsItselfIsCutOff() {
        struct Forever: View {
            var body: some View { VStack { Forever() } }
        }
        let node = SimViewRenderer.node(Forever())
        var depth = 0
        var current = node
        while let next = current.children.first { depth += 1; current = next }
        #expect(depth < SimViewRenderer.maximumDepth)
    }

    @Test func stateAndBindingsReadAndWrite() {
        @State var count = 1
        let binding = $count
        binding.wrappedValue += 1
        #expect(count == 2)
        #expect(Binding.constant(5).wrappedValue == 5)
    }
}
