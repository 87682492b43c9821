import ArgumentParser
import Foundation
import LimelightCore
import ReferenceApps
import ScenarioKit

/// `limelight run PATH…`: runs scenario files as acceptance tests.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run scenario files (directories recursively), each on a fresh simulation.",
        discussion: "Prints a line per scenario, the failures with file:line, and a closing 'N passed, N failed' line; exits 1 on any failure."
    )

    @Argument(help: "Scenario files or directories.") var paths: [String] = ["Scenarios"]
    @Flag(help: "Rewrite the golden output ('>' lines) from what the commands print now (refused when CI is set).") var update = false
    @Flag(name: .shortAndLong, help: "Show every step of passing scenarios.") var verbose = false
    @Flag(help: "Print the criteria coverage table.") var coverage = false
    @Option(help: "Write the coverage table as JSON to this file.") var coverageJson: String?
    @Option(help: "The criteria catalogue (default: Scenarios/criteria.txt when present).") var criteria: String?
    @Option(name: .customLong("filter"), help: "Only scenarios whose path or title contains this text.") var filter: String?
    @Option(help: "Only scenarios with this tag.") var tag: String?

    func run() throws {
        if update, ProcessEnvironment.isCI {
            printError("error: --update is refused because CI is set: golden output must not change on a CI machine")
            throw ExitCode(2)
        }
        let runner = ScenarioRunner(catalog: ReferenceAppCatalog.catalog)
        let report = ConsoleReport(colour: ProcessEnvironment.colour, verbose: verbose)
        var results: [ScenarioResult] = []
        for path in try FileSystem.scenarioFiles(paths) {
            let text = try FileSystem.read(path)
            var result = runner.run(path: path, text: text, update: update)
            if let filter, !path.contains(filter), !(result.header.title ?? "").contains(filter) { continue }
            if let tag, !result.header.tags.contains(tag) { continue }
            if let updated = result.updatedText {
                try FileSystem.writeAtomically(updated, to: path)
                print("updated \(path)")
                result = runner.run(path: path, text: updated)
            }
            results.append(result)
            for line in report.lines(for: result) { print(line) }
        }
        if coverage || coverageJson != nil {
            let catalogPath = criteria ?? (FileManager.default.fileExists(atPath: "Scenarios/criteria.txt") ? "Scenarios/criteria.txt" : nil)
            let catalog = try catalogPath.map { CriteriaCatalog.parse(try FileSystem.read($0)).catalog } ?? CriteriaCatalog(criteria: [])
            let rows = Coverage.table(catalog: catalog, results: results)
            if coverage { print(""); for line in report.coverage(rows) { print(line) } }
            if let coverageJson { try FileSystem.writeAtomically(CoverageJSON.render(rows), to: coverageJson) }
        }
        print(report.summary(results))
        if results.contains(where: { $0.status.isFailure }) { throw ExitCode(1) }
    }
}

/// `limelight check PATH…`: parses scenario files and reports every diagnostic without running anything.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Validate scenario files without running them (same parser and diagnostics as run and serve).")

    @Argument(help: "Scenario files or directories.") var paths: [String] = ["Scenarios"]

    func run() throws {
        let runner = ScenarioRunner(catalog: ReferenceAppCatalog.catalog)
        let renderer = DiagnosticRenderer(colour: ProcessEnvironment.colour)
        var errors = 0, files = 0
        for path in try FileSystem.scenarioFiles(paths) {
            files += 1
            let text = try FileSystem.read(path)
            let file = runner.check(text: text)
            for d in file.diagnostics {
                if d.severity == .error { errors += 1 }
                printError(renderer.render(d, file: path, source: text))
            }
        }
        print("\(files) file\(files == 1 ? "" : "s") checked, \(errors) error\(errors == 1 ? "" : "s")")
        if errors > 0 { throw ExitCode(1) }
    }
}
