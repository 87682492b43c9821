import LimelightCore

/// `snapshot save/load`, `state digest`, `undo`, `checkpoint`, `checkpoints` and `rewind`: the world as a value.
enum SnapshotCommands {
    static let forceOption = CommandOption.flag("force", help: "overwrite FILE even if it is not a snapshot")

    /// Runs `body`, turning a snapshot error into a command error located at the argument `name`.
    static func located<T>(_ inv: CommandInvocation, _ name: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as SnapshotError {
            throw CommandError(error.message, range: inv.argument(name)?.range, suggestion: error.suggestion)
        }
    }

    static let all: [CommandSpec] = [
        CommandSpec(["snapshot", "save"], topic: "Session", sessionControl: true, summary: "Save the whole world to FILE (a versioned snapshot, Docs/Snapshots.md)",
                    discussion: "The file holds the whole world as a value (format version 5, JSON lines: a header, the world, a line per part of its item tables, event log, expiry queues and search results, one line per step; Docs/Snapshots.md), the seed, every step so far with its output and the world's digest; it is written atomically, and compressed with gzip when FILE ends in .gz (about a tenth of the size; loading recognises gzip by its first bytes). 'limelight snapshot show FILE' outlines a snapshot and 'limelight snapshot diff A B' compares two. An existing file that is not a snapshot is not replaced unless --force; a folder never is. In a scenario FILE is relative to the scenario's folder and may not leave it.",
                    arguments: [ArgumentSpec("file", .text, help: "the snapshot file to write", completion: .files)],
                    options: [forceOption.spec],
                    examples: ["snapshot save states/ten-tasks.snapshot", "snapshot save bug-report.snapshot.gz"],
                    body: .action { inv, ctx in
                        let file = try inv.text("file")
                        try ctx.session.beforeWritingFiles?()
                        let saved = try located(inv, "file") { () throws -> (steps: Int, digest: String) in
                            var saved = (steps: 0, digest: "")
                            try ctx.session.snapshotFiles.write(to: file, force: inv.flag(forceOption)) { sink in
                                saved = try ctx.session.writeSnapshot(to: &sink)
                            }
                            return saved
                        }
                        ctx.print("saved snapshot of \(saved.steps) steps to \(file) (digest \(saved.digest.prefix(12)))")
                    }),
        CommandSpec(["snapshot", "load"], topic: "Session", sessionControl: true, summary: "Replace the world with the one saved in FILE",
                    discussion: "The world is built from the file's value (a version 1 file replays its steps) and its digest checked. A corrupt, truncated, foreign, inconsistent or newer file is refused with the reason, and the current world stays as it was.",
                    arguments: [ArgumentSpec("file", .text, help: "the snapshot file to read", completion: .files)],
                    examples: ["snapshot load states/ten-tasks.snapshot"],
                    body: .action { inv, ctx in
                        let file = try inv.text("file")
                        let digest = try located(inv, "file") {
                            let snapshot = try WorldSnapshot.decode(bytes: try ctx.session.snapshotFiles.readBytes(file), file: file)
                            return try ctx.session.load(snapshot, file: file)
                        }
                        ctx.print("loaded \(file): \(ctx.session.transcript.count) steps (digest \(digest.prefix(12)))")
                    }),
        CommandSpec(["state", "digest"], topic: "Session", sessionControl: true, summary: "Print the world's digest: two worlds are equal exactly when their digests are",
                    body: .action { _, ctx in ctx.print(ctx.session.simulation.digest) }),
        CommandSpec(["undo"], topic: "Session", sessionControl: true, summary: "Take back the last step that changed something (the world goes back to before it)",
                    discussion: """
                    Steps after it that changed nothing (clock show, widgets show, screen, …) go with it and are named, as an editor's \
                    undo skips what changed nothing. The REPL and editor sessions keep the worlds before recent steps, so undo restores one \
                    at once and can tell which steps changed nothing; elsewhere it replays from the latest checkpoint and takes back \
                    the last step.
                    """,
                    body: .action { inv, ctx in
                        guard let undone = try located(inv, "", { try ctx.session.undo() }) else {
                            throw CommandError("nothing to undo", suggestion: "undo takes back steps of this session")
                        }
                        if undone.changedNothing {
                            ctx.print("undid: \(undone.step) (it changed nothing; no recent step did)")
                        } else if undone.unchanged.isEmpty {
                            ctx.print("undid: \(undone.step)")
                        } else {
                            let n = undone.unchanged.count
                            ctx.print("undid: \(undone.step) (and \(n) later step\(n == 1 ? "" : "s") that changed nothing: \(undone.unchanged.joined(separator: "; ")))")
                        }
                    }),
        CommandSpec(["checkpoint"], topic: "Session", sessionControl: true, summary: "Name the world as it is now, to come back with 'rewind NAME'",
                    arguments: [ArgumentSpec("name", .text, help: "the checkpoint's name")],
                    examples: ["checkpoint before-sync"],
                    body: .action { inv, ctx in
                        let name = try inv.text("name")
                        try located(inv, "name") { try ctx.session.checkpoint(name) }
                        ctx.print("checkpoint \(name) at step \(ctx.session.transcript.count)")
                    }),
        CommandSpec(["checkpoints"], topic: "Session", sessionControl: true, summary: "List the checkpoints, oldest first",
                    body: .action { _, ctx in
                        if ctx.session.checkpoints.isEmpty { ctx.print("no checkpoints") }
                        for mark in ctx.session.checkpoints { ctx.print("\(mark.name): step \(mark.steps)") }
                    }),
        CommandSpec(["rewind"], topic: "Session", sessionControl: true, summary: "Go back to the world of a checkpoint",
                    arguments: [ArgumentSpec("name", .text, help: "the checkpoint's name")],
                    examples: ["rewind before-sync"],
                    body: .action { inv, ctx in
                        let name = try inv.text("name")
                        let undone = try located(inv, "name") { try ctx.session.rewind(to: name) }
                        ctx.print("rewound to \(name): \(undone) step\(undone == 1 ? "" : "s") taken back")
                    }),
    ]
}
