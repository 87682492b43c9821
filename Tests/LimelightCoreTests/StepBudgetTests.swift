import Testing
@testable import LimelightCore

/// One step runs a bounded number of scheduled jobs; past it the clock stops between two jobs and says where.
@Suite struct StepBudgetTests {
    @Test func anAdvanceStopsAtTheJobBudget() throws {
        let start = SimInstant(secondsSinceReferenceDate: 0)
        let scheduler = Scheduler(start: start)
        scheduler.jobsPerStep = 10
        var ran = 0
        func tick() {
            ran += 1
            scheduler.schedule(after: .seconds(1), label: "tick") { tick() }
        }
        scheduler.schedule(after: .seconds(1), label: "tick") { tick() }
        scheduler.advance(by: .seconds(100))
        #expect(ran == 10)
        #expect(scheduler.now == SimInstant(secondsSinceReferenceDate: 10))
        let stop = try #require(scheduler.takeStop())
        #expect(stop == StepBudgetStop(jobs: 10, stoppedAt: SimInstant(secondsSinceReferenceDate: 10), target: SimInstant(secondsSinceReferenceDate: 100)))
        #expect(scheduler.takeStop() == nil)
        // The next step goes on from where the clock stopped.
        scheduler.advance(by: .seconds(5))
        #expect(ran == 15 && scheduler.takeStop() == nil)
    }

    @Test func jobsAtOneInstantAreBoundedToo() {
        let scheduler = Scheduler(start: SimInstant(secondsSinceReferenceDate: 0))
        scheduler.jobsPerStep = 50
        var ran = 0
        func again() { ran += 1; scheduler.schedule(after: .seconds(0), label: "again") { again() } }
        scheduler.schedule(after: .seconds(0), label: "again") { again() }
        scheduler.runDue()
        #expect(ran == 50)
        #expect(scheduler.takeStop()?.jobs == 50)
    }
}
