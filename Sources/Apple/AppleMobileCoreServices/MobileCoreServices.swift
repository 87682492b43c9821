// `import MobileCoreServices` on Linux: Limelight's simulated MobileCoreServices under Apple's module name (through the module alias
// `-module-alias NAME=Apple…` a target with app code passes: Docs/AppleAPI.md, "Imports").
@_exported import LimelightMobileCoreServices
@_exported import Foundation
