/// What happens when the user taps an entity result in Spotlight: the device layer acts on this value.
public enum EntityTapResolution: Hashable, Sendable {
    /// The type's `OpenIntent` ran with the entity as `target`: the app comes forward and `onAppIntentExecution`
    /// handlers append `target` to their navigation path.
    case openIntent(intent: IntentRecord, target: EntityKey, donation: DonationIdentifier?)
    /// No `OpenIntent` for the type: the app only comes to the foreground, without navigation (a dead end).
    case deadEnd(target: EntityKey, reason: String)
    /// The item is not an app entity: the device continues it as a `CSSearchableItemActionType` user activity.
    case notAnEntity(identifier: String)
}

/// Whether an intent can run directly from Spotlight on a Mac, and why not.
public struct SpotlightActionEligibility: Hashable, Sendable {
    /// True when every condition holds.
    public let isEligible: Bool
    /// One sentence per unmet condition (empty when eligible).
    public let reasons: [String]

    /// Checks the conditions from WWDC25 session 260 (third-party notes): macOS; the parameter summary names every
    /// required parameter without a default; the intent is discoverable; it has `perform()`.
    public static func check(_ intent: IntentDeclaration, platform: DevicePlatform) -> SpotlightActionEligibility {
        var reasons: [String] = []
        if platform != .macos { reasons.append("running intents directly from Spotlight is a macOS feature; this is \(platform.displayName)") }
        let required = intent.parameters.filter { $0.isRequired && !$0.hasDefault }.map(\.name)
        if let summary = intent.parameterSummary {
            let missing = required.filter { !summary.parameterNames.contains($0) }
            if !missing.isEmpty {
                reasons.append("ParameterSummary \"\(summary.text)\" does not name required parameter\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", "))")
            }
        } else if !required.isEmpty {
            reasons.append("no ParameterSummary, but required parameter\(required.count == 1 ? "" : "s") \(required.joined(separator: ", "))")
        }
        if !intent.isDiscoverable { reasons.append("isDiscoverable is false") }
        if !intent.hasPerform { reasons.append("the intent has no perform()") }
        return SpotlightActionEligibility(isEligible: reasons.isEmpty, reasons: reasons)
    }
}

/// An entity offered in suggestions, with why it ranks where it does.
public struct EntitySuggestion: Hashable, Sendable {
    /// The entity.
    public let entity: EntityKey
    /// Its title in the index.
    public let title: String?
    /// Why it is in this position.
    public let reason: String
}

/// An index entry that no longer matches a current entity (typically left behind when an entity's id changed).
public struct OrphanedEntity: Hashable, Sendable {
    /// The stale entry.
    public let entity: EntityKey
    /// Its title in the index.
    public let title: String?
    /// Why it is considered orphaned.
    public let reason: String
}
