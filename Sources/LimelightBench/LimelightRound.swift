import Foundation
import LimelightCore
import Spotlight
import SpotlightQuery

/// One Limelight round: a device store with a query engine attached, built through the public CoreSpotlight API,
/// then the same workloads as SQLite; everything is released at the end.
enum LimelightRound {
    static func run(_ w: BenchWorkload) -> RoundResult {
        var r = RoundResult()
        var meter = PeakMeter()
        let app = "com.example.simplr"
        let runtime = Runtime(seed: 1)
        let service = SpotlightService(runtime: runtime, deviceName: "bench", protectionState: { .unlocked })
        service.configuration.quotaItemsPerApp = nil
        let engine = SearchEngine(service: service)
        let index = service.searchableIndex(app: app)
        r.build = time {
            var batch: [CSSearchableItem] = []
            batch.reserveCapacity(1000)
            for row in w.corpus.rows {
                batch.append(Corpus.item(row))
                if batch.count == 1000 { index.indexSearchableItems(batch); batch.removeAll(keepingCapacity: true) }
            }
            if !batch.isEmpty { index.indexSearchableItems(batch) }
            runtime.scheduler.runDue()
        }
        meter.sample()
        r.notes.append("\(engine.index.count) items indexed; heap after build \(mib(meter.peak)) MiB, "
                       + "of which the event log holds \(runtime.log.events.count) events")
        let scope = engine.scope(app: app)
        let context = UserQueryContext(maxResultCount: 20)
        func run(_ q: String) -> Int { (try? engine.userSearch(q, context: context, scope: scope).get())?.items.count ?? 0 }
        for q in w.queries.prefix(BenchWorkload.warmUp) { _ = run(q) }
        var latencies: [Double] = []
        latencies.reserveCapacity(w.queries.count)
        let total = time {
            for q in w.queries {
                let t = benchClock.now
                let found = run(q)
                latencies.append(seconds(benchClock.now - t))
                r.counts.append(found)
            }
        }
        r.p50 = percentile(latencies, 0.5)
        r.p99 = percentile(latencies, 0.99)
        r.throughput = Double(w.queries.count) / total
        let slowest = zip(latencies, w.queries).sorted { $0.0 > $1.0 }.prefix(3).map { "\"\($0.1)\" \(String(format: "%.2f", $0.0 * 1e3))ms" }
        r.notes.append("slowest user queries: " + slowest.joined(separator: ", "))
        let fetchTitle = SearchQueryContext(fetchAttributes: ["title"])
        r.title = BenchWorkload.repeated {
            r.titleHits = 0
            for word in w.titleWords {
                r.titleHits += ((try? engine.search("title == \"\(word)\"wcd", context: fetchTitle, scope: scope).get()) ?? []).count
            }
        } / Double(w.titleWords.count)
        r.range = BenchWorkload.repeated {
            r.rangeHits = 0
            for (lo, hi) in w.windows {
                r.rangeHits += ((try? engine.search("InRange(dueDate, \(lo), \(hi))", context: fetchTitle, scope: scope).get()) ?? []).count
            }
        } / Double(w.windows.count)
        if let profile = ProcessInfo.processInfo.environment["BENCH_PROFILE"] {
            // Profiling aid: repeat one workload so a profiler sees mostly it.
            for _ in 0..<40 {
                if profile == "range" { for (lo, hi) in w.windows { _ = engine.search("InRange(dueDate, \(lo), \(hi))", context: fetchTitle, scope: scope) } }
                if profile == "title" { for word in w.titleWords { _ = engine.search("title == \"\(word)\"wcd", context: fetchTitle, scope: scope) } }
                if profile == "user" { for q in w.queries { _ = run(q) } }
            }
        }
        meter.sample()
        let before = engine.index.count
        r.delete = time {
            index.deleteSearchableItems(withDomainIdentifiers: [w.deletedDomain])
            runtime.scheduler.runDue()
        }
        meter.sample()
        r.deleted = before - engine.index.count
        r.peakBytes = meter.peak
        return r
    }

    static func mib(_ bytes: Double) -> String { String(format: "%.1f", bytes / 1_048_576) }
}
