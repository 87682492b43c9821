import Foundation
import Testing
@testable import Terminal

@Suite("HistoryFile")
struct HistoryFileTests {
    /// A fresh path under a directory that is removed when the test's `defer` runs `cleanUp`.
    private func temporaryPath(_ name: String = "history") -> String {
        let directory = NSTemporaryDirectory() + "terminal-tests-\(UUID().uuidString)"
        return directory + "/nested/" + name
    }

    private func cleanUp(_ path: String) {
        let root = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        try? FileManager.default.removeItem(atPath: root)
    }

    @Test("parse drops blanks and libedit's header, keeps the newest entries")
    func parse() {
        let text = "_HiStOrY_V2_\none\n\n  \r\ntwo  \nthree\n"
        #expect(HistoryFile.parse(text, limit: 10) == ["one", "two", "three"])
        #expect(HistoryFile.parse(text, limit: 2) == ["two", "three"])
        #expect(HistoryFile.parse("", limit: 5) == [])
        #expect(HistoryFile.parse("a\nb", limit: 0) == [])
    }

    @Test("sanitize flattens newlines and trims trailing whitespace")
    func sanitize() {
        #expect(HistoryFile.sanitize("a\nb\r\nc  ") == "a b c")
    }

    @Test("append creates the directory and the file, then load reads it back")
    func roundTrip() throws {
        let file = HistoryFile(path: temporaryPath(), limit: 100)
        defer { cleanUp(file.path) }
        #expect(try file.load() == [])
        try file.append("show grüße 🍋")
        try file.append("help")
        #expect(try file.load() == ["show grüße 🍋", "help"])
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test("load compacts a file that holds more than the limit")
    func compaction() throws {
        let file = HistoryFile(path: temporaryPath(), limit: 2)
        defer { cleanUp(file.path) }
        for entry in ["a", "b", "c", "d"] { try file.append(entry) }
        #expect(try file.load() == ["c", "d"])
        let text = try String(contentsOfFile: file.path, encoding: .utf8)
        #expect(text == "c\nd\n")
    }

    @Test("invalid UTF-8 in the file does not fail loading")
    func invalidBytes() throws {
        let file = HistoryFile(path: temporaryPath(), limit: 10)
        defer { cleanUp(file.path) }
        try file.append("ok")
        let handle = try #require(FileHandle(forWritingAtPath: file.path))
        handle.seekToEndOfFile()
        handle.write(Data([0xFF, 0xFE, 0x0A]))
        handle.closeFile()
        let entries = try file.load()
        #expect(entries.count == 2)
        #expect(entries.first == "ok")
    }

    @Test("an unwritable location is a typed error, not a crash")
    func unwritable() {
        let file = HistoryFile(path: "/proc/limelight-no/history", limit: 10)
        #expect(throws: HistoryFileError.self) { try file.append("x") }
    }
}

@Suite("LineEditor without a terminal")
struct LineEditorNoTTYTests {
    @Test("init returns nil when stdin is not a terminal")
    func nilWithoutTTY() {
        guard isatty(STDIN_FILENO) == 0 else { return }
        #expect(LineEditor(programName: "limelight", historyFile: nil, completer: nil) == nil)
    }
}
