import Testing
import LimelightCore
import SimulatorKit
import ReferenceApps
@testable import Script

/// Docs/Limits.md, "Files and lines": "diagnostics per command line | 10, then one note", at the limit and one past it
/// (a scenario's `expect error` shows only a line's first error, so the count is stated here; the message length is
/// stated by Scenarios/limits/diagnostics.scenario).
@Suite struct DiagnosticLimitTests {
    let parser = CommandParser(registry: StandardCommands.registry(catalog: AppCatalog([])))

    func diagnostics(_ problems: Int) -> [Diagnostic] {
        parser.parse("device list" + (1...problems).map { " --no\($0)" }.joined()).diagnostics
    }

    @Test func tenProblemsAreAllReportedAndAnEleventhIsANote() {
        let ten = diagnostics(10)
        #expect(ten.map(\.message) == (1...10).map { "unknown option '--no\($0)' for 'device list'" })
        let eleven = diagnostics(11)
        #expect(eleven.count == 11)
        #expect(eleven.prefix(10).map(\.message) == ten.map(\.message))
        #expect(eleven.last?.code == "more-diagnostics")
        #expect(eleven.last?.message == "1 more problem on this line not shown")
    }
}
