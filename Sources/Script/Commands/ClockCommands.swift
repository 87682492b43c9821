import LimelightCore

/// `clock show|advance|set`: the simulated clock, which moves only when told.
enum ClockCommands {
    static let all: [CommandSpec] = [
        CommandSpec(["clock", "show"], topic: "Clock", summary: "Show the simulated time (UTC and the selected device's local time)",
                    body: .action { _, ctx in
                        let now = ctx.simulation.runtime.now
                        ctx.print("now: \(now)")
                        if let d = ctx.simulation.selectedDevice, d.calendar != .utc {
                            ctx.print("\(d.name): \(d.calendar.iso8601(now)) \(d.calendar.weekdayName(now))")
                        } else {
                            ctx.print("weekday: \(SimCalendar.utc.weekdayName(now))")
                        }
                        let pending = ctx.simulation.runtime.scheduler.pendingCount
                        if pending > 0 { ctx.print("\(pending) scheduled job\(pending == 1 ? "" : "s") waiting") }
                    }),
        CommandSpec(["clock", "advance"], topic: "Clock", summary: "Move time forward, running everything scheduled on the way",
                    arguments: [ArgumentSpec("duration", .duration, help: "how far: 31d, 15m, 1h30m, 2w, 45s, 500ms")],
                    examples: ["clock advance 31d", "clock advance 15m"],
                    body: .action { inv, ctx in
                        guard let v = inv.argument("duration") else { return }
                        let d = try ctx.duration(v)
                        guard d.seconds >= 0 else { throw CommandError("time only moves forward", range: v.range, suggestion: "use a positive duration") }
                        try ClockCommands.requireCalendar(ctx.simulation.runtime.now + d, v)
                        ctx.simulation.advance(by: d)
                        ctx.print("now: \(ctx.simulation.runtime.now)")
                    }),
        CommandSpec(["clock", "set"], topic: "Clock", summary: "Move time forward to a date (in the selected device's time zone)",
                    arguments: [ArgumentSpec("date", .date, help: "2026-03-02, 2026-03-02T09:00, or now+3d")],
                    examples: ["clock set 2026-03-02T09:00"],
                    body: .action { inv, ctx in
                        guard let v = inv.argument("date") else { return }
                        let calendar = ctx.simulation.selectedDevice?.calendar ?? ctx.simulation.defaultCalendar
                        let target = try ctx.date(v, calendar: calendar)
                        guard target >= ctx.simulation.runtime.now else {
                            throw CommandError("\(calendar.iso8601(target)) is in the past (now is \(calendar.iso8601(ctx.simulation.runtime.now)))",
                                               range: v.range, suggestion: "time only moves forward; use 'reset' to start over")
                        }
                        try ClockCommands.requireCalendar(target, v)
                        ctx.simulation.advance(to: target)
                        ctx.print("now: \(calendar.iso8601(ctx.simulation.runtime.now))")
                    }),
    ]

    /// Fails with a located error when `target` lies past the end of the simulated calendar.
    static func requireCalendar(_ target: SimInstant, _ value: BoundValue) throws {
        guard target <= Runtime.latest else {
            throw CommandError("that moves the clock past \(Runtime.latest), the end of the simulated calendar", range: value.range,
                               suggestion: "stay before 2200; 'reset' starts over at 2026-01-05")
        }
    }
}
