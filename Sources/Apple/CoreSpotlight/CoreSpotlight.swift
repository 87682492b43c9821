// `import CoreSpotlight` on Linux: Limelight's simulated CoreSpotlight under Apple's module name.
@_exported import LimelightCoreSpotlight
@_exported import Foundation
