// Stub of sindresorhus/Defaults, the third-party package Maccy uses for its settings (not an Apple module).
import Foundation

public enum Defaults {
    /// The base of every key, where apps declare theirs as static members (`extension Defaults.Keys`).
    public class Keys: @unchecked Sendable {
        public let name: String
        init(name: String) { self.name = name }
    }

    public final class Key<Value>: Keys, @unchecked Sendable {
        public let defaultValue: Value
        public init(_ name: String, default defaultValue: Value) {
            self.defaultValue = defaultValue
            super.init(name: name)
        }
    }

    public static subscript<Value>(key: Key<Value>) -> Value {
        get { UserDefaults.standard.object(forKey: key.name) as? Value ?? key.defaultValue }
        set { UserDefaults.standard.set(newValue, forKey: key.name) }
    }
}

extension Defaults.Keys {
    public static let suppressClearAlert = Defaults.Key<Bool>("suppressClearAlert", default: false)
}
