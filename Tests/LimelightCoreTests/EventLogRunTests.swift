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

    // MARK: - Lent runs: heads kept as values, written when read

    /// Heads `prefix0`, `prefix1`, … given in batches of `batch` (a source as a delete's identifiers are).
    struct Heads: EventHeadSource {
        var count: Int
        var batch = 7
        var head: @Sendable (Int) -> String = { "item-\($0)" }
        func withHeads(in range: Range<Int>, _ body: (UnsafeBufferPointer<String>) -> Void) {
            var start = range.lowerBound
            while start < range.upperBound {
                let end = Swift.min(start + batch, range.upperBound)
                (start..<end).map(head).withUnsafeBufferPointer(body)
                start = end
            }
        }
    }

    /// `log(before:count:run:)` with the run lent, then `after` more events.
    func lentLog(before: Int, source: Heads, after: Int = 1) -> EventLog {
        let log = EventLog()
        for i in 0..<before { log.append(at: t, device: "phone", app: i % 3 == 0 ? nil : "com.a", kind: "spotlight.indexed", head: "n\(i)", tail: " in domain \"list\"") }
        log.appendRun(at: t, device: "phone", app: "com.a", kind: "spotlight.deleted", tail: " by domain \"list.3\"", lending: source)
        for i in 0..<after { log.append(at: t + .seconds(1), device: nil, app: nil, kind: "clock.advanced", i == 0 ? "after" : "after \(i)") }
        return log
    }

    @Test(arguments: [(0, 1), (0, 10_000), (5, EventLog.chunkSize - 5), (4_000, 10_000), (EventLog.chunkSize, 3), (1, 0)])
    func aLentRunIsTheEventsAppendedOneByOne(before: Int, count: Int) throws {
        for after in [0, 1, 5] {
            let lent = lentLog(before: before, source: Heads(count: count), after: after)
            let single = lentLog(before: before, source: Heads(count: 0), after: 0)
            for i in 0..<count { single.append(at: t, device: "phone", app: "com.a", kind: "spotlight.deleted", head: "item-\(i)", tail: " by domain \"list.3\"") }
            for i in 0..<after { single.append(at: t + .seconds(1), device: nil, app: nil, kind: "clock.advanced", i == 0 ? "after" : "after \(i)") }
            #expect(lent.events.count == before + count + after)
            #expect(try digest(lent.state, .fromScratch) == digest(single.state, .fromScratch), "after \(after)")
            #expect(Array(lent.events) == Array(single.events))
            #expect(lent.state == single.state)
            #expect(try CanonicalJSON.encoder.encode(lent.state) == CanonicalJSON.encoder.encode(single.state))
            #expect(try digest(lent.state, .remembered) == digest(single.state, .remembered))
        }
    }

    @Test func aSecondLentRunWritesTheFirstOutAndBothReadBack() {
        let log = lentLog(before: 3, source: Heads(count: 5_000, batch: 100), after: 0)
        log.appendRun(at: t, device: nil, app: "com.b", kind: "spotlight.deleted", tail: " by deleteAllSearchableItems",
                      lending: Heads(count: 3_000, batch: 1_000) { "b\($0)" })
        let events = Array(log.events)
        #expect(events.count == 8_003)
        #expect(events[3].message == "item-0 by domain \"list.3\"" && events[5_002].message == "item-4999 by domain \"list.3\"")
        #expect(events[5_003].message == "b0 by deleteAllSearchableItems" && events[8_002].message == "b2999 by deleteAllSearchableItems")
        #expect(events[5_003].app == "com.b" && events[5_003].device == nil)
    }

    @Test func aCaptureTakenBeforeTheHeadsAreReadReadsTheSameOnManyThreads() async throws {
        let heads = ["e\u{301}", "é", "🙂‍↔️ zwj", "", String(repeating: "long ", count: 300), "\0nul"]
        let log = lentLog(before: 10, source: Heads(count: 9_000, batch: 64) { heads[$0 % 6] + "\($0)" }, after: 0)
        let captured = log.state
        log.append(at: t, device: nil, app: nil, kind: "k", "later")  // writes the tail chunk's heads into the live log
        let expected = (0..<9_000).map { heads[$0 % 6] + "\($0) by domain \"list.3\"" }
        let readings = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<4 { group.addTask { captured.events.dropFirst(10).map(\.message) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(readings.count == 4 && readings.allSatisfy { $0 == expected })
        #expect(Array(log.events.dropFirst(10).prefix(9_000)).map(\.message) == expected && log.events.last?.message == "later")
        log.restore(captured)
        #expect(log.events.count == 9_010 && log.state == captured)
    }
}
