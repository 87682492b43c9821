// `import SwiftUI` on Linux: Limelight's simulated SwiftUI under Apple's module name.
@_exported import LimelightSwiftUI
@_exported import Foundation
