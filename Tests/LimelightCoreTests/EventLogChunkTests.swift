import Testing
@testable import LimelightCore

/// The event log's compact layout: records in fixed-size chunks, shared contexts, snapshots that never see later appends.
@Suite struct EventLogChunkTests {
    /// The event a plain array log would hold for append number `i` of `fill`.
    func expected(_ i: Int) -> Event {
        let instant = SimInstant(secondsSinceReferenceDate: Double(i / 7))
        let device: String? = i % 5 == 0 ? nil : "device-\(i % 3)"
        let app: String? = i % 11 == 0 ? nil : "com.app\(i % 4)"
        let kind = i % 13 == 0 ? "app.launched" : "spotlight.indexed"
        let tail = i % 2 == 0 ? "" : " in domain \"list.\(i % 9)\""
        return Event(sequence: i + 1, instant: instant, device: device, app: app, kind: kind, message: "héad-\(i)" + tail)
    }

    func fill(_ log: EventLog, _ range: Range<Int>) {
        for i in range {
            let e = expected(i)
            let tail = i % 2 == 0 ? "" : String(e.message.dropFirst("héad-\(i)".count))
            if tail.isEmpty {
                log.append(at: e.instant, device: e.device, app: e.app, kind: e.kind, e.message)
            } else {
                log.append(at: e.instant, device: e.device, app: e.app, kind: e.kind, head: "héad-\(i)", tail: tail)
            }
        }
    }

    @Test func eventsReadBackExactlyAcrossChunksAndContexts() {
        let log = EventLog()
        let total = 3 * EventLog.chunkSize + 17
        fill(log, 0..<total)
        let events = log.events
        #expect(events.count == total)
        for i in [0, 1, EventLog.chunkSize - 1, EventLog.chunkSize, EventLog.chunkSize + 1, 2 * EventLog.chunkSize, total - 1] {
            #expect(events[i] == expected(i), "event \(i)")
        }
        #expect(Array(events) == (0..<total).map(expected))
    }

    @Test func snapshotsIgnoreLaterAppendsAtEveryChunkBoundary() {
        let log = EventLog()
        var snapshots: [(Int, EventLog.Events)] = []
        let cuts = [0, 1, EventLog.chunkSize - 1, EventLog.chunkSize, EventLog.chunkSize + 1, 2 * EventLog.chunkSize]
        var done = 0
        for cut in cuts {
            fill(log, done..<cut)
            done = cut
            snapshots.append((cut, log.events))
        }
        fill(log, done..<(done + 100))
        for (cut, snapshot) in snapshots {
            #expect(snapshot.count == cut)
            #expect(Array(snapshot) == (0..<cut).map(expected), "snapshot at \(cut)")
        }
        #expect(log.events.count == done + 100)
        #expect(log.events.last == expected(done + 99))
    }

    @Test func kindFilterKeepsOrderOverManyContexts() {
        let log = EventLog()
        let total = EventLog.chunkSize + 500
        fill(log, 0..<total)
        let launched = log.events(ofKind: "app")
        #expect(launched == (0..<total).filter { $0 % 13 == 0 }.map(expected))
        #expect(log.events(ofKind: "spotlight").count == total - launched.count)
        #expect(log.events(ofKind: "spotlight.indexed").count == total - launched.count)
        #expect(log.events(ofKind: "spot").isEmpty)
        #expect(log.events(ofKind: "").isEmpty)
    }

    @Test func emptyLogAndEmptyMessages() {
        let log = EventLog()
        #expect(log.events.isEmpty && log.events(ofKind: "x").isEmpty)
        let t = SimInstant(secondsSinceReferenceDate: -5)
        log.append(at: t, device: nil, app: nil, kind: "k", "")
        log.append(at: t, device: nil, app: nil, kind: "k", head: "", tail: "")
        log.append(at: t, device: "", app: "", kind: "k", head: "", tail: "🙂")
        let events = Array(log.events)
        #expect(events.map(\.message) == ["", "", "🙂"])
        #expect(events[2].device == "" && events[2].app == "" && events[0].device == nil)
        #expect(events.map(\.sequence) == [1, 2, 3])
    }

    @Test func contextsStayExactPastTheInterningBoundAndForSignedZero() {
        let log = EventLog()
        // 3,000 distinct (instant, tail) pairs revisited out of order: more than the 1,024 recent contexts kept.
        var expected: [(Double, String)] = []
        for i in 0..<9_000 {
            let k = (i * 7_919) % 3_000
            expected.append((Double(k), " tail \(k % 1_500)"))
            log.append(at: SimInstant(secondsSinceReferenceDate: Double(k)), device: "d", app: nil, kind: "k",
                       head: "Ü\(i)", tail: " tail \(k % 1_500)")
        }
        log.append(at: SimInstant(secondsSinceReferenceDate: 0.0), device: nil, app: nil, kind: "z", "zero")
        log.append(at: SimInstant(secondsSinceReferenceDate: -0.0), device: nil, app: nil, kind: "z", "minus zero")
        let events = log.events
        for (i, (seconds, tail)) in expected.enumerated() {
            #expect(events[i].instant.secondsSinceReferenceDate == seconds && events[i].message == "Ü\(i)" + tail)
        }
        #expect(events[9_000].instant.secondsSinceReferenceDate.sign == .plus)
        #expect(events[9_001].instant.secondsSinceReferenceDate.sign == .minus && events[9_001].message == "minus zero")
    }

    /// A bulk step logs two contexts and two tails in turn: the last two are found without the dictionaries, and every
    /// event still reads back as appended (with a third context and tail between them, 1,500 distinct ones past the
    /// 1,024 the dictionaries keep, and a tail equal in text but another string object); the pair's tails are stored
    /// at most once more than before the dictionaries are cleared.
    @Test func twoContextsAndTailsInTurnAreFoundAgainAndStoredOnce() {
        let log = EventLog()
        var expected: [Event] = []
        let journaled = " via default index", indexed = String(" in domain ") + "\"list\""
        for i in 0..<6_000 {
            let instant = SimInstant(secondsSinceReferenceDate: Double(i / 2_000))
            var parts: [(String, String, String)] = [("spotlight.journaled", "#\(i)", journaled),
                                                     ("spotlight.indexed", "n\(i)", i % 3 == 0 ? String(decoding: Array(indexed.utf8), as: UTF8.self) : indexed)]
            if i % 4 == 1 { parts.insert(("other", "x\(i)", " tail \(i)"), at: 1) }
            for (kind, head, tail) in parts {
                log.append(at: instant, device: "phone", app: "com.example.notes", kind: kind, head: head, tail: tail)
                expected.append(Event(sequence: expected.count + 1, instant: instant, device: "phone", app: "com.example.notes",
                                      kind: kind, message: head + tail))
            }
        }
        #expect(Array(log.events) == expected)
        let storage = log.state.storage
        #expect(storage.tailTexts.filter { $0 == journaled }.count <= 2 && storage.tailTexts.filter { $0 == indexed }.count <= 2)
        #expect(storage.tailTexts.count <= 1_500 + 4 && storage.contexts.count <= 1_500 + 12, "\(storage.contexts.count) contexts")
    }

    @Test func longAndUnicodeHeadsReadBackByteForByte() {
        let log = EventLog()
        let t = SimInstant(secondsSinceReferenceDate: 1)
        let heads = [String(repeating: "long message ", count: 400), "e\u{301}", "é", "🙂‍↔️ zwj", "\0nul", ""]
        for _ in 0..<(EventLog.chunkSize / heads.count + 2) {
            for head in heads { log.append(at: t, device: nil, app: nil, kind: "k", head: head, tail: "!") }
        }
        for (i, event) in log.events.enumerated() {
            let head = heads[i % heads.count]
            #expect(Array(event.message.utf8) == Array((head + "!").utf8), "event \(i)")
        }
    }
}
