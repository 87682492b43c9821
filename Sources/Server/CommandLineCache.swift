import Foundation
import LimelightCore
import Script

/// The parse of every command line of one document's last parse, by source text: parsing the document again after an
/// edit parses only the lines the edit touched (and lines it moved are moved, not parsed again). Holds only the
/// lines of the last parse, so it grows with the document, not with the edits. One parse at a time (a lock), from any
/// thread.
final class CommandLineCache: @unchecked Sendable {
    private struct Entry {
        let line: Int
        let invocation: CommandInvocation?
        let diagnostics: [Diagnostic]
    }

    private let parser: CommandParser
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var next: [String: Entry] = [:]
    /// Lines answered from the cache and lines parsed, in the last parse (for tests and traces).
    private(set) var hits = 0, misses = 0

    init(parser: CommandParser) { self.parser = parser }

    /// The parse of `text` with the cached command lines reused.
    func parse(_ text: String, registry: CommandRegistry) -> ScriptFile {
        lock.lock(); defer { lock.unlock() }
        hits = 0
        misses = 0
        next.reserveCapacity(entries.count)
        var scriptParser = ScriptParser(registry: registry)
        scriptParser.commandLineParser = { [unowned self] source, line in self.parseLine(source, line) }
        let file = scriptParser.parse(text)
        entries = next
        next = [:]
        return file
    }

    private func parseLine(_ source: String, _ line: Int) -> (invocation: CommandInvocation?, diagnostics: [Diagnostic]) {
        if let entry = entries[source] ?? next[source] {
            hits += 1
            next[source] = entry
            let delta = line - entry.line
            return (entry.invocation?.moved(toLine: line), entry.diagnostics.map { $0.moved(byLines: delta) })
        }
        misses += 1
        let parsed = parser.parse(source, line: line)
        next[source] = Entry(line: line, invocation: parsed.invocation, diagnostics: parsed.diagnostics)
        return parsed
    }
}
