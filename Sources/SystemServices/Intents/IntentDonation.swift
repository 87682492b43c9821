import LimelightCore

/// Who made a donation: the app itself, or the system after running the intent for the user.
public enum DonationSource: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The app called `donate` after the user acted in its interface.
    case app
    /// The system donated an intent it ran (Siri, Shortcuts, a widget button, Spotlight).
    case system(SystemInvoker)

    /// `app` or `system(siri)`.
    public var description: String {
        switch self {
        case .app: "app"
        case .system(let who): "system(\(who.rawValue))"
        }
    }
}

/// A system feature that runs app intents on the user's behalf (and then donates them).
public enum SystemInvoker: String, Hashable, Codable, Sendable, CaseIterable {
    case siri, shortcuts, widget, spotlight, controlCenter
}

/// Why a donated parameter defeats pattern learning: it is a timestamp or otherwise unique per call.
public struct DonationWarning: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The parameter concerned.
    public let parameter: String
    /// A stable code: `timestamp-now`, `timestamp-like-string`, `uuid-like-string`, `epoch-like-number`, `strictly-increasing`.
    public let code: String
    /// A human-readable explanation.
    public let message: String

    /// Creates a warning.
    public init(parameter: String, code: String, message: String) {
        self.parameter = parameter
        self.code = code
        self.message = message
    }

    /// `title: uuid-like-string (…)`.
    public var description: String { "\(parameter): \(code) (\(message))" }
}

/// What a SiriKit donation (`INInteraction.donate`) carries besides its intent: the app's own identifiers, by which the
/// app deletes it (`INInteraction.delete(with:)`), and the response's code.
public struct SiriKitInteractionRecord: Hashable, Codable, Sendable, CustomStringConvertible {
    /// `INInteraction.identifier` (a UUID string unless the app set one).
    public var identifier: String
    /// `INInteraction.groupIdentifier`, if set.
    public var groupIdentifier: String?
    /// The response's code (`success`, `failure`, …), if the interaction has a response.
    public var responseCode: String?

    /// A record.
    public init(identifier: String, groupIdentifier: String? = nil, responseCode: String? = nil) {
        self.identifier = identifier
        self.groupIdentifier = groupIdentifier
        self.responseCode = responseCode
    }

    /// `INInteraction(identifier: "…", group: "…", response: success)`.
    public var description: String {
        var parts = ["identifier: \(identifier)"]
        if let groupIdentifier { parts.append("group: \(groupIdentifier)") }
        if let responseCode { parts.append("response: \(responseCode)") }
        return "INInteraction(" + parts.joined(separator: ", ") + ")"
    }
}

/// One stored donation: the intent, optional result, when, by whom, and any warnings about its parameters.
public struct IntentDonation: Hashable, Codable, Sendable {
    /// The identifier returned to the donor.
    public let identifier: DonationIdentifier
    /// The donating app's identifier.
    public let app: String
    /// The donated intent.
    public let intent: IntentRecord
    /// The donated result, if any.
    public let result: IntentResultValue?
    /// When it was donated.
    public let instant: SimInstant
    /// App or system.
    public let source: DonationSource
    /// Timestamp/unique-value findings; a donation with warnings never feeds the suggestion learner.
    public let warnings: [DonationWarning]
    /// For a SiriKit donation (`INInteraction.donate`): its identifiers; nil for an App Intents donation.
    public var interaction: SiriKitInteractionRecord? = nil

    /// Whether the donation carries a timestamp or per-call unique value.
    public var isFlagged: Bool { !warnings.isEmpty }
}
