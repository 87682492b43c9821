/// App Intents' `IntentCollectionSize`: how many items an array parameter holds for a widget family
/// (`@Parameter(title: "Containers", size: [.systemSmall: 1, .systemLarge: 4])`).
public struct IntentCollectionSize: ExpressibleByIntegerLiteral, Equatable, Sendable {
    /// The fewest items.
    public let simulatedMinimum: Int
    /// The most items.
    public let simulatedMaximum: Int

    /// Exactly `count` items.
    public init(exactly count: Int) {
        simulatedMinimum = count
        simulatedMaximum = count
    }

    /// From `min` to `max` items.
    public init(min: Int, max: Int) {
        simulatedMinimum = min
        simulatedMaximum = max
    }

    /// A literal is an exact count (Apple documents no meaning for it; a widget family's size reads as the items it shows).
    public init(integerLiteral value: Int) { self.init(exactly: value) }

    /// Whether `count` items fit.
    public func simulatedAllows(_ count: Int) -> Bool { count >= simulatedMinimum && count <= simulatedMaximum }
}

/// App Intents' `IntentWidgetFamily`: the widget families a parameter's collection size is given for. App Intents has its
/// own, as Apple's does (WidgetKit's `WidgetFamily` is not visible to App Intents).
public enum IntentWidgetFamily: Hashable, Sendable, CaseIterable {
    /// A circular accessory widget.
    case accessoryCircular
    /// A corner accessory widget (watchOS).
    case accessoryCorner
    /// A single row of text and an optional image.
    case accessoryInline
    /// A rectangular accessory widget.
    case accessoryRectangular
    /// An extra large widget.
    case systemExtraLarge
    /// An extra large portrait widget.
    case systemExtraLargePortrait
    /// A large widget.
    case systemLarge
    /// A medium widget.
    case systemMedium
    /// A small widget.
    case systemSmall
}

extension IntentParameter where Value: Collection {
    /// An array parameter whose size depends on the widget family it configures:
    /// `@Parameter(title: "Containers", default: [], size: [.systemSmall: 1, .systemMedium: 2])`.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                            size: [IntentWidgetFamily: IntentCollectionSize], inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, default: defaultValue, inputConnectionBehavior: inputConnectionBehavior)
        simulatedCollectionSizes = size
    }

    /// An untitled array parameter whose size depends on the widget family.
    public convenience init(description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
                            size: [IntentWidgetFamily: IntentCollectionSize], inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(description: description, default: defaultValue, inputConnectionBehavior: inputConnectionBehavior)
        simulatedCollectionSizes = size
    }

    /// Whether the value's item count fits the size given for `family` (true when none is given for it).
    public func simulatedFits(_ family: IntentWidgetFamily) -> Bool {
        guard let size = simulatedCollectionSizes[family], let value = simulatedCurrentValue else { return true }
        return size.simulatedAllows(value.count)
    }
}
