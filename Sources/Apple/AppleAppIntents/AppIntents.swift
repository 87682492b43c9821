// `import AppIntents` on Linux: Limelight's simulated App Intents under Apple's module name (through the module alias
// `-module-alias NAME=Apple…` a target with app code passes: Docs/AppleAPI.md, "Imports").
@_exported import LimelightAppIntents
@_exported import Foundation
