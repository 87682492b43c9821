/// Where Tab completion finds values for an argument or option.
public enum CompletionSource: Sendable, Equatable {
    /// No completion.
    case none
    /// A fixed list of words.
    case choices([String])
    /// Command names (for `help`).
    case commands
    /// Names of devices in the simulation.
    case devices
    /// Names of apps the simulator can install (the app catalogue).
    case catalogApps
    /// Apps installed on the selected device.
    case installedApps
    /// Identifiers of items in the selected app's Spotlight index.
    case itemIdentifiers
    /// Domain identifiers in the selected app's Spotlight index.
    case domains
    /// Standard attribute names of `CSSearchableItemAttributeSet`.
    case attributeNames
    /// Event kinds seen in the log.
    case eventKinds
    /// Values an app supplies, such as its task titles, by a key the app understands.
    case app(String)
    /// File paths.
    case files
    /// Widget kinds the installed apps declare (`widgets add`).
    case widgetKinds
    /// Placed widgets' ids (`widgets remove`).
    case placedWidgets
    /// Smart Stacks' ids on the Home Screen (`widgets add --stack`).
    case widgetStacks
}
