// `import Intents` on Linux: Limelight's simulated Intents under Apple's module name.
@_exported import LimelightIntents
@_exported import Foundation
