import Testing
@testable import LimelightCore

@Suite struct SchedulerTests {
    @Test func jobsRunInDeadlineThenSequenceOrder() {
        let s = Scheduler(start: SimInstant(secondsSinceReferenceDate: 0))
        var ran: [String] = []
        s.schedule(at: SimInstant(secondsSinceReferenceDate: 10), label: "b") { ran.append("b") }
        s.schedule(at: SimInstant(secondsSinceReferenceDate: 5), label: "a") { ran.append("a") }
        s.schedule(at: SimInstant(secondsSinceReferenceDate: 10), label: "c") { ran.append("c") }
        s.advance(by: .seconds(9))
        #expect(ran == ["a"])
        s.advance(by: .seconds(1))
        #expect(ran == ["a", "b", "c"])
    }

    @Test func timeMovesOnlyWhenToldAndJobsSeeTheirOwnDeadline() {
        let s = Scheduler(start: SimInstant(secondsSinceReferenceDate: 100))
        var seen: [Double] = []
        s.schedule(after: .minutes(15), label: "tick") { seen.append(s.now.secondsSinceReferenceDate) }
        s.runDue()
        #expect(seen.isEmpty)
        #expect(s.now.secondsSinceReferenceDate == 100)
        s.advance(by: .days(1))
        #expect(seen == [100 + 900])
        #expect(s.now.secondsSinceReferenceDate == 100 + 86_400)
    }

    @Test func jobsScheduledByJobsForNowAlsoRun() {
        let s = Scheduler(start: SimInstant(secondsSinceReferenceDate: 0))
        var ran: [Int] = []
        s.schedule(after: .seconds(0), label: "outer") {
            ran.append(1)
            s.schedule(after: .seconds(0), label: "inner") { ran.append(2) }
        }
        s.runDue()
        #expect(ran == [1, 2])
    }

    @Test func cancelledJobsDoNotRun() {
        let s = Scheduler(start: SimInstant(secondsSinceReferenceDate: 0))
        var ran = false
        let token = s.schedule(after: .seconds(1), label: "x") { ran = true }
        s.cancel(token)
        s.advance(by: .seconds(2))
        #expect(!ran)
        #expect(s.pendingCount == 0)
    }
}

@Suite struct RandomAndIdentifierTests {
    @Test func sameSeedSameSequence() {
        var a = SeededRandom(seed: 7), b = SeededRandom(seed: 7), c = SeededRandom(seed: 8)
        let xs = (0..<5).map { _ in a.next() }
        #expect(xs == (0..<5).map { _ in b.next() })
        #expect(xs != (0..<5).map { _ in c.next() })
    }

    @Test func uuidsAreDeterministicAndWellFormed() {
        var g1 = IdentifierGenerator(seed: 1), g2 = IdentifierGenerator(seed: 1)
        let u = g1.uuid()
        #expect(u == g2.uuid())
        #expect(u.count == 36)
        #expect(u.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
        #expect(Array(u)[14] == "4")
        #expect(g1.uuid() != u)
    }
}
