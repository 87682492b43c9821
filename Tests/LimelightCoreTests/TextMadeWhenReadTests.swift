import Foundation
import Testing
@testable import LimelightCore

/// Labels and event heads made of words, formatted only when read, are the same values as the text they stand for.
@Suite struct TextMadeWhenReadTests {
    @Test func aLabelOfWordsIsItsTextEverywhere() throws {
        let apply = JobLabel("spotlight.apply", "com.example", number: 4)
        let completion = JobLabel("spotlight.completion", "com.example", "indexSearchableItems")
        #expect(apply.description == "spotlight.apply com.example #4")
        #expect(completion.description == "spotlight.completion com.example indexSearchableItems")
        #expect(JobLabel("spotlight.apply", "a", number: -12).description == "spotlight.apply a #-12")
        // Equal exactly when the text is, however it was made or split into words.
        #expect(apply == JobLabel("spotlight.apply com.example #4"))
        #expect(apply == "spotlight.apply com.example #4")
        #expect(JobLabel("a b", "c", "d") == JobLabel("a", "b c", "d"))
        #expect(JobLabel("a", "b", number: 1) == JobLabel("a", "b", "#1"))
        #expect(apply != JobLabel("spotlight.apply", "com.example", number: 5))
        #expect(completion != JobLabel("spotlight.completion", "com.example", "deleteAllSearchableItems"))
        #expect(Set([apply, JobLabel("spotlight.apply com.example #4"), completion]).count == 2)
        // Saved as its text, read back as text, still equal.
        let data = try JSONEncoder().encode([apply, completion])
        #expect(String(decoding: data, as: UTF8.self) == #"["spotlight.apply com.example #4","spotlight.completion com.example indexSearchableItems"]"#)
        #expect(try JSONDecoder().decode([JobLabel].self, from: data) == [apply, completion])
    }

    @Test func aJobScheduledWithWordsIsListedAndSavedAsText() throws {
        let s = Scheduler(start: SimInstant(secondsSinceReferenceDate: 0))
        s.schedule(at: SimInstant(secondsSinceReferenceDate: 5), label: JobLabel("spotlight.apply", "com.a", number: 7), job: .spotlightApply(device: "phone", entry: 7))
        #expect(s.pending.map(\.label) == ["spotlight.apply com.a #7"])
        let state = try #require(s.state)
        let json = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
        #expect(json.contains(#""label":"spotlight.apply com.a #7""#))
        let restored = Scheduler(state: try JSONDecoder().decode(SchedulerState.self, from: try JSONEncoder().encode(state)))
        #expect(restored.state == state)
    }

    @Test(arguments: [0, 7, 9, 10, 99, 100, 12_345, -1, -10, -987, Int.max, Int.min, Int.max - 1, Int.min + 1])
    func aWrittenNumberIsItsDecimalText(_ n: Int) {
        let log = EventLog()
        log.append(at: SimInstant(secondsSinceReferenceDate: 1), device: "phone", app: "com.a", kind: "spotlight.journaled", tail: " via default index") { head in
            head.write("#")
            head.write(n)
            head.write(" index 1 item [é]")
        }
        log.append(at: SimInstant(secondsSinceReferenceDate: 1), device: "phone", app: "com.a", kind: "spotlight.journaled",
                   head: "#" + String(n) + " index 1 item [é]", tail: " via default index")
        let events = log.events
        #expect(events.count == 2)
        #expect(events[0].message == "#\(n) index 1 item [é] via default index")
        #expect(events[0].message == events[1].message && events[0].kind == events[1].kind)
    }

    @Test func aWrittenHeadLeavesTheLogAsTheSameHeadAppendedAsText() throws {
        let t = SimInstant(secondsSinceReferenceDate: 3)
        let heads = ["", "a", "e\u{301}", String(repeating: "long ", count: 100), "🙂"]
        let written = EventLog(), appended = EventLog()
        for i in 0..<(EventLog.chunkSize + 17) {
            let head = heads[i % heads.count]
            written.append(at: t, device: "phone", app: nil, kind: "spotlight.indexed", tail: i % 2 == 0 ? "" : " tail") { $0.write(head); $0.write(i) }
            appended.append(at: t, device: "phone", app: nil, kind: "spotlight.indexed", head: head + String(i), tail: i % 2 == 0 ? "" : " tail")
        }
        #expect(written.state == appended.state)
        #expect(Array(written.events) == Array(appended.events))
        #expect(try CanonicalJSON.encoder.encode(written.state) == CanonicalJSON.encoder.encode(appended.state))
    }

    /// A data job runs on the performer registered for its key, the one found last time or a later registration.
    @Test func aDataJobRunsOnTheLatestPerformerRegisteredForItsKey() {
        final class Recorder: JobPerformer {
            var jobs: [SimulationJob] = []
            func perform(_ job: SimulationJob) { jobs.append(job) }
        }
        let s = Scheduler(start: SimInstant(secondsSinceReferenceDate: 0))
        let first = Recorder(), second = Recorder(), other = Recorder()
        s.register(first, as: JobPerformerKey(service: .spotlight, device: "phone"))
        s.register(other, as: JobPerformerKey(service: .spotlight, device: "pad"))
        s.schedule(at: SimInstant(secondsSinceReferenceDate: 0), label: "a", job: .spotlightApply(device: "phone", entry: 1))
        s.schedule(at: SimInstant(secondsSinceReferenceDate: 0), label: "b", job: .spotlightApply(device: "phone", entry: 2))
        s.schedule(at: SimInstant(secondsSinceReferenceDate: 0), label: "c", job: .spotlightApply(device: "pad", entry: 3))
        s.runDue()
        #expect(first.jobs == [.spotlightApply(device: "phone", entry: 1), .spotlightApply(device: "phone", entry: 2)])
        #expect(other.jobs == [.spotlightApply(device: "pad", entry: 3)])
        s.register(second, as: JobPerformerKey(service: .spotlight, device: "pad"))
        s.schedule(at: SimInstant(secondsSinceReferenceDate: 0), label: "d", job: .spotlightApply(device: "pad", entry: 4))
        s.runDue()
        #expect(second.jobs == [.spotlightApply(device: "pad", entry: 4)] && other.jobs.count == 1)
        s.register(second, as: JobPerformerKey(service: .spotlight, device: "phone"))
        s.schedule(at: SimInstant(secondsSinceReferenceDate: 0), label: "e", job: .spotlightApply(device: "phone", entry: 5))
        s.runDue()
        #expect(second.jobs.last == .spotlightApply(device: "phone", entry: 5) && first.jobs.count == 2)
    }
}

@Suite struct StringConcatenatingTests {
    @Test(arguments: [("", "", "", ""), ("a", "", "b", ""), ("index ", "n1", ": journaled", ""), ("é", "e\u{301}", "🙂", String(repeating: "x", count: 40)),
                      ("\0", "a\0b", "", "z")])
    func concatenatingIsPlus(_ a: String, _ b: String, _ c: String, _ d: String) {
        let made = String(concatenating: a, b, c, d)
        #expect(made == a + b + c + d)
        #expect(Array(made.utf8) == Array((a + b + c + d).utf8))
        #expect(String(concatenating: a, b, c) == a + b + c)
    }

    @Test func aSubstringsTextIsCopiedToo() {
        let whole = "prefix-identifier-suffix"
        let part = String(whole.dropFirst(7).dropLast(7))  // a native copy, and a bridged-free slice's text
        #expect(String(concatenating: "index ", part, ": journaled") == "index identifier: journaled")
    }
}
