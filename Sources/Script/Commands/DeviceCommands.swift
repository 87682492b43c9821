import Foundation
import LimelightCore
import SimulatorKit
import Spotlight
import SystemServices

/// `device add|list|select|show|lock|unlock|reboot|update-os`.
enum DeviceCommands {
    static let platformOption = CommandOption.choice("platform", ["ios", "macos"], help: "ios (default) or macos")
    static let osOption = CommandOption.text("os", help: "the OS version (default 18.0 on iOS, 15.0 on macOS)")
    static let timezoneOption = CommandOption.text("timezone", help: "an IANA time zone, e.g. Europe/Berlin (default UTC)")
    static let stayLockedOption = CommandOption.flag("stay-locked", help: "leave the device waiting for its first unlock")
    static let indexLossOption = CommandOption.text("index-loss", help: "all, none, or a fraction between 0 and 1 (default all)")

    static let deviceOption = StandardCommands.deviceOption

    static let all: [CommandSpec] = [
        CommandSpec(["device", "add"], topic: "Devices", summary: "Add a simulated iPhone or Mac and select it",
                    arguments: [ArgumentSpec("name", .text, help: "a name for the device, e.g. phone")],
                    options: [platformOption.spec,
                              osOption.spec,
                              timezoneOption.spec],
                    examples: ["device add phone", "device add mac --platform macos --os 15.1", "device add phone --timezone Europe/Berlin"],
                    // An unknown zone is found by `check` and the editor too, not only when the line runs.
                    staticCheck: { inv, _ in
                        do { _ = try calendar(inv) } catch let error as CommandError { return [error.diagnostic(fallback: inv.commandRange)] } catch {}
                        return []
                    },
                    body: .action { inv, ctx in
                        let name = try inv.text("name")
                        let platform = DevicePlatform(rawValue: inv[platformOption] ?? "ios") ?? .ios
                        let calendar = try calendar(inv)
                        let device = try ctx.simulation.addDevice(name: name, platform: platform, osVersion: inv[osOption], calendar: calendar)
                        ctx.print("added \(device.platform.displayName) \(device.osVersion) device '\(device.name)' (\(device.calendar.timeZoneIdentifier))")
                    }),
        CommandSpec(["device", "list"], topic: "Devices", summary: "List the devices",
                    body: .action { _, ctx in
                        if ctx.simulation.devices.isEmpty { ctx.print("no devices (add one with 'device add phone')") }
                        for d in ctx.simulation.devices {
                            let mark = d === ctx.simulation.selectedDevice ? "*" : " "
                            ctx.print("\(mark) \(d.name)  \(d.platform.displayName) \(d.osVersion)  \(d.protectionState.rawValue)  \(d.apps.count) app\(d.apps.count == 1 ? "" : "s")")
                        }
                    }),
        CommandSpec(["device", "select"], topic: "Devices", summary: "Make a device the one commands act on",
                    arguments: [ArgumentSpec("name", .text, help: "the device's name", completion: .devices)],
                    body: .action { inv, ctx in
                        guard let v = inv.argument("name"), let d = ctx.simulation.device(named: v.text) else {
                            let v = inv.argument("name")
                            let guess = Suggestions.closest(to: v?.text ?? "", in: ctx.simulation.devices.map(\.name))
                            throw CommandError("no device named '\(v?.text ?? "")'", range: v?.range, suggestion: guess.map { "did you mean '\($0)'?" },
                                               fixIts: v.map { FixIt.didYouMean(guess, for: $0) } ?? [])
                        }
                        ctx.simulation.selectedDevice = d
                        ctx.print("selected \(d.name)")
                    }),
        CommandSpec(["device", "show"], topic: "Devices", summary: "Show a device's state: OS, lock state, apps, index size",
                    options: [deviceOption],
                    body: .action { _, ctx in
                        let d = try ctx.device()
                        ctx.print("\(d.name): \(d.platform.displayName) \(d.osVersion), \(d.protectionState.rawValue), time zone \(d.calendar.timeZoneIdentifier)")
                        ctx.print("local time: \(d.calendar.short(ctx.simulation.runtime.now)) (\(d.calendar.weekdayName(ctx.simulation.runtime.now)))")
                        for a in d.apps { ctx.print("  \(a.shortName): \(a.state.rawValue), \(d.spotlight.count(app: a.bundleIdentifier)) indexed") }
                    }),
        CommandSpec(["device", "lock"], topic: "Devices", summary: "Lock the device (protected indexes become unreadable)",
                    options: [deviceOption],
                    body: .action { _, ctx in let d = try ctx.device(); d.lock(); ctx.print("\(d.name) is \(d.protectionState.rawValue)") }),
        CommandSpec(["device", "unlock"], topic: "Devices", summary: "Unlock the device (the first unlock after a boot matters for protection classes)",
                    options: [deviceOption],
                    body: .action { _, ctx in let d = try ctx.device(); d.unlock(); ctx.print("\(d.name) is \(d.protectionState.rawValue)") }),
        CommandSpec(["device", "reboot"], topic: "Devices", summary: "Restart the device: apps stop; it is unlocked again unless --stay-locked",
                    options: [deviceOption, stayLockedOption.spec],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        d.reboot(unlock: !inv.flag(stayLockedOption))
                        ctx.print("\(d.name) rebooted; \(d.protectionState.rawValue)")
                    }),
        CommandSpec(["device", "update-os"], topic: "Devices", summary: "Install an OS update: reboot, lose all or part of the Spotlight index, ask apps to reindex",
                    discussion: "Apps keep their data. The index loss is 'all' (default), 'none', or a fraction such as 0.5 chosen with the seeded generator; apps are asked to reindex through their index delegate at their next launch, until they acknowledge.",
                    arguments: [ArgumentSpec("version", .text, help: "the new version (default: the next minor version)", optional: true)],
                    options: [deviceOption, indexLossOption.spec,
                              stayLockedOption.spec],
                    examples: ["device update-os", "device update-os 18.1 --index-loss 0.5"],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        let loss: Double
                        switch inv[indexLossOption] ?? "all" {
                        case "all": loss = 1
                        case "none": loss = 0
                        case let text:
                            guard let f = Double(text), (0...1).contains(f) else {
                                throw CommandError("'\(text)' is not all, none or a fraction between 0 and 1", range: inv.bound(indexLossOption)?.range)
                            }
                            loss = f
                        }
                        let version = inv.argument("version")?.text ?? nextVersion(d.osVersion)
                        d.updateOS(to: version, indexLoss: loss, unlock: !inv.flag(stayLockedOption))
                        ctx.print("\(d.name) updated to \(d.platform.displayName) \(version); index loss \(loss == 1 ? "all" : loss == 0 ? "none" : CSAttributeValue.format(loss))")
                    }),
    ]

    static func nextVersion(_ v: String) -> String {
        var parts = v.split(separator: ".").map { Int($0) ?? 0 }
        while parts.count < 2 { parts.append(0) }
        parts[1] += 1
        return parts.prefix(2).map(String.init).joined(separator: ".")
    }

    /// The calendar `--timezone` names (nil without it); an unknown zone is an error at the option's value, with the
    /// closest known name when there is one.
    static func calendar(_ inv: CommandInvocation) throws -> SimCalendar? {
        guard let tz = inv.bound(timezoneOption) else { return nil }
        guard let calendar = SimCalendar(timeZoneIdentifier: tz.text) else {
            let guess = Suggestions.closest(to: String(tz.text.prefix(64)), in: TimeZone.knownTimeZoneIdentifiers)
            throw CommandError("unknown time zone '\(tz.text.prefix(64))'", range: tz.range,
                               suggestion: guess.map { "did you mean '\($0)'?" } ?? "use an IANA name such as Europe/Berlin or America/New_York",
                               fixIts: FixIt.didYouMean(guess, for: tz))
        }
        return calendar
    }
}
