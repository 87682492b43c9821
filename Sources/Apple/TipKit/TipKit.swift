// `import TipKit` on Linux: Limelight's simulated TipKit under Apple's module name.
@_exported import LimelightTipKit
@_exported import Foundation
