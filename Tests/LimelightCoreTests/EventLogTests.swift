import Testing
@testable import LimelightCore

@Suite struct EventLogTests {
    @Test func headAndTailReadBackAsOneMessageWithNamesAndSequence() {
        let log = EventLog()
        let t = SimInstant(secondsSinceReferenceDate: 10)
        log.append(at: t, device: "iphone", app: "com.a", kind: "spotlight.indexed", head: "task-1", tail: " in domain \"x\"")
        log.append(at: t, device: nil, app: nil, kind: "app.launched", "plain message")
        log.append(at: t, device: "iphone", app: "com.b", kind: "spotlight.indexed", head: "task-2", tail: " in domain \"x\"")
        let events = Array(log.events)
        #expect(events.count == 3)
        #expect(events[0] == Event(sequence: 1, instant: t, device: "iphone", app: "com.a", kind: "spotlight.indexed",
                                   message: "task-1 in domain \"x\""))
        #expect(events[1] == Event(sequence: 2, instant: t, device: nil, app: nil, kind: "app.launched", message: "plain message"))
        #expect(events[2].app == "com.b" && events[2].message == "task-2 in domain \"x\"" && events[2].sequence == 3)
    }

    @Test func eventsIsASnapshotAndKindFilterMatchesPrefixesOnly() {
        let log = EventLog()
        let t = SimInstant(secondsSinceReferenceDate: 0)
        log.append(at: t, device: nil, app: nil, kind: "spotlight.indexed", "a")
        let snapshot = log.events
        log.append(at: t, device: nil, app: nil, kind: "spotlightx", "b")
        log.append(at: t, device: nil, app: nil, kind: "spotlight", "c")
        #expect(snapshot.count == 1)
        #expect(log.events.count == 3)
        #expect(log.events(ofKind: "spotlight").map(\.message) == ["a", "c"])
        #expect(log.events(ofKind: "missing").isEmpty)
    }

    @Test func manyDistinctTailsStayExact() {
        let log = EventLog()
        let t = SimInstant(secondsSinceReferenceDate: 0)
        for i in 0..<3000 { log.append(at: t, device: "d", app: "a", kind: "k", head: "h\(i)", tail: " t\(i % 1500)") }
        let events = log.events
        #expect(events[0].message == "h0 t0")
        #expect(events[2999].message == "h2999 t1499")
        #expect(events.allSatisfy { $0.device == "d" && $0.app == "a" && $0.kind == "k" })
    }
}

/// `count(ofKind:)` agrees with filtering the events, after appends and after a restore, without reading the history.
@Suite struct EventLogCountTests {
    @Test func countsAgreeWithTheEventsAcrossAppendsAndRestores() {
        let log = EventLog()
        let kinds = ["app.launched", "app.task.created", "spotlight.indexed", "app", "apps.other"]
        for i in 0..<10_000 { log.append(at: Runtime.defaultStart, device: "d", app: nil, kind: kinds[i % kinds.count], "e\(i)") }
        func filtered(_ k: String) -> Int { log.events.filter { $0.kind == k || $0.kind.hasPrefix(k + ".") }.count }
        for k in ["app", "app.task", "spotlight", "apps", "nope", ""] { #expect(log.count(ofKind: k) == filtered(k), "\(k)") }
        let saved = log.state
        for i in 0..<100 { log.append(at: Runtime.defaultStart, device: nil, app: nil, kind: "app.launched", "more \(i)") }
        #expect(log.count(ofKind: "app") == filtered("app"))
        log.restore(saved)
        #expect(log.count(ofKind: "app") == filtered("app"))
        #expect(log.count(ofKind: nil) == 10_000)
    }
}
