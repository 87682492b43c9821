// `import TipKit` on Linux: Limelight's simulated TipKit under Apple's module name (through the module alias
// `-module-alias NAME=Apple…` a target with app code passes: Docs/AppleAPI.md, "Imports").
@_exported import LimelightTipKit
@_exported import Foundation
