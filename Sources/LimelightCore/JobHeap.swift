/// The scheduler's waiting jobs as a binary min-heap on (deadline, sequence): adding and taking the next job cost
/// O(log n), so running n due jobs is O(n log n) rather than the O(n²) of a sorted array's front removals.
///
/// The heap orders small trivial keys (deadline, sequence, slot); each job itself stays in its slot of `slots` until it
/// is taken, so sifting moves 24 bytes a level and retains and releases nothing (a job holds strings: moving whole jobs
/// through the heap cost a retain and a release per field at every level).
struct JobHeap {
    /// What the heap orders: a job's deadline and sequence, and the slot that holds it.
    private struct Key {
        var deadline: SimInstant
        var sequence: Int
        var slot: Int

        @inline(__always)
        func runsBefore(_ other: Key) -> Bool {
            deadline != other.deadline ? deadline < other.deadline : sequence < other.sequence
        }
    }

    private var keys: [Key] = []
    /// The waiting jobs by slot; nil slots are free and listed in `freeSlots`.
    private var slots: [ScheduledJob?] = []
    private var freeSlots: [Int] = []

    var count: Int { keys.count }
    /// The job that runs next.
    var first: ScheduledJob? { keys.first.flatMap { slots[$0.slot] } }
    /// The deadline and sequence of the job that runs next, read without copying the job.
    var firstKey: (deadline: SimInstant, sequence: Int)? { keys.first.map { ($0.deadline, $0.sequence) } }

    /// Adds a job.
    mutating func insert(_ job: ScheduledJob) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            slots[slot] = job
        } else {
            slot = slots.count
            slots.append(job)
        }
        keys.append(Key(deadline: job.deadline, sequence: job.sequence, slot: slot))
        var child = keys.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard keys[child].runsBefore(keys[parent]) else { break }
            keys.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the job that runs next.
    mutating func removeFirst() -> ScheduledJob? {
        guard !keys.isEmpty else { return nil }
        let top = keys[0]
        let last = keys.removeLast()
        if !keys.isEmpty {
            // Sift the last key down from the root.
            var parent = 0
            let n = keys.count
            while true {
                let left = 2 * parent + 1, right = left + 1
                var next = last
                var at = parent
                if left < n, keys[left].runsBefore(next) { next = keys[left]; at = left }
                if right < n, keys[right].runsBefore(next) { next = keys[right]; at = right }
                if at == parent { break }
                keys[parent] = next
                parent = at
            }
            keys[parent] = last
        }
        var job: ScheduledJob?
        swap(&job, &slots[top.slot])  // moved out, not copied
        if keys.isEmpty {
            // Nothing waits: the slot table starts over (it never grows past the most jobs waiting at once).
            slots.removeAll(keepingCapacity: true)
            freeSlots.removeAll(keepingCapacity: true)
        } else {
            freeSlots.append(top.slot)
        }
        return job
    }

    /// Every job in the order they will run.
    var ordered: [ScheduledJob] {
        keys.sorted { $0.runsBefore($1) }.compactMap { slots[$0.slot] }
    }
}
