import LimelightCore

/// `record`, `save`, `reset` and `quit`: commands about the session rather than the device.
enum SessionCommands {
    static let forceOption = CommandOption.flag("force", help: "overwrite FILE even if Limelight did not record it")
    static let titleOption = CommandOption.text("title", help: "the scenario's title (default: the file name without its extension, as record titles it)")

    static let all: [CommandSpec] = [
        CommandSpec(["record"], topic: "Session", sessionControl: true, summary: "Record what you type from now on as a scenario file, or 'record stop'",
                    discussion: "Every later command that runs is appended to FILE with its output as '>' lines (one that failed as 'expect error COMMAND', since it may have changed the world), so the file replays green, to the same world, with 'limelight run FILE'. The file is rewritten (atomically) after each command, so nothing is lost if the session ends. Its first line is '# recorded by limelight'; an existing file without that line is not overwritten unless --force.",
                    arguments: [ArgumentSpec("file", .text, help: "the scenario file to write, or 'stop'", completion: .files)],
                    options: [forceOption.spec],
                    examples: ["record Scenarios/bugs/stale-result.scenario", "record stop"],
                    body: .action { inv, ctx in
                        let file = try inv.text("file")
                        if file == "stop" {
                            ctx.request(.stopRecording)
                        } else {
                            ctx.request(.startRecording(path: file, force: inv.flag(forceOption)))
                        }
                    }),
        CommandSpec(["save"], topic: "Session", sessionControl: true, summary: "Save everything done so far in this session as a scenario file",
                    discussion: "The file is written atomically and starts with the line '# recorded by limelight'; an existing file without that line is not overwritten unless --force.",
                    arguments: [ArgumentSpec("file", .text, help: "the scenario file to write", completion: .files)],
                    options: [titleOption.spec,
                              forceOption.spec],
                    examples: ["save Scenarios/bugs/repro.scenario --title \"Stale result after completing a task\""],
                    body: .action { inv, ctx in
                        let file = try inv.text("file")
                        // The file's name without its extension, as `record` titles it.
                        let name = file.split(separator: "/").last.map(String.init) ?? file
                        let stem = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : String(name[..<$0]) } ?? name
                        let title = inv[titleOption] ?? stem
                        ctx.request(.writeFile(path: file, contents: SessionEffect.recordedFile(ctx.session.transcriptScenario(title: title)),
                                               force: inv.flag(forceOption)))
                    }),
        CommandSpec(["reset"], topic: "Session", sessionControl: true, summary: "Start again from a fresh simulation (same seed)",
                    body: .action { _, ctx in
                        ctx.session.reset()
                        ctx.print("fresh simulation (seed \(ctx.session.seed))")
                    }),
        CommandSpec(["quit"], topic: "Session", sessionControl: true, summary: "Leave the REPL (Ctrl-D does the same)",
                    body: .action { _, ctx in ctx.request(.quit) }),
        CommandSpec(["exit"], topic: "Session", sessionControl: true, summary: "Leave the REPL (same as quit)",
                    body: .action { _, ctx in ctx.request(.quit) }),
    ]
}
