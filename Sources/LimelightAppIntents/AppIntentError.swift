/// App Intents' `AppIntentError`: a failure the system knows how to present (sign in, confirm, not found, …).
public struct AppIntentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The error's name, e.g. `Unrecoverable.entityNotFound`.
    let name: String
    /// What the system says.
    let message: String

    init(_ name: String, _ message: String) {
        self.name = name
        self.message = message
    }

    /// Ask for a value again and perform the intent again (`needsValueError` makes one with context).
    public static var restartPerform: AppIntentError { AppIntentError("restartPerform", "the intent needs to be performed again") }

    /// `AppIntentError.Unrecoverable.entityNotFound` and so on.
    public var description: String { "AppIntentError.\(name): \(message)" }

    /// Errors a person can do nothing about now.
    public enum Unrecoverable {
        /// No entity matched.
        public static let entityNotFound = AppIntentError("Unrecoverable.entityNotFound", "no matching item was found")
        /// Screen Time, a profile or similar restricts the feature.
        public static let featureCurrentlyRestricted = AppIntentError("Unrecoverable.featureCurrentlyRestricted", "this feature is currently restricted")
        /// No network.
        public static let networkFailure = AppIntentError("Unrecoverable.networkFailure", "you need to be connected to the internet")
        /// The action is not allowed.
        public static let notAllowed = AppIntentError("Unrecoverable.notAllowed", "this action isn't allowed")
        /// A file is missing.
        public static let fileNotFound = AppIntentError("Unrecoverable.fileNotFound", "the file wasn't found")
        /// Something went wrong.
        public static let unknown = AppIntentError("Unrecoverable.unknown", "something went wrong")
        /// The value is not supported.
        public static let unsupportedValue = AppIntentError("Unrecoverable.unsupportedValue", "this value isn't supported")
    }

    /// Errors a person can fix by acting.
    public enum UserActionRequired {
        /// Set up an account.
        public static let accountSetup = AppIntentError("UserActionRequired.accountSetup", "you need to set up your account")
        /// Confirm the action.
        public static let confirmation = AppIntentError("UserActionRequired.confirmation", "you need to confirm the action")
        /// Sign in.
        public static let signin = AppIntentError("UserActionRequired.signin", "you need to sign in to continue")
    }

    /// Errors that need a permission the person has not given.
    public enum PermissionRequired {
        /// Contacts.
        public static let contacts = AppIntentError("PermissionRequired.contacts", "the app needs access to your contacts")
        /// Location.
        public static let location = AppIntentError("PermissionRequired.location", "the app needs access to your location")
    }
}
