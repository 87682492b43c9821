// Stub of DuckDuckGo's Core module (its own UserDefaults property wrapper), not Apple's.
import Foundation

@propertyWrapper
public struct UserDefaultsWrapper<T> {
    public enum Key: String {
        case resetTipKitOnNextLaunch = "com.duckduckgo.ios.tipKit.resetOnNextLaunch"
    }

    private let key: Key
    private let defaultValue: T

    public init(key: Key, defaultValue: T) {
        self.key = key
        self.defaultValue = defaultValue
    }

    public var wrappedValue: T {
        get { UserDefaults.standard.object(forKey: key.rawValue) as? T ?? defaultValue }
        set { UserDefaults.standard.set(newValue, forKey: key.rawValue) }
    }
}
