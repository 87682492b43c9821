import Foundation
import LimelightCore
import Script

/// The parse of every command line of one document's last parse, by source text: parsing the document again after an
/// edit parses only the lines the edit touched (and lines it moved are moved, not parsed again). Entries no parse has
/// used lately are dropped once they outnumber the used ones, so it grows with the document, not with the edits. One
/// parse at a time (a lock), from any thread.
final class CommandLineCache: @unchecked Sendable {
    private struct Entry {
        let line: Int
        let invocation: CommandInvocation?
        let diagnostics: [Diagnostic]
        /// The last parse that used the entry.
        var generation: Int
    }

    private let parser: CommandParser
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var generation = 0
    /// Lines answered from the cache and lines parsed, in the last parse (for tests and traces).
    private(set) var hits = 0, misses = 0

    init(parser: CommandParser) { self.parser = parser }

    /// The number of command lines kept.
    var count: Int {
        lock.lock(); defer { lock.unlock() }
        return entries.count
    }

    /// The parse of `text` with the cached command lines reused.
    func parse(_ text: String, registry: CommandRegistry) -> ScriptFile {
        lock.lock(); defer { lock.unlock() }
        hits = 0
        misses = 0
        generation += 1
        var scriptParser = ScriptParser(registry: registry)
        scriptParser.commandLineParser = { [unowned self] source, line in self.parseLine(source, line) }
        let file = scriptParser.parse(text)
        let used = hits + misses
        if entries.count > 2 * used + 1_024 {
            let current = generation
            entries = entries.filter { $0.value.generation == current }
        }
        return file
    }

    private func parseLine(_ source: String, _ line: Int) -> (invocation: CommandInvocation?, diagnostics: [Diagnostic]) {
        // One hash per line: the entry's generation is updated through its index.
        if let index = entries.index(forKey: source) {
            hits += 1
            entries.values[index].generation = generation
            let entry = entries.values[index]
            let delta = line - entry.line
            return (entry.invocation?.moved(toLine: line), entry.diagnostics.map { $0.moved(byLines: delta) })
        }
        misses += 1
        let parsed = parser.parse(source, line: line)
        entries[source] = Entry(line: line, invocation: parsed.invocation, diagnostics: parsed.diagnostics, generation: generation)
        return parsed
    }
}
