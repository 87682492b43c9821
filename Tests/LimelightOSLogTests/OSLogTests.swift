import Foundation
import Testing
@testable import LimelightOSLog

/// Apple's `os` logging as app code uses it: what reaches the log, at which level, with which values redacted.
@Suite struct OSLogTests {
    @Test func loggerRecordsSubsystemCategoryAndLevelAsAppleMapsThem() {
        let subsystem = "test.logger.levels"
        let logger = Logger(subsystem: subsystem, category: "Index")
        logger.notice("indexed")
        logger.warning("slow")
        logger.critical("broken")
        logger.trace("step")
        logger.log(level: .info, "info")
        let records = SimLogStore.shared.records(subsystem: subsystem)
        #expect(records.map(\.text) == ["indexed", "slow", "broken", "step", "info"])
        // Apple: notice is the default level, warning logs at error, critical at fault, trace at debug.
        #expect(records.map(\.level) == [.default, .error, .fault, .debug, .info])
        #expect(records.allSatisfy { $0.category == "Index" && $0.signpost == nil })
    }

    @Test func dynamicStringsAreRedactedByDefaultAndScalarsAreNot() {
        let subsystem = "test.logger.privacy"
        let logger = Logger(subsystem: subsystem, category: "Privacy")
        let name = "Ada", count = 3, ok = true
        logger.info("user \(name) has \(count) items, ok \(ok)")
        logger.info("public \(name, privacy: .public), private \(count, privacy: .private)")
        logger.info("hex \(255, format: .hex(includePrefix: true)), fixed \(1.5, format: .fixed(precision: 2))")
        let records = SimLogStore.shared.records(subsystem: subsystem)
        #expect(records.map(\.text) == ["user <private> has 3 items, ok true",
                                        "public Ada, private <private>",
                                        "hex 0xff, fixed 1.50"])
        #expect(records[0].debuggerText == "user Ada has 3 items, ok true")
    }

    @Test func osLogFormatsWithPrivacyModifiers() {
        let log = OSLog(subsystem: "test.oslog.format", category: "Legacy")
        os_log("%{public}@ has %d items and %@", log: log, type: .error, "Ada", 3, "secret")
        os_log(.fault, log: log, "interpolated \(7)")
        let records = SimLogStore.shared.records(subsystem: "test.oslog.format")
        #expect(records.map(\.text) == ["Ada has 3 items and <private>", "interpolated 7"])
        #expect(records.map(\.level) == [.error, .fault])
    }

    @Test func theDisabledLogRecordsNothing() {
        Logger(OSLog.disabled).error("never")
        #expect(!SimLogStore.shared.records.contains { $0.text == "never" })
        #expect(!OSLog.disabled.isEnabled(type: .error))
    }

    @Test func signposterRecordsIntervalsAndFlagsASecondEnd() {
        let signposter = OSSignposter(subsystem: "test.signposter", category: .pointsOfInterest)
        let id = signposter.makeSignpostID()
        let state = signposter.beginInterval("reindex", id: id, "items \(4)")
        signposter.endInterval("reindex", state)
        signposter.endInterval("reindex", state)
        let value = signposter.withIntervalSignpost("work") { 42 }
        #expect(value == 42)
        let records = SimLogStore.shared.records(subsystem: "test.signposter")
        #expect(records.map(\.signpost) == ["begin reindex \(id.rawValue)", "end reindex \(id.rawValue)",
                                            "end reindex \(id.rawValue)", "begin work \(OSSignpostID.exclusive.rawValue)",
                                            "end work \(OSSignpostID.exclusive.rawValue)"])
        #expect(records[0].text == "items 4")
        #expect(records[2].text.hasPrefix("error:"))
        #expect(records.allSatisfy { $0.category == "PointsOfInterest" })
    }

    @Test func signpostIDsFromObjectsAreStablePerObjectAndNotAddresses() {
        let signposter = OSSignposter(subsystem: "test.signpost.objects", category: "Objects")
        let first = NSObject(), second = NSObject()
        let id = signposter.makeSignpostID(from: first)
        #expect(signposter.makeSignpostID(from: first) == id)
        #expect(signposter.makeSignpostID(from: second) != id)
        #expect(id.rawValue < 1_000_000)  // counted in the process, not an address
    }

    @Test func unfairLockProtectsItsStateAcrossCopiesAndTasks() async {
        let lock = OSAllocatedUnfairLock(initialState: 0)
        let copy = lock
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<50 { group.addTask { copy.withLock { $0 += 1 } } }
        }
        #expect(lock.withLock { $0 } == 50)
        let plain = OSAllocatedUnfairLock()
        #expect(plain.lockIfAvailable())
        #expect(!plain.lockIfAvailable())
        plain.unlock()
        #expect(plain.withLock { "held" } == "held")
    }

    @Test func theStoreIsBoundedAndCountsWhatItDropped() {
        let store = SimLogStore(capacity: 3)
        for index in 0..<10 {
            store.append(SimLogRecord(subsystem: "s", category: "c", level: .default, text: "\(index)", debuggerText: "\(index)",
                                      signpost: nil))
        }
        #expect(store.records.map(\.text) == ["7", "8", "9"])
        #expect(store.dropped == 7)
    }

    @Test func longMessagesAreCut() {
        let long = String(repeating: "x", count: 20_000)
        let message: OSLogMessage = "\(long, privacy: .public)"
        #expect(message.simulatedText.count == OSLogInterpolation.maximumLength + 1)
        #expect(message.simulatedText.hasSuffix("…"))
    }
}
