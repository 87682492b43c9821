import LimelightCore
import Spotlight
import SpotlightQuery

/// `BENCH_BREAKDOWN=1`: where Limelight's heap goes, measured by building the parts one after the other.
enum MemoryBreakdown {
    static func run(_ w: BenchWorkload) {
        var lines: [String] = []
        var mark = heapBytes()
        func step(_ what: String) {
            let now = heapBytes()
            lines.append("\(what): \(LimelightRound.mib(now - mark)) MiB")
            mark = now
        }
        var items: [CSSearchableItem] = []
        let itemTime = time { items = w.corpus.rows.map(Corpus.item) }
        step("the corpus as [CSSearchableItem]")
        let runtime = Runtime(seed: 1)
        let service = SpotlightService(runtime: runtime, deviceName: "bench", protectionState: { .unlocked })
        service.configuration.quotaItemsPerApp = nil
        let index = service.searchableIndex(app: "com.example.simplr")
        var start = 0
        let storeTime = time {
            while start < items.count {
                index.indexSearchableItems(Array(items[start..<min(items.count, start + 1000)]))
                start += 1000
            }
            runtime.scheduler.runDue()
        }
        step("store + event log + expiry queue (the stored items with their own copy of their text: ffc2734)")
        let events = runtime.log.events.count
        var engine: SearchEngine?
        let indexTime = time { engine = SearchEngine(service: service) }
        step("query index")
        lines.append("time: making the items \(String(format: "%.3f", itemTime))s, store alone \(String(format: "%.3f", storeTime))s, query index alone \(String(format: "%.3f", indexTime))s")
        _ = engine?.index.count
        lines.append("events logged: \(events)")
        for line in lines { print("breakdown: \(line)") }
        withExtendedLifetime((items, service, engine)) {}
    }
}
