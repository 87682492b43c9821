extension LanguageServer {
    /// `limelight/fork {sessionId}`: a new session (a new worker) whose world is an independent copy of this one,
    /// carried over as a snapshot → `{sessionId, seed, state}`.
    func forkSession(_ params: SessionParams) throws -> JSONValue {
        let id = try session(params.sessionId)
        let snapshot = try call(id, ["op": "snapshot"], doing: "taking a snapshot to fork")["snapshot"] ?? .null
        return try startSession(["op": "load", "snapshot": snapshot, "encoding": .string(encoding.rawValue), "workspaceFolders": folders])
    }
}
