import LimelightCore
import SimulatorKit

/// Going back and branching: `undo`, `checkpoint`, `rewind` and `fork` restore a world captured as a value
/// (`WorldState`) and replay only the steps after it, if any (Docs/Snapshots.md).
extension Session {
    /// The most checkpoints a session keeps.
    public static let maximumCheckpoints = 1_000
    /// The longest checkpoint name, in characters.
    public static let maximumCheckpointName = 100

    /// Keeps the world as it is before a step, for `undo` (the oldest kept world goes once there are `undoDepth`).
    func rememberWorldBeforeStep() {
        if let last = recentWorlds.last, last.steps == transcript.count { recentWorlds.removeLast() }
        guard let world = simulation.state else { return }
        if recentWorlds.count >= undoDepth { recentWorlds.removeFirst(recentWorlds.count - undoDepth + 1) }
        recentWorlds.append(SessionCheckpoint(name: "", steps: transcript.count, world: world))
    }

    /// A fresh session whose world is this one's after the first `count` transcript steps: built from the latest
    /// captured world at or before that step, then the steps after it replayed (all of them when none was captured).
    /// Throws when a step does not replay as recorded.
    func rebuilt(steps count: Int) throws -> Session {
        let marks = (checkpoints + recentWorlds).filter { $0.world != nil && $0.steps <= count && $0.steps <= transcript.count }
        guard let mark = marks.max(by: { $0.steps < $1.steps }), let world = mark.world else {
            return try replaying(Array(transcript.prefix(count)), seed: seed)
        }
        let fresh = Session(seed: seed, catalog: catalog, registry: registry)
        fresh.snapshotFiles = snapshotFiles
        fresh.simulation = try Simulation(restoring: world, catalog: catalog)
        fresh.transcript = Array(transcript.prefix(mark.steps))
        for number in mark.steps..<count {
            let step = transcript[number]
            let outcome = fresh.execute(step.source)
            if outcome.failed || outcome.output != step.output {
                throw SnapshotError("step \(number + 1) ('\(step.source)') did not replay as recorded",
                                    suggestion: "the snapshot was made by another version of Limelight or edited; record it again")
            }
        }
        return fresh
    }

    /// Takes over another session's world (with the handles and engines it holds), transcript and seed; checkpoints and
    /// kept worlds after its last step are dropped.
    func adopt(_ other: Session) {
        simulation = other.simulation
        seed = other.seed
        transcript = other.transcript
        transcriptRevision += 1
        checkpoints = checkpoints.filter { $0.steps <= transcript.count }
        recentWorlds = recentWorlds.filter { $0.steps <= transcript.count }
    }

    /// An independent copy of this world (same seed, same steps, same digest): changes to one never show in the other.
    public func fork() throws -> Session {
        let copy = try rebuilt(steps: transcript.count)
        copy.checkpoints = checkpoints
        copy.undoDepth = undoDepth
        return copy
    }

    /// Takes back the last step; returns it, or nil when there is none.
    @discardableResult
    public func undo() throws -> String? {
        guard let last = transcript.last else { return nil }
        adopt(try rebuilt(steps: transcript.count - 1))
        return last.source
    }

    /// Names the world as it is now (a name used before moves to now).
    public func checkpoint(_ name: String) throws {
        guard !name.isEmpty, name.count <= Self.maximumCheckpointName else {
            throw SnapshotError("a checkpoint name has 1 to \(Self.maximumCheckpointName) characters, this one has \(name.count)")
        }
        checkpoints.removeAll { $0.name == name }
        guard checkpoints.count < Self.maximumCheckpoints else {
            throw SnapshotError("this session already has \(Self.maximumCheckpoints) checkpoints, the most it keeps",
                                suggestion: "reuse a name ('checkpoint NAME' moves it), or 'reset'")
        }
        checkpoints.append(SessionCheckpoint(name: name, steps: transcript.count, world: simulation.state))
    }

    /// Goes back to the world of checkpoint `name`; returns how many steps were taken back.
    public func rewind(to name: String) throws -> Int {
        guard let mark = checkpoints.first(where: { $0.name == name }) else {
            let known = checkpoints.map(\.name)
            throw SnapshotError("no checkpoint named '\(name)'",
                                suggestion: known.isEmpty ? "make one with 'checkpoint \(name)'" : "known checkpoints: " + known.joined(separator: ", "))
        }
        let undone = transcript.count - mark.steps
        if undone > 0 { adopt(try rebuilt(steps: mark.steps)) }
        return undone
    }
}
