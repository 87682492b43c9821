import Testing
@testable import Script

/// A transcript long enough to move its older steps to its file reads back exactly what was appended, and behaves as
/// a value: copies, truncations and appends after them do not disturb each other.
@Suite struct TranscriptTests {
    static func step(_ i: Int) -> Transcript.Element {
        ("spotlight index n\(i) --title \"Täsk \(i)\"", i % 3 == 0 ? [] : ["index n\(i): journaled", i % 2 == 0 ? "" : "ünïcode ✓ \(i)"])
    }

    static func same(_ a: Transcript.Element, _ b: Transcript.Element) -> Bool { a.source == b.source && a.output == b.output }

    @Test func longTranscriptsReadBackWhatWasAppended() {
        let n = 3 * Transcript.stepsInMemory + 17
        var t = Transcript()
        for i in 0..<n { t.append(Self.step(i)) }
        #expect(t.count == n)
        for i in [0, 1, Transcript.stepsInMemory - 1, Transcript.stepsInMemory, 2 * Transcript.stepsInMemory + 5, n - 1] {
            #expect(Self.same(t[i], Self.step(i)))
        }
        var i = 0
        for step in t {
            if !Self.same(step, Self.step(i)) { Issue.record("step \(i) read back as \(step)"); break }
            i += 1
        }
        #expect(i == n)
        #expect(t.map(\.source).last == Self.step(n - 1).source)
    }

    @Test func copiesTruncationsAndAppendsStayApart() {
        let n = 2 * Transcript.stepsInMemory + 100
        var original = Transcript()
        for i in 0..<n { original.append(Self.step(i)) }
        var cut = original
        cut.removeSubrange(10...)
        #expect(cut.count == 10)
        for i in 0..<(3 * Transcript.stepsInMemory) { cut.append(Self.step(100_000 + i)) }
        original.append(Self.step(-1))
        #expect(original.count == n + 1)
        #expect(Self.same(original[n], Self.step(-1)))
        #expect(Self.same(original[5], Self.step(5)))
        #expect(Self.same(original[n - 1], Self.step(n - 1)))
        #expect(cut.count == 10 + 3 * Transcript.stepsInMemory)
        #expect(Self.same(cut[9], Self.step(9)))
        #expect(Self.same(cut[10], Self.step(100_000)))
        #expect(Self.same(cut[cut.count - 1], Self.step(100_000 + 3 * Transcript.stepsInMemory - 1)))
        let rebuilt = Transcript(original.prefix(20))
        #expect(rebuilt.map(\.source) == (0..<20).map { Self.step($0).source } )
    }
}
