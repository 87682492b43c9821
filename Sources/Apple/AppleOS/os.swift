// `import os` on Linux: Limelight's logging and Apple's os_unfair_lock under Apple's module name (Docs/AppleAPI.md,
// "os and OSLog"). App targets see this module as `os` through `-module-alias os=AppleOS`.
@_exported import LimelightOSLog
@_exported import Foundation
