import Foundation
import LimelightCore
import LimelightCoreSpotlight
import LimelightTesting
import LimelightWidgetKit
import SimulatorKit
import Testing

/// `Date()`, `Date.now`, `Calendar.current`, Swift's clocks and the C library's calls read the simulated clock in app
/// code, and the host's clock anywhere else, in this `swift test` executable (Docs/AppleAPI.md, "Time").
@Suite struct AppClockTests {
    static let start = Runtime.defaultStart.date
    static let unixStart = Runtime.defaultStart.date.timeIntervalSince1970

    @Test func theTestExecutableInterposesTheClock() {
        #expect(TestSimulation.appCodeReadsSimulatedClock)
    }

    @Test func foundationDatesAreSimulatedInAppCodeOnly() throws {
        let sim = try TestSimulation(app: ClockApp.descriptor)
        #expect(sim.run { Date() } == Self.start)
        #expect(sim.run { Date.now } == Self.start)
        #expect(sim.run { Date().timeIntervalSince1970 } == Self.unixStart)
        sim.advance(by: .seconds(90))
        #expect(sim.run { Date() } == Self.start.addingTimeInterval(90))
        // Outside app code: the host's clock, untouched.
        #expect(abs(Date().timeIntervalSince(HostClock.now)) < 5)
        #expect(abs(Date().timeIntervalSince(Self.start)) > 3600)
    }

    @Test func calendarCurrentSeesTheSimulatedNow() throws {
        let sim = try TestSimulation(app: ClockApp.descriptor)
        sim.advance(by: .seconds(3 * 3600 + 15 * 60))
        let (day, hourMinute) = sim.run { () -> (Date, DateComponents) in
            let calendar = Calendar.current
            return (calendar.startOfDay(for: Date()), calendar.dateComponents([.hour, .minute], from: .now))
        }
        var host = Calendar.current
        host.timeZone = Calendar.current.timeZone
        #expect(day == host.startOfDay(for: sim.now))
        #expect(hourMinute == host.dateComponents([.hour, .minute], from: sim.now))
    }

    @Test func swiftClocksMoveWithTheSimulatedClock() throws {
        let sim = try TestSimulation(app: ClockApp.descriptor)
        let (continuous, suspending) = sim.run { (ContinuousClock.now, SuspendingClock.now) }
        sim.advance(by: .seconds(7200))
        let (continuousLater, suspendingLater) = sim.run { (ContinuousClock.now, SuspendingClock.now) }
        #expect(continuous.duration(to: continuousLater) == .seconds(7200))
        #expect(suspending.duration(to: suspendingLater) == .seconds(7200))
        // Outside app code the host's monotonic clock: a moment, not two hours.
        let host = ContinuousClock.now
        #expect(host.duration(to: ContinuousClock.now) < .seconds(5))
    }

    @Test func theCLibraryCallsAreSimulated() throws {
        let sim = try TestSimulation(app: ClockApp.descriptor)
        let (seconds, timeOfDay, realTime) = sim.run { () -> (Int, Int, Int) in
            var tv = timeval()
            gettimeofday(&tv, nil)
            var ts = timespec()
            clock_gettime(CLOCK_REALTIME_COARSE, &ts)
            return (time(nil), tv.tv_sec, ts.tv_sec)
        }
        #expect(seconds == Int(Self.unixStart))
        #expect(timeOfDay == Int(Self.unixStart))
        #expect(realTime == Int(Self.unixStart))
        #expect(abs(time(nil) - Int(HostClock.now.timeIntervalSince1970)) < 5)
    }

    /// C++'s `std::chrono::system_clock::now()` keeps the host's clock even in app code: no Swift app code reads it,
    /// and libFuzzer's watchdog does, from a signal handler on the thread that runs app code (Docs/Fuzzing.md).
    @Test func theCPlusPlusClockKeepsTheHostsTime() throws {
        typealias Now = @convention(c) () -> Int64  // a time_point of one Int64 (nanoseconds) comes back in a register
        let symbol = try #require(dlsym(nil /* RTLD_DEFAULT */, "_ZNSt6chrono3_V212system_clock3nowEv"))
        let now = unsafeBitCast(symbol, to: Now.self)
        let sim = try TestSimulation(app: ClockApp.descriptor)
        let (chrono, date) = sim.run { (now(), Date()) }
        #expect(date == Self.start)
        #expect(abs(Double(chrono) / 1e9 - HostClock.now.timeIntervalSince1970) < 5)
    }

    @Test func aTaskAppCodeStartsReadsTheSimulatedClock() async throws {
        let sim = try TestSimulation(app: ClockApp.descriptor)
        let seen = Box<Date>()
        sim.run { Task { seen.value = Date() } }
        #expect(seen.value == Self.start)
        // A hop to the main actor inside driven app code still reads the app's clock: it follows the task.
        let onMain = try await sim.run { await MainActor.run { Date() } }
        #expect(onMain == Self.start)
    }

    @Test func sleepsWaitOnTheSimulatedClock() async throws {
        let sim = try TestSimulation(app: ClockApp.descriptor)
        let hostBefore = HostClock.now
        let slept = try await sim.run { () async throws -> [TimeInterval] in
            let start = Date()
            try await Task.sleep(for: .seconds(3600))
            let afterFor = Date().timeIntervalSince(start)
            try await Task.sleep(nanoseconds: 60_000_000_000)
            let afterNanoseconds = Date().timeIntervalSince(start)
            try await SuspendingClock().sleep(for: .seconds(30))
            let afterSuspending = Date().timeIntervalSince(start)
            try await SimulatedClock().sleep(for: .seconds(30))
            return [afterFor, afterNanoseconds, afterSuspending, Date().timeIntervalSince(start)]
        }
        #expect(slept == [3600, 3660, 3690, 3720])
        #expect(sim.now == Self.start.addingTimeInterval(3720))
        #expect(HostClock.now.timeIntervalSince(hostBefore) < 30)
    }

    @Test func simulatedClockIsASwiftClock() async throws {
        let sim = try TestSimulation(app: ClockApp.descriptor)
        let clock = SimulatedClock()
        let measured = try await sim.run { () async throws -> Duration in
            let start = clock.now
            try await clock.sleep(until: start.advanced(by: .seconds(45)), tolerance: nil)
            return start.duration(to: clock.now)
        }
        #expect(measured == .seconds(45))
        #expect(sim.run { SimulatedClock.now } == Self.start.addingTimeInterval(45))
    }
}

/// A value written by app code and read by the test.
final class Box<T>: @unchecked Sendable {
    var value: T?
}
