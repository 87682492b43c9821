// `import CoreServices` on Linux: the kUTType… constants under the macOS module name.
@_exported import LimelightMobileCoreServices
@_exported import Foundation
