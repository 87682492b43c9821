import Foundation
import SimulatorKit
import SystemServices

/// SwiftUI's `@AppStorage("key")`: a value in the app's defaults. Inside app code the simulator runs it is the app's
/// defaults on its simulated device (what `defaults` shows; never synced between devices); elsewhere the `store`
/// given, or `UserDefaults.standard`.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let store: UserDefaults?
    let encode: (Value) -> AppDefaultsValue?
    let decode: (AppDefaultsValue) -> Value?

    init(key: String, defaultValue: Value, store: UserDefaults?, encode: @escaping (Value) -> AppDefaultsValue?,
         decode: @escaping (AppDefaultsValue) -> Value?) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
        self.encode = encode
        self.decode = decode
    }

    /// The stored value, or the default when none is stored.
    public var wrappedValue: Value {
        get {
            if let defaults = AppContext.current?.defaults {
                return defaults.value(forKey: key).flatMap(decode) ?? defaultValue
            }
            guard let object = (store ?? .standard).object(forKey: key), let value = Self.appDefaultsValue(object) else { return defaultValue }
            return decode(value) ?? defaultValue
        }
        nonmutating set {
            let value = encode(newValue)
            if let defaults = AppContext.current?.defaults {
                defaults.set(value, forKey: key)
                return
            }
            switch value {
            case .bool(let b)?: (store ?? .standard).set(b, forKey: key)
            case .int(let i)?: (store ?? .standard).set(i, forKey: key)
            case .double(let d)?: (store ?? .standard).set(d, forKey: key)
            case .string(let s)?: (store ?? .standard).set(s, forKey: key)
            case nil: (store ?? .standard).removeObject(forKey: key)
            }
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }

    static func appDefaultsValue(_ object: Any) -> AppDefaultsValue? {
        switch object {
        case let b as Bool: .bool(b)
        case let i as Int: .int(i)
        case let d as Double: .double(d)
        case let s as String: .string(s)
        default: nil
        }
    }
}

extension AppStorage {
    /// A Boolean.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .bool($0) }, decode: { if case .bool(let b) = $0 { b } else { nil } })
    }
    /// An integer.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .int($0) }, decode: { if case .int(let i) = $0 { i } else { nil } })
    }
    /// A double.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .double($0) }, decode: {
            switch $0 {
            case .double(let d): d
            case .int(let i): Double(i)
            default: nil
            }
        })
    }
    /// A string.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .string($0) }, decode: { if case .string(let s) = $0 { s } else { nil } })
    }
    /// A URL (kept as its absolute string).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .string($0.absoluteString) }, decode: {
            if case .string(let s) = $0 { URL(string: s) } else { nil }
        })
    }
    /// Data (kept as Base64 text).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .string($0.base64EncodedString()) }, decode: {
            if case .string(let s) = $0 { Data(base64Encoded: s) } else { nil }
        })
    }
    /// A Date (kept as seconds since 1970).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .double($0.timeIntervalSince1970) }, decode: {
            if case .double(let d) = $0 { Date(timeIntervalSince1970: d) } else { nil }
        })
    }
    /// A string-backed enumeration.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .string($0.rawValue) }, decode: {
            if case .string(let s) = $0 { Value(rawValue: s) } else { nil }
        })
    }
    /// An integer-backed enumeration.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .int($0.rawValue) }, decode: {
            if case .int(let i) = $0 { Value(rawValue: i) } else { nil }
        })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, encode: { $0.map { .bool($0) } }, decode: { if case .bool(let b) = $0 { b } else { nil } })
    }
    /// An optional integer.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, encode: { $0.map { .int($0) } }, decode: { if case .int(let i) = $0 { i } else { nil } })
    }
    /// An optional double.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, encode: { $0.map { .double($0) } }, decode: { if case .double(let d) = $0 { d } else { nil } })
    }
    /// An optional string.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, encode: { $0.map { .string($0) } }, decode: { if case .string(let s) = $0 { s } else { nil } })
    }
    /// An optional URL.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, encode: { $0.map { .string($0.absoluteString) } }, decode: {
            if case .string(let s) = $0 { URL(string: s) } else { nil }
        })
    }
}
