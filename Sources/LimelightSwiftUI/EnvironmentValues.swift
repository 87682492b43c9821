import Foundation

/// SwiftUI's `EnvironmentKey`: a key for a value in `EnvironmentValues`.
public protocol EnvironmentKey {
    /// The key's value type.
    associatedtype Value
    /// The value when none is set.
    static var defaultValue: Self.Value { get }
}

// unchecked: it keeps values of any type (`EnvironmentKey.Value` is unconstrained, as Apple declares it) as `Any`.
/// SwiftUI's `EnvironmentValues`: the values a view reads with `@Environment` (`colorScheme`, `widgetFamily`, …).
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    /// The default environment.
    public init() {}

    /// The value of `key`, its default when unset.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// How many values are set.
    public var description: String { "EnvironmentValues(\(values.count) set)" }

    /// The environment of the body being evaluated (`@Environment` reads it).
    @TaskLocal static var current = EnvironmentValues()
}

/// The light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// Why a view's content is redacted (`.redacted(reason:)`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Reasons from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A placeholder (a widget's placeholder entry).
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Privacy-sensitive content on a locked device.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is invalidated while an intent runs.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// The size classes of a view's space.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

/// Dynamic Type sizes.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The legacy Dynamic Type size (`sizeCategory`).
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
}

/// The direction of the layout.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// An app's scene phase.
public enum ScenePhase: Hashable, Comparable, Sendable {
    case background, inactive, active
}

/// SwiftUI's `OpenURLAction`: opening a URL from a view (`@Environment(\.openURL)`).
public struct OpenURLAction: Sendable {
    /// What a handler did with the URL.
    public struct Result: Sendable {
        let name: String
        /// The handler opened it.
        public static let handled = Result(name: "handled")
        /// The handler left it to the system.
        public static let discarded = Result(name: "discarded")
        /// The system opens it.
        public static let systemAction = Result(name: "systemAction")
        /// The system opens `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }

    let handler: @Sendable (URL) -> Result

    /// An action that calls `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) { _ = handler(url) }

    /// Opens `url`, then tells `completion` whether it was accepted.
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(handler(url).name != "discarded") }

    /// The system's action: what `UIApplication.shared.open` does (recorded as `app.openURL`).
    public static var system: OpenURLAction { OpenURLAction { SimURLOpener.open($0) ? .systemAction : .discarded } }
}

/// SwiftUI's `DismissAction` (`@Environment(\.dismiss)`): does nothing in the simulator.
public struct DismissAction: Sendable {
    /// Dismisses the presentation.
    public func callAsFunction() {}
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US_POSIX") } }
private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }
}
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC") ?? TimeZone.current } }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct SizeCategoryKey: EnvironmentKey { static let defaultValue = ContentSizeCategory.large }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
private struct IsLuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction.system } }
private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction() }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }

extension EnvironmentValues {
    /// Light or dark (the simulator draws light).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// Why content is redacted (`.placeholder` while a widget shows its placeholder).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
    /// The locale (the simulator has one: `en_US_POSIX`).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// The calendar.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    /// The time zone.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// The horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// The vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// The Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    /// The legacy Dynamic Type size.
    public var sizeCategory: ContentSizeCategory {
        get { self[SizeCategoryKey.self] }
        set { self[SizeCategoryKey.self] = newValue }
    }
    /// The layout direction.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// Pixels per point.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// Whether the display is dimmed (Always On).
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }
    /// Whether controls are enabled.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// The scene's phase.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
    /// Opens a URL.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
    /// Dismisses the current presentation.
    public var dismiss: DismissAction { self[DismissKey.self] }
    /// The default font of text in the view.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
}

/// SwiftUI's `@Entry`: an environment value declared in `extension EnvironmentValues` with its default.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "LimelightMacros", type: "EntryMacro")
