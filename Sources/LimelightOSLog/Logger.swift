import Foundation

/// Writes interpolated messages to the log (Apple's `Logger`, in `os`). The simulator keeps them in `SimLogStore`.
public struct Logger: Sendable {
    let log: OSLog

    /// A logger for the default subsystem.
    public init() { log = .default }
    /// A logger for a subsystem and category.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    /// A logger that writes to an existing log.
    public init(_ logObj: OSLog) { log = logObj }

    /// Logs a message at the default level.
    public func log(_ message: OSLogMessage) { write(.default, message) }
    /// Logs a message at a level.
    public func log(level: OSLogType, _ message: OSLogMessage) { write(level, message) }
    /// Logs at the debug level.
    public func trace(_ message: OSLogMessage) { write(.debug, message) }
    /// Logs at the debug level.
    public func debug(_ message: OSLogMessage) { write(.debug, message) }
    /// Logs at the info level.
    public func info(_ message: OSLogMessage) { write(.info, message) }
    /// Logs at the default level.
    public func notice(_ message: OSLogMessage) { write(.default, message) }
    /// Logs at the error level.
    public func warning(_ message: OSLogMessage) { write(.error, message) }
    /// Logs at the error level.
    public func error(_ message: OSLogMessage) { write(.error, message) }
    /// Logs at the fault level.
    public func critical(_ message: OSLogMessage) { write(.fault, message) }
    /// Logs at the fault level.
    public func fault(_ message: OSLogMessage) { write(.fault, message) }

    func write(_ level: OSLogType, _ message: OSLogMessage) { SimLog.write(log, level, message, signpost: nil) }
}

enum SimLog {
    static func write(_ log: OSLog, _ level: OSLogType, _ message: OSLogMessage, signpost: String?) {
        guard log.isEnabled(type: level) else { return }
        SimLogStore.shared.append(SimLogRecord(subsystem: log.simulatedSubsystem, category: log.simulatedCategory,
                                               level: level, text: message.simulatedText,
                                               debuggerText: message.simulatedDebuggerText, signpost: signpost))
    }
}

/// Sends a message to the logging system (Apple's `os_log(_:dso:log:_:)`).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: OSLogMessage) {
    SimLog.write(log, type, message, signpost: nil)
}

/// Sends a default-level message to the logging system (Apple's `os_log(_:)`).
public func os_log(_ message: OSLogMessage) {
    SimLog.write(.default, .default, message, signpost: nil)
}

/// Sends a printf-style message to the logging system (Apple's `os_log(_:dso:log:type:_:)`). `%{public}@` shows its
/// value; `%@` and `%{private}@` show `<private>`; numbers show (the default privacy rules).
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: any CVarArg...) {
    let (shown, full) = SimLogFormat.render(message.description, args)
    SimLog.write(log, type, OSLogMessage(shown: shown, full: full), signpost: nil)
}

/// `os_log(_:dso:log:type:_:)` with an object among its arguments (`intent`, `uuid as NSUUID`). On Apple platforms
/// every `NSObject` is a `CVarArg`; swift-corelibs-foundation's are not, and giving them that conformance would crash
/// `String(format:)`, which cannot read a Swift object as `%@`. So this overload, chosen only when the arguments are
/// not all `CVarArg`, takes any values: an object shows its `description` for `%@`, as on a device.
@_disfavoredOverload
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: Any...) {
    let (shown, full) = SimLogFormat.render(message.description, args)
    SimLog.write(log, type, OSLogMessage(shown: shown, full: full), signpost: nil)
}

extension OSLogMessage {
    init(shown: String, full: String) {
        var interpolation = OSLogInterpolation(literalCapacity: 0, interpolationCount: 0)
        interpolation.append(shown, full)
        self.init(stringInterpolation: interpolation)
    }
}

/// printf-style formats with os_log's privacy modifiers.
enum SimLogFormat {
    static func render(_ format: String, _ args: [Any]) -> (String, String) {
        var shown = "", full = ""
        var index = 0
        var characters = Array(format)[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                shown.append(character)
                full.append(character)
                continue
            }
            if characters.first == "%" {
                characters.removeFirst()
                shown += "%"
                full += "%"
                continue
            }
            var privacy = OSLogPrivacy.auto
            if characters.first == "{", let close = characters.firstIndex(of: "}") {
                let modifiers = String(characters[characters.index(after: characters.startIndex)..<close])
                if modifiers.contains("public") { privacy = .public }
                if modifiers.contains("private") { privacy = .private }
                characters = characters[characters.index(after: close)...]
            }
            var spec = "%"
            while let next = characters.popFirst() {
                spec.append(next)
                if next.isLetter && !"lhqjzt".contains(next) || next == "@" { break }
            }
            guard index < args.count else { continue }
            let argument = args[index]
            index += 1
            let scalar = !(spec.hasSuffix("@") || spec.hasSuffix("s"))
            let value: String
            if scalar, let number = argument as? any CVarArg {
                value = String(format: spec, number)
            } else {
                value = String(describing: argument)
            }
            shown += privacy.render(value, scalar: scalar)
            full += value
        }
        return (shown, full)
    }
}
