import CSQLite
import Foundation
import LimelightCore
import Spotlight
import SpotlightQuery

// limelight-bench: Limelight's query engine against SQLite (FTS5 + indexed tables) on identical data, in one run.
// Wall time is measured here with a monotonic clock; the simulation itself never reads a clock.

var itemCount = 100_000
var jsonPath: String?
var queryCount = 2_000
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let arg = arguments.next() {
    switch arg {
    case "--items": itemCount = Int(arguments.next() ?? "") ?? itemCount
    case "--queries": queryCount = Int(arguments.next() ?? "") ?? queryCount
    case "--json": jsonPath = arguments.next()
    default: print("usage: limelight-bench [--items N] [--queries N] [--json FILE]"); exit(2)
    }
}

let clock = ContinuousClock()
func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
func time(_ body: () -> Void) -> Double { seconds(clock.measure(body)) }
func heapBytes() -> Double { let m = mallinfo2(); return Double(m.uordblks + m.hblkhd) }
func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
}

var results: [(workload: String, limelight: Double, sqlite: Double, unit: String, inverse: Bool)] = []
func report(_ workload: String, _ l: Double, _ s: Double, _ unit: String, inverse: Bool = false) {
    results.append((workload, l, s, unit, inverse))
    let ratio = inverse ? s / l : l / s
    print("bench: \(workload) limelight=\(format(l))\(unit) sqlite=\(format(s))\(unit) ratio=\(String(format: "%.3f", ratio))")
}
func format(_ v: Double) -> String { v >= 100 ? String(format: "%.0f", v) : String(format: "%.3f", v) }

print("corpus: \(itemCount) task-like items, \(queryCount) user queries")
let corpus = Corpus(count: itemCount, seed: 2026)
let queries = corpus.userQueries(queryCount, seed: 7)
let titleWords = ["meeting", "project", "groceries", "report", "paris", "budget", "review", "call", "lunch", "flight"]
let windows: [(Double, Double)] = (0..<50).map { i in
    let lo = Corpus.start + Double(i * 13 - 300) * 86_400
    return (lo, lo + 7 * 86_400)
}
let deletedDomain = "list.3"

// MARK: SQLite
let sqliteBase = heapBytes()
var sqlitePeak = 0.0
var sqliteLatencies: [Double] = []
var sqliteCounts: [Int] = []
var sqliteBuild = 0.0, sqliteTitle = 0.0, sqliteRange = 0.0, sqliteDelete = 0.0, sqliteTotalQueries = 0.0
do {
    let side = SQLiteSide()
    sqliteBuild = time { side.build(corpus.rows) }
    sqlitePeak = max(sqlitePeak, heapBytes() - sqliteBase)
    let search = side.prepare("SELECT rowid FROM fts WHERE fts MATCH ?1 ORDER BY rank LIMIT 20")
    let lookup = side.prepare("SELECT uid, title FROM items WHERE id = ?1")
    sqliteTotalQueries = time {
        for q in queries {
            let t = clock.now
            let ids = side.strings(search, texts: [SQLiteSide.match(q)])
            var found = 0
            for id in ids { found += side.strings(lookup, doubles: [Double(id) ?? 0]).count / 2 }
            sqliteLatencies.append(seconds(clock.now - t))
            sqliteCounts.append(found)
        }
    }
    let title = side.prepare("SELECT i.uid, i.title FROM fts f JOIN items i ON i.id = f.rowid WHERE fts MATCH ?1")
    var titleHits = 0
    sqliteTitle = time { for w in titleWords { titleHits += side.strings(title, texts: ["title : \"\(w)\""]).count / 2 } }
    let range = side.prepare("SELECT uid, title FROM items WHERE due BETWEEN ?1 AND ?2")
    var rangeHits = 0
    sqliteRange = time { for (lo, hi) in windows { rangeHits += side.strings(range, doubles: [lo, hi]).count / 2 } }
    sqlitePeak = max(sqlitePeak, heapBytes() - sqliteBase)
    sqliteDelete = time { side.deleteDomain(deletedDomain) }
    sqlitePeak = max(sqlitePeak, heapBytes() - sqliteBase)
    print("sqlite: title hits \(titleHits), range hits \(rangeHits)")
    for s in [search, lookup, title, range] { sqlite3_finalize(s) }
}

// MARK: Limelight
let limelightBase = heapBytes()
var limelightPeak = 0.0
var latencies: [Double] = []
let runtime = Runtime(seed: 1)
var protection: DataProtectionState = .unlocked
let service = SpotlightService(runtime: runtime, deviceName: "bench", protectionState: { protection })
service.configuration.quotaItemsPerApp = nil
let engine = SearchEngine(service: service)
let app = "com.example.simplr"
let index = service.searchableIndex(app: app)
let build = time {
    var batch: [CSSearchableItem] = []
    batch.reserveCapacity(1000)
    for row in corpus.rows {
        batch.append(Corpus.item(row))
        if batch.count == 1000 { index.indexSearchableItems(batch); batch.removeAll(keepingCapacity: true) }
    }
    if !batch.isEmpty { index.indexSearchableItems(batch) }
    runtime.scheduler.runDue()
}
print("limelight: \(engine.index.count) items indexed")
do {
    let stored = service.items(app: app)
    let before = heapBytes()
    let spare = QueryIndex()
    let t = time { for item in stored { spare.insert(item) } }
    print("limelight: query index alone builds in \(format(t))s and takes \(format((heapBytes() - before) / 1_048_576))MiB")
}
limelightPeak = max(limelightPeak, heapBytes() - limelightBase)
let scope = engine.scope(app: app)
let context = CSUserQueryContext(maxResultCount: 20)
var limelightCounts: [Int] = []
let totalQueries = time {
    for q in queries {
        let t = clock.now
        let found = (try? engine.userSearch(q, context: context, scope: scope).get())?.items.count ?? 0
        latencies.append(seconds(clock.now - t))
        limelightCounts.append(found)
    }
}
let fetchTitle = CSSearchQueryContext(fetchAttributes: ["title"])
var titleHits = 0
let titleTime = time {
    for w in titleWords { titleHits += ((try? engine.search("title == \"\(w)\"wcd", context: fetchTitle, scope: scope).get()) ?? []).count }
}
var rangeHits = 0
let rangeTime = time {
    for (lo, hi) in windows {
        rangeHits += ((try? engine.search("InRange(dueDate, \(lo), \(hi))", context: fetchTitle, scope: scope).get()) ?? []).count
    }
}
limelightPeak = max(limelightPeak, heapBytes() - limelightBase)
let before = engine.index.count
let deleteTime = time {
    index.deleteSearchableItems(withDomainIdentifiers: [deletedDomain])
    runtime.scheduler.runDue()
}
limelightPeak = max(limelightPeak, heapBytes() - limelightBase)
print("limelight: title hits \(titleHits), range hits \(rangeHits), deleted \(before - engine.index.count)")
let agree = zip(limelightCounts, sqliteCounts).filter { $0 == $1 }.count
print("user queries with the same number of top-20 results: \(agree)/\(queries.count)")

report("index-build", build, sqliteBuild, "s")
report("userquery-p50", percentile(latencies, 0.5) * 1e3, percentile(sqliteLatencies, 0.5) * 1e3, "ms")
report("userquery-p99", percentile(latencies, 0.99) * 1e3, percentile(sqliteLatencies, 0.99) * 1e3, "ms")
report("userquery-throughput", Double(queries.count) / totalQueries, Double(queries.count) / sqliteTotalQueries, "qps", inverse: true)
report("title-word-query", titleTime * 1e3 / Double(titleWords.count), sqliteTitle * 1e3 / Double(titleWords.count), "ms")
report("date-range-query", rangeTime * 1e3 / Double(windows.count), sqliteRange * 1e3 / Double(windows.count), "ms")
report("delete-domain-10pct", deleteTime * 1e3, sqliteDelete * 1e3, "ms")
report("peak-memory", limelightPeak / 1_048_576, sqlitePeak / 1_048_576, "MiB")

if let jsonPath {
    let entries = results.map { r in
        "  {\"workload\": \"\(r.workload)\", \"limelight\": \(r.limelight), \"sqlite\": \(r.sqlite), \"unit\": \"\(r.unit)\", \"ratio\": \(r.inverse ? r.sqlite / r.limelight : r.limelight / r.sqlite)}"
    }
    let json = "{\"items\": \(itemCount), \"queries\": \(queries.count), \"results\": [\n" + entries.joined(separator: ",\n") + "\n]}\n"
    FileManager.default.createFile(atPath: jsonPath, contents: Data(json.utf8))
}
