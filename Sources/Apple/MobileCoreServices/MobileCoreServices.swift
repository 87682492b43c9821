// `import MobileCoreServices` on Linux: Limelight's simulated MobileCoreServices under Apple's module name.
@_exported import LimelightMobileCoreServices
@_exported import Foundation
