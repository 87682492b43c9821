import Foundation
import Testing
@testable import LimelightCore

/// `EventLog.appendRun`: a run of events sharing one context leaves the log exactly as appending them one by one
/// (events, counts, snapshot JSON and digest alike), wherever the run starts and however many chunks it spans.
@Suite struct EventLogRunTests {
    let t = SimInstant(secondsSinceReferenceDate: 42)

    /// A log with `before` plain events, then `count` events of one context, by a run or one by one, then one more.
    func log(before: Int, count: Int, run: Bool, heads: (Int) -> String = { "item-\($0)" }) -> EventLog {
        let log = EventLog()
        for i in 0..<before { log.append(at: t, device: "phone", app: i % 3 == 0 ? nil : "com.a", kind: "spotlight.indexed", head: "n\(i)", tail: " in domain \"list\"") }
        let tail = " by domain \"list.3\""
        if run {
            log.appendRun(at: t, device: "phone", app: "com.a", kind: "spotlight.deleted", heads: (0..<count).map(heads), tail: tail)
        } else {
            for i in 0..<count { log.append(at: t, device: "phone", app: "com.a", kind: "spotlight.deleted", head: heads(i), tail: tail) }
        }
        log.append(at: t + .seconds(1), device: nil, app: nil, kind: "clock.advanced", "after")
        return log
    }

    func digest(_ state: EventLogState, _ mode: DigestFormMode) throws -> Data {
        try CanonicalJSON.makeEncoder(digestForm: mode).encode(state)
    }

    @Test(arguments: [(0, 1), (0, 10_000), (5, EventLog.chunkSize - 5), (4_000, 10_000), (EventLog.chunkSize, 3), (1, 0)])
    func aRunIsTheEventsAppendedOneByOne(before: Int, count: Int) throws {
        let run = log(before: before, count: count, run: true)
        let single = log(before: before, count: count, run: false)
        #expect(run.events.count == before + count + 1)
        #expect(Array(run.events) == Array(single.events))
        #expect(run.state == single.state)
        #expect(run.count(ofKind: "spotlight.deleted") == count && run.count(ofKind: "spotlight") == before + count)
        // The digest of a run equals the digest of the same events appended one by one, remembered or from scratch.
        #expect(try digest(run.state, .remembered) == digest(single.state, .fromScratch))
        #expect(try digest(run.state, .fromScratch) == digest(single.state, .remembered))
        // The snapshot's JSON of the log is the same bytes.
        #expect(try CanonicalJSON.encoder.encode(run.state) == CanonicalJSON.encoder.encode(single.state))
        #expect(try run.state.chunkJSON() == single.state.chunkJSON())
        let decoded = try JSONDecoder().decode(EventLogState.self, from: try CanonicalJSON.encoder.encode(run.state))
        #expect(decoded == single.state)
    }

    @Test func runHeadsReadBackByteForByteAndAppendsAfterARunContinueTheLog() {
        let heads = ["e\u{301}", "é", "🙂‍↔️ zwj", "", String(repeating: "long ", count: 300), "\0nul"]
        let n = 2 * EventLog.chunkSize + 11
        let run = log(before: 7, count: n, run: true) { heads[$0 % heads.count] + "\($0)" }
        let events = run.events
        for i in 0..<n {
            #expect(Array(events[7 + i].message.utf8) == Array((heads[i % heads.count] + "\(i) by domain \"list.3\"").utf8))
        }
        #expect(events.last?.message == "after" && events.last?.sequence == 7 + n + 1)
    }

    @Test func aCapturedStateDoesNotSeeALaterRun() throws {
        let log = log(before: EventLog.chunkSize - 2, count: 0, run: true)
        let captured = log.state
        let capturedDigest = try digest(captured, .remembered)
        log.appendRun(at: t, device: nil, app: nil, kind: "k", heads: (0..<5_000).map { "h\($0)" }, tail: "")
        #expect(captured.events.count == EventLog.chunkSize - 1)
        #expect(try digest(captured, .fromScratch) == capturedDigest)
        #expect(log.events.count == EventLog.chunkSize + 4_999 && log.events[EventLog.chunkSize + 4_998].message == "h4999")
        log.restore(captured)
        #expect(log.events.count == EventLog.chunkSize - 1 && log.state == captured)
    }
}
