import LimelightCore
/// Something a command asks the host (REPL, runner, server) to do outside the pure core: files, recording, exit.
public enum SessionEffect: Equatable, Sendable {
    /// Write `contents` to `path` atomically; an existing file not recorded by Limelight only when `force`.
    case writeFile(path: String, contents: String, force: Bool)
    /// Start rewriting the scenario file at `path` after every successful step; `force` allows replacing a file that
    /// Limelight did not record.
    case startRecording(path: String, force: Bool)
    /// Stop recording.
    case stopRecording
    /// Leave the REPL.
    case quit

    /// The first line of every scenario file `save` and `record` write: a file that starts with it may be overwritten
    /// by them without `--force`, any other existing file may not.
    public static let recordedMarker = "# recorded by limelight"

    /// A recorded scenario's file text: the marker line, then the scenario.
    public static func recordedFile(_ scenario: String) -> String {
        recordedMarker + "\n" + scenario
    }
}
