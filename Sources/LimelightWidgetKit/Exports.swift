// WidgetKit re-exports SwiftUI, as Apple's does for widget code: `Widget`, `View`, `Text` come with `import WidgetKit`.
@_exported import LimelightSwiftUI
