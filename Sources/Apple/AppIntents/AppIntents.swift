// `import AppIntents` on Linux: Limelight's simulated App Intents under Apple's module name.
@_exported import LimelightAppIntents
@_exported import Foundation
