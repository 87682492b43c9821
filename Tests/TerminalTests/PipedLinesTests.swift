import Foundation
import Testing
@testable import Terminal

/// Piped input is split as scenario files are, and a line without an end is never held whole.
@Suite struct PipedLinesTests {
    /// Every line of `bytes`, read through a temporary file.
    private func lines(_ bytes: [UInt8], longest: Int = 1 << 20) throws -> [PipedLines.Line] {
        let path = NSTemporaryDirectory() + "piped-lines-\(UUID().uuidString)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fd = open(path, O_RDONLY)
        #expect(fd >= 0)
        defer { close(fd) }
        var input = PipedLines(descriptor: fd, longest: longest)
        var out: [PipedLines.Line] = []
        while let line = input.next() { out.append(line) }
        return out
    }

    @Test(arguments: [("a\nb\n", ["a", "b"]), ("a\r\nb\r\n", ["a", "b"]), ("a\rb\r", ["a", "b"]), ("a\r\r\nb", ["a", "", "b"]),
                      ("\n", [""]), ("", []), ("last", ["last"]), ("\u{FEFF}device add phone\n", ["device add phone"]),
                      ("a\n\u{FEFF}b\n", ["a", "\u{FEFF}b"])])
    func endsLinesAsAScenarioFileDoes(_ text: String, _ expected: [String]) throws {
        #expect(try lines(Array(text.utf8)).map(\.text) == expected)
    }

    @Test func aLongLineKeepsItsLengthButNotItsBytes() throws {
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 300_000)
        let read = try lines(Array("first\n".utf8) + long + Array("\nafter\r".utf8), longest: 1_000)
        #expect(read.map(\.bytes) == [5, 300_000, 5])
        #expect(read[1].text.utf8.count == 1_001)
        #expect(read[2].text == "after")
    }

    @Test func aLineEndSplitAcrossReadsIsOneEnd() throws {
        // The 64 KiB buffer ends between CR and LF: still one line end.
        let head = [UInt8](repeating: UInt8(ascii: "y"), count: (1 << 16) - 1)
        let read = try lines(head + [0x0D, 0x0A] + Array("z\n".utf8))
        #expect(read.map(\.bytes) == [(1 << 16) - 1, 1])
    }

    @Test func invalidUTF8IsRepairedNotFatal() throws {
        let read = try lines([0x61, 0xFF, 0xFE, 0x0A, 0xC3, 0x0A])
        #expect(read.map(\.text) == ["a\u{FFFD}\u{FFFD}", "\u{FFFD}"])
    }
}
