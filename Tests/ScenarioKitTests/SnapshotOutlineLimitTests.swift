import Foundation
import Testing
@testable import Script

/// Docs/Limits.md, "Snapshots and writes": "nesting the first pass follows | 512 levels | `not a snapshot: the file is
/// not complete JSON (nested more than 512 deep)`", at the limit and one past it.
@Suite struct SnapshotOutlineLimitTests {
    /// A complete snapshot outline whose deepest value is `depth` levels down (the top-level object is level 1).
    static func nested(_ depth: Int) -> Data {
        let inner = String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1)
        return Data(#"{"format":"limelight-snapshot","version":2,"steps":[],"deep":\#(inner)}"#.utf8)
    }

    @Test func theFirstPassFollows512LevelsAndRefusesThe513th() throws {
        let most = try SnapshotOutline(Self.nested(512))
        #expect(most.format == "limelight-snapshot" && most.version == 2 && most.steps == 0)
        #expect { _ = try SnapshotOutline(Self.nested(513)) } throws: { error in
            (error as? SnapshotOutline.Problem)?.message == "nested more than 512 deep"
        }
    }
}
