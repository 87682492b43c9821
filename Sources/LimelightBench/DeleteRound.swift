import Foundation
import LimelightCore
import Spotlight
import SpotlightQuery

/// The domain-delete row (`BENCH_DELETE=1`, Docs/Benchmark.md "Deletes by marking"): deleting one domain holding 10%
/// of the corpus, Limelight against Tantivy (`Tools/tantivy-reference.py`, Tantivy's Python bindings) on the same rows.
/// Limelight's figure is what the bench's delete-domain-10pct row measures: `deleteSearchableItems(withDomainIdentifiers:)`
/// and the scheduler step that applies it (the store marks the items, logs one `spotlight.deleted` event each — their
/// identifiers kept as values, written as text when the events are first read, which the bench times apart — and the
/// query index marks their slots dead). Tantivy's figures are `delete_documents_by_term` alone (only queued) and with
/// `commit()` (applied to the segments' alive bitsets); the ratio uses the commit, the step that makes Tantivy's delete
/// visible to searchers, as Limelight's figure includes the step that makes its delete visible.
enum DeleteRound {
    static func run(_ w: BenchWorkload, rounds: Int) {
        let folder = NSTemporaryDirectory() + "limelight-bench-delete-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let corpusPath = folder + "/corpus.tsv"
        var text = ""
        for row in w.corpus.rows {
            text += "\(row.id)\t\(row.domain)\t\(row.title)\t\(row.details)\t\(row.keywords.joined(separator: ","))\n"
        }
        guard FileManager.default.createFile(atPath: corpusPath, contents: Data(text.utf8)) else {
            print("bench: delete: cannot write \(corpusPath)")
            return
        }
        var times: [Double] = []
        var cpuTimes: [Double] = []
        var readTimes: [Double] = []
        var rereadTimes: [Double] = []
        var deleted = 0
        var count = 0
        for round in 1...rounds {
            let (seconds, gone, left, cpu, reads) = limelight(w)
            times.append(seconds)
            cpuTimes.append(cpu)
            readTimes.append(reads.first)
            rereadTimes.append(reads.again)
            deleted = gone
            count = left
            print(String(format: "round %d: limelight delete %.3fms, cpu %.3fms (%d deleted, %d left)", round, seconds * 1e3, cpu * 1e3, gone, left))
        }
        let ours = median(times)
        let oursCPU = median(cpuTimes)
        if ProcessInfo.processInfo.environment["BENCH_DELETE_PARTS"] == "1" {
            // Profiling aid: the same delete without a query engine attached (the store and the event log alone).
            let (alone, _, _, _, _) = limelight(w, engineAttached: false)
            print(String(format: "limelight without a query engine: %.3fms", alone * 1e3))
        }
        let script = ProcessInfo.processInfo.environment["BENCH_TANTIVY_SCRIPT"] ?? "Tools/tantivy-reference.py"
        let (queue, commit, commitCPU, line) = tantivy(script: script, corpus: corpusPath, domain: w.deletedDomain, rounds: rounds)
        print("tantivy: \(line)")
        let items = w.corpus.rows.count
        func ratio(_ a: Double, _ b: Double) -> String { b > 0 ? String(format: "%.3f", a / b) : "n/a" }
        print(String(format: "bench: delete-domain-10pct-%d limelight=%.3fms tantivy-commit=%.3fms ratio=%@ (tantivy without commit %.4fms, ratio %@; %d deleted, %d left)",
                     items, ours * 1e3, commit, ratio(ours * 1e3, commit), queue, ratio(ours * 1e3, queue), deleted, count))
        // The delete keeps its events' identifiers as values and the log writes them as text when first read (Docs/
        // Benchmark.md, "Deletes by marking", fifth pass): what that first read costs, after the timed delete.
        print(String(format: "bench: delete-domain-10pct-%d-events-read limelight first=%.3fms again=%.3fms (the %d spotlight.deleted events read after the delete: the first read writes their heads as text)",
                     items, median(readTimes) * 1e3, median(rereadTimes) * 1e3, deleted))
        // Process CPU time on both sides (all threads; a round preempted by other load waits without it): the fairer
        // figure on a shared machine.
        print(String(format: "bench: delete-domain-10pct-%d-cpu limelight=%.3fms tantivy-commit=%.3fms ratio=%@",
                     items, oursCPU * 1e3, commitCPU, ratio(oursCPU * 1e3, commitCPU)))
    }

    /// One Limelight round: the corpus indexed with a query engine attached, then the timed domain delete; then, timed
    /// apart, the first read of the events it logged.
    static func limelight(_ w: BenchWorkload, engineAttached: Bool = true) -> (Double, Int, Int, Double, (first: Double, again: Double)) {
        let app = "com.example.simplr"
        let runtime = Runtime(seed: 1)
        let service = SpotlightService(runtime: runtime, deviceName: "bench", protectionState: { .unlocked })
        service.configuration.quotaItemsPerApp = nil
        let engine = SearchEngine(service: engineAttached ? service : SpotlightService(runtime: Runtime(seed: 2), deviceName: "none", protectionState: { .unlocked }))
        let index = service.searchableIndex(app: app)
        var batch: [CSSearchableItem] = []
        batch.reserveCapacity(1000)
        for row in w.corpus.rows {
            batch.append(Corpus.item(row))
            if batch.count == 1000 { index.indexSearchableItems(batch); batch.removeAll(keepingCapacity: true) }
        }
        if !batch.isEmpty { index.indexSearchableItems(batch) }
        runtime.scheduler.runDue()
        _ = engine.userSearch("buy", context: UserQueryContext(maxResultCount: 20), scope: engine.scope(app: app))
        let before = engine.index.count
        let events = runtime.log.events.count
        var call = 0.0
        let cpuBefore = processCPUSeconds()
        let seconds = time {
            call = time { index.deleteSearchableItems(withDomainIdentifiers: [w.deletedDomain]) }
            runtime.scheduler.runDue()
        }
        let cpu = processCPUSeconds() - cpuBefore
        if ProcessInfo.processInfo.environment["BENCH_DELETE_PARTS"] == "1" {
            print(String(format: "  limelight parts: the call %.3fms, the apply step %.3fms, %d events logged, engine attached: %@",
                         call * 1e3, (seconds - call) * 1e3, runtime.log.events.count - events, engineAttached ? "yes" : "no"))
        }
        var bytes = 0
        let first = time { for event in runtime.log.events.dropFirst(events) { bytes &+= event.message.utf8.count } }
        let again = time { for event in runtime.log.events.dropFirst(events) { bytes &-= event.message.utf8.count } }
        let reads = bytes == 0 ? (first: first, again: again) : (first: 0, again: 0)  // both reads saw the same text
        return (seconds, before - engine.index.count, engine.index.count, cpu, reads)
    }

    /// The CPU time the process has used (every thread), in seconds.
    static func processCPUSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

    /// Runs the Tantivy script; returns its median times in milliseconds (queue only, with commit, the commit's process
    /// CPU time) and its summary line.
    static func tantivy(script: String, corpus: String, domain: String, rounds: Int) -> (Double, Double, Double, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, corpus, domain, String(rounds)]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return (0, 0, 0, "could not run \(script): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix("tantivy:") }) else {
            return (0, 0, 0, "no result from \(script) (pip install tantivy; Tools/install-deps --bench)")
        }
        func field(_ name: String) -> Double {
            guard let part = line.split(separator: " ").first(where: { $0.hasPrefix(name + "=") }) else { return 0 }
            return Double(part.dropFirst(name.count + 1)) ?? 0
        }
        return (field("delete-queue"), field("delete-commit"), field("delete-commit-cpu"), String(line.dropFirst("tantivy: ".count)))
    }
}
