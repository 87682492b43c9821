import LimelightCore
import SimulatorKit

/// Going back and branching: `undo`, `checkpoint`, `rewind` and `fork` restore a world captured as a value
/// (`WorldState`) and replay only the steps after it, if any (Docs/Snapshots.md).
extension Session {
    /// The app-model bytes a kept world may encode before the session keeps worlds less often than every step (64 KiB).
    static let captureBudget = 64 << 10

    /// How many steps apart a scenario run and the piped REPL keep worlds (with `undoDepth` 32: the last 2,048 steps).
    public static let unattendedSpacing = 64

    /// Keeps worlds as a session nobody watches step by step needs them: one every `unattendedSpacing` steps, the last
    /// 32, so `undo` restores one and replays fewer than `unattendedSpacing` steps instead of the whole session.
    public func keepWorldsUnattended() {
        undoDepth = 32
        captureSpacing = Self.unattendedSpacing
    }

    /// The most checkpoints a session keeps.
    public static let maximumCheckpoints = 1_000
    /// The longest checkpoint name, in characters.
    public static let maximumCheckpointName = 100

    /// Keeps the world as it is before a step, for `undo` (the oldest kept world goes once there are `undoDepth`).
    func rememberWorldBeforeStep() {
        if let last = recentWorlds.last, last.steps == transcript.count { recentWorlds.removeLast() }
        stepsSinceCapture = 0
        guard let world = simulation.state else { return }
        captureBytes = world.devices.reduce(0) { sum, device in sum + device.apps.reduce(0) { $0 + $1.data.encodedBytes } }
        if recentWorlds.count >= undoDepth { recentWorlds.removeFirst(recentWorlds.count - undoDepth + 1) }
        recentWorlds.append(SessionCheckpoint(name: "", steps: transcript.count, world: world))
    }

    /// The latest kept world at or before transcript step `count` (the current one when `count` is the end, unless
    /// the current world is not one to go back to, as in the middle of an interrupted step).
    private func latestWorld(upTo count: Int, includingCurrent: Bool = true) throws -> SessionCheckpoint? {
        if includingCurrent, count == transcript.count, let now = simulation.state { return SessionCheckpoint(name: "", steps: count, world: now) }
        let loaded = loadedWorld.map { [$0.mark] } ?? []
        let found = (checkpoints + recentWorlds + loaded).filter { $0.world != nil && $0.steps <= count && $0.steps <= transcript.count }
            .max { $0.steps < $1.steps }
        try checkGoingPastLoad(to: found?.steps ?? 0)
        return found
    }

    /// Refuses to rebuild a world from before the loaded one (at `steps`) by replaying steps, unless replaying the
    /// loaded snapshot's steps makes the loaded world: a snapshot's world need not be the one its steps make, and the
    /// world after the load is the loaded one, never the steps'.
    private func checkGoingPastLoad(to steps: Int) throws {
        guard var loaded = loadedWorld, steps < loaded.mark.steps, !loaded.stepsMakeIt else { return }
        let replayed = try? replaying(Array(transcript.prefix(loaded.mark.steps)), seed: seed)
        guard let replayed, replayed.simulation.state == loaded.mark.world else {
            throw SnapshotError("the world of step \(loaded.mark.steps) was loaded from \(loaded.file), and its steps do not make that world; going back past the load would give a world the steps make, not the loaded one",
                                suggestion: "go back at most to the load (step \(loaded.mark.steps)), or 'snapshot load \(loaded.file)' again")
        }
        loaded.stepsMakeIt = true
        loadedWorld = loaded
    }

    /// A fresh session whose world is this one's after the first `count` transcript steps: built from the latest
    /// kept world at or before that step, then the steps after it replayed (all of them when none was kept). Throws
    /// when a step does not replay as recorded.
    func rebuilt(steps count: Int) throws -> Session {
        guard let mark = try latestWorld(upTo: count), let world = mark.world else {
            return try replaying(Array(transcript.prefix(count)), seed: seed)
        }
        let fresh = try Session(restoring: world, seed: seed, catalog: catalog, registry: registry)
        fresh.snapshotFiles = snapshotFiles
        fresh.transcript = Transcript(transcript.prefix(mark.steps))
        fresh.redeclareInvariants()
        try fresh.replay(Array(transcript[mark.steps..<count]), from: mark.steps)
        return fresh
    }

    /// Makes this session's world the one after its first `count` transcript steps and drops the later steps, in place
    /// (the transcript is not copied): the latest kept world at or before that step is restored and the steps after it
    /// replayed. On any error the session is left exactly as it was.
    func goBack(to count: Int, includingCurrent: Bool = true) throws {
        guard let mark = try latestWorld(upTo: count, includingCurrent: includingCurrent), let world = mark.world else {
            adopt(try replaying(Array(transcript.prefix(count)), seed: seed))
            return
        }
        let restored = try Simulation(restoringCaptured: world, catalog: catalog)  // a kept world or a validated load
        let removed = Array(transcript[mark.steps...])
        let previous = (simulation, invariants)
        simulation = restored
        transcript.removeSubrange(mark.steps...)
        invariants.removeAll { ($0.declaredAtStep ?? 0) >= mark.steps }
        do {
            try replay(Array(removed.prefix(count - mark.steps)), from: mark.steps)
        } catch {
            (simulation, invariants) = previous
            transcript.removeSubrange(mark.steps...)
            transcript.append(contentsOf: removed)
            throw error
        }
        transcriptRevision += 1
        dropWorlds(after: transcript.count)
    }

    /// Drops the checkpoints and kept worlds after step `kept` (steps taken back). They hold the tables they copied, so
    /// they are let go of on a background queue, not here (`DeferredRelease`: freeing them was most of a rewind's time
    /// at 100,000 items).
    private func dropWorlds(after kept: Int) {
        DeferredRelease.release((checkpoints.filter { $0.steps > kept }, recentWorlds.filter { $0.steps > kept }))
        checkpoints.removeAll { $0.steps > kept }
        recentWorlds.removeAll { $0.steps > kept }
    }

    /// Runs transcript steps again (the first being step `first + 1`), checking each prints what it printed; keeps no
    /// worlds for undo while it does. Replaying never acts outside the world: every file access is refused while it
    /// runs (a step that would read or write one does not replay as recorded), and what steps ask of the host (write a
    /// file, start recording) is dropped.
    func replay(_ steps: [(source: String, output: [String])], from first: Int) throws {
        let depth = undoDepth, files = snapshotFiles, writing = beforeWritingFiles
        undoDepth = 0
        snapshotFiles = SnapshotFiles(root: nil, refusal: "replaying steps reads and writes no files")
        beforeWritingFiles = { throw CommandError("replaying steps writes no files", range: nil) }
        defer { (undoDepth, snapshotFiles, beforeWritingFiles) = (depth, files, writing) }
        for (offset, step) in steps.enumerated() {
            let outcome = execute(step.source)
            if outcome.failedApartFromInvariants || outcome.scenarioOutput != step.output {
                throw SnapshotError("step \(first + offset + 1) ('\(step.source)') did not replay as recorded",
                                    suggestion: "the snapshot was made by another version of Limelight or edited; record it again")
            }
        }
    }

    /// Takes over another session's world (with the handles and engines it holds), transcript, invariants and seed;
    /// checkpoints and kept worlds after its last step are dropped.
    func adopt(_ other: Session) {
        simulation = other.simulation
        seed = other.seed
        transcript = other.transcript
        invariants = other.invariants
        transcriptRevision += 1
        dropWorlds(after: transcript.count)
    }

    /// An independent copy of this world (same seed, same steps, same digest): changes to one never show in the other.
    public func fork() throws -> Session {
        let copy = try rebuilt(steps: transcript.count)
        copy.checkpoints = checkpoints
        copy.loadedWorld = loadedWorld
        copy.undoDepth = undoDepth
        return copy
    }

    /// What `undo` took back: the last step that changed the world, and the steps after it that changed nothing.
    public struct UndoneSteps: Equatable, Sendable {
        /// The step taken back.
        public var step: String
        /// The later steps that changed nothing (`clock show`, `spotlight list`), taken back with it, oldest first.
        public var unchanged: [String] = []
        /// Set when no kept step changed the world: only the last step was taken back, and it changed nothing.
        public var changedNothing = false
    }

    /// Takes back the last step that changed the world, with the steps after it that changed nothing (as an editor's
    /// undo skips selections): a step changed nothing when the world kept before it equals the world now. Where no
    /// world was kept before a step (the REPL and editors keep one before each of the last `undoDepth` steps; scenario
    /// runs and the piped REPL keep them `captureSpacing` steps apart, which tells nothing about single steps), the step
    /// counts as a change. Returns nil when there is no step.
    @discardableResult
    public func undo() throws -> UndoneSteps? {
        guard !transcript.isEmpty else { return nil }
        var target = transcript.count - 1
        var unchanged: [String] = []
        // Only worlds kept before every step tell which steps changed nothing; spaced ones only spare replaying.
        if captureSpacing == 1, let now = simulation.state {
            let kept = Dictionary(recentWorlds.compactMap { mark in mark.world.map { (mark.steps, $0) } }, uniquingKeysWith: { _, b in b })
            while target >= 0, let before = kept[target], before == now {
                unchanged.insert(transcript[target].source, at: 0)
                target -= 1
            }
        }
        if target < 0 {  // nothing kept changed the world: take back the last step alone
            let last = transcript[transcript.count - 1].source
            try goBack(to: transcript.count - 1)
            return UndoneSteps(step: last, changedNothing: true)
        }
        let step = transcript[target].source
        try goBack(to: target)
        return UndoneSteps(step: step, unchanged: unchanged)
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
        if undone > 0 { try goBack(to: mark.steps) }
        return undone
    }
}
