// `import OSLog` on Linux: Apple's OSLog re-exports os (Docs/AppleAPI.md, "os and OSLog").
@_exported import LimelightOSLog
@_exported import Foundation
