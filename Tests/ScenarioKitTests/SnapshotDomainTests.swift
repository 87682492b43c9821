import Foundation
import Testing
import LimelightCore
import ReferenceApps
import ScenarioKit
import SimulatorKit
@testable import Script

/// Issue 24: a snapshot is untrusted input. A loaded world satisfies every invariant a live one does (each state type
/// declares its domains, `SimStateDomain`), loading never acts, `undo` after a load returns the loaded world, and
/// sizes are checked before work.
@Suite struct SnapshotDomainTests {
    static let catalog = ReferenceAppCatalog.catalog

    /// A world with widgets, a stack, items with expiry dates, a focus block, a second device and a batch open.
    static func richSession() -> Session {
        let s = Session(seed: 5, catalog: catalog)
        for line in ["device add phone", "app install landmarks", "app install focusblox", "app launch focusblox",
                     "task add Einkaufen --via form", "widgets stack create FeaturedLandmarkWidget QuickCaptureWidget",
                     "spotlight index n1 --title Milk --expires 2027-03-01", "spotlight index n2 --title Bread --expires 2027-02-01",
                     "block start Deep", "spotlight search a", "clock advance 1h", "device add mac --platform macos",
                     "app install simplr --device mac", "spotlight batch begin --device mac --app simplr",
                     "spotlight fail indexingUnavailable --count 2", "spotlight config --latency 2s",
                     "spotlight index late --title Late", "widgets reload"] {
            _ = s.execute(line)
        }
        return s
    }

    /// The world's canonical JSON as a tree, edited by `edit`, then decoded and validated as `snapshot load` does.
    static func edited(_ edit: (inout [String: Any]) -> Void) throws -> String? {
        let world = try #require(richSession().simulation.state)
        var tree = try #require(try JSONSerialization.jsonObject(with: WorldState.canonicalEncoder.encode(world)) as? [String: Any])
        edit(&tree)
        let data = try JSONSerialization.data(withJSONObject: tree)
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = WorldState.nonConformingFloatsDecoding
        let decoded = try decoder.decode(WorldState.self, from: data)
        do { try decoded.validate(root: ".world") } catch let error as SimulatorError { return error.message }
        return nil
    }

    /// Sets the value at a path of keys and indices.
    static func set(_ tree: inout Any, _ path: ArraySlice<Any>, _ value: Any) {
        guard let first = path.first else { tree = value; return }
        if let key = first as? String, var object = tree as? [String: Any], var child = object[key] {
            set(&child, path.dropFirst(), value)
            object[key] = child
            tree = object
        } else if let index = first as? Int, var array = tree as? [Any], index < array.count {
            set(&array[index], path.dropFirst(), value)
            tree = array
        }
    }

    static func editing(_ path: [Any], to value: Any) throws -> String? {
        try edited { tree in
            var any: Any = tree
            set(&any, path[...], value)
            tree = any as? [String: Any] ?? tree
        }
    }

    @Test func aLiveWorldPassesValidation() throws {
        let world = try #require(Self.richSession().simulation.state)
        try world.validate()
        #expect(try Self.edited { _ in } == nil)
    }

    /// Every field of every state type in a real world has a declared domain: `checkDomain` names each stored property
    /// `Mirror` finds, so adding a field without its domain fails here.
    @Test func everyFieldHasADeclaredDomain() throws {
        let world = try #require(Self.richSession().simulation.state)
        var seen: [String: Set<String>] = [:]
        var missing: [String] = []
        func walk(_ value: Any, depth: Int) {
            guard depth < 40 else { return }
            let mirror = Mirror(reflecting: value)
            if let domain = value as? SimStateDomain {
                let type = String(describing: Swift.type(of: value))
                if seen[type] == nil {
                    var check = SimDomainCheck.recording()
                    try? domain.checkDomain(&check)
                    let declared = Set(check.recorded ?? [])
                    let fields = Set(mirror.children.compactMap(\.label))
                    seen[type] = fields
                    for field in fields.subtracting(declared).sorted() { missing.append("\(type).\(field)") }
                    for field in declared.subtracting(fields).sorted() { missing.append("\(type).\(field) (declared, but no such field)") }
                }
            }
            // Descend through state types and the containers that hold them (items and app models are not state types).
            if mirror.displayStyle == .class { return }
            for child in mirror.children { walk(child.value, depth: depth + 1) }
        }
        walk(world, depth: 0)
        #expect(missing.isEmpty, "fields without a declared domain: \(missing)")
        for type in ["WorldState", "DeviceState", "InstalledAppState", "RuntimeState", "SchedulerState", "ScheduledJob",
                     "EventLogState", "SpotlightState", "SpotlightConfiguration", "ExpiryQueue", "ExpiryIdentifiers",
                     "WidgetsState", "WidgetKitConfiguration", "WidgetInstance", "IntentsState", "SuggestionLearner",
                     "UniqueValueDetector", "TipsState", "AppDefaultsState", "SearchScreenState"] {
            #expect(seen[type] != nil, "the walk never reached a \(type)")
        }
    }

    /// The issue's classes, each a located error naming the JSON path, the value and what is allowed.
    @Test(arguments: [
        (["devices", 0, "widgets", "configuration", "dailyReloadBudget"], 0, ".world.devices[0].widgets.configuration.dailyReloadBudget: 0", "1…100000"),
        (["devices", 0, "widgets", "configuration", "dailyReloadBudget"], -1, "dailyReloadBudget: -1", "1…100000"),
        (["devices", 0, "spotlight", "configuration", "maxAttributeCharacters"], -1, ".world.devices[0].spotlight.configuration.maxAttributeCharacters: -1", "1…"),
        (["devices", 0, "spotlight", "configuration", "maxAttributeCharacters"], 0, "maxAttributeCharacters: 0", "1…"),
        (["devices", 0, "widgets", "instances", "W1", "timelineRequests"], -1, ".world.devices[0].widgets.instances.W1.timelineRequests: -1", "0…2^52"),
        (["devices", 0, "widgets", "nextStack"], 0, ".world.devices[0].widgets.stacks.S1: 'S1'", "ids are numbered below the next one"),
        (["runtime", "scheduler", "now"], 1e300, ".world.runtime.scheduler.now", "simulated calendar"),
        (["runtime", "scheduler", "nextSequence"], -1, ".world.runtime.scheduler.nextSequence: -1", "0…2^52"),
        (["devices", 0, "apps", 0, "launchCount"], -4_503_599_627_370_496, "launchCount: -4503599627370496", "0…2^52"),
        (["devices", 0, "widgets", "configuration", "budgetWindow"], -1, "budgetWindow: -1.0 s", "a duration of 1.0"),
        (["devices", 0, "widgets", "configuration", "maximumStackSize"], 0, "maximumStackSize: 0", "1…1000"),
        (["devices", 0, "intents", "learner", "requiredRepetitions"], 0, "requiredRepetitions: 0", "1…100000"),
        (["selectedDevice"], "tablet", ".world.selectedDevice: 'tablet'", "a device of this world"),
    ] as [([any Sendable], any Sendable, String, String)])
    func anOutOfDomainFieldIsALocatedError(path: [any Sendable], value: any Sendable, at: String, allowed: String) throws {
        let message = try #require(try Self.editing(path.map { $0 as Any }, to: value as Any), "the edited world was accepted")
        #expect(message.contains(at), "\(message)")
        #expect(message.contains("allowed: ") && message.contains(allowed), "\(message)")
    }

    /// The event log and the item tables are checked in one pass without paths (`SimDomainCheck.each`, `passes`); an element out of
    /// its domain is still named by its path, the first in order.
    @Test func eventsAndItemsOutOfTheirDomainsAreNamed() throws {
        func editLog(_ index: Int, _ key: String, _ value: Any) throws -> String? {
            try Self.editing(["runtime", "log", index, key], to: value)
        }
        var message = try #require(try editLog(3, "instant", 9e9), "an event after the clock was accepted")
        #expect(message.contains(".world.runtime.log[3].instant") && message.contains("not after the clock"), "\(message)")
        message = try #require(try editLog(2, "kind", ""), "an event without a kind was accepted")
        #expect(message.contains(".world.runtime.log[2].kind") && message.contains("a non-empty name"), "\(message)")
        message = try #require(try editLog(5, "instant", -1e300), "an event before the calendar was accepted")
        #expect(message.contains(".world.runtime.log[5].instant") && message.contains("simulated calendar"), "\(message)")
        func editItem(_ key: String, _ value: Any) throws -> String? {
            try Self.edited { tree in
                guard var devices = tree["devices"] as? [[String: Any]], var spotlight = devices[0]["spotlight"] as? [String: Any],
                      var stores = spotlight["stores"] as? [String: Any],
                      let app = stores.keys.sorted().first(where: { ((stores[$0] as? [String: Any])?["items"] as? [Any])?.count ?? 0 >= 2 }),
                      var store = stores[app] as? [String: Any], var items = store["items"] as? [[String: Any]] else { return }
                items[1][key] = value
                store["items"] = items
                stores[app] = store
                spotlight["stores"] = stores
                devices[0]["spotlight"] = spotlight
                tree["devices"] = devices
            }
        }
        message = try #require(try editItem("indexedAt", 9e9), "an item indexed after the clock was accepted")
        #expect(message.contains(".spotlight.stores.") && message.contains(".indexedAt: 9000000000") && message.contains("not after the clock"), "\(message)")
        message = try #require(try editItem("sequence", 4_000_000), "an item with a sequence not handed out was accepted")
        #expect(message.contains(".spotlight.stores.") && message.contains(".sequence: 4000000"), "\(message)")
    }

    @Test func expiryRunsOutOfReachAreRefused() throws {
        // A run of push orders far past the identifiers held would pop 2^52 times in expireDue.
        let message = try #require(try Self.edited { tree in
            var any: Any = tree
            let heapPath: [Any] = ["devices", 0, "spotlight", "expiries"]
            var expiries: Any = (((tree["devices"] as? [Any])?[0] as? [String: Any])?["spotlight"] as? [String: Any])?["expiries"] as Any
            if var e = expiries as? [String: Any] {
                e["open"] = ["expiry": 800_000_000.0, "start": 0, "end": 4_503_599_627_370_496, "app": 0]
                expiries = e
            }
            Self.set(&any, heapPath[...], expiries)
            tree = any as? [String: Any] ?? tree
        })
        #expect(message.contains(".world.devices[0].spotlight.expiries.open.start"), "\(message)")
    }

    @Test func referencesBetweenPartsAreChecked() throws {
        // A job for a device the world does not have.
        var message = try #require(try Self.edited { tree in
            guard var runtime = tree["runtime"] as? [String: Any], var scheduler = runtime["scheduler"] as? [String: Any],
                  var jobs = scheduler["jobs"] as? [[String: Any]], !jobs.isEmpty else { return }
            jobs[0]["job"] = ["spotlightExpiry": ["device": "ghost"]]
            scheduler["jobs"] = jobs
            runtime["scheduler"] = scheduler
            tree["runtime"] = runtime
        })
        #expect(message.contains(".world.runtime.scheduler.jobs[0].job.device: 'ghost'") && message.contains("a device of this world"), "\(message)")
        // Items of an app that is not installed.
        message = try #require(try Self.edited { tree in
            guard var devices = tree["devices"] as? [[String: Any]], var spotlight = devices[0]["spotlight"] as? [String: Any],
                  var stores = spotlight["stores"] as? [String: Any], let key = stores.keys.sorted().first else { return }
            stores["com.example.absent"] = stores.removeValue(forKey: key)
            spotlight["stores"] = stores
            devices[0]["spotlight"] = spotlight
            tree["devices"] = devices
        })
        #expect(message.contains(".world.devices[0].spotlight.stores.com.example.absent") && message.contains("an app installed on the device"), "\(message)")
    }

    /// Validation's cross-check, in-process: every number of a real world set to -1, 0 and ±2^52 in turn; each world
    /// that passes validation is rebuilt and runs steps that touch every service without a trap or a runaway step.
    @Test func everyNumberAtItsEdgesIsRefusedOrSafe() throws {
        let world = try #require(Self.richSession().simulation.state)
        let tree = try JSONSerialization.jsonObject(with: WorldState.canonicalEncoder.encode(world))
        var paths: [[Any]] = []
        func collect(_ value: Any, _ path: [Any]) {
            if let object = value as? [String: Any] { for key in object.keys.sorted() { collect(object[key] as Any, path + [key]) } }
            else if let array = value as? [Any] { for (i, v) in array.enumerated() { collect(v, path + [i]) } }
            else if value is NSNumber { paths.append(path) }  // a flag set to a number is a decoding error: refused too
        }
        collect(tree, [])
        #expect(paths.count > 100)
        var accepted = 0, refused = 0
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = WorldState.nonConformingFloatsDecoding
        for path in paths {
            for value in [-1, 0, 4_503_599_627_370_496, -4_503_599_627_370_496] {
                var edited: Any = tree
                Self.set(&edited, path[...], value)
                guard let data = try? JSONSerialization.data(withJSONObject: edited),
                      let decoded = try? decoder.decode(WorldState.self, from: data) else { refused += 1; continue }
                guard (try? decoded.validate()) != nil else { refused += 1; continue }
                accepted += 1
                let session = Session(seed: decoded.runtime.seed, catalog: Self.catalog)
                session.snapshotFiles = SnapshotFiles(root: nil, refusal: "no files in this test")
                session.simulation = try Simulation(restoring: decoded, catalog: Self.catalog)
                session.simulation.runtime.scheduler.jobsPerStep = 2_000
                for line in ["spotlight index z --title Zed --expires 2026-02-01", "clock advance 1d", "widgets reload",
                             "spotlight search a", "clock advance 10d"] {
                    _ = session.execute(line)
                }
            }
        }
        #expect(accepted > 0 && refused > 0, "accepted \(accepted), refused \(refused)")
    }

    // MARK: Loading never acts

    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "limelight-domain-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A version 1 snapshot (steps only) whose steps are `steps`, each recorded as printing nothing.
    static func version1(_ steps: [String]) throws -> String {
        var snapshot = Session(seed: 1, catalog: catalog).snapshot()
        snapshot.version = 1
        snapshot.world = nil
        snapshot.steps = Transcript(steps.map { ($0, [String]()) })
        return try snapshot.encoded()
    }

    @Test(arguments: [
        ("snapshot save other.txt --force", "is 'snapshot save'"),
        ("expect error snapshot save other.txt --force", "is 'snapshot save'"),
        ("save other.txt --force", "is 'save other.txt'"),
        ("record other.txt --force", "is 'record other.txt'"),
        ("snapshot load self.snapshot", "loads the snapshot itself"),
        ("expect error snapshot load next.snapshot", "is 'snapshot load'"),
    ])
    func aVersion1SnapshotThatWouldActIsRefusedBeforeAnyStep(step: String, message: String) throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "my notes\n".write(toFile: dir + "/other.txt", atomically: true, encoding: .utf8)
        try Self.version1(["device add phone", step]).write(toFile: dir + "/self.snapshot", atomically: true, encoding: .utf8)
        try Self.version1(["snapshot load self.snapshot"]).write(toFile: dir + "/next.snapshot", atomically: true, encoding: .utf8)
        let s = Session(seed: 1, catalog: Self.catalog)
        s.snapshotFiles = SnapshotFiles(root: dir)
        let outcome = s.execute("snapshot load self.snapshot")
        let error = try #require(outcome.diagnostics.first)
        #expect(error.message.contains("step 2") && error.message.contains(message), "\(error.message)")
        #expect(error.range.start.column == 15)
        #expect(try String(contentsOfFile: dir + "/other.txt", encoding: .utf8) == "my notes\n")
        #expect(s.simulation.devices.isEmpty, "the refused load changed the world")
    }

    @Test func aScenarioHeaderNeverReplaysAFileWrite() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scenario = "title: victim\nsnapshot: evil.snapshot\n\nclock show\n"
        try scenario.write(toFile: dir + "/victim.scenario", atomically: true, encoding: .utf8)
        try Self.version1(["snapshot save victim.scenario --force"]).write(toFile: dir + "/evil.snapshot", atomically: true, encoding: .utf8)
        let runner = ScenarioRunner(catalog: Self.catalog)
        let result = runner.run(path: dir + "/victim.scenario", text: scenario)
        #expect(result.status == .failed)
        #expect(result.failure?.line == 2 && result.failure?.column == 11, "\(String(describing: result.failure))")
        #expect(try String(contentsOfFile: dir + "/victim.scenario", encoding: .utf8) == scenario)
    }

    // MARK: Undo after a load

    @Test func undoAfterALoadReturnsTheLoadedWorld() throws {
        // A snapshot whose world is not the one its steps make (edited, digest recomputed).
        let source = Self.richSession()
        var snapshot = source.snapshot()
        var world = try #require(snapshot.world)
        world.devices[0].launchCountEdit()
        snapshot.world = world
        snapshot.digest = try Simulation(restoring: world, catalog: Self.catalog).digest
        for depth in [0, 32] {
            let s = Session(seed: 9, catalog: Self.catalog)
            s.undoDepth = depth
            _ = s.execute("device add other")
            _ = s.execute("clock advance 1m")
            try s.load(try WorldSnapshot.decode(try snapshot.encoded(), file: "x.snapshot"), file: "x.snapshot")
            let loaded = s.simulation.digest
            #expect(loaded == snapshot.digest)
            _ = s.execute("clock advance 1h")
            _ = try s.undo()
            #expect(s.simulation.digest == loaded, "undo (depth \(depth)) did not return the loaded world")
            // Going back past the load would give the steps' world: refused, the world kept.
            #expect(throws: SnapshotError.self) { try s.undo() }
            #expect(s.simulation.digest == loaded)
        }
    }

    // MARK: Bounds before work

    @Test func tooManyStepsAreRefusedBeforeDecoding() throws {
        let step = #"{"output":[],"source":"clock show"},"#
        var text = #"{"digest":"","format":"limelight-snapshot","seed":1,"version":1,"steps":["#
        text += String(repeating: step, count: 1_100_000)
        text.removeLast()
        text += "]}"
        let start = ContinuousClock.now
        #expect {
            _ = try WorldSnapshot.decode(text, file: "big.snapshot")
        } throws: { error in
            (error as? SnapshotError)?.message.contains("1100000 steps, more than the limit of 1000000") == true
        }
        #expect(ContinuousClock.now - start < .seconds(120), "counting is one pass, without decoding the document")
    }

    @Test func theOutlineFindsIncompleteDocuments() throws {
        for bad in ["", "{", #"{"format":"limelight-snapshot""#, #"{"a":"b}"#, "[1]", #"{"a":1} x"#] {
            #expect(throws: SnapshotOutline.Problem.self) { _ = try SnapshotOutline(Data(bad.utf8)) }
        }
        let outline = try SnapshotOutline(Data(#"{"format" : "limelight-snapshot", "version" : 2, "steps" : [ {"a": [1,2]}, {"b": "x,]"} ], "checkpoints": []}"#.utf8))
        #expect(outline.format == "limelight-snapshot" && outline.version == 2 && outline.steps == 2 && outline.checkpoints == 0)
    }

    // MARK: Terminal safety and writes

    @Test func theRunReportCleansTextOnlyForATerminal() {
        var result = ScenarioResult(path: "a.scenario", header: ScenarioHeader(), status: .passed, failure: nil, steps: [], updatedText: nil)
        result.header.title = "evil \u{1B}]0;owned\u{07} \u{202E}txt"
        let piped = ConsoleReport().lines(for: result).joined()
        let shown = ConsoleReport(terminal: true).lines(for: result).joined()
        #expect(piped.contains("\u{1B}]0;owned\u{07}"), "piped output stays byte for byte")
        #expect(!shown.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
        #expect(shown.contains("␛]0;owned␇"))
    }

    @Test func outputsFollowSavesNeverOverwriteRule() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let foreign = dir + "/mine.scenario"
        try "my own scenario\n".write(toFile: foreign, atomically: true, encoding: .utf8)
        #expect(throws: AtomicFile.WriteError.self) { try RecordedFile.checkOutputOverwrite(foreign, force: false) }
        try RecordedFile.checkOutputOverwrite(foreign, force: true)
        try RecordedFile.checkOutputOverwrite(dir + "/new.scenario", force: false)
        let reduced = dir + "/r.scenario"
        try "title: x (reduced)\n# Reduced by `limelight reduce` from 3 to 1 steps; it fails with x.\n".write(toFile: reduced, atomically: true, encoding: .utf8)
        try RecordedFile.checkOutputOverwrite(reduced, force: false)
    }

    @Test func aFileBeingRecordedIsNotReplaced() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/shared.scenario"
        let lock = try RecordingLock(recording: path)
        #expect(RecordingLock.isHeld(for: path))
        #expect(throws: AtomicFile.WriteError.self) { _ = try RecordingLock(recording: path) }
        #expect(throws: AtomicFile.WriteError.self) { try RecordedFile.checkOverwrite(path, force: true) }
        #expect(throws: AtomicFile.WriteError.self) { try RecordedFile.checkOutputOverwrite(path, force: true) }
        lock.release()
        #expect(!RecordingLock.isHeld(for: path))
        _ = try RecordingLock(recording: path)
    }
}

extension DeviceState {
    /// An edit a live world never makes by itself: the first app counts a thousand more launches.
    mutating func launchCountEdit() {
        if !apps.isEmpty { apps[0].launchCount += 1000 }
    }
}
