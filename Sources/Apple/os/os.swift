// `import os` on Linux: Limelight's logging under Apple's module name (Docs/AppleAPI.md, "os and OSLog").
@_exported import LimelightOSLog
@_exported import Foundation
