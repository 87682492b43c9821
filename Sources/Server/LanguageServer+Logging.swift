extension LanguageServer {
    /// Logs a line to the client as `window/logMessage` (never on stderr, which clients report as errors) and to the
    /// executable's sink; `.log` lines reach the client only while it traces (`messages` or `verbose`).
    func log(_ text: String, type: LogMessageType = .log) {
        logSink(text)
        guard type != .log || trace != .off else { return }
        outbox.append(RPCMessage.notification("window/logMessage", ["type": .int(type.rawValue), "message": .string(text)]))
    }

    /// Applies a client's `TraceValue` string; an unknown value is logged and leaves the level as it was.
    func setTrace(_ value: JSONValue?) {
        guard let value, value != .null else { return }
        guard let name = value.stringValue, let level = TraceLevel(rawValue: name) else {
            log("unknown trace value \(value.serialized); expected 'off', 'messages' or 'verbose'", type: .warning)
            return
        }
        trace = level
    }

    /// While the client traces, reports a received message as `$/logTrace` (with its params, cut to 4 KiB, under `verbose`).
    func traceReceived(_ method: String, id: JSONValue?, params: JSONValue?) {
        guard trace != .off, method != "$/setTrace" else { return }
        let what = id.map { "request '\(method)' (id \($0.serialized))" } ?? "notification '\(method)'"
        var traced: [String: JSONValue] = ["message": .string("received " + what)]
        if trace == .verbose {
            let text = params?.serialized ?? "null"
            traced["verbose"] = .string(text.utf8.count <= Self.traceParamsLimit ? text : Self.cut(text) + " …")
        }
        outbox.append(RPCMessage.notification("$/logTrace", .object(traced)))
    }

    /// At most this many bytes of a message's params go into a verbose `$/logTrace`.
    static let traceParamsLimit = 4096

    /// The longest prefix of `text` within `traceParamsLimit` UTF-8 bytes that ends on a scalar boundary (reads no further).
    private static func cut(_ text: String) -> String {
        let scalars = text.unicodeScalars
        var bytes = 0
        var end = scalars.startIndex
        while end < scalars.endIndex {
            let size = scalars[end].utf8.count
            if bytes + size > traceParamsLimit { break }
            bytes += size
            end = scalars.index(after: end)
        }
        return String(scalars[..<end])
    }

    /// The line `initialize` sends at Info level in place of a banner on stderr.
    var readyMessage: String {
        "limelight \(Self.version) ready: LSP 3.17 for .scenario files and limelight/* sessions (trace: \(trace.rawValue))"
    }
}
