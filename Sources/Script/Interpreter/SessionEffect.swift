import LimelightCore
/// Something a command asks the host (REPL, runner, server) to do outside the pure core: files, recording, exit.
public enum SessionEffect: Equatable, Sendable {
    /// Write `contents` to `path` atomically.
    case writeFile(path: String, contents: String)
    /// Start appending every successful step to a scenario file at `path`.
    case startRecording(path: String)
    /// Stop recording.
    case stopRecording
    /// Leave the REPL.
    case quit
}
