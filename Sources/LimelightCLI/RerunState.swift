import ArgumentParser
import Foundation
import LimelightCore
import ScenarioKit

/// The rerun state file read for a run: the failures it remembers (for the state written after the run) and, with
/// `--rerun-failed`, the selection it makes. A missing or damaged file is an error with `--rerun-failed` and a warning
/// otherwise (the run then rewrites it).
struct RerunState {
    /// Only these files may run (`--rerun-failed` with recorded failures), by their keys (paths relative to the
    /// project root); nil for no restriction.
    var only: Set<String>?
    /// The paths to run when the command line names none (the recorded failures, relative to the current folder); nil
    /// for the usual `Scenarios`.
    var paths: [String]?
    /// The failures recorded before this run whose files still exist, by their keys.
    var previous: [String] = []

    /// Reads `stateFile` (unless `enabled` is false); its entries are paths relative to `root` (an entry written by an
    /// older version, relative to wherever it ran, is read the same way). Throws `ExitCode(2)` after printing what is wrong.
    init(stateFile: String, enabled: Bool, rerunFailed: Bool, root: ProjectRoot) throws {
        guard enabled else {
            if rerunFailed {
                printError("error: --rerun-failed reads the rerun state file, which --no-state turns off: drop one of them")
                throw ExitCode(ExitStatus.usage)
            }
            return
        }
        let entries: [LastFailed.Entry]
        switch Self.read(stateFile) {
        case .success(let read): entries = read
        case .failure(let problem):
            if rerunFailed {
                printError("error: --rerun-failed: \(problem)")
                throw ExitCode(ExitStatus.usage)
            }
            if AtomicFile.exists(stateFile) { printError("warning: \(problem); this run rewrites it") }
            return
        }
        var kept: [String] = []
        var seen = Set<String>()
        for entry in entries {
            let key = ProjectRoot.normalized(entry.path)
            guard seen.insert(key).inserted else { continue }
            if FileManager.default.fileExists(atPath: root.local(key)) { kept.append(key); continue }
            if rerunFailed { printError("note: \(stateFile):\(entry.line): \(entry.path) no longer exists; dropped from the rerun state") }
        }
        previous = kept
        guard rerunFailed else { return }
        if entries.isEmpty {
            printError("note: no failures recorded in \(stateFile); running everything selected")
        } else {
            only = Set(kept)
            paths = kept.map(root.local)
            if kept.isEmpty { printError("note: none of the files \(stateFile) names exists any more; nothing to rerun") }
        }
    }

    /// The checked entries of the state file, or what is wrong with it (located at its line where it has one).
    private static func read(_ path: String) -> Result<[LastFailed.Entry], CustomStringError> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            return .failure(CustomStringError("cannot read the rerun state file \(path): \(reason) (every 'limelight run' without --no-state writes it; run once without --rerun-failed first)"))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(CustomStringError("\(path): not a regular file")) }
        guard Int(info.st_size) <= LastFailed.maxFileBytes else {
            return .failure(CustomStringError("\(path): \(info.st_size) bytes, more than a rerun state file may hold (\(LastFailed.maxFileBytes)); delete it"))
        }
        guard let bytes = AtomicFile.prefix(of: path, limit: LastFailed.maxFileBytes) else {
            return .failure(CustomStringError("cannot read the rerun state file \(path): \(String(cString: strerror(errno)))"))
        }
        return LastFailed.entries(bytes, file: path).mapError { CustomStringError($0.description) }
    }
}

/// An error that is just its text.
struct CustomStringError: Error, CustomStringConvertible {
    var description: String
    init(_ text: String) { description = text }
}
