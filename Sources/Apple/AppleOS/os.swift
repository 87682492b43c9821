// `import os` on Linux: Limelight's logging and Apple's os_unfair_lock under Apple's module name (Docs/AppleAPI.md,
// "os and OSLog"). App targets see this module as `os` through `-module-alias os=AppleOS`; it overlays the Clang module
// `AppleOS` (Sources/CAppleOS), whose submodules make `import os.log`, `os.signpost` and `os.lock` work.
@_exported import AppleOS
@_exported import LimelightOSLog
@_exported import Foundation
