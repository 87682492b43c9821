/// How much logging the client asked for: `initialize`'s `trace`, then `$/setTrace` (LSP's `TraceValue`).
public enum TraceLevel: String, Sendable {
    case off, messages, verbose
}

/// The `type` of a `window/logMessage` (LSP's `MessageType`).
public enum LogMessageType: Int, Sendable {
    case error = 1, warning = 2, info = 3, log = 4
}

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

    /// The line `initialize` sends at Info level in place of a banner on stderr.
    var readyMessage: String {
        "limelight \(Self.version) ready: LSP 3.17 for .scenario files and limelight/* sessions (trace: \(trace.rawValue))"
    }
}
