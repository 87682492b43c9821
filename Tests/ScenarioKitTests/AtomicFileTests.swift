import Foundation
import Testing
@testable import LimelightCore
@testable import ScenarioKit

@Suite struct AtomicFileTests {
    @Test func writesANewFileAndLeavesNoTemporaryBehind() throws {
        let folder = TemporaryFolder()
        try AtomicFile.write("hello\n", to: folder.file("a.txt"))
        #expect(folder.read("a.txt") == "hello\n")
        #expect(folder.names() == ["a.txt"])
    }

    @Test func replacingAFileKeepsItsMode() throws {
        let folder = TemporaryFolder()
        let path = folder.file("a.scenario")
        try AtomicFile.write("old\n", to: path)
        chmod(path, 0o640)
        try AtomicFile.write("new\n", to: path)
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o7777 == 0o640)
        #expect(folder.read("a.scenario") == "new\n")
    }

    @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
        let folder = TemporaryFolder()
        try AtomicFile.write("old\n", to: folder.file("target.scenario"))
        symlink("target.scenario", folder.file("link.scenario"))
        try AtomicFile.write("new\n", to: folder.file("link.scenario"))
        #expect(folder.read("target.scenario") == "new\n")
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link.scenario"))
        #expect(destination == "target.scenario")
    }

    @Test func aDanglingLinkCreatesItsTarget() throws {
        let folder = TemporaryFolder()
        symlink("made.txt", folder.file("link.txt"))
        try AtomicFile.write("x", to: folder.file("link.txt"))
        #expect(folder.read("made.txt") == "x")
    }

    @Test func aLinkLoopIsAnErrorNamingTheFile() {
        let folder = TemporaryFolder()
        symlink("b", folder.file("a"))
        symlink("a", folder.file("b"))
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write("x", to: folder.file("a")) }
    }

    @Test func aFullDiskIsAnErrorNamingTheFileAndTheReason() {
        // /dev/full is a device: written in place (never renamed over), every write fails with ENOSPC.
        let error = #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write("x", to: "/dev/full") }
        #expect(error?.description == "cannot write /dev/full: No space left on device")
        #expect(error?.code == ENOSPC)
    }

    @Test func aLinkToAFullDiskNamesTheLinkAndItsTarget() {
        let folder = TemporaryFolder()
        symlink("/dev/full", folder.file("report.json"))
        let error = #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write("{}", to: folder.file("report.json")) }
        #expect(error?.description == "cannot write \(folder.file("report.json")) (a link to /dev/full): No space left on device")
    }

    @Test func aDirectoryIsNotReplaced() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("d"), withIntermediateDirectories: false)
        let error = #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write("x", to: folder.file("d")) }
        #expect(error?.reason == "it is a directory")
    }

    @Test func aMissingFolderIsAnErrorAndNothingIsCreated() {
        let folder = TemporaryFolder()
        let error = #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write("x", to: folder.file("no/such/a.txt")) }
        #expect(error?.reason.hasSuffix("No such file or directory") == true)
        #expect(folder.names().isEmpty)
    }

    @Test func prefixReadsAtMostTheLimit() throws {
        let folder = TemporaryFolder()
        try AtomicFile.write("abcdef", to: folder.file("a"))
        #expect(AtomicFile.prefix(of: folder.file("a"), limit: 3) == Array("abc".utf8))
        #expect(AtomicFile.prefix(of: folder.file("missing"), limit: 3) == nil)
    }
}
