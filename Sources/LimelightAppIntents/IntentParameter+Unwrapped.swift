import Foundation

extension IntentParameter {
    /// Asks the person for a value of an optional parameter and returns it unwrapped (Apple's returns
    /// `Value.ValueType`: `let endpoint: Endpoint = try await $endpoint.requestValue()`). The simulator has no one to
    /// answer, so it throws the error that asks again (`needsValueError`), as the non-optional form does.
    public func requestValue<Wrapped>(_ dialog: IntentDialog? = nil) async throws -> Wrapped where Value == Wrapped? {
        throw needsValueError(dialog)
    }

    /// Asks the person to choose one of `items` for an optional parameter, unwrapped (Apple's takes and returns
    /// `Value.ValueType`); the simulated person takes the first (an error when there is none).
    public func requestDisambiguation<Wrapped>(among items: [Wrapped], dialog: IntentDialog? = nil) async throws -> Wrapped
        where Value == Wrapped? {
        guard let first = items.first else { throw AppIntentError.Unrecoverable.entityNotFound }
        return first
    }
}
