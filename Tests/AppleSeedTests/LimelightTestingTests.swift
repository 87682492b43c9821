import CoreSpotlight
import Foundation
import LimelightKit
import LimelightTesting
import Testing

/// An app written against Apple's API, as a user's package would declare it.
final class NotesApp: AppProgram {
    private var opened: String?

    init(context: AppContext) {}

    static let descriptor = AppDescriptor(bundleIdentifier: "com.example.notes", shortName: "notes", displayName: "Notes",
                                          summary: "Indexes its notes at launch") { NotesApp(context: $0) }

    func applicationDidFinishLaunching() {
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = "Groceries"
        CSSearchableIndex.default().indexSearchableItems([
            CSSearchableItem(uniqueIdentifier: "note-1", domainIdentifier: "notes", attributeSet: attributes),
        ])
    }

    func application(continue activity: NSUserActivity) -> Bool {
        opened = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String
        return opened != nil
    }

    var screen: ScreenState { ScreenState(presented: opened.map { "Note(\($0))" }) }
}

@Suite struct LimelightTestingTests {
    static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scenarios").path

    @Test func driveTheAppAndExpectOnTheIndex() throws {
        let sim = try TestSimulation(app: NotesApp.descriptor)
        #expect(sim.indexedIdentifiers.isEmpty)
        sim.advance(by: .seconds(1))
        #expect(sim.indexedIdentifiers == ["note-1"])
        #expect(sim.tapSearchResult("note-1"))
        #expect(sim.screen.presented == "Note(note-1)")
    }

    @Test func scenarioFilesRunAsTests() throws {
        let results = try ScenarioTest.run(directory: Self.scenarios, apps: [NotesApp.descriptor])
        #expect(results.map(\.status) == [.passed])
    }

    @Test func aFailingScenarioIsReportedAtItsLine() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("limelight-failing-\(UUID().uuidString).scenario")
        try "device add phone\napp install notes\napp launch notes\nclock advance 1s\nexpect spotlight count == 2\n"
            .write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        var result: ScenarioResult?
        withKnownIssue {
            result = try? ScenarioTest.run(file: file.path, apps: [NotesApp.descriptor])
        } matching: { issue in
            issue.sourceLocation?.line == 5 && issue.sourceLocation?._filePath == file.path
        }
        #expect(result?.failure?.line == 5)
    }
}
