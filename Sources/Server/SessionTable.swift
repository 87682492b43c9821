/// The open sessions' workers by session id (`s1`, `s2`, …: ids are never reused).
struct SessionTable {
    private var workers: [String: WorkerChannel] = [:]
    private var nextNumber = 1

    /// The worker of a session, nil when there is none; setting nil forgets it.
    subscript(id: String) -> WorkerChannel? {
        get { workers[id] }
        set { workers[id] = newValue }
    }

    /// How many sessions are open.
    var count: Int { workers.count }

    /// The open sessions' ids in the order they were opened.
    var ids: [String] { workers.keys.sorted(by: LanguageServer.sessionOrder) }

    /// The id the next session gets.
    mutating func nextID() -> String {
        defer { nextNumber += 1 }
        return "s\(nextNumber)"
    }
}
