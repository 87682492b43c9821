import Foundation
import LimelightCore
import ReferenceApps
import ScenarioKit
import Script
import Server
import SimulatorKit
import Spotlight
import SpotlightQuery

/// The fuzz targets: each takes one input's bytes and drives one of Limelight's parsers or a whole session with it.
/// A target must never crash or hang; `Tools/fuzz` runs them under libFuzzer and AddressSanitizer.
enum FuzzTarget: String, CaseIterable {
    /// One command line through the command parser (with the reference apps' actions).
    case line
    /// A whole scenario file through the scenario parser: what `limelight check` does.
    case file
    /// A query string: parse, check, print and re-parse, then evaluate as CSSearchQuery and as CSUserQuery text.
    case query
    /// Bytes through the JSON-RPC framer and the language server's dispatcher.
    case rpc
    /// A JSON message read straight from its bytes (`JSONMessageReader`) and by Foundation's decoder: when the reader
    /// takes it, both must give the same value, integers as integers.
    case json
    /// A session: the bytes choose command words and arguments from the REPL's completions and run the lines.
    case session
    /// A snapshot file: decoded, its world validated and rebuilt, then a few steps run in it and it is saved again.
    case snapshot
    /// Structure-aware: the bytes are edits to the fields of a real world (numbers, texts, list elements, table keys),
    /// not to the file's bytes; a world that passes validation is rebuilt and runs a dozen steps (`WorldFuzzer`).
    case world
    /// The cross-check of validation: an edited world that passes it survives 1,000 random steps (`WorldFuzzer`).
    case steps

    /// The target named by `LIMELIGHT_FUZZ_TARGET` (default: `line`).
    static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["LIMELIGHT_FUZZ_TARGET"] ?? "line"
        guard let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(Data("LIMELIGHT_FUZZ_TARGET must be one of \(allCases.map(\.rawValue))\n".utf8))
            exit(2)
        }
        return target
    }()

    /// Runs one input.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .line: Self.kept.withLock { Self.parseLine(bytes, registry: $0.registry) }
        case .file: Self.kept.withLock { Self.checkFile(bytes, runner: $0.runner) }
        case .query: Self.kept.withLock { Self.query(bytes, engine: $0.searchWorld.1) }
        case .rpc: Self.kept.withLock { Self.rpc(bytes, &$0) }
        case .json: Self.json(bytes)
        case .session: Self.session(bytes)
        case .snapshot: Self.snapshot(bytes)
        case .world: WorldFuzzer.shared.run(bytes, steps: WorldFuzzer.fewSteps)
        case .steps: WorldFuzzer.shared.run(bytes, steps: Self.stepsPerInput)
        }
    }

    /// How many random steps the `steps` target runs in each edited world: 1,000 under libFuzzer; a debug replay
    /// (`Tools/fuzz replay`) sets `LIMELIGHT_FUZZ_STEPS` lower, since a debug step is some fifty times slower.
    static let stepsPerInput: Int = {
        guard let text = ProcessInfo.processInfo.environment["LIMELIGHT_FUZZ_STEPS"], let n = Int(text), (1...1_000).contains(n)
        else { return 1_000 }
        return n
    }()

    /// What the targets keep from one input to the next, each made when a target first needs it. One input runs at a
    /// time (libFuzzer's driver, the reproducer's loop); the lock owns them all the same.
    struct Kept {
        lazy var registry = StandardCommands.registry(catalog: ReferenceAppCatalog.catalog)
        lazy var runner = ScenarioRunner(catalog: ReferenceAppCatalog.catalog)
        /// A world with a few items the query target searches.
        lazy var searchWorld: (Session, SearchEngine) = FuzzTarget.makeSearchWorld()
        /// The server the rpc target talks to: made afresh every 500 inputs, so what inputs open does not pile up.
        var server: LanguageServer?
        var serverUses = 0
    }
    private static let kept = LockedBox(Kept())

    private static func parseLine(_ bytes: [UInt8], registry: CommandRegistry) {
        let text = String(decoding: bytes, as: UTF8.self)
        let parser = CommandParser(registry: registry)
        let (invocation, diagnostics) = parser.parse(text, line: 1)
        for d in diagnostics { _ = DiagnosticRenderer().render(d, file: "<fuzz>", lineText: text) }
        // The diagnostics alone (what check and the editor ask for: a clean line is read in place, not bound) are the same.
        let alone = parser.parse(text, line: 1, keepingInvocation: false).diagnostics
        func shown(_ ds: [Diagnostic]) -> [String] { ds.map { "\($0.code) \($0.range) \($0.message) \($0.suggestion ?? "")" } }
        if shown(alone) != shown(diagnostics) {
            fatalError("the diagnostics without an invocation differ for \(text.debugDescription): \(shown(alone)) vs \(shown(diagnostics))")
        }
        // A clean line is bound in place (`parse`); it must be bound as the full parse binds it, field by field.
        let full = parser.parseInFull(text, line: 1)
        func same(_ a: CommandInvocation?, _ b: CommandInvocation?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return a.spec.name == b.spec.name && a.line == b.line && a.source == b.source && a.commandRange == b.commandRange
                && a.arguments == b.arguments && a.options == b.options && a.comparison == b.comparison
        }
        if shown(full.diagnostics) != shown(diagnostics) || !same(invocation, full.invocation) {
            fatalError("the line read in place differs from the full parse for \(text.debugDescription): \(String(describing: invocation)) vs \(String(describing: full.invocation))")
        }
    }

    private static func json(_ bytes: [UInt8]) {
        guard let read = JSONValue.readDirectly(bytes) else { return }
        func shape(_ v: JSONValue) -> String {
            switch v {
            case .integer(let n): return "i\(n)"
            case .number(let d): return "d\(d)"
            case .string(let s): return "s\(Array(s.utf8))"
            case .null: return "null"
            case .bool(let b): return "\(b)"
            case .array(let a): return "[" + a.map(shape).joined(separator: ",") + "]"
            case .object(let o): return "{" + o.keys.sorted().map { "\(Array($0.utf8)):\(o[$0].map(shape) ?? "")" }.joined(separator: ",") + "}"
            }
        }
        guard let decoded = try? JSONValue.decoded(bytes) else {
            fatalError("read directly but not by the decoder: \(String(decoding: bytes.prefix(200), as: UTF8.self).debugDescription)")
        }
        if shape(read) != shape(decoded) {
            fatalError("read \(shape(read).prefix(300)) but the decoder reads \(shape(decoded).prefix(300))")
        }
    }

    private static func checkFile(_ bytes: [UInt8], runner: ScenarioRunner) {
        let text = String(decoding: bytes, as: UTF8.self)
        // The lines `run` reads (kept as bytes, LF breaks found with `memchr` when there is no CR) are the parser's.
        if ScriptLines(text).strings != ScriptParser.parserLines(of: text) {
            fatalError("ScriptLines and ScriptParser.parserLines split this text differently")
        }
        let file = runner.check(text: text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for d in file.diagnostics.prefix(50) {
            let line = d.range.start.line - 1
            _ = DiagnosticRenderer().render(d, file: "<fuzz>", lineText: line >= 0 && line < lines.count ? String(lines[line]) : "")
        }
    }

    /// A world with a few items the query target searches.
    static func makeSearchWorld() -> (Session, SearchEngine) {
        let session = Session(seed: 1, catalog: ReferenceAppCatalog.catalog)
        for line in ["device add phone", "app install com.example.notes",
                     #"spotlight index n1 --title "Milk" --keywords milk,dairy --ranking-hint 10 --domain groceries"#,
                     #"spotlight index n2 --title "Café au lait" --description "Frühstück" --custom size=3"#,
                     #"spotlight index n3 --title "Bread" --expires 2026-03-01"#, "clock advance 1m"] {
            _ = session.execute(line)
        }
        guard let phone = session.simulation.device(named: "phone") else { fatalError("the fuzz world has no phone") }
        return (session, SearchEngine(service: phone.spotlight, calendar: phone.calendar))
    }

    private static func query(_ bytes: [UInt8], engine: SearchEngine) {
        let text = String(decoding: bytes, as: UTF8.self)
        let parsed = QueryChecker.analyze(text, options: QueryLanguageOptions(allowsNot: true))
        if let e = parsed.expression, !parsed.hasErrors {
            let printed = QueryPrinter.print(e)
            let again = QueryParser.parse(printed, options: QueryLanguageOptions(allowsNot: true))
            if again.hasErrors { fatalError("the canonical print of a valid query does not parse: \(printed)") }
        }
        let scope = engine.scope(app: nil)
        _ = engine.search(text, context: SearchQueryContext(fetchAttributes: ["title", "keywords"], filterQueries: []), scope: scope)
        _ = engine.userSearch(text, context: UserQueryContext(maxResultCount: 3, maxSuggestionCount: 3), scope: scope)
    }

    private static func rpc(_ bytes: [UInt8], _ kept: inout Kept) {
        if kept.server == nil || kept.serverUses >= 500 {
            let fresh = LanguageServer(catalog: ReferenceAppCatalog.catalog)
            _ = fresh.handle(message: ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
            kept.server = fresh
            kept.serverUses = 0
        }
        kept.serverUses += 1
        guard let server = kept.server else { return }
        var framer = MessageFramer(maximumLength: 1 << 20)
        for frame in framer.append(bytes) {
            if case .message(let body) = frame { _ = server.handle(body: body) }
        }
        // The same bytes as one message body, whatever framing they lacked.
        _ = server.handle(body: bytes)
    }

    private static func session(_ bytes: [UInt8]) {
        let session = Session(seed: 7, catalog: ReferenceAppCatalog.catalog)
        // Files are never touched, and one step's work is kept small enough for a fuzzer's pace.
        session.snapshotFiles = SnapshotFiles(root: nil, refusal: "the fuzzer writes no files")
        session.simulation.runtime.scheduler.jobsPerStep = 5_000
        let completer = Completer(session: session)
        var line = ""
        var steps = 0
        for byte in bytes {
            if steps >= 64 { break }
            switch byte {
            case 0x0A:
                _ = session.execute(line)
                line = ""
                steps += 1
            case 0x00..<0x20:
                // A control byte takes a completion: the n-th candidate for the line so far.
                let (start, candidates) = completer.complete(line: line, cursor: line.count)
                if !candidates.isEmpty {
                    line = String(line.prefix(max(0, start))) + candidates[Int(byte) % candidates.count] + " "
                }
            default:
                line.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        if !line.isEmpty { _ = session.execute(line) }
    }

    private static func snapshot(_ bytes: [UInt8]) {
        let session = Session(seed: 7, catalog: ReferenceAppCatalog.catalog)
        session.snapshotFiles = SnapshotFiles(root: nil, refusal: "the fuzzer writes no files")
        let text = String(decoding: bytes, as: UTF8.self)
        guard var snapshot = try? WorldSnapshot.decode(text, file: "<fuzz>"), snapshot.steps.count <= 64 else { return }
        // A world that passes validation must be safe to use even when the file was edited and its digest recomputed:
        // give the snapshot its world's digest, so a mutated world gets past the digest check.
        if let world = snapshot.world, let rebuilt = try? Simulation(restoring: world, catalog: ReferenceAppCatalog.catalog) {
            snapshot.digest = rebuilt.digest
        }
        guard (try? session.load(snapshot, file: "<fuzz>")) != nil else { return }
        session.simulation.runtime.scheduler.jobsPerStep = 5_000
        session.undoDepth = 4
        for line in ["state digest", "spotlight search a", "app launch", "spotlight index fz --title a --expires 2027-01-01",
                     "clock advance 1h", "undo", "widgets show", "widgets reload", "clock advance 2d", "checkpoints"] {
            _ = session.execute(line)
        }
        _ = try? session.fork()
        _ = try? session.snapshot().encoded()
    }
}
