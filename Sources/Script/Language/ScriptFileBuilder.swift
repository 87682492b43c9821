import LimelightCore

/// Builds a `ScriptFile` from the constructs of a scan, in file order: what `ScriptParser.parse` does with them, for
/// anyone who keeps the constructs (the language server reuses them between edits) and needs the file again.
public struct ScriptFileBuilder {
    /// The file so far.
    public private(set) var file: ScriptFile
    /// The commands added so far.
    public private(set) var stepCount = 0
    private let keepSteps: Bool
    /// How many lines the file has.
    private let lineCount: Int

    /// Starts a file of `lines` (the parser's lines: trailing blanks trimmed, no final empty line); `keepSteps: false`
    /// counts steps and keeps their diagnostics without keeping the steps.
    public init(lines: [String], keepSteps: Bool = true) {
        file = ScriptFile()
        file.lines = lines
        lineCount = lines.count
        self.keepSteps = keepSteps
    }

    /// Starts a file of `lineCount` lines that keeps no copy of them (`file.lines` stays empty): a run reads its lines
    /// from `ScriptLines`.
    public init(lineCount: Int, keepSteps: Bool = true) {
        file = ScriptFile()
        self.lineCount = lineCount
        self.keepSteps = keepSteps
    }

    /// Adds the next construct.
    public mutating func add(_ item: consuming ScriptItem) {
        switch item {
        case .step(let step, let diagnostics):
            addStep(diagnostics: diagnostics)
            if keepSteps { file.steps.append(step) }
        case .section(let name, let line):
            file.sections.append((name, line))
        case .header(let key, let value, let line, let column):
            ScriptParser.apply((key, value), to: &file, line: line, column: column)
        case .problem(let d):
            file.diagnostics.append(d)
        }
    }

    /// Counts a command that is not kept and keeps its diagnostics.
    public mutating func addStep(diagnostics: [Diagnostic]) {
        if !diagnostics.isEmpty { file.diagnostics += diagnostics }
        stepCount += 1
    }

    /// The finished file: a file with no command (and no reason to skip, and no error) is told so.
    public mutating func finish() -> ScriptFile {
        if stepCount == 0, file.header.skip == nil, !file.hasErrors {
            let lastLine = max(1, lineCount)
            file.diagnostics.append(Diagnostic(range: SourceRange(line: lastLine, column: 1, length: 1), code: "no-steps",
                                               "the scenario has no steps: nothing would be checked",
                                               suggestion: "add commands and 'expect' lines below the header (or 'skip: why' to skip it on purpose)"))
        }
        return file
    }
}
