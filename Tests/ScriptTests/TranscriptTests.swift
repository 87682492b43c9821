import Testing
@testable import Script

/// A transcript long enough to move its older steps to its file reads back exactly what was appended, and behaves as
/// a value: copies, truncations and appends after them do not disturb each other. The transcripts here keep 4 KiB of
/// steps in memory (about 80 steps), so every test crosses many moves to the file.
@Suite struct TranscriptTests {
    /// About how many of `step(_:)`'s steps fit in the memory the tests' transcripts keep.
    static let inMemory = 80

    static func transcript() -> Transcript { Transcript(bytesInMemory: 4096) }

    static func step(_ i: Int) -> Transcript.Element {
        ("spotlight index n\(i) --title \"Täsk \(i)\"", i % 3 == 0 ? [] : ["index n\(i): journaled", i % 2 == 0 ? "" : "ünïcode ✓ \(i)"])
    }

    static func same(_ a: Transcript.Element, _ b: Transcript.Element) -> Bool { a.source == b.source && a.output == b.output }

    @Test func longTranscriptsReadBackWhatWasAppended() {
        let n = 3 * Self.inMemory + 17
        var t = Self.transcript()
        for i in 0..<n { t.append(Self.step(i)) }
        #expect(t.count == n)
        for i in [0, 1, Self.inMemory - 1, Self.inMemory, 2 * Self.inMemory + 5, n - 1] {
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
        let n = 2 * Self.inMemory + 100
        var original = Self.transcript()
        for i in 0..<n { original.append(Self.step(i)) }
        var cut = original
        cut.removeSubrange(10...)
        #expect(cut.count == 10)
        for i in 0..<(3 * Self.inMemory) { cut.append(Self.step(100_000 + i)) }
        original.append(Self.step(-1))
        #expect(original.count == n + 1)
        #expect(Self.same(original[n], Self.step(-1)))
        #expect(Self.same(original[5], Self.step(5)))
        #expect(Self.same(original[n - 1], Self.step(n - 1)))
        #expect(cut.count == 10 + 3 * Self.inMemory)
        #expect(Self.same(cut[9], Self.step(9)))
        #expect(Self.same(cut[10], Self.step(100_000)))
        #expect(Self.same(cut[cut.count - 1], Self.step(100_000 + 3 * Self.inMemory - 1)))
        let rebuilt = Transcript(original.prefix(20))
        #expect(rebuilt.map(\.source) == (0..<20).map { Self.step($0).source } )
    }

    /// The compact form reads back exactly the text the steps had, whether a step is still in memory or in the file,
    /// by position, by iteration and in slices; a truncation inside the recent steps keeps the ones before it.
    @Test func compactStepsReadBackByteForByte() {
        let steps: [Transcript.Element] = [("", []), ("clock advance 1s", [""]), ("spotlight index a", ["index a: journaled"]),
                                           ("expect error spotlight show x", ["error: no item 'x'", "help: list them"]),
                                           ("screen", ["+--+", "|é|", "+--+"])]
        for threshold in [1, 16, 1 << 20] {
            var t = Transcript(bytesInMemory: threshold)
            for round in 0..<3 { for step in steps { t.append(source: step.source + "\(round)", output: step.output) } }
            #expect(t.count == 15)
            for (i, step) in t.enumerated() {
                let want = steps[i % 5]
                #expect(step.source == want.source + "\(i / 5)" && step.output == want.output)
                #expect(t[i].source == step.source && t[i].output == step.output)
            }
            #expect(Array(t[3..<6]).map(\.source) == ["expect error spotlight show x0", "screen0", "1"])
            t.removeSubrange(7...)
            t.append(("after", ["x"]))
            #expect(t.map(\.source) == ["0", "clock advance 1s0", "spotlight index a0", "expect error spotlight show x0", "screen0", "1",
                                        "clock advance 1s1", "after"])
        }
    }
}
