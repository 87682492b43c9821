import Foundation
import LimelightCore
import Script

/// The rule for the REPL's `save` and `record`: they may replace a file only if Limelight recorded it (its first line
/// is `SessionEffect.recordedMarker`), or when the user says `--force`; a new file is always fine.
public enum RecordedFile {
    /// Whether the existing file at `path` starts with the recorded-by-Limelight line.
    public static func isRecorded(_ path: String) -> Bool {
        let marker = Array(SessionEffect.recordedMarker.utf8)
        guard let head = AtomicFile.prefix(of: path, limit: marker.count + 2) else { return false }
        guard head.starts(with: marker) else { return false }
        let rest = head.dropFirst(marker.count)
        return rest.first == UInt8(ascii: "\n") || (rest.first == UInt8(ascii: "\r") && rest.dropFirst().first == UInt8(ascii: "\n"))
    }

    /// Throws when writing `path` would replace a file Limelight did not record and `force` is off, or a file another
    /// session is recording to (`RecordingLock`; `recordingItself`: the recording that holds the lock rewrites it).
    public static func checkOverwrite(_ path: String, force: Bool, recordingItself: Bool = false) throws {
        if !recordingItself, RecordingLock.isHeld(for: path) {
            throw AtomicFile.WriteError(path: path, reason: "a Limelight session is recording to it; stop that recording first ('record stop'), or choose another name", code: EBUSY)
        }
        guard !force, AtomicFile.exists(path) else { return }
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw AtomicFile.WriteError(path: path, reason: "it is a directory; give a file name", code: EISDIR)
        }
        guard !isRecorded(path) else { return }
        throw AtomicFile.WriteError(path: path,
                                    reason: "the file exists and Limelight did not record it (its first line is not '\(SessionEffect.recordedMarker)'); add --force to overwrite it, or choose another name",
                                    code: EEXIST)
    }
}
