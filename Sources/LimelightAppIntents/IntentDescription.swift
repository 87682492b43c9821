/// App Intents' `IntentDescription`: what an intent does, shown in Shortcuts (with its category and search keywords).
public struct IntentDescription: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The description.
    public var descriptionText: LocalizedStringResource
    /// The category the Shortcuts editor groups the intent under.
    public var categoryName: LocalizedStringResource?
    /// Keywords that find the intent in the Shortcuts editor.
    public var searchKeywords: [LocalizedStringResource]
    /// The name of the value the intent returns.
    public var resultValueName: LocalizedStringResource?

    /// A description with an optional category and search keywords.
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = []) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = nil
    }

    /// A description naming the value the intent returns.
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource?) {
        self.init(descriptionText, categoryName: categoryName, searchKeywords: searchKeywords)
        self.resultValueName = resultValueName
    }

    /// `static let description: IntentDescription = "Creates a task."`.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }

    /// A description from an interpolation.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// App Intents' `IntentAuthenticationPolicy`: what a person must do before the intent runs.
public enum IntentAuthenticationPolicy: Hashable, Sendable {
    /// The intent runs at any time, also while the device is locked (the default).
    case alwaysAllowed
    /// The person must authenticate.
    case requiresAuthentication
    /// The person must unlock the device.
    case requiresLocalDeviceAuthentication
}
