import Foundation
import Testing
import SimulatorKit
import Script
@testable import ScenarioKit

/// A scenario may start from a snapshot in its own folder.
@Suite struct SnapshotHeaderTests {
    let runner = ScenarioRunner(catalog: AppCatalog([]))

    func folderWithSnapshot() throws -> String {
        let folder = NSTemporaryDirectory() + "limelight-header-\(UUID().uuidString)"
        let s = Session()
        s.snapshotFiles = SnapshotFiles(root: folder)
        _ = s.execute("device add phone")
        _ = s.execute("clock advance 2h")
        try s.snapshotFiles.write(s.snapshot().encoded(), to: "start.snapshot")
        return folder
    }

    @Test func scenarioStartsFromTheSnapshot() throws {
        let folder = try folderWithSnapshot()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let r = runner.run(path: folder + "/x.scenario", text: "title: x\nsnapshot: start.snapshot\ndevice list\n> * phone  iOS 18.0  unlocked  0 apps\nclock show\n> now: 2026-01-05T11:00:00Z\n> weekday: Monday\n")
        #expect(r.status == .passed, "\(String(describing: r.failure))")
    }

    @Test func aMissingOrEscapingSnapshotFailsTheScenario() throws {
        let folder = try folderWithSnapshot()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let missing = runner.run(path: folder + "/x.scenario", text: "snapshot: nope.snapshot\ndevice list\n")
        #expect(missing.status == .failed)
        #expect(missing.failure?.message.contains("cannot read 'nope.snapshot'") == true)
        #expect((missing.failure?.line, missing.failure?.column) == (1, 11), "at the header's value")
        let escaping = runner.run(path: folder + "/x.scenario", text: "title: x\n\n  snapshot:   ../start.snapshot\ndevice list\n")
        #expect(escaping.failure?.message == "'../start.snapshot' leaves the scenario's folder")
        #expect((escaping.failure?.line, escaping.failure?.column) == (3, 15), "at the header's value")
    }
}
