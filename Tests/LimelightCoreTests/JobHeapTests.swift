import Testing
@testable import LimelightCore

@Suite struct JobHeapTests {
    @Test(arguments: [1, 2, 3, 17, 500])
    func jobsRunInDeadlineThenSequenceOrderWhateverTheInsertionOrder(count: Int) {
        let s = Scheduler(start: SimInstant(secondsSinceReferenceDate: 0))
        var random = SeededRandom(seed: UInt64(count))
        var expected: [(Double, Int)] = []
        var ran: [Int] = []
        var cancelled: Set<Int> = []
        for i in 0..<count {
            let deadline = Double(random.next() % 10)
            let token = s.schedule(at: SimInstant(secondsSinceReferenceDate: deadline), label: "j\(i)") { ran.append(i) }
            if random.next() % 5 == 0 { s.cancel(token); cancelled.insert(i) } else { expected.append((deadline, i)) }
        }
        #expect(s.pendingCount == expected.count)
        #expect(s.pending.map(\.label) == expected.sorted { $0 < $1 }.map { "j\($0.1)" })
        s.advance(by: .seconds(10))
        #expect(ran == expected.sorted { $0 < $1 }.map(\.1))
        #expect(s.pendingCount == 0)
    }

    /// Jobs taken while others are added (slots freed and reused, the slot table emptied and started over) come out in
    /// (deadline, sequence) order, each exactly once, as a sorted list of the same jobs gives them.
    @Test func interleavedAddsAndTakesKeepTheOrderAndEveryJob() {
        var heap = JobHeap()
        var reference: [ScheduledJob] = []
        var random = SeededRandom(seed: 7)
        var sequence = 0
        for round in 0..<2_000 {
            if reference.isEmpty || random.next() % 3 != 0 {
                let job = ScheduledJob(deadline: SimInstant(secondsSinceReferenceDate: Double(random.next() % 50)), sequence: sequence,
                                       label: "job \(sequence)", job: .spotlightApply(device: "d", entry: sequence + 1))
                sequence += 1
                heap.insert(job)
                reference.append(job)
            } else {
                reference.sort { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }
                let want = reference.removeFirst()
                #expect(heap.first == want)
                let got = heap.removeFirst()
                if got != want { Issue.record("round \(round): took \(String(describing: got)), expected \(want)"); return }
            }
            #expect(heap.count == reference.count)
        }
        #expect(heap.ordered == reference.sorted { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) })
        while let job = heap.removeFirst() { #expect(job == reference.sorted { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }.first); reference.removeAll { $0 == job } }
        #expect(reference.isEmpty && heap.count == 0 && heap.first == nil)
    }
}
