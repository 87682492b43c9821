import LimelightCore

extension CommandInvocation {
    /// The same invocation found at another line: every range moves by the same number of lines (columns unchanged).
    public func moved(toLine newLine: Int) -> CommandInvocation {
        let delta = newLine - line
        guard delta != 0 else { return self }
        func move(_ r: SourceRange) -> SourceRange { r.onLine(r.start.line + delta) }
        var copy = self
        copy.line = newLine
        copy.commandRange = move(commandRange)
        copy.arguments = arguments.mapRanges(move)
        copy.options = options.mapRanges(move)
        copy.comparison = comparison.map { Comparison(op: $0.op, opRange: move($0.opRange), value: BoundValue(text: $0.value.text, range: move($0.value.range))) }
        return copy
    }
}

extension Diagnostic {
    /// The same diagnostic moved by `delta` lines (columns unchanged).
    public func moved(byLines delta: Int) -> Diagnostic {
        guard delta != 0 else { return self }
        var copy = self
        copy.range = range.onLine(range.start.line + delta)
        copy.fixIts = fixIts.map { $0.mapRanges { $0.onLine($0.start.line + delta) } }
        return copy
    }
}
