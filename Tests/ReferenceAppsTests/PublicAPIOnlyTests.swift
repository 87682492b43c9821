import Foundation
import Testing

/// The reference apps are examples of the public API (Docs/ReferenceApps.md): their sources import only the modules a
/// user's package gets and reach the system through Apple's API, not through the simulator's internals.
@Suite struct PublicAPIOnlyTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Modules app code may import: Foundation, the public frameworks, and the plug-in surface (`LimelightCore`,
    /// `SimulatorKit`, which `LimelightKit` re-exports).
    static let allowedImports: Set<String> = [
        "Foundation", "LimelightCore", "SimulatorKit", "LimelightCoreSpotlight", "LimelightAppIntents", "LimelightWidgetKit",
        "LimelightTipKit", "LimelightUniformTypeIdentifiers",
    ]

    /// Simulator-only ways into the system; the public API has Apple's (`IndexHandle.default()`, `SimulatedClock`, …).
    static let privateHooks = [
        ".searchableIndex(", ".donationManager", ".widgetCenter", "context.device", "context.runtime", "context.now",
        "context.calendar", "SimInstant", "SimDuration", "SimCalendar", "showEntity(", "setIndexDelegate(", "spotlight.searchableIndex",
        "AppIntentHandling", "intentPerformer", ".intents.install(",
    ]

    /// Every Swift file of the reference apps, by path below `Sources/ReferenceApps`, with its text.
    static func sources() throws -> [(path: String, text: String)] {
        let base = root.appendingPathComponent("Sources/ReferenceApps")
        let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return try files.sorted().map { ($0, try String(contentsOf: base.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test func appsUseOnlyThePublicAPI() throws {
        let sources = try Self.sources()
        #expect(sources.count > 20)
        var found: Set<String> = []
        for (path, text) in sources {
            for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                let module = line.dropFirst("import ".count).trimmingCharacters(in: .whitespaces)
                if !Self.allowedImports.contains(module) { found.insert("\(path) import \(module)") }
            }
            for hook in Self.privateHooks where text.contains(hook) { found.insert("\(path) \(hook)") }
        }
        #expect(found.isEmpty, "reference apps must use the public API only (Docs/AppleAPI.md); found: \(found.sorted())")
    }
}
