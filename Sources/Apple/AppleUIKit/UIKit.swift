// `import UIKit` on Linux: Limelight's simulated UIKit under Apple's module name (through the module alias
// `-module-alias NAME=Apple…` a target with app code passes: Docs/AppleAPI.md, "Imports").
@_exported import LimelightUIKit
@_exported import Foundation
