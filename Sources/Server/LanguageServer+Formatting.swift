import LimelightCore
import Script

extension LanguageServer {
    /// `textDocument/formatting`: one edit replacing the whole document with its canonical text (`ScenarioFormatter`),
    /// `[]` when it is already canonical. A document with errors is left unchanged (`[]`, and a `window/showMessage`
    /// warning naming the first error), as is one whose printed text would not parse to the same steps (a bug in the printer, never hidden).
    func formatting(_ params: TextDocumentParams) throws -> JSONValue {
        let doc = try document(params.textDocument)
        let file = currentAnalysis(doc).file
        let errors = file.diagnostics.filter { $0.severity == .error }.count
        guard let formatted = ScenarioFormatter.format(file) else {
            // Shown, not only logged: an editor's format command that changes nothing must say why.
            let first = file.diagnostics.first { $0.severity == .error }
            let place = first.map { " (line \($0.range.start.line): \($0.message))" } ?? ""
            outbox.append(RPCMessage.notification("window/showMessage", ["type": 2, "message": .string(
                "not formatted: the scenario has \(errors) error\(errors == 1 ? "" : "s")\(place); fix \(errors == 1 ? "it" : "them") first")]))
            return []
        }
        let current = doc.text
        guard formatted != current else { return [] }
        let check = runner.check(text: formatted)
        guard !check.hasErrors, check.steps.map(\.golden) == file.steps.map(\.golden), check.steps.count == file.steps.count else {
            log("formatting \(doc.uri) would change its steps; left unchanged")
            return []
        }
        let end = LSPPosition(line: doc.lines.count - 1, character: encoding.units(Substring(doc.lines.last ?? "")))
        return [["range": LSPRange(start: LSPPosition(line: 0, character: 0), end: end).json, "newText": .string(formatted)]]
    }
}
