import Foundation
import LimelightCore

/// A user action an app declares (e.g. `task add`), which the command language offers with help and completion.
// unchecked: it holds the app's action closure, which Apple-style app code does not mark @Sendable; the simulator calls it only
// on the thread that runs the simulation's steps.
public struct AppAction: @unchecked Sendable {
    /// The action's words as typed, e.g. `["task", "add"]`.
    public var path: [String]
    /// One line for listings.
    public var summary: String
    /// Longer help shown by `help CMD`.
    public var discussion: String
    /// The positional arguments, in the order they are written.
    public var arguments: [ArgumentSpec]
    /// The `--name` options and flags the action accepts.
    public var options: [OptionSpec]
    /// Example lines shown by `help CMD`.
    public var examples: [String]
    /// Runs the action on the app's running program; returns the lines to print.
    public var perform: (AppProgram, AppActionCall) throws -> [String]
    /// Runs an `async` action (made with `init(_:…, run:)`), nil for a synchronous one. The step that runs it drives it
    /// on the app's executor until it returns, waits for the simulated clock, or is reported stuck (`AsyncAppStep`).
    public var performAsync: ((AppProgram, AppActionCall) async throws -> [String])?
    /// Where the action was declared (`File.swift:12`), named when its async code is reported stuck.
    public var site: String = ""

    /// Creates an action from its parts.
    public init(_ path: [String], summary: String, discussion: String = "", arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
                examples: [String] = [], perform: @escaping (AppProgram, AppActionCall) throws -> [String]) {
        self.path = path
        self.summary = summary
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.examples = examples
        self.perform = perform
    }

    /// Creates an `async` action: `run` may await what the app awaits (a continuation around a completion handler, a
    /// `Task.sleep`, an actor). The step drives it to its end: what completes at the step's instant (a completion
    /// handler) resumes it in the step; what waits for the simulated clock goes on when the clock gets there (its
    /// lines are then logged as `app.action`); code nothing will ever resume fails the step as stuck, with this
    /// declaration's place (`fileID`, `line`).
    public init(_ path: [String], summary: String, discussion: String = "", arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
                examples: [String] = [], fileID: String = #fileID, line: Int = #line,
                run: @escaping (AppProgram, AppActionCall) async throws -> [String]) {
        self.init(path, summary: summary, discussion: discussion, arguments: arguments, options: options, examples: examples) { _, _ in
            throw AppActionError("'\(path.joined(separator: " "))' is async: run it with AsyncAppStep")
        }
        performAsync = run
        site = "\(fileID):\(line)"
    }
}

/// The values a user gave an app action: arguments and options by name, as text, already type-checked by the parser.
public struct AppActionCall: Sendable {
    /// Argument values by argument name.
    public var arguments: [String: [String]]
    /// Option values by option name, in the order given.
    public var options: [String: [String]]
    /// The current time and the device calendar, for parsing dates.
    public var now: SimInstant
    /// The device calendar relative dates are resolved in.
    public var calendar: SimCalendar

    /// Creates a call from its values and the current time and calendar.
    public init(arguments: [String: [String]], options: [String: [String]], now: SimInstant, calendar: SimCalendar) {
        self.arguments = arguments
        self.options = options
        self.now = now
        self.calendar = calendar
    }

    /// A required argument's text.
    public func text(_ name: String) throws -> String {
        guard let v = arguments[name]?.first ?? options[name]?.last else { throw AppActionError("missing \(name)", argument: name) }
        return v
    }

    /// An argument's or option's text, if given.
    public func optionalText(_ name: String) -> String? { arguments[name]?.first ?? options[name]?.last }

    /// Whether a flag was given.
    public func flag(_ name: String) -> Bool { options[name] != nil }

    /// An integer value, if given.
    public func integer(_ name: String) throws -> Int? {
        guard let t = optionalText(name) else { return nil }
        guard let n = InputNumber.integer(t) else { throw AppActionError(InputNumber.integerProblem(t) ?? "'\(t)' is not a whole number", argument: name) }
        return n
    }

    /// A date value (ISO, `now`, `now+3d`, `today`, `tomorrow`), in the device calendar, if given.
    public func date(_ name: String) throws -> Date? {
        guard let t = optionalText(name) else { return nil }
        guard let d = DateValue.parse(t, calendar: calendar, now: now) else {
            throw AppActionError("'\(t)' is not a date", argument: name, suggestion: DateValue.hint)
        }
        return d.date
    }

    /// A duration value (`90m`, `2h`, `1d`) in seconds, if given (the parser has checked it).
    public func duration(_ name: String) -> TimeInterval? {
        optionalText(name).flatMap(SimDuration.parse)?.seconds
    }

    /// A comma-separated list value, if given.
    public func list(_ name: String) -> [String]? {
        optionalText(name).map { $0.split(separator: ",").map { $0.trimmingBlanks() } }
    }
}

/// An error an app action reports, pointing at the argument or option it concerns.
public struct AppActionError: Error, Sendable {
    /// What went wrong, e.g. `'x' is not a whole number`.
    public var message: String
    /// The name of the argument or option the error points at, if any.
    public var argument: String?
    /// What to do instead, if there is a useful hint.
    public var suggestion: String?

    /// Creates an error from its parts.
    public init(_ message: String, argument: String? = nil, suggestion: String? = nil) {
        self.message = message
        self.argument = argument
        self.suggestion = suggestion
    }
}
