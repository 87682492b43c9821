import Foundation
import Testing
import ReferenceApps
import Script

@Suite struct CommandReferenceTests {
    @Test func docsCommandReferenceMatchesTheRegistry() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("Docs/Commands.md").path
        let onDisk = String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
        let generated = CommandReference.markdown(registry: StandardCommands.registry(catalog: ReferenceAppCatalog.catalog))
        #expect(onDisk == generated, "Docs/Commands.md is stale: regenerate it with `limelight docs > Docs/Commands.md`")
    }
}
