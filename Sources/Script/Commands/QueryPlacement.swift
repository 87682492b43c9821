import LimelightCore

/// Where a query string sits in its command line, so a column inside the query maps back to the line's column
/// (inside a quoted string every `\x` escape is two characters of the line but one of the query).
struct QueryPlacement {
    /// The line's characters.
    let source: [Character]
    /// The 0-based index in `source` of the query's first character.
    let start: Int
    /// Whether the query was written inside quotes (escapes apply).
    let quoted: Bool

    /// The placement of a bound value's text: quoted when its range starts with a quote.
    init(of value: BoundValue, in source: String) { self.init(of: value, in: Array(source)) }

    /// The placement of a bound value in a line already split into characters: a command with many query-bearing
    /// values shares one array (splitting the line once per `--filter` was quadratic: 30,000 filters never finished).
    init(of value: BoundValue, in source: [Character]) {
        self.source = source
        let index = value.range.start.column - 1
        let isQuote = index >= 0 && index < self.source.count && (self.source[index] == "\"" || self.source[index] == "'")
        self.start = max(0, isQuote ? index + 1 : index)
        self.quoted = isQuote
    }

    /// A placement starting at 1-based `column` of `source`.
    init(column: Int, quoted: Bool, in source: String) {
        self.source = Array(source)
        self.start = max(0, column - 1)
        self.quoted = quoted
    }

    /// The 1-based line column of the query's 1-based column `queryColumn`.
    func lineColumn(of queryColumn: Int) -> Int {
        guard quoted else { return start + queryColumn }
        var i = start, k = 1
        while k < queryColumn, i < source.count {
            i += source[i] == "\\" ? 2 : 1
            k += 1
        }
        return min(i, source.count) + 1
    }

    /// A query's fix-it as a fix-it of the command line `line`: its ranges placed, its text escaped as the quotes the
    /// query is written in read it.
    func fixIt(_ fix: FixIt, line: Int) -> FixIt {
        FixIt(fix.message, edits: fix.edits.map {
            FixIt.Edit(range: range($0.range, line: line), replacement: quoted ? FixIt.escaped($0.replacement) : $0.replacement)
        })
    }

    /// A query-relative range (line 1) as a range of the command line `line`.
    func range(_ r: SourceRange, line: Int) -> SourceRange {
        SourceRange(start: SourceLocation(line: line, column: lineColumn(of: r.start.column)),
                    end: SourceLocation(line: line, column: lineColumn(of: r.end.column)))
    }
}
