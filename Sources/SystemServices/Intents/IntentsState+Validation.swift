import LimelightCore

/// Checking a donation against the app's declarations (a read of the state).
extension IntentsState {
    /// Checks an intent against the app's declarations: known app, declared type, declared parameters of the right type.
    func validate(_ intent: IntentRecord, app: String) throws {
        guard let meta = metadata[app] else { throw IntentDonationError.unknownApp(app) }
        guard let declaration = meta.intent(named: intent.typeName) else {
            throw IntentDonationError.unknownIntentType(app: app, typeName: intent.typeName,
                                                        suggestion: Suggestions.closest(to: intent.typeName, in: meta.intents.map(\.typeName)))
        }
        for name in intent.parameterNames {
            guard let value = intent.parameters[name] else { continue }
            guard let parameter = declaration.parameter(named: name) else {
                throw IntentDonationError.unknownParameter(intent: intent.typeName, parameter: name,
                                                           suggestion: Suggestions.closest(to: name, in: declaration.parameters.map(\.name)))
            }
            guard parameter.type.accepts(value) else {
                throw IntentDonationError.parameterTypeMismatch(intent: intent.typeName, parameter: name,
                                                                expected: parameter.type.description, actual: value.typeName)
            }
        }
    }
}

extension IntentsService {
    /// Checks an intent against the app's declarations: known app, declared type, declared parameters of the right type.
    public func validate(_ intent: IntentRecord, app: String) throws { try state.validate(intent, app: app) }
}
