import Foundation

extension Tips {
    /// An option of a parameter.
    public struct ParameterOption: Sendable, Equatable {
        let isTransient: Bool

        /// The value resets to its default at every launch instead of persisting.
        public static var transient: ParameterOption { ParameterOption(isTransient: true) }
    }

    /// App state a tip's rules read (`@Parameter static var isLoggedIn = false`), kept in the running app's datastore
    /// on its device. Apple's `@Parameter` is a macro that names the parameter after its type and property; this
    /// property wrapper cannot see the property's name, so its id is the enclosing type and the declaration's line
    /// (`FavoriteTip#12`) unless given: `@Parameter(id: "isLoggedIn")`.
    @propertyWrapper
    public struct Parameter<Value: Codable & Sendable>: Sendable {
        /// The parameter's identifier in the datastore.
        public let id: String
        /// The value before any is set.
        public let defaultValue: Value
        let isTransient: Bool

        /// A parameter with a default value; `id` defaults to the enclosing type and the line.
        public init(wrappedValue: Value, _ options: ParameterOption..., id: String? = nil, function: String = #function, line: Int = #line) {
            self.id = id ?? "\(function)#\(line)"
            defaultValue = wrappedValue
            isTransient = options.contains(.transient)
        }

        /// The value in the running app's datastore (the default outside app code or before one is set). Setting it
        /// before `Tips.configure(_:)` in a launch is ignored, as on a device.
        public var wrappedValue: Value {
            get {
                guard let app = TipKitApp.current,
                      let json = app.service.tipKitParameter(app: app.bundleIdentifier, id: id, transient: isTransient),
                      let data = json.data(using: .utf8),
                      let value = try? JSONDecoder().decode(Wrapped<Value>.self, from: data) else { return defaultValue }
                return value.value
            }
            nonmutating set {
                guard let app = TipKitApp.current else { return }
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                guard let data = try? encoder.encode(Wrapped(value: newValue)), let json = String(data: data, encoding: .utf8) else { return }
                app.service.setTipKitParameter(app: app.bundleIdentifier, id: id, json: json, transient: isTransient)
            }
        }

        /// `$isLoggedIn`: the parameter itself, for `Tips.Rule(Self.$isLoggedIn) { $0 == true }`.
        public var projectedValue: Parameter<Value> { self }
    }

    /// A value wrapped so that any `Codable` (a bare `Bool` too) encodes as a JSON document.
    struct Wrapped<Value: Codable>: Codable {
        let value: Value
    }
}

/// TipKit's `@Parameter` (a property wrapper here, a macro in Apple's TipKit). In a file that imports App Intents too,
/// write `@Tips.Parameter`: App Intents' `@Parameter` is a type as well, so the bare name is ambiguous.
public typealias Parameter = Tips.Parameter
