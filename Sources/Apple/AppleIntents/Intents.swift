// `import Intents` on Linux: Limelight's simulated Intents under Apple's module name (through the module alias
// `-module-alias NAME=Apple…` a target with app code passes: Docs/AppleAPI.md, "Imports").
@_exported import LimelightIntents
@_exported import Foundation
