import CSQLite
import Foundation
import LimelightCore

/// Command-line options of the bench.
struct BenchOptions {
    var items = 100_000
    var queries = 2_000
    var rounds = 3
    var jsonPath: String?
    /// Whether SQLite's FTS5 table reads its text from the items table (`content='items'`) instead of keeping a copy.
    var externalContent = false
}

/// The identical data and queries both sides get.
struct BenchWorkload {
    /// Untimed user queries run after each build, before timing.
    static let warmUp = 200
    /// Timed repetitions of the short workloads (title-word, date-range) in each round, after one untimed pass;
    /// the round's figure is their median.
    static let repetitions = 7

    /// The median time of `repetitions` timed runs of `body`, after one untimed run.
    static func repeated(_ body: () -> Void) -> Double {
        body()
        return median((0..<repetitions).map { _ in time(body) })
    }

    let corpus: Corpus
    let queries: [String]
    let titleWords = ["meeting", "project", "groceries", "report", "paris", "budget", "review", "call", "lunch", "flight"]
    let windows: [(Double, Double)] = (0..<50).map { i in
        let lo = Corpus.start + Double(i * 13 - 300) * 86_400
        return (lo, lo + 7 * 86_400)
    }
    let deletedDomain = "list.3"

    /// Whether SQLite's FTS5 table uses external content (see `SQLiteSide`).
    var externalContent = false

    init(items: Int, queries: Int) {
        corpus = Corpus(count: items, seed: 2026)
        self.queries = corpus.userQueries(queries, seed: 7)
    }
}

/// What one round of one side measured (times in seconds).
struct RoundResult {
    var build = 0.0
    var p50 = 0.0
    var p99 = 0.0
    var throughput = 0.0
    var title = 0.0
    var range = 0.0
    var delete = 0.0
    var peakBytes = 0.0
    var counts: [Int] = []
    var titleHits = 0
    var rangeHits = 0
    var deleted = 0
    var notes: [String] = []
}

let benchClock = ContinuousClock()
func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
func time(_ body: () -> Void) -> Double { seconds(benchClock.measure(body)) }
/// Bytes of heap in use (small-block arena plus mmap'd blocks), the same counter for both sides.
/// The bytes the heap holds, once values handed to `DeferredRelease` are released (they would be counted or not by
/// chance otherwise).
func heapBytes() -> Double {
    DeferredRelease.drain()
    let m = mallinfo2()
    return Double(m.uordblks + m.hblkhd)
}
func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
}
func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

/// Tracks the peak heap above a base taken before a side is created.
struct PeakMeter {
    let base = heapBytes()
    var peak = 0.0
    mutating func sample() { peak = max(peak, heapBytes() - base) }
}
