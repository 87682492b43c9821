// `import SwiftUI` on Linux: Limelight's simulated SwiftUI under Apple's module name (through the module alias
// `-module-alias NAME=Apple…` a target with app code passes: Docs/AppleAPI.md, "Imports").
@_exported import LimelightSwiftUI
// Apple's SwiftUI re-exports UIKit on iOS: `UIColor` and `UIImage` come with `import SwiftUI`.
@_exported import LimelightUIKit
@_exported import Foundation
