import Foundation
import LimelightCore
import LimelightTesting
@testable import SimulatorKit
import Testing

/// App code sees its simulated device's time zone — `TimeZone.current`, `Calendar.current`, `Date.formatted()` and a
/// `DateFormatter` at its default zone — whatever the host's `TZ` says (Docs/AppleAPI.md, "Time"). Every expectation
/// here is a fixed value, so `TZ=Asia/Tokyo swift test --filter AppTimeZoneTests` and `TZ=UTC …` pass alike.
@Suite(.serialized) struct AppTimeZoneTests {
    /// What app code reads of its time zone, as app code writes it.
    static func readZone() -> [String] {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        let now = Date()
        let calendar = Calendar.current
        return [
            "TimeZone.current \(TimeZone.current.secondsFromGMT(for: now))",
            "Calendar.current.timeZone \(calendar.timeZone.secondsFromGMT(for: now))",
            "hour \(calendar.component(.hour, from: now))",
            "startOfDay \(calendar.startOfDay(for: now).timeIntervalSince1970)",
            "DateFormatter \(formatter.string(from: now))",
            "formatted \(now.formatted(.dateTime.year().month(.twoDigits).day(.twoDigits).hour(.twoDigits(amPM: .omitted)).minute(.twoDigits).locale(Locale(identifier: "en_US_POSIX"))))",
        ]
    }

    @Test func aDeviceInUTCReadsUTCWhateverTheHostsZone() throws {
        let sim = try TestSimulation(app: ClockApp.descriptor)
        #expect(sim.run { Self.readZone() } == [
            "TimeZone.current 0", "Calendar.current.timeZone 0", "hour 9", "startOfDay 1767571200.0",
            "DateFormatter 2026-01-05 09:00", "formatted 01/05/2026, 09:00",
        ])
        #expect(sim.run { TimeZone.current.identifier == "UTC" || TimeZone.current.identifier == "GMT" })
    }

    @Test func aDeviceInBerlinAndOneInTokyoEachReadTheirOwn() throws {
        let sim = try TestSimulation(app: ClockApp.descriptor)
        let berlin = try sim.simulation.addDevice(name: "berlin", platform: .ios,
                                                  calendar: try #require(SimCalendar(timeZoneIdentifier: "Europe/Berlin")))
        let tokyo = try sim.simulation.addDevice(name: "tokyo", platform: .ios,
                                                 calendar: try #require(SimCalendar(timeZoneIdentifier: "Asia/Tokyo")))
        let onBerlin = try berlin.install(ClockApp.descriptor)
        let onTokyo = try tokyo.install(ClockApp.descriptor)
        let berlinReads = onBerlin.run(on: berlin) { (TimeZone.current.identifier, Self.readZone()) }
        let tokyoReads = onTokyo.run(on: tokyo) { (TimeZone.current.identifier, Self.readZone()) }
        #expect(berlinReads.0 == "Europe/Berlin")
        #expect(berlinReads.1 == [
            "TimeZone.current 3600", "Calendar.current.timeZone 3600", "hour 10", "startOfDay 1767567600.0",
            "DateFormatter 2026-01-05 10:00", "formatted 01/05/2026, 10:00",
        ])
        #expect(tokyoReads.0 == "Asia/Tokyo")
        #expect(tokyoReads.1 == [
            "TimeZone.current 32400", "Calendar.current.timeZone 32400", "hour 18", "startOfDay 1767538800.0",
            "DateFormatter 2026-01-05 18:00", "formatted 01/05/2026, 06:00",
        ])
        // Back on the first device, its own zone again.
        #expect(sim.run { Calendar.current.component(.hour, from: Date()) } == 9)
    }

    @Test func oneZoneIsSwitchedToOnceNotOnEveryCallIntoAppCode() throws {
        let sim = try TestSimulation(app: ClockApp.descriptor)
        _ = sim.run { Calendar.current }
        let before = AppTimeZoneScope.switches
        for _ in 0..<100 { _ = sim.run { Calendar.current.component(.hour, from: Date()) } }
        #expect(AppTimeZoneScope.switches == before)
    }
}
