import Foundation
import LimelightCore
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
        // The digest remembers its parts: after one more step it costs what the step changed.
        _ = session.execute("spotlight index probe --title Probe")
        let digestAfterStep = time { digest = session.simulation.digest }
        var scratch = ""
        let digestScratch = time { scratch = session.simulation.state?.digest(.fromScratch) ?? "" }
        var text = ""
        let encode = time { text = (try? session.snapshot().encoded()) ?? "" }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limelight-bench-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/world.snapshot"
        let save = time { _ = session.execute("snapshot save \(file)") }
        let fileBytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        // The same world saved compressed (`snapshot save FILE.gz`, zlib level 1): what a bug report attaches.
        let gzipSave = time { _ = session.execute("snapshot save \(file).gz") }
        let gzipBytes = (try? FileManager.default.attributesOfItem(atPath: file + ".gz")[.size] as? Int) ?? 0
        let loaded = Session()
        var loadedDigest = ""
        let loadAndDigest = time {
            _ = loaded.execute("snapshot load \(file)")
            loadedDigest = loaded.simulation.digest
        }
        let load = time { _ = try? Session().load(try WorldSnapshot.decode(text, file: "bench"), file: "bench") }
        let same = loadedDigest == digest && scratch == digest && fork?.simulation.digest != nil
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
        let reference = SQLiteShellReference.measure(rows: items, folder: folder)
        func ratio(_ a: Double, _ b: Double) -> String { b > 0 ? String(format: "%.3f", a / b) : "n/a" }
        print(String(format: "bench: world-digest-first-%d limelight=%.3fs (from scratch %.3fs)", items, digestTime, digestScratch))
        print(String(format: "bench: world-digest-after-step-%d limelight=%.4fs sqlite3-build=%.3fs ratio=%@", items, digestAfterStep, reference.build, ratio(digestAfterStep, reference.build)))
        print(String(format: "bench: world-snapshot-save-%d limelight=%.3fs sqlite3-build=%.3fs ratio=%@", items, save, reference.build, ratio(save, reference.build)))
        print(String(format: "bench: world-snapshot-file-%d limelight=%.1fMiB sqlite3=%.1fMiB ratio=%@", items, Double(fileBytes) / 1_048_576,
                     Double(reference.fileBytes) / 1_048_576, ratio(Double(fileBytes), Double(reference.fileBytes))))
        print(String(format: "bench: world-snapshot-file-gzip-%d limelight=%.1fMiB (saved in %.3fs) sqlite3=%.1fMiB ratio=%@", items,
                     Double(gzipBytes) / 1_048_576, gzipSave, Double(reference.fileBytes) / 1_048_576,
                     ratio(Double(gzipBytes), Double(reference.fileBytes))))
        print(String(format: "bench: world-snapshot-load-digest-%d limelight=%.3fs sqlite3-build=%.3fs ratio=%@ (sqlite3 .backup %.3fs, sha256sum %.3fs)", items, loadAndDigest,
                     reference.build, ratio(loadAndDigest, reference.build), reference.backup, reference.checksum))
    }
}
