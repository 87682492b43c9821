import Testing
import LimelightCore
import SimulatorKit
@testable import Script

/// Query-bearing arguments in numbers: many filters on one line, and query numbers past the bound, located in the line.
@Suite struct QueryArgumentScaleTests {
    func session() -> Session {
        let s = Session()
        for line in ["device add phone", "app install com.example.notes", "spotlight index n1 --title Milk --ranking-hint 10"] {
            #expect(!s.execute(line).failed, "\(line)")
        }
        return s
    }

    @Test func manyFiltersAreCheckedWithOneCopyOfTheLine() throws {
        let filters = (0..<5_000).map { "--filter \"title == \\\"M\($0)*\\\"\"" }.joined(separator: " ")
        let bad = " --filter \"title == \\\"a\\\" && rankingHint > 1e999\""
        let line = "spotlight search milk " + filters + bad
        let (_, diagnostics) = CommandParser(registry: StandardCommands.registry(catalog: AppCatalog([]))).parse(line, line: 1)
        let d = try #require(diagnostics.first)
        #expect(d.message == "invalidQuery (-2002): '1e999' is outside the numbers a query compares (±1e15)")
        let column = line.count - "1e999\"".count + 1
        #expect(d.range.start.column == column)
        let run = try #require(session().execute(line).diagnostics.first)
        #expect(run.range.start.column == column && run.message == d.message)
    }

    @Test func queryNumbersPastTheBoundAreLocatedAfterEscapes() throws {
        let line = #"spotlight query "title == \"a\" && rankingHint > 1e308""#
        let d = try #require(session().execute(line).diagnostics.first)
        #expect(d.message == "invalidQuery (-2002): '1e308' is outside the numbers a query compares (±1e15)")
        #expect(d.range.start.column == 50)
        #expect(Array(line)[d.range.start.column - 1] == "1")
    }
}
