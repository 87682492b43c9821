import Foundation
import LimelightCore
import ReferenceApps
import Script
import SimulatorKit

// unchecked: its seed worlds are JSON trees held as `Any` (from `JSONSerialization`), made once and only read after.
/// The structure-aware world fuzzer (Docs/Fuzzing.md, targets `world` and `steps`): it holds real worlds made by
/// running the scenarios' kind of steps, each as a tree of JSON values with the path of every field, and reads an
/// input as a list of edits to those fields — set a number to an edge value (±1, 0, ±2^52, 2^63−1, NaN, ±∞, a random
/// one), nudge it, copy another field's value over it, empty or repeat a list, rename a table key, change a text —,
/// never as bytes of a file. The edited world is decoded and validated as `snapshot load` does; one that passes is
/// rebuilt and runs steps the input picks, and must neither crash nor hang.
final class WorldFuzzer: @unchecked Sendable {
    static let shared = WorldFuzzer()
    /// The steps the `world` target runs in a world that passes validation.
    static let fewSteps = 12

    /// One seed world: its JSON tree and the paths of its fields (leaves and containers).
    struct Seed {
        var tree: Any
        var paths: [[PathKey]]
    }

    enum PathKey { case key(String), index(Int) }

    let seeds: [Seed]
    let catalog = ReferenceAppCatalog.catalog

    /// The commands a step picks from (a step in a world with no such device or app simply fails).
    static let commands = [
        "clock advance 1m", "clock advance 1h", "clock advance 1d", "clock advance 30d", "clock advance 400d",
        "spotlight index f1 --title Milk --expires 2026-01-06", "spotlight index f2 --title Bread --keywords a,b",
        "spotlight update f1 --title Oat", "spotlight delete f1", "spotlight delete all", "spotlight search a",
        "spotlight search m --max 3", "spotlight show", "spotlight pending", #"spotlight query 'title == "*"'"#,
        "spotlight batch begin", "spotlight batch end", "spotlight fail indexingUnavailable --count 2", "spotlight lose --fraction 0.5",
        "spotlight tap f2", "spotlight state", "spotlight find Milk", "spotlight reindex ack",
        "widgets show", "widgets reload", "widgets budget", "widgets stack", "widgets add FeaturedLandmarkWidget",
        "widgets add QuickCaptureWidget", "widgets session on", "widgets session off", "widgets developer-mode on",
        "widgets developer-mode off", "widgets remove W1",
        "app launch", "app background", "app foreground", "app terminate", "app crash", "app list", "app show",
        "app install focusblox", "app install landmarks", "app uninstall", "app select focusblox",
        "device lock", "device unlock", "device reboot", "device show", "device list", "device update-os 19.0",
        "device add tablet", "device select phone", "device select tablet",
        "task add Errand", "task complete Errand", "task list", "block start Focus", "block end",
        "intents donate OpenTaskIntent", "siri suggestions", "siri learning off", "entities list",
        "activity start com.example.view --title Seen --search", "activity resign", "activity show",
        "screen", "state digest", "undo", "checkpoint c", "rewind c", "checkpoints", "clock show",
    ]

    private init() {
        let scripts: [[String]] = [
            ["device add phone", "app install landmarks", "app install focusblox", "app launch focusblox",
             "task add Einkaufen --via form", "widgets stack create FeaturedLandmarkWidget QuickCaptureWidget",
             "spotlight index n1 --title Milk --expires 2027-03-01", "spotlight index n2 --title Bread --expires 2027-02-01",
             "block start Deep", "spotlight search a", "clock advance 1h"],
            ["device add phone", "device add mac --platform macos", "app install simplr", "app launch",
             "item add Milk --priority 2", "spotlight config --latency 2s", "spotlight batch begin",
             "spotlight index b1 --title Batch", "activity start com.example.view --title Seen --search",
             "spotlight fail indexingUnavailable --count 3", "device lock"],
            ["device add phone", "app install portfolio", "app launch", "intents donate OpenTaskIntent",
             "widgets add FeaturedLandmarkWidget", "clock advance 2d", "spotlight lose --fraction 0.5"],
        ]
        var made: [Seed] = []
        for script in scripts {
            let session = Session(seed: 3, catalog: ReferenceAppCatalog.catalog)
            session.snapshotFiles = SnapshotFiles(root: nil, refusal: "the fuzzer writes no files")
            for line in script { _ = session.execute(line) }
            guard let world = session.simulation.state else { continue }
            // A world the simulator made passes validation: a refusal here is a domain declared too narrow.
            do { try world.validate() } catch { fatalError("a live world fails validation: \(error)") }
            guard let data = try? WorldState.canonicalEncoder.encode(world),
                  let tree = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { continue }
            var paths: [[PathKey]] = []
            Self.collect(tree, [], into: &paths)
            made.append(Seed(tree: tree, paths: paths))
        }
        seeds = made
    }

    private static func collect(_ value: Any, _ path: [PathKey], into paths: inout [[PathKey]]) {
        paths.append(path)
        if let object = value as? [String: Any] {
            for key in object.keys.sorted() { collect(object[key] as Any, path + [.key(key)], into: &paths) }
        } else if let array = value as? [Any] {
            for (i, element) in array.enumerated() { collect(element, path + [.index(i)], into: &paths) }
        }
    }

    /// Reads the input as edits, applies them to a seed world, and runs what passes validation.
    func run(_ bytes: [UInt8], steps: Int) {
        guard !seeds.isEmpty else { return }
        var reader = ByteReader(bytes)
        let seed = seeds[Int(reader.byte()) % seeds.count]
        var tree = seed.tree
        let edits = 1 + Int(reader.byte() % 4)
        for _ in 0..<edits where !reader.isAtEnd {
            let path = seed.paths[Int(reader.word()) % seed.paths.count]
            let donor = seed.paths[Int(reader.word()) % seed.paths.count]
            let value = Self.edited(Self.value(in: tree, at: path), op: reader.byte(), reader: &reader,
                                    donor: Self.value(in: tree, at: donor))
            tree = Self.replacing(tree, at: path[...], with: value)
        }
        guard let data = try? JSONSerialization.data(withJSONObject: tree, options: [.fragmentsAllowed]) else { return }
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = WorldState.nonConformingFloatsDecoding
        guard let world = try? decoder.decode(WorldState.self, from: data), (try? world.validate()) != nil else { return }
        guard let simulation = try? Simulation(restoring: world, catalog: catalog) else { return }
        let session = Session(seed: world.runtime.seed, catalog: catalog)
        session.snapshotFiles = SnapshotFiles(root: nil, refusal: "the fuzzer writes no files")
        var snapshot = session.snapshot()
        snapshot.world = world
        snapshot.seed = world.runtime.seed
        snapshot.steps = []
        snapshot.digest = simulation.digest
        guard (try? session.load(snapshot, file: "<fuzz>")) != nil else { return }
        // A long run keeps each step small enough that a thousand of them fit libFuzzer's time limit.
        session.simulation.runtime.scheduler.jobsPerStep = steps > 100 ? 200 : 2_000
        session.undoDepth = 2
        for _ in 0..<steps {
            _ = session.execute(Self.commands[Int(reader.byte()) % Self.commands.count])
        }
    }

    private static func value(in tree: Any, at path: [PathKey]) -> Any {
        var node = tree
        for key in path {
            switch key {
            case .key(let k): node = (node as? [String: Any])?[k] ?? NSNull()
            case .index(let i): node = (node as? [Any]).flatMap { i < $0.count ? $0[i] : nil } ?? NSNull()
            }
        }
        return node
    }

    private static func replacing(_ tree: Any, at path: ArraySlice<PathKey>, with value: Any) -> Any {
        guard let first = path.first else { return value }
        switch first {
        case .key(let k):
            guard var object = tree as? [String: Any], let child = object[k] else { return tree }
            object[k] = replacing(child, at: path.dropFirst(), with: value)
            return object
        case .index(let i):
            guard var array = tree as? [Any], i < array.count else { return tree }
            array[i] = replacing(array[i], at: path.dropFirst(), with: value)
            return array
        }
    }

    /// Edge numbers: what a hostile file puts in a counter, a size or a time.
    static let edges: [Double] = [-1, 0, 1, 2, -4_503_599_627_370_496, 4_503_599_627_370_496, 9_223_372_036_854_775_807,
                                  -9_223_372_036_854_775_808, 2_147_483_648, 6_279_811_200, -6_279_811_200, 789_296_400, 0.5, 1e300]

    private static func edited(_ value: Any, op: UInt8, reader: inout ByteReader, donor: Any) -> Any {
        switch op % 8 {
        case 0, 1:
            if value is NSNumber || value is String && op % 8 == 1 {
                let e = edges[Int(reader.byte()) % edges.count]
                return e == e.rounded() && abs(e) < 9.2e18 ? NSNumber(value: Int64(e)) : NSNumber(value: e)
            }
            return donor
        case 2:
            if let n = value as? NSNumber { return NSNumber(value: n.doubleValue + Double(Int8(bitPattern: reader.byte()))) }
            return value
        case 3: return ["nan", "inf", "-inf"][Int(reader.byte()) % 3]
        case 4: return donor
        case 5:
            if let array = value as? [Any] { return reader.byte() % 2 == 0 ? [] : array + array }
            if let object = value as? [String: Any], let key = object.keys.sorted().first {
                var copy = object
                copy["x" + key] = copy.removeValue(forKey: key)
                return copy
            }
            return value
        case 6:
            if let text = value as? String { return text + String(repeating: "\u{1B}[2J\u{202E}", count: 1 + Int(reader.byte() % 3)) }
            return NSNumber(value: Int64(Int8(bitPattern: reader.byte())))
        default:
            return NSNumber(value: Int64(bitPattern: reader.long()))
        }
    }
}

/// Reads an input's bytes, as zeros once they run out.
struct ByteReader {
    private let bytes: [UInt8]
    private var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    var isAtEnd: Bool { offset >= bytes.count }
    mutating func byte() -> UInt8 {
        defer { offset += 1 }
        return offset < bytes.count ? bytes[offset] : 0
    }
    mutating func word() -> UInt16 { UInt16(byte()) << 8 | UInt16(byte()) }
    mutating func long() -> UInt64 { (0..<8).reduce(0) { acc, _ in acc << 8 | UInt64(byte()) } }
}
