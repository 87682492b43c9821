/// The `type` of a `window/logMessage` (LSP's `MessageType`).
public enum LogMessageType: Int, Sendable {
    case error = 1, warning = 2, info = 3, log = 4
}
