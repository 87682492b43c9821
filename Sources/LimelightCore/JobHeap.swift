/// The scheduler's waiting jobs as a binary min-heap on (deadline, sequence): adding and taking the next job cost
/// O(log n), so running n due jobs is O(n log n) rather than the O(n²) of a sorted array's front removals.
struct JobHeap {
    private(set) var items: [ScheduledJob] = []

    var count: Int { items.count }
    /// The job that runs next.
    var first: ScheduledJob? { items.first }

    private static func runsBefore(_ a: ScheduledJob, _ b: ScheduledJob) -> Bool {
        a.deadline != b.deadline ? a.deadline < b.deadline : a.sequence < b.sequence
    }

    /// Adds a job.
    mutating func insert(_ job: ScheduledJob) {
        items.append(job)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.runsBefore(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the job that runs next.
    mutating func removeFirst() -> ScheduledJob? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let job = items.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var next = parent
            if left < items.count, Self.runsBefore(items[left], items[next]) { next = left }
            if right < items.count, Self.runsBefore(items[right], items[next]) { next = right }
            if next == parent { break }
            items.swapAt(parent, next)
            parent = next
        }
        return job
    }

    /// Every job in the order they will run.
    var ordered: [ScheduledJob] { items.sorted(by: Self.runsBefore) }
}
