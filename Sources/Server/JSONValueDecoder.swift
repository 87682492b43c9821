/// Decodes a `Decodable` parameter struct straight from a `JSONValue` (no round trip through bytes), throwing
/// `invalidParams` errors that name the member at fault as the server always has: `'uri' must be a string`,
/// `'textDocument' must be an object`, `'version' must be a whole number`.
struct JSONValueDecoder {
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue?) throws -> T {
        do {
            return try T(from: ValueDecoder(value: value ?? .object([:]), codingPath: []))
        } catch let error as RPCError {
            throw error
        } catch {
            throw RPCError.invalidParams("\(error)")
        }
    }

    /// The error for a member that is missing or of the wrong type.
    static func mismatch(_ path: [CodingKey], _ expected: Any.Type) -> RPCError {
        let name = path.last.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue } ?? "params"
        let what: String
        switch expected {
        case is String.Type: what = "a string"
        case is Int.Type: what = "a whole number"
        case is Bool.Type: what = "true or false"
        case is Double.Type: what = "a number"
        default: what = "an object"
        }
        return RPCError.invalidParams("'\(name)' must be \(what)")
    }

    private struct ValueDecoder: Decoder {
        let value: JSONValue
        let codingPath: [CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            guard let object = value.objectValue else { throw JSONValueDecoder.mismatch(codingPath, Any.self) }
            return KeyedDecodingContainer(Keyed<Key>(object: object, codingPath: codingPath))
        }

        func unkeyedContainer() throws -> UnkeyedDecodingContainer {
            guard let array = value.arrayValue else { throw RPCError.invalidParams("'\(codingPath.last?.stringValue ?? "params")' must be an array") }
            return Unkeyed(array: array, codingPath: codingPath)
        }

        func singleValueContainer() throws -> SingleValueDecodingContainer { Single(value: value, codingPath: codingPath) }
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let object: [String: JSONValue]
        let codingPath: [CodingKey]
        var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }
        func decodeNil(forKey key: Key) throws -> Bool { object[key.stringValue] == nil || object[key.stringValue] == .null }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            let path = codingPath + [key]
            guard let value = object[key.stringValue] else { throw JSONValueDecoder.mismatch(path, T.self) }
            if let v = value as? T { return v }
            return try T(from: ValueDecoder(value: value, codingPath: path))
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            guard let value = object[key.stringValue], value != .null else { return nil }
            if let v = value as? T { return v }
            return try T(from: ValueDecoder(value: value, codingPath: codingPath + [key]))
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try ValueDecoder(value: object[key.stringValue] ?? .null, codingPath: codingPath + [key]).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
            try ValueDecoder(value: object[key.stringValue] ?? .null, codingPath: codingPath + [key]).unkeyedContainer()
        }

        func superDecoder() throws -> Decoder { ValueDecoder(value: .object(object), codingPath: codingPath) }
        func superDecoder(forKey key: Key) throws -> Decoder { ValueDecoder(value: object[key.stringValue] ?? .null, codingPath: codingPath + [key]) }
    }

    private struct Unkeyed: UnkeyedDecodingContainer {
        let array: [JSONValue]
        let codingPath: [CodingKey]
        var currentIndex = 0
        var count: Int? { array.count }
        var isAtEnd: Bool { currentIndex >= array.count }

        init(array: [JSONValue], codingPath: [CodingKey]) {
            self.array = array
            self.codingPath = codingPath
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, array[currentIndex] == .null else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            guard !isAtEnd else { throw JSONValueDecoder.mismatch(codingPath + [IndexKey(currentIndex)], T.self) }
            defer { currentIndex += 1 }
            return try T(from: ValueDecoder(value: array[currentIndex], codingPath: codingPath + [IndexKey(currentIndex)]))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            try ValueDecoder(value: try next(), codingPath: codingPath).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
            try ValueDecoder(value: try next(), codingPath: codingPath).unkeyedContainer()
        }

        mutating func superDecoder() throws -> Decoder { ValueDecoder(value: try next(), codingPath: codingPath) }

        private mutating func next() throws -> JSONValue {
            guard !isAtEnd else { throw JSONValueDecoder.mismatch(codingPath, Any.self) }
            defer { currentIndex += 1 }
            return array[currentIndex]
        }
    }

    private struct IndexKey: CodingKey {
        var stringValue: String { "\(intValue ?? 0)" }
        var intValue: Int?
        init(_ index: Int) { intValue = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.intValue = intValue }
    }

    private struct Single: SingleValueDecodingContainer {
        let value: JSONValue
        let codingPath: [CodingKey]

        func decodeNil() -> Bool { value == .null }
        func decode(_ type: Bool.Type) throws -> Bool {
            guard let b = value.boolValue else { throw JSONValueDecoder.mismatch(codingPath, Bool.self) }
            return b
        }
        func decode(_ type: String.Type) throws -> String {
            guard let s = value.stringValue else { throw JSONValueDecoder.mismatch(codingPath, String.self) }
            return s
        }
        func decode(_ type: Int.Type) throws -> Int {
            guard let n = value.intValue else { throw JSONValueDecoder.mismatch(codingPath, Int.self) }
            return n
        }
        func decode(_ type: Double.Type) throws -> Double {
            switch value {
            case .integer(let n): return Double(n)
            case .number(let d): return d
            default: throw JSONValueDecoder.mismatch(codingPath, Double.self)
            }
        }
        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            if let v = value as? T { return v }   // a JSONValue member is taken as it is
            return try T(from: ValueDecoder(value: value, codingPath: codingPath))
        }
        // The other fixed-width numbers are not used by parameters.
        func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
        func decode(_ type: Int8.Type) throws -> Int8 { throw JSONValueDecoder.mismatch(codingPath, Int.self) }
        func decode(_ type: Int16.Type) throws -> Int16 { throw JSONValueDecoder.mismatch(codingPath, Int.self) }
        func decode(_ type: Int32.Type) throws -> Int32 { throw JSONValueDecoder.mismatch(codingPath, Int.self) }
        func decode(_ type: Int64.Type) throws -> Int64 { Int64(try decode(Int.self)) }
        func decode(_ type: UInt.Type) throws -> UInt { throw JSONValueDecoder.mismatch(codingPath, Int.self) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { throw JSONValueDecoder.mismatch(codingPath, Int.self) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { throw JSONValueDecoder.mismatch(codingPath, Int.self) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { throw JSONValueDecoder.mismatch(codingPath, Int.self) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { throw JSONValueDecoder.mismatch(codingPath, Int.self) }
    }
}
