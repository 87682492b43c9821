import ArgumentParser
import Foundation
import LimelightCore
import Script

/// `limelight snapshot show FILE` and `limelight snapshot diff A B`: snapshot files read by a person
/// (Docs/Snapshots.md, "Reading and comparing snapshots").
struct SnapshotTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Show a snapshot file, or the parts in which two differ.",
        subcommands: [Show.self, Diff.self]
    )

    /// Reads and validates a snapshot file as `snapshot load` does (without building the world).
    /// A path that does not exist is a usage error (exit status 2); a file that is no valid snapshot a failure (1).
    static func read(_ path: String) throws -> WorldSnapshot {
        guard FileManager.default.fileExists(atPath: path) else { throw ValidationError("no such file: \(path)") }
        do { return try WorldSnapshot.decode(bytes: try SnapshotFiles(root: nil).readBytes(path), file: path) } catch let error as SnapshotError {
            let help = error.suggestion.map { "\nhelp: \($0)" } ?? ""
            FileHandle.standardError.write(Data("error: \(DiagnosticRenderer.visible(error.message))\(help)\n".utf8))
            throw ExitCode(ExitStatus.failures)
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a snapshot's header (version, seed, steps, checkpoints, digest) and an outline of its world.",
            discussion: "The outline names each part of the world by its key, with a list's or an object's size and a value's text. --json prints the whole snapshot as one pretty-printed JSON document instead (the layout of a version 2 file).")

        @Argument(help: "The snapshot file.") var file: String
        @Option(help: "How many levels of the world to outline (1 to \(SnapshotInspector.maximumDepth)).") var depth = 3
        @Flag(help: "Print the whole snapshot as pretty-printed JSON.") var json = false

        func run() throws {
            guard (1...SnapshotInspector.maximumDepth).contains(depth) else {
                throw ValidationError("--depth \(depth): give 1 to \(SnapshotInspector.maximumDepth)")
            }
            let snapshot = try SnapshotTool.read(file)
            if json {
                FileHandle.standardOutput.write(Data(try SnapshotInspector.json(snapshot).utf8))
            } else {
                print(try SnapshotInspector.show(snapshot, file: file, depth: depth).joined(separator: "\n"))
            }
        }
    }

    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the parts in which snapshot B differs from snapshot A (exit status 0 when equal, 1 when not).",
            discussion: "Compares the seeds, the steps (the first that differs), the checkpoints, then the worlds part by part: each difference is the part's path in the file and its value in A and in B.")

        @Argument(help: "The first snapshot file.") var a: String
        @Argument(help: "The second snapshot file.") var b: String
        @Option(help: "The most differences to list (1 to \(SnapshotInspector.maximumLimit)).") var limit = 50

        func run() throws {
            guard (1...SnapshotInspector.maximumLimit).contains(limit) else {
                throw ValidationError("--limit \(limit): give 1 to \(SnapshotInspector.maximumLimit)")
            }
            let first = try SnapshotTool.read(a), second = try SnapshotTool.read(b)
            let differences = try SnapshotInspector.diff(first, second, limit: limit)
            if differences.isEmpty {
                print("the snapshots are equal (digest \(first.digest.prefix(12)))")
                return
            }
            print(differences.joined(separator: "\n"))
            throw ExitCode(ExitStatus.failures)
        }
    }
}
