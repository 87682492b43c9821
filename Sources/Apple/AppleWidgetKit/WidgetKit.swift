// `import WidgetKit` on Linux: Limelight's simulated WidgetKit under Apple's module name (through the module alias
// `-module-alias NAME=Apple…` a target with app code passes: Docs/AppleAPI.md, "Imports").
@_exported import LimelightWidgetKit
@_exported import Foundation
