import Foundation
import LimelightCore
import Script
import Testing
@testable import ScenarioKit

@Suite struct RecordedFileTests {
    @Test func aNewFileMayBeWritten() throws {
        let folder = TemporaryFolder()
        try RecordedFile.checkOverwrite(folder.file("new.scenario"), force: false)
    }

    @Test func aFileLimelightRecordedMayBeReplaced() throws {
        let folder = TemporaryFolder()
        try AtomicFile.write(SessionEffect.recordedFile("title: t\n"), to: folder.file("r.scenario"))
        #expect(RecordedFile.isRecorded(folder.file("r.scenario")))
        try RecordedFile.checkOverwrite(folder.file("r.scenario"), force: false)
    }

    @Test func anyOtherFileIsRefusedUnlessForced() throws {
        let folder = TemporaryFolder()
        try AtomicFile.write("export SECRET=1\n", to: folder.file(".profile"))
        let error = #expect(throws: AtomicFile.WriteError.self) { try RecordedFile.checkOverwrite(folder.file(".profile"), force: false) }
        #expect(error?.description.contains("Limelight did not record it") == true)
        #expect(error?.description.contains("--force") == true)
        try RecordedFile.checkOverwrite(folder.file(".profile"), force: true)
    }

    @Test func theMarkerMustBeTheWholeFirstLine() throws {
        let folder = TemporaryFolder()
        try AtomicFile.write(SessionEffect.recordedMarker + " or not\ntitle: x\n", to: folder.file("a.scenario"))
        #expect(!RecordedFile.isRecorded(folder.file("a.scenario")))
    }

    @Test func aRecordedFileParsesAsAScenario() {
        let text = SessionEffect.recordedFile("title: Recorded\n\ndevice add phone\n")
        #expect(ScriptParser.header(of: text).title == "Recorded")
    }
}
