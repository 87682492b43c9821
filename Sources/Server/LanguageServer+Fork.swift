import LimelightCore
import ScenarioKit
import Script

extension LanguageServer {
    /// `limelight/fork {sessionId}`: a new session whose world is an independent copy of this one → `{sessionId, seed, state}`.
    func forkSession(_ params: Params) throws -> JSONValue {
        let (_, session) = try session(params)
        let copy: Session
        do { copy = try session.fork() } catch let error as SnapshotError {
            throw RPCError.invalidParams(error.message)
        }
        let id = "s\(nextSessionNumber)"
        nextSessionNumber += 1
        sessions[id] = copy
        control.setKnown(id, true)
        return ["sessionId": .string(id), "seed": .int(Int(copy.seed)), "state": state(copy)]
    }

    /// Carries out what a step asked for that the server does itself: `save` writes its `.scenario` file (atomically,
    /// inside the client's workspace folders, a relative path against the first one, never over a file Limelight did not
    /// record unless `--force`); a write that fails becomes an error of the step.
    func perform(_ effects: [SessionEffect], of session: Session, line: String, into outcome: inout StepOutcome) {
        for case .writeFile(let path, let contents, let force) in effects {
            do {
                let target = try workspace.writablePath(path)
                try RecordedFile.checkOverwrite(target, force: force)
                try SnapshotFiles(root: nil).write(contents, to: target)
                outcome.output.append("saved \(session.transcript.count) steps to \(path)")
            } catch {
                let message = (error as? SnapshotError)?.message ?? (error as? RPCError)?.message ?? "\(error)"
                outcome.diagnostics.append(Diagnostic(range: SourceRange(line: 1, column: 1, length: max(1, line.count)), code: "write-failed", message))
            }
        }
    }
}
