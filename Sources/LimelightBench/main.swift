import Foundation

// limelight-bench: Limelight's query engine against SQLite (FTS5 + indexed tables) on identical data, in one run.
// Wall time is measured here with a monotonic clock; the simulation itself never reads a clock.
// Method (also printed in the header and written in Docs/Benchmark.md): both engines get the same corpus and the same
// queries; each runs `--rounds` full rounds (build, warm-up, timed workloads, domain delete) alternately (SQLite, then
// Limelight, then SQLite again …) so machine noise hits both alike; every timed figure is the median over rounds.
// Peak memory is the live heap (mallinfo2) above the heap before the side was created, sampled after each phase while
// the side holds the whole corpus indexed and queryable; each side is torn down before the other starts.

var options = BenchOptions()
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let arg = arguments.next() {
    switch arg {
    case "--items": options.items = Int(arguments.next() ?? "") ?? options.items
    case "--queries": options.queries = Int(arguments.next() ?? "") ?? options.queries
    case "--rounds": options.rounds = max(1, Int(arguments.next() ?? "") ?? options.rounds)
    case "--json": options.jsonPath = arguments.next()
    case "--sqlite-fts":
        switch arguments.next() {
        case "stored": options.externalContent = false
        case "external": options.externalContent = true
        default: print("--sqlite-fts takes 'stored' (FTS5 keeps a copy of the text, the default) or 'external' (content='items')"); exit(2)
        }
    default: print("usage: limelight-bench [--items N] [--queries N] [--rounds N] [--json FILE] [--sqlite-fts stored|external]"); exit(2)
    }
}

if ProcessInfo.processInfo.environment["BENCH_WORLD"] == "1" { WorldRound.run(items: options.items); exit(0) }
if ProcessInfo.processInfo.environment["BENCH_EXPLORE"] == "1" { ExploreRound.run(); exit(0) }
if ProcessInfo.processInfo.environment["BENCH_DELETE"] == "1" {
    DeleteRound.run(BenchWorkload(items: options.items, queries: 1), rounds: options.rounds)
    exit(0)
}
print("corpus: \(options.items) task-like items, \(options.queries) user queries, \(options.rounds) rounds per side; "
      + "SQLite FTS5 \(options.externalContent ? "with external content (text stored once, in items)" : "keeping its own copy of the text")")
print("method: rounds alternate SQLite/Limelight; each round builds, warms up (\(BenchWorkload.warmUp) untimed user queries), "
      + "times the user queries once and title-word/date-range \(BenchWorkload.repetitions)× after an untimed pass (median); "
      + "figures are medians over rounds; memory = peak live heap (mallinfo2) of that side, max over rounds")
var workload = BenchWorkload(items: options.items, queries: options.queries)
workload.externalContent = options.externalContent
if ProcessInfo.processInfo.environment["BENCH_BREAKDOWN"] == "1" { MemoryBreakdown.run(workload); exit(0) }
let skipSQLite = ProcessInfo.processInfo.environment["BENCH_SKIP_SQLITE"] == "1"
var sqliteRounds: [RoundResult] = []
var limelightRounds: [RoundResult] = []
for round in 1...options.rounds {
    // BENCH_SKIP_SQLITE=1 is a profiling aid only: the SQLite side then reports zeros and the ratios mean nothing.
    let s = skipSQLite ? RoundResult() : SQLiteRound.run(workload)
    let l = LimelightRound.run(workload)
    if round == 1 {
        print("sqlite: title hits \(s.titleHits), range hits \(s.rangeHits)")
        print("limelight: title hits \(l.titleHits), range hits \(l.rangeHits), deleted \(l.deleted)")
        let agree = zip(l.counts, s.counts).filter { $0 == $1 }.count
        print("user queries with the same number of top-20 results: \(agree)/\(workload.queries.count)")
        for line in l.notes { print("limelight: \(line)") }
    }
    print(String(format: "round %d: build %.3fs/%.3fs  p99 %.3fms/%.3fms  title %.3fms/%.3fms  range %.3fms/%.3fms (limelight/sqlite)",
                 round, l.build, s.build, l.p99 * 1e3, s.p99 * 1e3, l.title * 1e3, s.title * 1e3, l.range * 1e3, s.range * 1e3))
    sqliteRounds.append(s)
    limelightRounds.append(l)
}

var results: [(workload: String, limelight: Double, sqlite: Double, unit: String, inverse: Bool)] = []
@MainActor func report(_ name: String, _ metric: (RoundResult) -> Double, scale: Double = 1, _ unit: String, inverse: Bool = false, peak: Bool = false) {
    let l = (peak ? limelightRounds.map(metric).max() ?? 0 : median(limelightRounds.map(metric))) * scale
    let s = (peak ? sqliteRounds.map(metric).max() ?? 0 : median(sqliteRounds.map(metric))) * scale
    results.append((name, l, s, unit, inverse))
    let ratio = inverse ? s / l : l / s
    print("bench: \(name) limelight=\(format(l))\(unit) sqlite=\(format(s))\(unit) ratio=\(String(format: "%.3f", ratio))")
}
func format(_ v: Double) -> String { v >= 100 ? String(format: "%.0f", v) : String(format: "%.3f", v) }

report("index-build", \.build, "s")
report("userquery-p50", \.p50, scale: 1e3, "ms")
report("userquery-p99", \.p99, scale: 1e3, "ms")
report("userquery-throughput", \.throughput, "qps", inverse: true)
report("title-word-query", \.title, scale: 1e3, "ms")
report("date-range-query", \.range, scale: 1e3, "ms")
report("delete-domain-10pct", \.delete, scale: 1e3, "ms")
report("peak-memory", \.peakBytes, scale: 1 / 1_048_576, "MiB", peak: true)

if let jsonPath = options.jsonPath {
    let entries = results.map { r in
        "  {\"workload\": \"\(r.workload)\", \"limelight\": \(r.limelight), \"sqlite\": \(r.sqlite), \"unit\": \"\(r.unit)\", \"ratio\": \(r.inverse ? r.sqlite / r.limelight : r.limelight / r.sqlite)}"
    }
    let json = "{\"items\": \(options.items), \"queries\": \(workload.queries.count), \"rounds\": \(options.rounds), "
        + "\"sqliteFTS\": \"\(options.externalContent ? "external" : "stored")\", "
        + "\"statistic\": \"median over rounds (peak-memory: max)\", \"results\": [\n" + entries.joined(separator: ",\n") + "\n]}\n"
    _ = FileManager.default.createFile(atPath: jsonPath, contents: Data(json.utf8))
}
