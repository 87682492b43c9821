import Foundation
import Testing
@testable import LimelightCore
import SimulatorKit
@testable import Script

/// The digest's documented recipe (Docs/Snapshots.md, "The digest") recomputed without the project's code: the world
/// encoded by an encoder set up here as the page says (sorted keys, no whitespace, slashes unescaped, "nan"/"inf"/"-inf"),
/// hashed by the system's `sha256sum`, compared byte for byte.
@Suite struct DigestRoundTripTests {
    /// The canonical encoder as Docs/Snapshots.md describes it.
    static var documentedEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    /// SHA-256 by coreutils, as 64 lower-case hex digits.
    static func sha256sum(_ data: Data) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(data)
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(text.prefix(64))
    }

    /// Any JSON value, decoded and encoded again by Foundation (so the documented encoder writes it as it wrote it).
    indirect enum JSONValue: Codable, Equatable {
        case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if c.decodeNil() { self = .null } else if let b = try? c.decode(Bool.self) { self = .bool(b) }
            else if let n = try? c.decode(Double.self) { self = .number(n) } else if let t = try? c.decode(String.self) { self = .string(t) }
            else if let a = try? c.decode([JSONValue].self) { self = .array(a) } else { self = .object(try c.decode([String: JSONValue].self)) }
        }

        func encode(to encoder: Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case .null: try c.encodeNil()
            case .bool(let b): try c.encode(b)
            case .number(let n): if n == n.rounded(), abs(n) < 1e15 { try c.encode(Int(n)) } else { try c.encode(n) }
            case .string(let t): try c.encode(t)
            case .array(let a): try c.encode(a)
            case .object(let o): try c.encode(o)
            }
        }

        subscript(key: String) -> JSONValue? {
            get { if case .object(let o) = self { return o[key] } else { return nil } }
            set { if case .object(var o) = self { o[key] = newValue; self = .object(o) } }
        }
    }

    /// The SHA-256 (by coreutils) of a value's documented canonical JSON.
    static func sha(_ value: JSONValue) throws -> String { try sha256sum(try documentedEncoder.encode(value)) }

    /// The world in the digest's form, built from its full canonical JSON as Docs/Snapshots.md says: each item table as
    /// its count and the SHA-256 of each 1,024-sequence range of items, the event log as its count and the SHA-256 of
    /// each 4,096 events, each expiry identifier chunk as its SHA-256.
    static func documentedDigestForm(_ world: JSONValue) throws -> JSONValue {
        var world = world
        if case .array(let events)? = world["runtime"]?["log"] {
            let chunks = try stride(from: 0, to: events.count, by: 4096).map {
                JSONValue.string(try sha(.array(Array(events[$0..<min(events.count, $0 + 4096)]))))
            }
            world["runtime"]?["log"] = .object(["count": .number(Double(events.count)), "chunks": .array(chunks)])
        }
        guard case .array(var devices)? = world["devices"] else { return world }
        for d in devices.indices {
            if case .object(let stores)? = devices[d]["spotlight"]?["stores"] {
                var formed: [String: JSONValue] = [:]
                for (app, store) in stores {
                    guard case .array(let items)? = store["items"] else { continue }
                    var ranges: [Int: [JSONValue]] = [:]
                    for item in items {
                        guard case .number(let sequence)? = item["sequence"] else { continue }
                        ranges[Int(sequence) / 1024, default: []].append(item)
                    }
                    let list = try ranges.keys.sorted().map { r in
                        JSONValue.object(["first": .number(Double(r * 1024)), "sha256": .string(try sha(.array(ranges[r] ?? [])))])
                    }
                    formed[app] = .object(["items": .object(["count": .number(Double(items.count)), "ranges": .array(list)])])
                }
                devices[d]["spotlight"]?["stores"] = .object(formed)
            }
            if case .array(let chunks)? = devices[d]["spotlight"]?["expiries"]?["identifiers"]?["chunks"] {
                devices[d]["spotlight"]?["expiries"]?["identifiers"]?["chunks"] = .array(try chunks.map { .string(try sha($0)) })
            }
        }
        world["devices"] = .array(devices)
        return world
    }

    @Test func theDigestIsTheSHA256OfTheDocumentedDigestForm() throws {
        let s = Session()
        for line in ["device add phone", "app install com.example.notes", "spotlight index a/b --title \"Milk/Bread\" --keywords dairy/bakery --expires now+1d",
                     "spotlight index c --title Eggs", "clock advance 1s"] {
            #expect(!s.execute(line).failed, "\(line)")
        }
        let state = try #require(s.simulation.state)
        let documented = try Self.documentedEncoder.encode(state)
        #expect(String(decoding: documented, as: UTF8.self).contains("Milk/Bread"), "slashes are not escaped")
        #expect(try WorldState.canonicalEncoder.encode(state) == documented, "byte for byte")
        let full = try JSONDecoder().decode(JSONValue.self, from: documented)
        #expect(try Self.documentedEncoder.encode(full) == documented, "the generic JSON value writes the world as it was written")
        let form = try Self.documentedDigestForm(full)
        #expect(s.simulation.digest == (try Self.sha(form)))
        #expect(state.version2Digest == (try Self.sha256sum(documented)), "version 2's digest: the whole world's JSON")
        #expect(s.execute("state digest").output == [s.simulation.digest])
    }

    @Test func numbersJSONHasNoFormForAreTheDocumentedStrings() throws {
        let values: [Double] = [.nan, .infinity, -.infinity, 1.5]
        let canonical = try WorldState.canonicalEncoder.encode(values)
        #expect(String(decoding: canonical, as: UTF8.self) == "[\"nan\",\"inf\",\"-inf\",1.5]")
        #expect(canonical == (try Self.documentedEncoder.encode(values)))
    }

    @Test(arguments: [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1000])
    func theProjectsSHA256AgreesWithCoreutilsAtEveryPaddingBoundary(length: Int) throws {
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var hasher = SHA256()
        hasher.update(bytes)
        let coreutils = try Self.sha256sum(Data(bytes))
        #expect(hasher.hexDigest() == coreutils)
        // The digests of the world's parts: by the system's libcrypto where it loads, else the project's own.
        #expect(SHA256Digest.of(bytes).hex == coreutils)
        #expect(bytes.withUnsafeBytes { SHA256Digest.portable($0) }.hex == coreutils)
    }

    @Test func theSystemsSHA256IsLoadedOnThisMachine() {
        // Debian's libssl3 (which Foundation's networking needs through libcurl) is on every machine the tests run on.
        #expect(SystemSHA256.shared != nil, "libcrypto.so.3 could not be loaded: digests fall back to the slower SHA256")
    }
}

/// Worlds that share parts and then diverge each keep their own digest (a part's remembered digest belongs to one
/// value): a fork, a rewind and an undo each followed by a different step, at sizes that fill several event-log chunks,
/// item ranges and expiry chunks.
@Suite struct DivergingDigestTests {
    static func expectConsistent(_ s: Session, _ note: String) throws {
        let world = try #require(s.simulation.state)
        #expect(world.digest(.remembered) == world.digest(.fromScratch), "\(note)")
    }

    @Test func forkedRewoundAndUndoneWorldsKeepTheirOwnDigests() throws {
        let s = Session()
        s.undoDepth = 32
        for line in ["device add phone", "app install com.example.notes"] { #expect(!s.execute(line).failed) }
        for i in 0..<2_100 {
            #expect(!s.execute("spotlight index item-\(i) --title \"Task \(i)\" --expires now+2d").failed)
        }
        #expect(!s.execute("clock advance 1s").failed)
        let base = s.simulation.digest
        #expect(!s.execute("checkpoint start").failed)
        let fork = try s.fork()
        #expect(!s.execute("spotlight index item-5 --title Changed").failed)
        #expect(!s.execute("clock advance 1s").failed)
        let changed = s.simulation.digest
        #expect(changed != base)
        try Self.expectConsistent(s, "after changing an item")
        #expect(fork.simulation.digest == base, "the fork still has the world it was made from")
        #expect(!fork.execute("spotlight delete item-7").failed)
        #expect(!fork.execute("clock advance 1s").failed)
        try Self.expectConsistent(fork, "the fork after a different step")
        #expect(fork.simulation.digest != changed)
        #expect(!s.execute("rewind start").failed)
        #expect(s.simulation.digest == base, "rewound")
        #expect(!s.execute("spotlight index item-9 --title Other").failed)
        #expect(!s.execute("clock advance 3d").failed)
        try Self.expectConsistent(s, "after a rewind and a different step (the expiries ran)")
        #expect(!s.execute("undo").failed)
        #expect(!s.execute("spotlight delete item-1").failed)
        try Self.expectConsistent(s, "after an undo and a different step")
    }

    /// A world written in pieces (several item ranges, a full event-log chunk, a title that looks like a placeholder)
    /// is the world written in one go, and saving it leaves the digest's parts remembered.
    @Test func theWorldInPiecesIsTheWorldInOneGo() throws {
        let s = Session()
        for line in ["device add phone", "app install com.example.notes", "app install com.example.tasks"] { #expect(!s.execute(line).failed) }
        for i in 0..<2_500 {
            let app = i % 2 == 0 ? "com.example.notes" : "com.example.tasks"
            #expect(!s.execute("spotlight index item-\(i) --title \"Task \(i)\" --app \(app)").failed)
        }
        #expect(!s.execute("spotlight index trick --title \"limelight-splice-0-0\" --app com.example.notes").failed)
        #expect(!s.execute("clock advance 1s").failed)
        let world = try #require(s.simulation.state)
        #expect(try world.canonicalJSON() == (try WorldState.canonicalEncoder.encode(world)))
        let file = try s.snapshotFile()
        #expect(file.digest == world.digest(.fromScratch))
        let loaded = Session()
        try loaded.load(try WorldSnapshot.decode(String(decoding: file.bytes, as: UTF8.self), file: "x"), file: "x")
        #expect(loaded.simulation.digest == file.digest)
    }
}
