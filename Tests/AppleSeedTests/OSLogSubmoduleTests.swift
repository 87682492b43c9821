import os.log
import Testing

// `import os.log`, as half the app files that log write it: the submodule brings the overlay's Logger.
@Suite struct OSLogSubmoduleTests {
    @Test func aFileThatImportsOsLogLogs() {
        let logger = Logger(subsystem: "submodule.os.log", category: "Import")
        logger.error("failed \(42)")
        os_log("legacy %{public}@", log: OSLog(subsystem: "submodule.os.log", category: "Import"), type: .info, "call")
        #expect(SimLogStore.shared.records(subsystem: "submodule.os.log").map(\.text) == ["failed 42", "legacy call"])
    }
}
