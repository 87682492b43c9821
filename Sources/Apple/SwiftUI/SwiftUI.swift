// `import SwiftUI` on Linux: Limelight's simulated SwiftUI under Apple's module name.
@_exported import LimelightSwiftUI
// Apple's SwiftUI re-exports UIKit on iOS: `UIColor` and `UIImage` come with `import SwiftUI`.
@_exported import LimelightUIKit
@_exported import Foundation
