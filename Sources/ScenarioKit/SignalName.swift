import Foundation

/// Names and plain meanings for the signals that end a crashed worker process, and the reading of a `waitpid` status.
public enum SignalName {
    /// `SIGILL`, `SIGSEGV`, … for a signal number; `signal N` for one without a name here.
    public static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: return "SIGILL"
        case SIGTRAP: return "SIGTRAP"
        case SIGABRT: return "SIGABRT"
        case SIGBUS: return "SIGBUS"
        case SIGFPE: return "SIGFPE"
        case SIGSEGV: return "SIGSEGV"
        case SIGKILL: return "SIGKILL"
        case SIGTERM: return "SIGTERM"
        case SIGINT: return "SIGINT"
        case SIGPIPE: return "SIGPIPE"
        case SIGXCPU: return "SIGXCPU"
        case SIGXFSZ: return "SIGXFSZ"
        case SIGSYS: return "SIGSYS"
        default: return "signal \(signal)"
        }
    }

    /// What a signal usually means for a Swift program, for the failure message.
    public static func meaning(_ signal: Int32) -> String {
        switch signal {
        case SIGILL, SIGTRAP: return "a Swift runtime trap: a failed precondition, a nil force-unwrap, an index out of range or an arithmetic overflow"
        case SIGSEGV, SIGBUS: return "a bad memory access"
        case SIGABRT: return "the process aborted"
        case SIGFPE: return "an arithmetic error"
        case SIGKILL: return "killed from outside, e.g. by the out-of-memory killer"
        default: return "ended by a signal"
        }
    }

    /// The signal that ended a process with this `waitpid` status; nil when it exited normally.
    public static func terminatingSignal(_ status: Int32) -> Int32? {
        let signal = status & 0x7f
        return signal != 0 && signal != 0x7f ? signal : nil
    }

    /// The exit code in a `waitpid` status of a process that exited normally.
    public static func exitCode(_ status: Int32) -> Int32 { (status >> 8) & 0xff }
}
