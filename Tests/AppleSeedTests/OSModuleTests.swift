import os
import Testing

// `import os`, as app files and packages' `#if canImport(os)` branches write it: Logger and os_unfair_lock.
@Suite struct OSModuleTests {
    @Test func aFileThatImportsOsLogsAndLocks() {
        let logger = Logger(subsystem: "module.os", category: "Import")
        var lock = os_unfair_lock()
        withUnsafeMutablePointer(to: &lock) { pointer in
            os_unfair_lock_lock(pointer)
            logger.fault("parsed \(Self.self, privacy: .public) with \("a secret", privacy: .private)")
            os_unfair_lock_unlock(pointer)
        }
        #expect(SimLogStore.shared.records(subsystem: "module.os").map(\.text) == ["parsed OSModuleTests with <private>"])
    }
}
