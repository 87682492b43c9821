// Stub of Wikipedia's WMF module (its own widget cache), not Apple's.
import Foundation

public enum WidgetController {
    public enum SupportedWidget: String {
        case search = "org.wikimedia.wikipedia.widgets.search"
        public var identifier: String { rawValue }
    }
}

public enum SharedContainerCacheCommonNames {
    public static let widgetCache = "Widget Cache"
}

public struct WidgetSettings {
    public let languageCode: String
    public let siteURL: URL
    public static let `default` = WidgetSettings(languageCode: "en", siteURL: URL(fileURLWithPath: "/wiki"))
}

public struct WidgetCache {
    public let settings: WidgetSettings
    public let featuredContent: String?
    public init(settings: WidgetSettings, featuredContent: String?) { self.settings = settings; self.featuredContent = featuredContent }
}

public struct SharedContainerCache {
    public let fileName: String
    public init(fileName: String) { self.fileName = fileName }
    public func loadCache() -> WidgetCache? { nil }
}
