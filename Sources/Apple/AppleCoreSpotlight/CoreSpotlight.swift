// `import CoreSpotlight` on Linux: Limelight's simulated CoreSpotlight under Apple's module name (through the module alias
// `-module-alias NAME=Apple…` a target with app code passes: Docs/AppleAPI.md, "Imports").
@_exported import LimelightCoreSpotlight
@_exported import Foundation
