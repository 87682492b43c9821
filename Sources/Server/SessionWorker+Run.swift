import Foundation
import LimelightCore
import ScenarioKit
import Script

extension SessionWorker {
    /// `run {path, text, passSeverity}`: runs a scenario on a fresh simulation → `{result, diagnostics, message}`: the
    /// result `limelight.runScenario` returns, the per-step diagnostics to publish and the `window/showMessage` params.
    func run(path: String, text: String, passSeverity: String, progress: (JSONValue) -> Void) -> JSONValue {
        let result = withoutActuallyEscaping(progress) { progress in
            runner.run(path: path, text: text, files: runFiles(path: path)) { line, source in
                progress(["line": .int(line)])
                self.fault?.trigger(on: source)
            }
        }
        let summary = ConsoleReport().summary([result])
        var out: [String: JSONValue] = [
            "status": .string(result.status.rawValue), "summary": .string(summary),
            "passedSteps": .int(result.steps.filter(\.passed).count), "failedSteps": .int(result.steps.filter { !$0.passed }.count),
            "steps": .array(result.steps.map { ["line": .int($0.line), "source": .string($0.source), "passed": .bool($0.passed),
                                                "output": .array($0.output.map(JSONValue.string))] }),
        ]
        if let f = result.failure {
            out["failure"] = ["line": .int(f.line), "column": .int(f.column), "message": .string(f.message),
                              "details": .array(f.details.map(JSONValue.string))]
        }
        let doc = Document(uri: "untitled:run", version: nil, text: text)
        return ["result": .object(out), "diagnostics": .array(runDiagnostics(result, doc, passSeverity: passSeverity)),
                "message": ["type": result.status.isFailure ? 1 : 3, "message": .string(Self.runMessage(result))]]
    }

    /// The line a run shows: what happened to this one scenario and where (not the run-of-many summary "0 passed, 1
    /// failed", which reads oddly for one file): `typo: not run — line 5: unknown command 'devcie' (fix the errors
    /// first)`, `notes: failed at line 7: … (3 steps passed)`, `notes: passed (4 steps)`.
    static func runMessage(_ result: ScenarioResult) -> String {
        let passed = result.steps.filter(\.passed).count
        let steps = "\(passed) step\(passed == 1 ? "" : "s") passed"
        let firstLine = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text }
        switch (result.status, result.failure) {
        case (.failed, let f?) where result.steps.isEmpty:
            return "\(result.name): not run — line \(f.line): \(firstLine(f.message)) (fix the errors first)"
        case (.failed, let f?):
            return "\(result.name): failed at line \(f.line): \(firstLine(f.message)) (\(steps))"
        case (.expectedFailure, let f?):
            return "\(result.name): failed as expected at line \(f.line) (\(steps))"
        case (.unexpectedPass, _):
            return "\(result.name): passed, but it is marked xfail (\(steps))"
        case (.skipped, let f):
            return "\(result.name): skipped — \(f.map { firstLine($0.message) } ?? "")"
        default:
            return "\(result.name): \(result.status.rawValue) (\(steps))"
        }
    }

    /// Where a run of the scenario at `path` reads and writes snapshots: its folder when that lies inside a workspace
    /// folder the client declared, and no file at all otherwise (the workspace roots apply to everything a run does).
    func runFiles(path: String) -> SnapshotFiles {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.resolvingSymlinksInPath().path
        guard workspace.folders.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) else {
            return SnapshotFiles(root: nil, refusal: "'\(path)' is outside the workspace folders, so its run reads and writes no files")
        }
        return SnapshotFiles(root: folder)
    }

    /// Per-step diagnostics of a run: the failing step as an error (with the diff or rendering), passing steps at `passSeverity`.
    func runDiagnostics(_ result: ScenarioResult, _ doc: Document, passSeverity: String) -> [JSONValue] {
        let converter = PositionConverter(lines: doc.lines, encoding: encoding)
        func lineRange(_ line: Int, from column: Int = 1) -> JSONValue {
            let text = line - 1 < doc.lines.count && line >= 1 ? doc.lines[line - 1] : ""
            return converter.range(SourceRange(start: SourceLocation(line: line, column: column), end: SourceLocation(line: line, column: text.count + 1)))
        }
        func diag(_ line: Int, _ column: Int, _ severity: Int, _ code: String, _ message: String) -> JSONValue {
            ["range": lineRange(line, from: column), "severity": .int(severity), "code": .string(code), "source": "limelight run",
             "message": .string(message)]
        }
        var out: [JSONValue] = []
        let passLevel = passSeverity == "information" ? 3 : 4
        if passSeverity != "none" {
            for step in result.steps where step.passed { out.append(diag(step.line, 1, passLevel, "step-passed", "passed")) }
        }
        let f = result.failure
        switch result.status {
        case .failed:
            if let f, result.steps.isEmpty, runner.check(text: doc.text).hasErrors {
                out.append(diag(f.line, f.column, 3, "not-run", "scenario not run: the file has errors (fix them first)"))
            } else if let f {
                let details = f.details.filter { !$0.hasPrefix(result.path + ":") }
                out.append(diag(f.line, f.column, 1, "step-failed", "failed: " + f.message + (details.isEmpty ? "" : "\n" + details.joined(separator: "\n"))))
            }
        case .expectedFailure:
            let reason = result.header.expectedFailure ?? ""
            out.append(diag(f?.line ?? 1, f?.column ?? 1, 3, "expected-failure", "failed as expected (xfail: \(reason))" + (f.map { ": " + $0.message } ?? "")))
        case .unexpectedPass:
            out.append(diag(1, 1, 1, "unexpected-pass", "marked xfail (\(result.header.expectedFailure ?? "")) but every step passed: remove the xfail line or check the reason"))
        case .skipped:
            out.append(diag(1, 1, 3, "skipped", "skipped: " + (f?.message ?? "")))
        case .passed:
            if passSeverity != "none", result.steps.isEmpty { out.append(diag(1, 1, passLevel, "scenario-passed", "passed (no steps)")) }
        }
        return out
    }
}
