import Foundation

/// The reference the world's rows are measured against (Docs/Benchmark.md, "World"): the sqlite3 shell building the
/// same rows in an FTS5 table in a database file, `.backup` of that file, and `sha256sum` of it — what a storage engine
/// does with the rows a snapshot saves, copies and digests.
enum SQLiteShellReference {
    struct Figures {
        var build = 0.0, backup = 0.0, checksum = 0.0
        var fileBytes = 0
    }

    /// Runs the three commands on `rows` rows shaped as the world round's items (zeros when sqlite3 is missing).
    static func measure(rows: Int, folder: String) -> Figures {
        var figures = Figures()
        let sql = folder + "/rows.sql", db = folder + "/rows.db", copy = folder + "/copy.db"
        var text = "CREATE VIRTUAL TABLE items USING fts5(id, title);\nBEGIN;\n"
        for i in 0..<rows { text += "INSERT INTO items VALUES('item-\(i)','Task \(i) milk bread');\n" }
        text += "COMMIT;\n"
        guard FileManager.default.createFile(atPath: sql, contents: Data(text.utf8)) else { return figures }
        figures.build = run("/bin/sh", ["-c", "sqlite3 '\(db)' < '\(sql)'"])
        figures.fileBytes = (try? FileManager.default.attributesOfItem(atPath: db)[.size] as? Int) ?? 0
        figures.backup = run("/usr/bin/sqlite3", [db, ".backup '\(copy)'"])
        figures.checksum = run("/usr/bin/sha256sum", [db])
        return figures
    }

    /// Wall seconds of one run of a command, its output discarded.
    private static func run(_ tool: String, _ arguments: [String]) -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return time {
            do { try process.run(); process.waitUntilExit() } catch {}
        }
    }
}
