// `import UniformTypeIdentifiers` on Linux: Limelight's `UTType` under Apple's module name (through the module alias
// `-module-alias NAME=Apple…` a target with app code passes: Docs/AppleAPI.md, "Imports").
@_exported import LimelightUniformTypeIdentifiers
@_exported import Foundation
