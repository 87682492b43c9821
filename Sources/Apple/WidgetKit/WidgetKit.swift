// `import WidgetKit` on Linux: Limelight's simulated WidgetKit under Apple's module name.
@_exported import LimelightWidgetKit
@_exported import Foundation
