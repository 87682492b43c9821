// `import OSLog` on Linux: Apple's OSLog re-exports os (Docs/AppleAPI.md, "os and OSLog"), seen as `OSLog`
// through `-module-alias OSLog=AppleOSLog`.
@_exported import LimelightOSLog
@_exported import Foundation
