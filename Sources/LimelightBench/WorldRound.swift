import Foundation
import Script

/// `BENCH_WORLD=1`: what checkpoint, undo, rewind, fork, digest and snapshots cost with `items` items indexed through
/// REPL steps, in a session that keeps recent worlds for undo as the REPL does (Docs/Benchmark.md, "World").
enum WorldRound {
    static func run(items: Int) {
        let session = Session()
        session.undoDepth = 32
        let base = heapBytes()
        let build = time {
            _ = session.execute("device add phone")
            _ = session.execute("app install com.example.notes")
            for i in 0..<items { _ = session.execute("spotlight index item-\(i) --title \"Task \(i) milk bread\"") }
            _ = session.execute("spotlight query \"title == 'Task 1*'\"")
        }
        let built = heapBytes()
        // The measured sequence runs `repeats` times (BENCH_WORLD_REPEAT, default 5); each figure is the median.
        let repeats = max(1, Int(ProcessInfo.processInfo.environment["BENCH_WORLD_REPEAT"] ?? "") ?? 5)
        var checkpoints: [Double] = [], steps: [Double] = [], undos: [Double] = [], rewinds: [Double] = []
        var afterCheckpoint = built, afterStep = built, afterTen = built
        for round in 0..<repeats {
            let before = heapBytes()
            checkpoints.append(time { _ = session.execute("checkpoint start") })
            afterCheckpoint = heapBytes() - before
            steps.append(time { _ = session.execute("spotlight index extra --title Extra") })
            afterStep = heapBytes() - before
            undos.append(time { _ = session.execute("undo") })
            for i in 0..<10 { _ = session.execute("spotlight index extra-\(round)-\(i) --title Extra") }
            afterTen = heapBytes() - before
            rewinds.append(time { _ = session.execute("rewind start") })
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let checkpoint = median(checkpoints), step = median(steps), undo = median(undos), rewind = median(rewinds)
        var firstQuery = 0.0
        firstQuery = time { _ = session.execute("spotlight query \"title == 'Task 2*'\"") }
        let query = time { _ = session.execute("spotlight query \"title == 'Task 3*'\"") }
        var fork: Session?
        let forkTime = time { fork = try? session.fork() }
        var digest = ""
        let digestTime = time { digest = session.simulation.digest }
        var text = ""
        let encode = time { text = (try? session.snapshot().encoded()) ?? "" }
        let loaded = Session()
        let load = time { _ = try? loaded.load(try WorldSnapshot.decode(text, file: "bench"), file: "bench") }
        let same = loaded.simulation.digest == digest && fork?.simulation.digest == digest
        var worldBytes = 0
        let worldEncode = time {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            worldBytes = (session.simulation.state).flatMap { try? encoder.encode($0) }?.count ?? 0
        }
        print(String(format: "world value alone: JSON encode %.3fs (%.1f MiB)", worldEncode, Double(worldBytes) / 1_048_576))
        print(String(format: "world: %d items by %d steps: build %.3fs (world %.1f MiB); checkpoint %.3fms (+%.1f KiB); the next step %.3fms (+%.1f KiB); undo %.3fms; 10 more steps (+%.1f KiB); rewind %.3fms (medians of %d); first query after %.1fms (engine rebuilt), next %.2fms; fork %.3fms; digest %.3fs; snapshot encode %.3fs (%.1f MiB), load %.3fs",
                     items, session.transcript.count, build, (built - base) / 1_048_576, checkpoint * 1e3, afterCheckpoint / 1024,
                     step * 1e3, (afterStep - afterCheckpoint) / 1024, undo * 1e3, (afterTen - afterStep) / 1024, rewind * 1e3, repeats,
                     firstQuery * 1e3, query * 1e3, forkTime * 1e3, digestTime, encode, Double(text.utf8.count) / 1_048_576, load)
              + "; fork and loaded digests equal: " + (same ? "yes" : "NO"))
        print("world digest: \(digest.prefix(16))")
    }
}
