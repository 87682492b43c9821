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
}
