// `import UniformTypeIdentifiers` on Linux: Limelight's `UTType` under Apple's module name.
@_exported import LimelightUniformTypeIdentifiers
@_exported import Foundation
