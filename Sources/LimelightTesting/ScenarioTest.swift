import Foundation
import ReferenceApps
import ScenarioKit
import SimulatorKit
import Testing

/// Runs `.scenario` files from Swift Testing, each failure recorded as an issue at the scenario's file and line.
///
/// ```swift
/// @Test func scenarios() throws {
///     try ScenarioTest.run(directory: "Scenarios", apps: [MyApp.descriptor])
/// }
/// ```
public enum ScenarioTest {
    /// Runs one scenario file with the reference apps and `apps` installable; returns its result (a failure, a parse
    /// error or an unexpected pass is also recorded as an issue at the scenario's line).
    @discardableResult
    public static func run(file path: String, apps: [AppDescriptor] = [], sourceLocation: SourceLocation = #_sourceLocation) throws -> ScenarioResult {
        let url = URL(fileURLWithPath: path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let result = ScenarioRunner(catalog: catalog(adding: apps)).run(path: path, text: text)
        if result.status.isFailure {
            let failure = result.failure
            let location = SourceLocation(fileID: "scenario/" + url.lastPathComponent, filePath: url.path,
                                          line: failure?.line ?? 1, column: failure?.column ?? 1)
            let message = ([failure.map { "\($0.step): \($0.message)" } ?? "the scenario passed, but it is expected to fail"]
                           + (failure?.details ?? [])).joined(separator: "\n")
            Issue.record(Comment(rawValue: "\(result.name): \(message)"), sourceLocation: location)
        }
        return result
    }

    /// Runs every `.scenario` file under `directory` (sorted by path); returns their results.
    @discardableResult
    public static func run(directory: String, apps: [AppDescriptor] = [], sourceLocation: SourceLocation = #_sourceLocation) throws -> [ScenarioResult] {
        let root = URL(fileURLWithPath: directory)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            Issue.record("no scenario folder at \(directory)", sourceLocation: sourceLocation)
            return []
        }
        let files = walker.compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".scenario") }.sorted()
        if files.isEmpty { Issue.record("no .scenario files under \(directory)", sourceLocation: sourceLocation) }
        return try files.map { try run(file: $0, apps: apps, sourceLocation: sourceLocation) }
    }

    /// The reference apps with `apps` added (an app with a reference app's name replaces it).
    static func catalog(adding apps: [AppDescriptor]) -> AppCatalog {
        let names = Set(apps.flatMap { [$0.shortName, $0.bundleIdentifier] })
        let kept = ReferenceAppCatalog.catalog.descriptors.filter { !names.contains($0.shortName) && !names.contains($0.bundleIdentifier) }
        return AppCatalog(kept + apps)
    }
}
