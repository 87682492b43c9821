import Foundation
import Script

/// `BENCH_WORLD=1`: what checkpoint, undo, rewind and fork cost with `items` items indexed through REPL steps.
/// The world is rebuilt by replaying its steps (Docs/Snapshots.md), so these costs grow with the history; this
/// measurement makes that visible until the world is a persistent value.
enum WorldRound {
    static func run(items: Int) {
        let session = Session()
        let base = heapBytes()
        let build = time {
            _ = session.execute("device add phone")
            _ = session.execute("app install com.example.notes")
            for i in 0..<items { _ = session.execute("spotlight index item-\(i) --title \"Task \(i) milk bread\"") }
        }
        let built = heapBytes()
        let checkpoint = time { _ = session.execute("checkpoint start") }
        let afterCheckpoint = heapBytes()
        _ = session.execute("spotlight index extra --title Extra")
        let undo = time { _ = session.execute("undo") }
        _ = session.execute("spotlight index extra --title Extra")
        let rewind = time { _ = session.execute("rewind start") }
        var digest = ""
        let digestTime = time { digest = session.simulation.digest }
        var text = ""
        let encode = time { text = session.snapshot().encoded() }
        print(String(format: "world: %d items by %d steps: build %.3fs, checkpoint %.3fms (+%.1f KiB), undo %.3fs, rewind %.3fs, digest %.3fs, snapshot encode %.3fs (%.1f MiB), world %.1f MiB",
                     items, session.transcript.count, build, checkpoint * 1e3, (afterCheckpoint - built) / 1024, undo, rewind, digestTime,
                     encode, Double(text.utf8.count) / 1_048_576, (built - base) / 1_048_576))
        print("world digest: \(digest.prefix(16))")
    }
}
