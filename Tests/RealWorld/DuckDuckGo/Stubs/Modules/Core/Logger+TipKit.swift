// Stub of DuckDuckGo's Core module (its Logger categories, Core/Logger+Multiple.swift), not Apple's.
import OSLog

public extension Logger {
    static let tipKit = Logger(subsystem: "TipKit", category: "")
}
