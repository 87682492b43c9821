// TipKit re-exports SwiftUI, as Apple's does: a tip's file that imports only TipKit writes `Text`, `Image` and
// `.foregroundStyle(.purple)`.
@_exported import LimelightSwiftUI
