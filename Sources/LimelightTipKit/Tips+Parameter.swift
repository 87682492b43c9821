import Foundation

extension Tips {
    /// An option of a parameter.
    public struct ParameterOption: Sendable, Equatable {
        let isTransient: Bool

        /// The value resets to its default at every launch instead of persisting.
        public static var transient: ParameterOption { ParameterOption(isTransient: true) }
    }

    /// App state a tip's rules read, kept in the running app's datastore on its device. Apps declare it with the
    /// `@Parameter` macro (`@Parameter static var isLoggedIn: Bool = false`), which names it after its type and
    /// property (`FavoriteTip.isLoggedIn`) and makes `$isLoggedIn` this value.
    public struct Parameter<Value: Codable & Sendable>: Sendable {
        /// The parameter's identifier in the datastore.
        public let id: String
        /// The value before any is set.
        public let defaultValue: Value
        let isTransient: Bool

        /// The parameter `name` of `enclosingType` (what `@Parameter` expands to).
        public init(_ enclosingType: Any.Type, _ name: String, _ defaultValue: Value, _ options: ParameterOption...) {
            self.init(id: "\(enclosingType).\(name)", defaultValue, options)
        }

        /// A parameter with an explicit identifier.
        public init(id: String, _ defaultValue: Value, _ options: [ParameterOption] = []) {
            self.id = id
            self.defaultValue = defaultValue
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
    }

    /// A value wrapped so that any `Codable` (a bare `Bool` too) encodes as a JSON document.
    struct Wrapped<Value: Codable>: Codable {
        let value: Value
    }
}

/// TipKit's `@Parameter`: `@Parameter static var isLoggedIn: Bool = false` keeps the property in the app's TipKit
/// datastore, named after its type and property, and `$isLoggedIn` is its `Tips.Parameter` for `#Rule`.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(`$`))
public macro Parameter(_ options: Tips.ParameterOption...) = #externalMacro(module: "LimelightMacros", type: "TipParameterMacro")
