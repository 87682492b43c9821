import ArgumentParser
import Foundation
import LimelightCore
import ReferenceApps
import Server

/// `limelight serve`: the language server and nREPL-like session server over JSON-RPC 2.0 on stdin/stdout.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve LSP 3.17 for .scenario files and limelight/* REPL sessions over JSON-RPC on stdin/stdout.",
        discussion: """
        Messages are framed with 'Content-Length: N' headers (LSP base protocol). Stdout carries only protocol; logs go to \
        the client as window/logMessage (and to stderr with --trace). A malformed frame or message gets a JSON-RPC error \
        and the server goes on. See Docs/Server.md.
        """
    )

    @Flag(help: "Accepted for editors that pass it; stdio is the only transport.") var stdio = false
    @Flag(help: "Log every message received, and the server's log lines, to stderr.") var trace = false
    @Option(help: "Seconds one limelight/eval or one scenario run may take before its worker process is stopped (1-86400).")
    var evalTimeout: Int = 60

    func validate() throws {
        guard (1...86_400).contains(evalTimeout) else {
            throw ValidationError("--eval-timeout must be from 1 to 86400 seconds, not \(evalTimeout)")
        }
    }

    func run() throws {
        signal(SIGPIPE, SIG_IGN)
        let writer = ProtocolWriter()
        // Each session and each scenario run lives in a child process of this same executable, so a crash ends only it.
        let executable = FileManager.default.fileExists(atPath: "/proc/self/exe") ? "/proc/self/exe" : CommandLine.arguments[0]
        let host = ProcessSessionHost(executable: executable, timeout: Double(evalTimeout))
        // The server lives on the worker queue: the reader thread reaches only its Sendable `control`
        // (`handleImmediately(_:control:)`), and the end reads it after `worker.sync`. Swift cannot check a serial queue's
        // confinement (only an actor's), hence unsafe.
        // unchecked: confined to the worker queue (see above); Swift checks an actor's confinement, not a queue's.
        nonisolated(unsafe) let server = LanguageServer(catalog: LimelightMain.catalog, host: host,
                                    readFile: { path in try? FileSystem.read(path) },
                                    log: { [trace] line in if trace { printError("limelight serve: " + line) } })
        // Edits are applied as they arrive; documents are parsed (and diagnostics published) only when no message waits,
        // so a burst of didChange is parsed once, on the analysis queue, while completion answers from the last parse.
        server.defersAnalysis = true
        let control = server.control
        let worker = DispatchQueue(label: "limelight.serve.worker")
        // Parses run at a lower priority than the worker: a request that arrives during one is answered first.
        let analysis = BackgroundThread(name: "limelight.serve.analysis", niceness: 5)
        // Except a document's first parse (`AnalysisJob.isAwaited`): every request on the document waits for it anyway,
        // so a lower priority would only delay the first diagnostics and those requests.
        let firstAnalysis = BackgroundThread(name: "limelight.serve.first-analysis", niceness: 0)
        let queued = QueuedCount()
        var framer = MessageFramer()
        var buffer = [UInt8](repeating: 0, count: 65536)
        // Clients log anything on stderr as an error (Neovim does): the server's log lines go to the client as
        // window/logMessage, and to stderr only when asked to trace.
        if trace { printError("limelight serve: ready (JSON-RPC 2.0, Content-Length framing, on stdin/stdout)") }
        while true {
            let n = read(0, &buffer, buffer.count)
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            for frame in framer.append(Array(buffer[0..<n])) {
                switch frame {
                case .badHeader(let reason):
                    if trace { printError("limelight serve: bad frame: \(reason)") }
                    queued.add(1)
                    worker.async {
                        queued.add(-1)
                        writer.send([RPCMessage.error(id: nil, RPCError(-32700, "Parse error: bad frame header: \(reason)"))])
                    }
                case .message(let body):
                    if trace { printError("limelight serve: <- " + String(decoding: body, as: UTF8.self)) }
                    // Parsed once, here: the worker handles the parsed message (a body that is not JSON gets its error there).
                    // (A long `didOpen`'s text read straight into its lines: `LanguageServer.read`.)
                    let message = LanguageServer.read(body)
                    if let message, let replies = LanguageServer.handleImmediately(message.value, control: control) {
                        writer.send(replies)
                        continue
                    }
                    queued.add(1)
                    worker.async {
                        queued.add(-1)
                        writer.send(message.map { server.handle($0) } ?? server.handle(body: body))
                        if let code = server.exitCode { Foundation.exit(code) }
                        // Parse what changed on a thread of its own: requests go on being answered meanwhile.
                        if queued.value == 0 {
                            for job in server.pendingAnalysisJobs() {
                                (job.isAwaited ? firstAnalysis : analysis).async {
                                    let result = job.run()
                                    worker.async { writer.send(server.finishAnalysis(result)) }
                                    // What completion replays, made now (after the diagnostics are on their way), at
                                    // the analysis thread's priority. Made even when an edit has arrived since: during a
                                    // burst the next parse may come only at its end, and completion would meanwhile
                                    // replay the steps itself, on the worker.
                                    let replay: @Sendable () -> Void = { if let replay = job.prepareReplay(result) { worker.async { server.keep(replay) } } }
                                    if job.isAwaited { analysis.async(replay) } else { replay() }
                                }
                            }
                        }
                    }
                }
            }
        }
        worker.sync {}
        Foundation.exit(server.exitCode ?? 0)
    }
}

/// How many messages the reader thread has queued for the worker that it has not started yet.
final class QueuedCount: Sendable {
    private let count = LockedBox(0)

    /// Adds `delta` (1 when a message is queued, -1 when the worker takes it).
    func add(_ delta: Int) { count.withLock { $0 += delta } }

    /// The number of messages waiting.
    var value: Int { count.withLock { $0 } }
}

/// Writes framed JSON-RPC messages to stdout, one whole frame at a time, from any thread.
final class ProtocolWriter: Sendable {
    /// Standard output's descriptor, owned by the lock: one frame is written whole before the next starts.
    private let output = LockedBox<Int32>(1)

    func send(_ messages: [JSONValue]) {
        guard !messages.isEmpty else { return }
        output.withLock { output in writeFrames(messages, to: output) }
    }

    private func writeFrames(_ messages: [JSONValue], to output: Int32) {
        for m in messages {
            let bytes = MessageFramer.encode(m.serialized)
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
