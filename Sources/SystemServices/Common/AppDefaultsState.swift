/// One app's defaults on one device as a value: every key with its value.
public struct AppDefaultsState: Codable, Equatable, Sendable {
    /// The stored values by key.
    public var values: [String: AppDefaultsValue] = [:]

    /// Creates a state holding `values` (empty by default).
    public init(values: [String: AppDefaultsValue] = [:]) { self.values = values }
}
