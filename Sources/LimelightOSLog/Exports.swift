// LimelightOSLog: Apple's `os` and `OSLog` logging API — Logger, OSLog, os_log, OSSignposter, OSAllocatedUnfairLock —
// recording into SimLogStore (Docs/AppleAPI.md, "os and OSLog").
@_exported import Foundation
