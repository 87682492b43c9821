import Foundation

/// An app's data store as a value: each key's model, as a value or as its canonical JSON.
// unchecked: it holds the app's models as `any AppState` values, which app code need not make Sendable; a world's data
// is read and changed only by the step that owns the world.
public struct AppDataState: Codable, Equatable, @unchecked Sendable {
    /// One stored model.
    enum Entry {
        /// A model as the app stored it.
        case model(any AppState)
        /// A model's canonical JSON (sorted keys), decoded when the app next reads it.
        case encoded(Data)

        /// The canonical JSON of the model.
        var json: Data? {
            switch self {
            case .model(let model): try? AppDataState.encoder.encode(model)
            case .encoded(let data): data
            }
        }
    }

    /// The models by key.
    var entries: [String: Entry]

    /// The encoder of models: JSON with sorted keys, the form the digest hashes and snapshots store.
    static let encoder = WorldState.canonicalEncoder
    /// The decoder of models.
    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = WorldState.nonConformingFloatsDecoding
        return decoder
    }()

    /// How many bytes of JSON the state holds (models kept as values, shared copy-on-write, count nothing).
    public var encodedBytes: Int {
        entries.values.reduce(0) { sum, entry in
            if case .encoded(let data) = entry { return sum + data.count }
            return sum
        }
    }

    /// Each model's canonical JSON, by key in sorted order.
    public var encodedModels: [(key: String, json: String)] {
        entries.keys.sorted().compactMap { key in
            entries[key]?.json.map { (key, String(decoding: $0, as: UTF8.self)) }
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: DynamicKey.self)
        for (key, json) in encodedModels {
            try container.encode(json, forKey: DynamicKey(stringValue: key))
        }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: DynamicKey.self)
        var entries: [String: Entry] = [:]
        for key in container.allKeys {
            entries[key.stringValue] = .encoded(Data(try container.decode(String.self, forKey: key).utf8))
        }
        self.entries = entries
    }

    init(entries: [String: Entry]) { self.entries = entries }

    /// Two states are equal when every key's model has the same canonical JSON.
    public static func == (a: AppDataState, b: AppDataState) -> Bool {
        a.encodedModels.elementsEqual(b.encodedModels) { $0.key == $1.key && $0.json == $1.json }
    }

    /// A coding key made from any string (a store's keys are the app's).
    private struct DynamicKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
