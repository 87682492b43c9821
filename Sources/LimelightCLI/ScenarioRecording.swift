import Foundation
import LimelightCore
import ScenarioKit
import Script

/// A `record FILE` in progress: the file always holds the session so far as a scenario that replays green.
///
/// It is written whole (atomically) when recording starts and whenever the transcript changed other than by growing
/// (an undo, a rewind, a reset, a load); otherwise each new step is appended with one write, so recording a long
/// session costs time linear in its length (rewriting the whole file after every step made it quadratic). A failed
/// append (a full disk) is cut back to the last whole step, so the file stays a whole scenario, and is reported; the
/// next step rewrites the file whole (atomically: the old file stays if that fails too). While it records, the
/// recording holds `RecordingLock` on the file, so another session cannot record to it or `save` over it.
final class ScenarioRecording {
    /// The file being recorded to.
    let path: String
    /// Whether `--force` allowed replacing a file Limelight did not record.
    let force: Bool
    private var descriptor: Int32 = -1
    private var recordedSteps = 0
    private var revision = 0
    /// The file's size after the last write: a different size means someone else changed it.
    private var writtenSize: off_t = 0
    /// The lock on the file, held from the first write until the recording ends.
    private var lock: RecordingLock?

    /// Creates a recording of `path`; nothing is written until `update`.
    init(path: String, force: Bool) {
        self.path = path
        self.force = force
    }

    deinit { finish() }

    /// Brings the file up to date with `session`'s transcript; throws (naming the file and the reason) when a write fails.
    func update(from session: Session) throws {
        let count = session.transcript.count
        if descriptor >= 0, revision == session.transcriptRevision, count >= recordedSteps, stillTheSameFile() {
            guard count > recordedSteps else { return }
            do { try AtomicFile.append(session.transcriptScenarioSteps(from: recordedSteps), to: descriptor, path: path) } catch {
                // Part of the step may be in the file: cut it back to the last whole step (this needs no room).
                if ftruncate(descriptor, writtenSize) != 0 { revision = -1 }
                finish()
                throw error
            }
            recordedSteps = count
            writtenSize = currentSize()
            return
        }
        finish()
        if lock == nil { lock = try RecordingLock(recording: path) }
        try RecordedFile.checkOverwrite(path, force: force, recordingItself: true)
        let title = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        try FileSystem.writeAtomically(SessionEffect.recordedFile(session.transcriptScenario(title: title)), to: path)
        descriptor = try AtomicFile.openForAppending(path)
        recordedSteps = count
        revision = session.transcriptRevision
        writtenSize = currentSize()
    }

    /// Flushes what was appended to the disk and closes the file (at `record stop` and when the REPL ends).
    func finish() {
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
        descriptor = -1
    }

    /// Whether the path still names the file being appended to, as this recording left it (not replaced, removed or
    /// edited meanwhile: then it is rewritten whole, which refuses a file Limelight did not record).
    private func stillTheSameFile() -> Bool {
        var named = stat(), open = stat()
        return stat(path, &named) == 0 && fstat(descriptor, &open) == 0 && named.st_ino == open.st_ino && named.st_dev == open.st_dev
            && open.st_size == writtenSize
    }

    private func currentSize() -> off_t {
        var info = stat()
        return descriptor >= 0 && fstat(descriptor, &info) == 0 ? info.st_size : -1
    }
}
