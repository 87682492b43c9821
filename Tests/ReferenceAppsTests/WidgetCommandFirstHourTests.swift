import LimelightCore
import ReferenceApps
@testable import Script
import SimulatorKit
import Testing

/// `widgets add` as a newcomer meets it: its help's examples work in the catalogue's apps, a bad kind is underlined
/// and the kinds that exist are listed, and Tab completes kinds, ids, stacks and only the families a kind supports.
@Suite struct WidgetCommandFirstHourTests {
    static func harness() -> Harness {
        Harness("device add phone", "app install focusblox", "app install landmarks", "app launch focusblox")
    }

    /// Every example of `help widgets add` and `help widgets stack create` runs without an error, in order.
    @Test func theHelpExamplesWork() throws {
        let h = Self.harness()
        let registry = h.session.registry
        var examples: [String] = []
        for name in ["widgets stack create", "widgets add"] {
            examples += try #require(registry.spec(named: name)).examples
        }
        #expect(!examples.isEmpty)
        for example in examples {
            let outcome = h.session.execute(example)
            #expect(!outcome.failed, "\(example): \(outcome.diagnostics.map(\.message))")
        }
    }

    /// An unknown kind is located at the kind (not the command) and the error lists the declared kinds.
    @Test func anUnknownKindIsUnderlinedAndTheKindsAreListed() throws {
        let h = Self.harness()
        let stack = try #require(h.session.execute("widgets add weather --stack S1").diagnostics.first)
        #expect(stack.message == "no stack 'S1' on the Home Screen")
        #expect(stack.range.start.column == 29, "at the stack")
        #expect(stack.suggestion == "no stack is placed: make one with 'widgets stack create KIND…'")
        let outcome = h.session.execute("widgets add weather")
        let d = try #require(outcome.diagnostics.first)
        #expect(d.message == "no widget kind 'weather' is declared by the installed apps")
        #expect((d.range.start.column, d.range.end.column) == (13, 20))
        #expect(d.suggestion?.contains("FeaturedLandmarkWidget (com.example.landmarks)") == true)
        #expect(d.suggestion?.contains("QuickCaptureWidget (") == true)
        let family = h.session.execute("widgets add FeaturedLandmarkWidget --family accessoryRectangular")
        let f = try #require(family.diagnostics.first)
        #expect(f.range.start.column == 45, "at the family, not the command")
        #expect(f.suggestion?.contains("systemMedium") == true)
    }

    /// Tab after `widgets add ` lists the kinds, after `widgets remove ` the placed widgets, after `--stack ` the
    /// stacks, and `--family ` only what the kind on the line supports.
    @Test func completionOffersWidgetsKindsIdsStacksAndSupportedFamilies() throws {
        let h = Self.harness()
        let c = Completer(session: h.session)
        #expect(c.complete(line: "widgets add ", cursor: 12).candidates == ["FeaturedLandmarkWidget", "QuickCaptureWidget"])
        #expect(c.complete(line: "widgets add Qu", cursor: 14).candidates == ["QuickCaptureWidget"])
        _ = h.run("widgets add QuickCaptureWidget")
        _ = h.run("widgets stack create FeaturedLandmarkWidget")
        #expect(c.complete(line: "widgets remove ", cursor: 15).candidates == ["W1", "W2"])
        #expect(c.complete(line: "widgets add QuickCaptureWidget --stack ", cursor: 39).candidates == ["S1"])
        let line = "widgets add FeaturedLandmarkWidget --family "
        #expect(c.complete(line: line, cursor: line.count).candidates == ["systemSmall", "systemMedium"])
        let quick = "widgets add QuickCaptureWidget --family "
        #expect(c.complete(line: quick, cursor: quick.count).candidates == ["systemSmall", "systemMedium", "accessoryRectangular"])
    }

    /// `spotlight tap Ein` completes the title the identifiers are listed with (tap takes a title).
    @Test func tapCompletesATitle() throws {
        let h = Self.harness()
        _ = h.run("task add Einkaufen")
        _ = h.run("clock advance 1s")
        let c = Completer(session: h.session)
        let r = c.completeDescribed(line: "spotlight tap Ein", cursor: 17)
        #expect(r.candidates == ["Einkaufen"])
        #expect(r.descriptions["Einkaufen"]?.isEmpty == false, "the identifier it stands for")
        #expect(h.session.execute("spotlight tap Einkaufen").failed == false)
    }
}
