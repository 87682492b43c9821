import LimelightCore
import SystemServices

/// Turns `name=value` words typed after an intent name into a typed `IntentRecord`, using the app's declaration.
enum IntentArguments {
    /// Builds the intent `typeName` of `metadata` from `name=value` words; every error names the word it concerns.
    static func intent(_ typeName: BoundValue, _ words: [BoundValue], metadata: AppIntentsMetadata, calendar: SimCalendar,
                       now: SimInstant) throws -> IntentRecord {
        guard let declaration = metadata.intent(named: typeName.text) else {
            let guess = Suggestions.closest(to: typeName.text, in: metadata.intents.map(\.typeName))
            throw CommandError("\(metadata.displayName) declares no intent '\(typeName.text)'", range: typeName.range,
                               suggestion: guess.map { "did you mean '\($0)'?" } ?? "see 'intents list'", fixIts: FixIt.didYouMean(guess, for: typeName))
        }
        var parameters: [String: IntentValue] = [:]
        for word in words {
            guard let eq = word.text.firstIndex(of: "="), eq != word.text.startIndex else {
                throw CommandError("'\(word.text)' is not name=value", range: word.range, suggestion: "write it as title=Milk")
            }
            let name = String(word.text[..<eq]), raw = String(word.text[word.text.index(after: eq)...])
            guard let parameter = declaration.parameter(named: name) else {
                let guess = Suggestions.closest(to: name, in: declaration.parameters.map(\.name))
                throw CommandError("\(declaration.typeName) has no parameter '\(name)'", range: word.range,
                                   suggestion: guess.map { "did you mean '\($0)'?" } ?? "parameters: \(declaration.parameters.map(\.name).joined(separator: ", "))")
            }
            guard let value = parse(raw, as: parameter.type, calendar: calendar, now: now) else {
                // A number says why (out of range, NaN) as every other number the language reads does.
                let problem: String? = switch parameter.type {
                case .int: InputNumber.integerProblem(raw)
                case .double: InputNumber.numberProblem(raw)
                default: nil
                }
                throw CommandError(problem.map { "\($0) for \(name)" } ?? "'\(raw)' is not a \(parameter.type) value for \(name)", range: word.range,
                                   suggestion: example(for: parameter.type))
            }
            parameters[name] = value
        }
        return IntentRecord(declaration.typeName, parameters)
    }

    /// The typed value `text` denotes for a parameter type, or nil when it does not fit.
    static func parse(_ text: String, as type: IntentParameterType, calendar: SimCalendar, now: SimInstant) -> IntentValue? {
        switch type {
        case .string: return .string(text)
        case .int: return InputNumber.integer(text).map(IntentValue.int)
        case .double: return InputNumber.number(text).map(IntentValue.double)
        case .bool:
            switch text { case "true", "yes": return .bool(true); case "false", "no": return .bool(false); default: return nil }
        case .date: return DateValue.parse(text, calendar: calendar, now: now).map(IntentValue.date)
        case .data: return .data(Array(text.utf8))
        case .entity(let typeName):
            if let parsed = EntityKey(parsing: text) { return parsed.typeName == typeName ? .entity(parsed) : nil }
            return text.isEmpty ? nil : .entity(EntityKey(for: typeName, identifier: text))
        case .enumeration:
            let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
            return name.isEmpty ? nil : .enumCase(name)
        case .array(let element):
            let parts = text.split(separator: ",").map(String.init)
            var values: [IntentValue] = []
            for part in parts {
                guard let v = parse(part, as: element, calendar: calendar, now: now) else { return nil }
                values.append(v)
            }
            return .array(values)
        }
    }

    /// An example value for error messages.
    static func example(for type: IntentParameterType) -> String {
        switch type {
        case .string: "any text, quoted if it has spaces"
        case .int: "a whole number such as 3"
        case .double: "a number such as 2.5"
        case .bool: "true or false"
        case .date: "2026-03-02T09:00, now or now+1d"
        case .data: "text (its UTF-8 bytes)"
        case .entity(let t): "an entity id, or \(t):id"
        case .enumeration: "a case name such as .work"
        case .array(let e): "a comma-separated list of \(e)"
        }
    }

    /// The `--via` choices and their invokers.
    static let invokers: [String: SystemInvoker] = ["siri": .siri, "shortcuts": .shortcuts, "widget": .widget, "spotlight": .spotlight,
                                                    "control-center": .controlCenter]
}
