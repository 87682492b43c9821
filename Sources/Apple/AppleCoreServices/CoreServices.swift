// `import CoreServices` on Linux: the kUTType… constants under the macOS module name (through the module alias
// `-module-alias CoreServices=AppleCoreServices`: Docs/AppleAPI.md, "Imports").
@_exported import LimelightMobileCoreServices
@_exported import Foundation
