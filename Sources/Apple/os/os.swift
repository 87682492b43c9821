// `import os` on Linux: Limelight's logging under Apple's module name (Docs/AppleAPI.md, "os and OSLog"). This Swift
// module overlays the Clang module `os` (Sources/COSModuleMap), so `import os.log` works as on Apple platforms.
@_exported import os
@_exported import LimelightOSLog
@_exported import Foundation
