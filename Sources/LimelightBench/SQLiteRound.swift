import CSQLite

/// One SQLite round: build, warm-up, timed workloads, domain delete; the database is closed at the end.
enum SQLiteRound {
    static func run(_ w: BenchWorkload) -> RoundResult {
        var r = RoundResult()
        var meter = PeakMeter()
        let side = SQLiteSide(externalContent: w.externalContent)
        r.build = time { side.build(w.corpus.rows) }
        meter.sample()
        let search = side.prepare("SELECT rowid FROM fts WHERE fts MATCH ?1 ORDER BY rank LIMIT 20")
        let lookup = side.prepare("SELECT uid, title FROM items WHERE id = ?1")
        func run(_ q: String) -> Int {
            let ids = side.strings(search, texts: [SQLiteSide.match(q)])
            var found = 0
            for id in ids { found += side.strings(lookup, doubles: [Double(id) ?? 0]).count / 2 }
            return found
        }
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
        let title = side.prepare("SELECT i.uid, i.title FROM fts f JOIN items i ON i.id = f.rowid WHERE fts MATCH ?1")
        r.title = BenchWorkload.repeated {
            r.titleHits = 0
            for word in w.titleWords { r.titleHits += side.strings(title, texts: ["title : \"\(word)\""]).count / 2 }
        } / Double(w.titleWords.count)
        let range = side.prepare("SELECT uid, title FROM items WHERE due BETWEEN ?1 AND ?2")
        r.range = BenchWorkload.repeated {
            r.rangeHits = 0
            for (lo, hi) in w.windows { r.rangeHits += side.strings(range, doubles: [lo, hi]).count / 2 }
        } / Double(w.windows.count)
        meter.sample()
        r.delete = time { side.deleteDomain(w.deletedDomain) }
        meter.sample()
        for s in [search, lookup, title, range] { sqlite3_finalize(s) }
        r.peakBytes = meter.peak
        return r
    }
}
