import Foundation
import LimelightCore
import ScenarioKit

/// The executable's file access: scenario discovery, reading, and the one atomic writer every write goes through.
enum FileSystem {
    /// Every `.scenario` file under the given paths (directories recursively), sorted, without duplicates; each path
    /// with `.` components and repeated slashes removed (`./a.scenario` is `a.scenario`).
    static func scenarioFiles(_ given: [String]) throws -> [String] {
        var out: [String] = []
        let fm = FileManager.default
        for original in given {
            let path = ProjectRoot.normalized(original)
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else { throw ValidationError("no such file or directory: \(original)") }
            if isDir.boolValue {
                let base = path == "." ? "" : path.hasSuffix("/") ? path : path + "/"
                let found = (fm.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".scenario") }
                out += found.sorted().map { base + $0 }
            } else {
                out.append(path)
            }
        }
        var seen = Set<String>()
        return out.filter { seen.insert($0).inserted }
    }

    /// The largest file Limelight reads (a scenario, a state file, a criteria catalogue): 64 MiB.
    static let largestFile = 64 << 20

    /// The file's text; a readable error otherwise (missing, unreadable, or larger than `largestFile`).
    static func read(_ path: String) throws -> String {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber, size.intValue > largestFile {
            throw ValidationError("\(path) is \(size.intValue) bytes; the largest file Limelight reads is \(largestFile) bytes (64 MiB)")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw ValidationError("cannot read \(path)") }
        return String(decoding: data, as: UTF8.self)
    }

    /// Creates the missing folders above `path`, then writes it with `AtomicFile` (temp file, fsync, rename, folder fsync).
    static func writeAtomically(_ text: String, to path: String) throws {
        let folder = path.pathSplit.folder
        if !folder.isEmpty, !AtomicFile.exists(folder) {
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw AtomicFile.WriteError(path: path, reason: "cannot create the folder \(folder) (\((error as NSError).localizedDescription))")
            }
        }
        try AtomicFile.write(text, to: path)
    }
}

/// Stand-in for ArgumentParser's error type where only a message is needed.
struct ValidationError: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}
