import CSQLite

let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// The SQLite side: an in-memory database with an FTS5 table for text and indexed columns for ranges.
///
/// By default the FTS5 table keeps its own copy of the text (FTS5's ordinary form); with `externalContent` it is an
/// external-content table over `items` (`content='items'`), which stores the text once and deletes through FTS5's
/// `'delete'` command with the old values.
final class SQLiteSide {
    var db: OpaquePointer?
    let externalContent: Bool

    init(externalContent: Bool = false) {
        self.externalContent = externalContent
        sqlite3_open(":memory:", &db)
        exec("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;")
        exec("""
        CREATE TABLE items(id INTEGER PRIMARY KEY, uid TEXT UNIQUE, domain TEXT, title TEXT, details TEXT, keywords TEXT,
                           due REAL, hint REAL, lastused REAL);
        CREATE INDEX items_due ON items(due);
        CREATE INDEX items_domain ON items(domain);
        CREATE VIRTUAL TABLE fts USING fts5(title, details, keywords, \(externalContent ? "content='items', content_rowid='id', " : "")\
        tokenize = 'unicode61 remove_diacritics 2');
        """)
    }

    deinit { sqlite3_close(db) }

    func exec(_ sql: String) {
        var error: UnsafeMutablePointer<CChar>?
        if sqlite3_exec(db, sql, nil, nil, &error) != SQLITE_OK {
            print("sqlite error: \(error.map { String(cString: $0) } ?? "?") in \(sql.prefix(80))")
        }
    }

    func prepare(_ sql: String) -> OpaquePointer? {
        var statement: OpaquePointer?
        if sqlite3_prepare_v2(db, sql, -1, &statement, nil) != SQLITE_OK { print("sqlite prepare failed: \(sql)") }
        return statement
    }

    func build(_ rows: [Corpus.Row]) {
        exec("BEGIN")
        let insert = prepare("INSERT INTO items(id, uid, domain, title, details, keywords, due, hint, lastused) VALUES (?,?,?,?,?,?,?,?,?)")
        let fts = prepare("INSERT INTO fts(rowid, title, details, keywords) VALUES (?,?,?,?)")
        for (n, row) in rows.enumerated() {
            let keywords = row.keywords.joined(separator: " ")
            sqlite3_bind_int64(insert, 1, Int64(n + 1))
            sqlite3_bind_text(insert, 2, row.id, -1, sqliteTransient)
            sqlite3_bind_text(insert, 3, row.domain, -1, sqliteTransient)
            sqlite3_bind_text(insert, 4, row.title, -1, sqliteTransient)
            sqlite3_bind_text(insert, 5, row.details, -1, sqliteTransient)
            sqlite3_bind_text(insert, 6, keywords, -1, sqliteTransient)
            sqlite3_bind_double(insert, 7, row.due)
            sqlite3_bind_double(insert, 8, row.hint)
            sqlite3_bind_double(insert, 9, row.lastUsed)
            sqlite3_step(insert); sqlite3_reset(insert)
            sqlite3_bind_int64(fts, 1, Int64(n + 1))
            sqlite3_bind_text(fts, 2, row.title, -1, sqliteTransient)
            sqlite3_bind_text(fts, 3, row.details, -1, sqliteTransient)
            sqlite3_bind_text(fts, 4, keywords, -1, sqliteTransient)
            sqlite3_step(fts); sqlite3_reset(fts)
        }
        sqlite3_finalize(insert); sqlite3_finalize(fts)
        exec("COMMIT")
    }

    /// Runs a statement with text/double bindings and returns every column of every row as text (count = rows × columns).
    func strings(_ statement: OpaquePointer?, texts: [String] = [], doubles: [Double] = []) -> [String] {
        var index: Int32 = 1
        for t in texts { sqlite3_bind_text(statement, index, t, -1, sqliteTransient); index += 1 }
        for d in doubles { sqlite3_bind_double(statement, index, d); index += 1 }
        var out: [String] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            // Every column is materialised, as Limelight materialises the fetched attributes of each item.
            for column in 0..<sqlite3_column_count(statement) {
                if let c = sqlite3_column_text(statement, column) { out.append(String(cString: c)) }
            }
        }
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
        return out
    }

    /// FTS5 syntax for typed words: each a quoted prefix, all required.
    static func match(_ typed: String) -> String {
        typed.split(separator: " ").map { "\"" + $0.replacingOccurrences(of: "\"", with: "") + "\"*" }.joined(separator: " ")
    }

    func deleteDomain(_ domain: String) {
        exec("BEGIN")
        let ftsDelete = prepare(externalContent
            ? "INSERT INTO fts(fts, rowid, title, details, keywords) SELECT 'delete', id, title, details, keywords FROM items WHERE domain = ?1"
            : "DELETE FROM fts WHERE rowid IN (SELECT id FROM items WHERE domain = ?1)")
        let itemsDelete = prepare("DELETE FROM items WHERE domain = ?1")
        _ = strings(ftsDelete, texts: [domain]); _ = strings(itemsDelete, texts: [domain])
        sqlite3_finalize(ftsDelete); sqlite3_finalize(itemsDelete)
        exec("COMMIT")
    }
}
