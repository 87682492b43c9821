import LimelightCore
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

    /// Carries out what a step asked for that the server does itself: `save` writes its file (atomically, relative to
    /// the server's working directory); a write that fails becomes an error of the step.
    func perform(_ effects: [SessionEffect], of session: Session, line: String, into outcome: inout StepOutcome) {
        for case .writeFile(let path, let contents) in effects {
            do { try session.snapshotFiles.write(contents, to: path) } catch {
                let message = (error as? SnapshotError)?.message ?? "cannot write '\(path)': \(error)"
                outcome.diagnostics.append(Diagnostic(range: SourceRange(line: 1, column: 1, length: max(1, line.count)), code: "write-failed", message))
            }
        }
    }
}
