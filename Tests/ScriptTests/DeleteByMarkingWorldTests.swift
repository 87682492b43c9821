import Foundation
import Testing
import LimelightCore
import SimulatorKit
@testable import Script

/// Deletes by marking, seen from a session (Docs/Benchmark.md, "Deletes by marking"): after a domain delete or delete-all
/// the world reads, counts, shows, digests and saves exactly as the world rebuilt from its own snapshot (whose item
/// tables were built item by item, nothing marked), across undo, rewind and fork.
@Suite struct DeleteByMarkingWorldTests {
    static let apps = ["device add phone", "app install com.example.notes"]

    /// A session with `n` items over domains list.0…list.4 (every 7th without a domain), applied.
    static func session(_ n: Int, skipping skipped: (Int) -> Bool = { _ in false }) -> Session {
        let s = Session()
        s.undoDepth = 32
        for line in apps { #expect(!s.execute(line).failed) }
        for i in 0..<n where !skipped(i) {
            let domain = i % 7 == 6 ? "" : " --domain list.\(i % 5)"
            #expect(!s.execute("spotlight index item-\(i) --title \"Task \(i) milk\"\(domain)").failed)
        }
        #expect(!s.execute("clock advance 1s").failed)
        return s
    }

    static func output(_ s: Session, _ line: String) -> [String] {
        let outcome = s.execute(line)
        #expect(!outcome.failed, "\(line)")
        return outcome.output
    }

    /// What a user can read of the store: the listing, a domain, a text match, one deleted and one kept item (their
    /// output, or the error when there is none to show). None of these steps changes the world (`spotlight search`
    /// would: it logs the query).
    static func reading(_ s: Session) -> [[String]] {
        ["spotlight show", "spotlight domain list.3", "spotlight domain list", "spotlight find milk",
         "spotlight show item-3", "spotlight show item-4"].map { line in
            let outcome = s.execute(line)
            return outcome.output + outcome.diagnostics.map(\.message)
        }
    }

    /// Whether `expect spotlight count == n` holds.
    static func counts(_ s: Session, _ n: Int) -> Bool { !s.execute("expect spotlight count == \(n)").failed }

    /// The world after the session's steps, loaded from its own snapshot: every table rebuilt item by item.
    static func reloaded(_ s: Session) throws -> Session {
        let file = try s.snapshotFile()
        let loaded = Session()
        try loaded.load(try WorldSnapshot.decode(String(decoding: file.bytes, as: UTF8.self), file: "x"), file: "x")
        #expect(loaded.simulation.digest == file.digest)
        return loaded
    }

    static func expectConsistent(_ s: Session, _ note: String) throws {
        let world = try #require(s.simulation.state)
        #expect(world.digest(.remembered) == world.digest(.fromScratch), "\(note)")
    }

    @Test func aMarkedDeleteReadsDigestsAndSavesAsTheRebuiltWorld() throws {
        let s = Self.session(1_100)
        _ = s.simulation.digest  // every part's digest remembered before the delete
        #expect(!s.execute("spotlight delete domain list.3").failed)
        #expect(!s.execute("clock advance 1s").failed)
        try Self.expectConsistent(s, "after the domain delete")
        let loaded = try Self.reloaded(s)
        #expect(loaded.simulation.digest == s.simulation.digest)
        #expect(loaded.simulation.state == s.simulation.state)
        #expect(Self.reading(loaded) == Self.reading(s))
        // The items left are exactly the ones a world that never had the domain's items holds.
        let gone = (0..<1_100).filter { $0 % 7 != 6 && $0 % 5 == 3 }.count
        #expect(Self.counts(s, 1_100 - gone) && Self.counts(loaded, 1_100 - gone))
        let never = Self.session(1_100) { $0 % 7 != 6 && $0 % 5 == 3 }
        #expect(Self.counts(never, 1_100 - gone))
        #expect(Self.output(never, "spotlight domain list") == Self.output(s, "spotlight domain list"))
        #expect(Self.output(never, "spotlight find milk") == Self.output(s, "spotlight find milk"))
        // Every deleted item has its event, in sequence order, as a one-by-one delete logs them.
        let deleted = Self.output(s, "log spotlight.deleted").filter { $0.contains("by domain") }
        #expect(deleted.count == gone)
        #expect(deleted.first?.contains("item-3 by domain \"list.3\"") == true)
        // Delete-all marks the rest; the world is then the rebuilt one again.
        #expect(!s.execute("spotlight delete all").failed)
        #expect(!s.execute("clock advance 1s").failed)
        #expect(Self.counts(s, 0))
        try Self.expectConsistent(s, "after delete-all")
        #expect(try Self.reloaded(s).simulation.digest == s.simulation.digest)
    }

    /// The identifiers `spotlight search milk` lists (the engine is attached on the first search).
    static func searched(_ s: Session) -> Set<String> {
        var found = Set<String>()
        for line in output(s, "spotlight search milk") {
            for word in line.split(separator: " ") where word.hasPrefix("item-") { found.insert(String(word.prefix { $0.isLetter || $0.isNumber || $0 == "-" })) }
        }
        return found
    }

    @Test func searchSkipsMarkedItemsAndTheSnapshotOfAMarkedWorldLoadsAsTheFreshOne() throws {
        let s = Self.session(1_100)
        #expect(Self.searched(s).count == 1_100, "the engine attached before the delete")
        #expect(!s.execute("spotlight delete domain list.3").failed)
        #expect(!s.execute("clock advance 1s").failed)
        let gone = Set((0..<1_100).filter { $0 % 7 != 6 && $0 % 5 == 3 }.map { "item-\($0)" })
        let found = Self.searched(s)
        #expect(found.count == 1_100 - gone.count && found.isDisjoint(with: gone))
        // Saved and loaded: the loaded world (its tables and its engine built item by item) is the same world.
        let loaded = try Self.reloaded(s)
        #expect(Self.searched(loaded) == found)
        #expect(loaded.simulation.digest == s.simulation.digest && loaded.simulation.state == s.simulation.state)
        try Self.expectConsistent(s, "after searching the marked world")
        // The deleted identifiers indexed again are found again, in both worlds alike.
        for world in [s, loaded] {
            for id in gone.sorted().prefix(40) { #expect(!world.execute("spotlight index \(id) --title \"Back milk\" --domain list.3").failed) }
            #expect(!world.execute("clock advance 1s").failed)
        }
        #expect(Self.searched(s) == found.union(gone.sorted().prefix(40)))
        #expect(Self.searched(loaded) == Self.searched(s) && loaded.simulation.digest == s.simulation.digest)
        // Delete-all and uninstall leave nothing to find.
        #expect(!s.execute("spotlight delete all").failed)
        #expect(!s.execute("clock advance 1s").failed)
        #expect(Self.searched(s).isEmpty)
        #expect(!loaded.execute("app uninstall com.example.notes").failed)
        #expect(!loaded.execute("spotlight search milk").output.joined().contains("item-"))
    }

    @Test func reindexingADeletedIdentifierAfterTheDelete() throws {
        let s = Self.session(1_100)
        #expect(!s.execute("spotlight delete domain list.3").failed)
        #expect(!s.execute("clock advance 1s").failed)
        #expect(!s.execute("expect item item-3 == absent").failed)
        #expect(!s.execute("spotlight index item-3 --title \"Back again\" --domain list.3").failed)
        #expect(!s.execute("clock advance 1s").failed)
        #expect(Self.output(s, "spotlight domain list.3").joined().contains("item-3"))
        #expect(!s.execute("expect item item-3 == present").failed)
        try Self.expectConsistent(s, "after re-indexing")
        let loaded = try Self.reloaded(s)
        #expect(Self.reading(loaded) == Self.reading(s) && loaded.simulation.digest == s.simulation.digest)
        // Deleting the domain again takes the re-indexed item only.
        #expect(!s.execute("spotlight delete domain list.3").failed)
        #expect(!s.execute("clock advance 1s").failed)
        #expect(Self.output(s, "log spotlight.deleted").filter { $0.contains("by domain") }.last?.contains("item-3 ") == true)
        try Self.expectConsistent(s, "after the second delete")
    }

    @Test func undoRewindAndForkAcrossAMarkedDelete() throws {
        let s = Self.session(1_100)
        let baseReading = Self.reading(s)
        let base = s.simulation.digest
        #expect(!s.execute("checkpoint start").failed)
        let fork = try s.fork()
        #expect(!s.execute("spotlight delete domain list.1").failed)
        #expect(!s.execute("clock advance 1s").failed)
        let deleted = s.simulation.digest
        #expect(deleted != base)
        #expect(fork.simulation.digest == base, "the fork keeps the items")
        #expect(Self.reading(fork) == baseReading)
        // The fork deletes the same domain: the same world as the session's.
        #expect(!fork.execute("spotlight delete domain list.1").failed)
        #expect(!fork.execute("clock advance 1s").failed)
        #expect(fork.simulation.digest == deleted && Self.reading(fork) == Self.reading(s))
        // Undo the clock step and the delete: the world before it, items and digest.
        #expect(!s.execute("undo").failed)
        #expect(!s.execute("undo").failed)
        #expect(s.simulation.digest == base)
        try Self.expectConsistent(s, "undone")
        #expect(Self.reading(s) == baseReading)
        // Rewind after deleting another domain.
        #expect(!s.execute("spotlight delete domain list.2").failed)
        #expect(!s.execute("clock advance 1s").failed)
        try Self.expectConsistent(s, "after a different delete")
        #expect(!s.execute("rewind start").failed)
        #expect(s.simulation.digest == base && Self.reading(s) == baseReading)
        try Self.expectConsistent(s, "rewound")
        #expect(fork.simulation.digest == deleted, "the fork is untouched by the session's steps")
    }
}
