import LimelightCore
import SimulatorKit

/// What a running command can reach: the session and its simulation, the output, the effects it asks for.
public final class CommandContext {
    public let session: Session
    let invocation: CommandInvocation
    var lines: [String] = []
    /// What a scenario records for this step where that differs from what is shown (`screen` in box drawing is kept
    /// in ASCII, as `limelight run` draws it); nil when the two are the same.
    var recordedLines: [String]?
    var effects: [SessionEffect] = []

    init(session: Session, invocation: CommandInvocation) {
        self.session = session
        self.invocation = invocation
    }

    /// The simulation the session drives.
    public var simulation: Simulation { session.simulation }

    /// Prints a line of output.
    public func print(_ line: String) {
        lines.append(line)
        recordedLines?.append(line)
    }

    /// Prints `shown` while a saved or recorded scenario keeps `recorded` (what `limelight run` prints for the step).
    public func print(shown: [String], recorded: [String]) {
        if recordedLines == nil, shown != recorded { recordedLines = lines }
        lines += shown
        recordedLines? += recorded
    }

    /// Asks the host to do something outside the core.
    public func request(_ effect: SessionEffect) { effects.append(effect) }

    /// The device named by `--device`, else the selected one; an error when there is none.
    public func device() throws -> Device {
        if let name = invocation.declaredOption(StandardCommands.device) {
            guard let d = simulation.device(named: name.text) else {
                let guess = Suggestions.closest(to: name.text, in: simulation.devices.map(\.name))
                throw CommandError("no device named '\(name.text)'", range: name.range,
                                   suggestion: guess.map { "did you mean '\($0)'?" } ?? "add one with 'device add \(name.text)'",
                                   fixIts: FixIt.didYouMean(guess, for: name))
            }
            return d
        }
        guard let d = simulation.selectedDevice else {
            throw CommandError("no device yet", range: invocation.commandRange, suggestion: "add one with 'device add phone --platform ios'",
                               code: "no-device")
        }
        return d
    }

    /// The app named by the argument or option `name` (default `app`), else the selected app of the device.
    public func app(on device: Device, argument name: String = "app") throws -> InstalledApp {
        if let given = invocation.argument(name) ?? invocation.declaredOption(named: name) {
            guard let a = device.app(named: given.text) else {
                let guess = Suggestions.closest(to: given.text, in: device.apps.map(\.shortName))
                throw CommandError("no app '\(given.text)' is installed on \(device.name)", range: given.range,
                                   suggestion: guess.map { "did you mean '\($0)'?" } ?? "install it with 'app install \(given.text)'",
                                   fixIts: FixIt.didYouMean(guess, for: given))
            }
            return a
        }
        guard let a = device.selectedApp else {
            throw CommandError("no app is installed on \(device.name)", range: invocation.commandRange,
                               suggestion: "install one with 'app install \(simulation.catalog.shortNames.first ?? "com.example.app")'", code: "no-app")
        }
        return a
    }

    /// The app `--app` names, or nil (meaning every app) when the option is not given.
    public func appScope(on device: Device) throws -> InstalledApp? {
        invocation.declaredOption(StandardCommands.app) == nil ? nil : try app(on: device)
    }

    /// A date argument or option parsed in the device's calendar relative to now.
    public func date(_ value: BoundValue, calendar: SimCalendar) throws -> SimInstant {
        guard let d = DateValue.parse(value.text, calendar: calendar, now: simulation.runtime.now) else {
            throw CommandError("'\(value.text)' is not a date", range: value.range, suggestion: DateValue.hint)
        }
        return d
    }

    /// A duration argument or option.
    public func duration(_ value: BoundValue) throws -> SimDuration {
        guard let d = SimDuration.parse(value.text) else {
            let problem = SimDuration.problem(value.text)
            throw CommandError(problem?.message ?? "'\(value.text)' is not a duration", range: value.range, suggestion: problem?.suggestion ?? SimDuration.hint)
        }
        return d
    }

    /// A duration option that cannot be negative (a latency, a time to live, a window), nil when not given: a located
    /// error when negative.
    public func nonNegativeDuration(_ inv: CommandInvocation, _ option: CommandOption<SimDuration>) throws -> SimDuration? {
        guard let value = inv.bound(option) else { return nil }
        let d = try inv[option] ?? duration(value)
        guard d.seconds >= 0 else {
            throw CommandError("'\(value.text)' is negative; --\(option.name) takes a duration of 0s or more", range: value.range,
                               suggestion: "write it without the minus sign, e.g. \(value.text.drop { $0 == "-" })")
        }
        return d
    }
}
