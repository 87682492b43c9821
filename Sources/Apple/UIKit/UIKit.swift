// `import UIKit` on Linux: Limelight's simulated UIKit under Apple's module name.
@_exported import LimelightUIKit
@_exported import Foundation
