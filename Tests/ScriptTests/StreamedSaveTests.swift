import Foundation
import LimelightCore
import Testing
@testable import Script

/// A snapshot save streams: the steps are written from the transcript's bytes (no string per step), gzip compresses as
/// the bytes come, and the file is written in pieces. Each piece must give exactly the bytes the whole-value path gives.
@Suite struct StreamedSaveTests {
    /// Steps with every kind of text a JSON string escapes: quotes, backslashes, control characters, non-ASCII.
    static func step(_ i: Int) -> Transcript.Element {
        let odd = ["tab\there", "quote \" and \\ back", "nul \u{0}\u{1}\u{1f} bell \u{7}", "ünïcode ✓ 😀", "", "\r\n"]
        return ("spotlight index n\(i) --title \"\(odd[i % odd.count])\"", (0..<(i % 4)).map { "line \($0) of \(i): \(odd[($0 + i) % odd.count])" })
    }

    @Test func stepsWrittenFromTheTranscriptsBytesAreTheStepLines() throws {
        var t = Transcript(bytesInMemory: 2048)  // most steps move to the file
        let n = 700
        for i in 0..<n { t.append(Self.step(i)) }
        var fromBytes = CanonicalJSONWriter(reserving: 0)
        var count = 0
        let complete = t.forEachEncoded { raw in
            #expect(TranscriptFile.writeJSON(raw, to: &fromBytes))
            fromBytes.byte(UInt8(ascii: "\n"))
            count += 1
        }
        #expect(complete)
        #expect(count == n)
        var fromValues = CanonicalJSONWriter(reserving: 0)
        for i in 0..<n {
            let step = Self.step(i)
            WorldSnapshot.Step.write(source: step.source, output: step.output, to: &fromValues)
            fromValues.byte(UInt8(ascii: "\n"))
        }
        #expect(fromBytes.bytes == fromValues.bytes)
        // And what the encoder writes for the same step.
        let encoded = try CanonicalJSON.encoder.encode(WorldSnapshot.Step(source: Self.step(2).source, output: Self.step(2).output))
        var one = CanonicalJSONWriter(reserving: 0)
        WorldSnapshot.Step.write(source: Self.step(2).source, output: Self.step(2).output, to: &one)
        #expect(one.bytes == [UInt8](encoded))
    }

    /// Loading reads each step line straight into the transcript's encoding: the same bytes as encoding the step's
    /// values, and for a line the canonical reader does not take, nothing (the decoder reads that line instead).
    @Test func stepLinesReadStraightIntoTheTranscriptsEncoding() {
        var scratch: [UInt8] = []
        for i in 0..<60 {
            let step = Self.step(i)
            var line = CanonicalJSONWriter(reserving: 0)
            WorldSnapshot.Step.write(source: step.source, output: step.output, to: &line)
            var direct: [UInt8] = [7]
            let ok = line.bytes.withUnsafeBytes { raw -> Bool in
                var reader = CanonicalJSONReader(raw)
                return TranscriptFile.readCanonical(&reader, into: &direct, scratch: &scratch) && reader.isAtEnd
            }
            #expect(ok, "step \(i)")
            var expected: [UInt8] = [7]
            TranscriptFile.encode(source: step.source, output: step.output, into: &expected)
            #expect(direct == expected, "step \(i)")
        }
        for line in ["{\"output\": [],\"source\":\"a\"}", "{\"output\":[\"\\u00e9\"],\"source\":\"a\"}",
                     "{\"output\":[],\"source\":\"a\\/b\"}", "{\"source\":\"a\",\"output\":[]}",
                     "{\"output\":[\"x\"],\"source\":\"a\"", "{\"output\":[\"x\",],\"source\":\"a\"}"] {
            var bytes: [UInt8] = [1, 2, 3]
            let (read, atEnd) = Array(line.utf8).withUnsafeBytes { raw -> (Bool, Bool) in
                var reader = CanonicalJSONReader(raw)
                let read = TranscriptFile.readCanonical(&reader, into: &bytes, scratch: &scratch)
                return (read, reader.isAtEnd)
            }
            #expect(!(read && atEnd), "\(line)")
            if !read { #expect(bytes == [1, 2, 3], "\(line) left bytes behind") }
        }
    }

    /// The line writer passes lines on a megabyte at a time and big lines whole: across both limits, what reaches the
    /// sink is every line once, in order, each ended by a newline.
    @Test func linesReachTheSinkOnceInOrderAcrossTheFlushLimits() throws {
        var out = WorldSnapshot.LineWriter(sink: ByteBuffer())
        var expected: [UInt8] = []
        var size = 1
        for i in 0..<400 {
            let line = [UInt8](repeating: UInt8(ascii: "a") + UInt8(i % 26), count: size)
            if i % 3 == 0 {
                try out.line(Data(line))
            } else {
                out.json.raw(bytes: line)
                try out.endLine()
            }
            expected += line + [UInt8(ascii: "\n")]
            size = size * 7 % 150_001 + 1  // from 1 byte past the 64 KiB big-line limit
        }
        try out.flush()
        #expect(expected.count > 3 << 20, "the lines cross the megabyte limit several times")
        #expect(out.sink.bytes == expected)
    }

    @Test func bytesThatAreNotAStepWriteNothing() {
        var w = CanonicalJSONWriter(reserving: 0)
        w.raw("x")
        var encoded: [UInt8] = []
        TranscriptFile.encode(source: "a", output: ["b", "c"], into: &encoded)
        for cut in [0, 3, 5, encoded.count - 1] {
            let ok = encoded.withUnsafeBufferPointer { TranscriptFile.writeJSON(UnsafeBufferPointer(rebasing: $0[..<cut]), to: &w) }
            #expect(!ok)
            #expect(w.bytes == Array("x".utf8), "a step cut at \(cut) leaves nothing behind")
        }
    }

    @Test func gzipWrittenInPiecesDecompressesToTheWhole() throws {
        var generator = SystemRandomNumberGenerator()
        var whole: [UInt8] = []
        for i in 0..<40_000 { whole += Array("{\"line\":\(i),\"text\":\"Task \(i % 97) milk bread\"}\n".utf8) }
        whole += (0..<300_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        var buffer = ByteBuffer()
        try Gzip.compressing(into: &buffer) { gzip in
            var at = 0, size = 1
            while at < whole.count {
                let end = min(whole.count, at + size)
                try gzip.write(Array(whole[at..<end]))
                at = end
                size = size * 3 % 200_000 + 1
            }
        }
        #expect(Gzip.isCompressed(buffer.bytes))
        #expect(try Gzip.decompress(Data(buffer.bytes), limit: 1 << 30) == Data(whole))
        // Nothing written: an empty gzip member.
        var empty = ByteBuffer()
        try Gzip.compressing(into: &empty) { _ in }
        #expect(try Gzip.decompress(Data(empty.bytes), limit: 16).isEmpty)
    }

    @Test func aSaveThatFailsHalfwayLeavesTheOldFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limelight-streamed-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/w.snapshot"
        try AtomicFile.write(Array("old".utf8), to: path)
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try AtomicFile.write(to: path) { sink in
                try sink.write(Array(repeating: UInt8(ascii: "n"), count: 3 << 20))
                throw Stop()
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["w.snapshot"], "no temporary file left behind")
    }

    @Test func aSavedSessionLoadsBackPlainAndCompressed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limelight-streamed-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = Session()
        _ = s.execute("device add phone")
        _ = s.execute("app install com.example.notes")
        for i in 0..<300 { _ = s.execute("spotlight index n\(i) --title \"Täsk \\\"\(i)\\\" tab\\there\"") }
        for name in ["w.snapshot", "w.snapshot.gz"] {
            let inMemory = try s.snapshotFile()
            let outcome = s.execute("snapshot save \(folder)/\(name)")
            #expect(!outcome.failed && outcome.ran, "\(outcome.output) \(outcome.diagnostics)")
            var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
            if name.hasSuffix(".gz") { bytes = [UInt8](try Gzip.decompress(Data(bytes), limit: 1 << 30)) }
            // The save adds itself to the transcript only after it wrote; the file is the in-memory bytes.
            #expect(bytes == inMemory.bytes, "\(name) holds what snapshotFile() makes")
            let loaded = Session()
            let load = loaded.execute("snapshot load \(folder)/\(name)")
            #expect(!load.failed && load.ran, "\(load.output) \(load.diagnostics)")
            #expect(loaded.simulation.digest == s.simulation.digest)
        }
    }
}
