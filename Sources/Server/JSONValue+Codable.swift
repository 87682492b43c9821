import Foundation

/// Why a text is not valid JSON: Foundation's reason, with where it stopped when it says.
public struct JSONParseError: Error, Equatable, CustomStringConvertible {
    public var reason: String
    public var description: String { "invalid JSON: \(reason)" }
}

/// The server's JSON goes through Foundation's `JSONDecoder`/`JSONEncoder` like every other JSON Limelight reads or
/// writes (one JSON stack): integers stay exact `Int`s (request ids, positions), other numbers are `Double`s, nesting
/// is limited by the decoder (512 levels), and malformed text is a `JSONParseError`.
extension JSONValue: Codable {
    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let s = try? c.decode(String.self) {
            self = .string(s)
        } else if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let i = try? c.decode(Int.self) {
            self = .integer(i)
        } else if let d = try? c.decode(Double.self) {
            self = .number(d)
        } else if let o = try? c.decode([String: JSONValue].self) {
            self = .object(o)
        } else {
            self = .array(try c.decode([JSONValue].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let b): try c.encode(b)
        case .integer(let n): try c.encode(n)
        case .number(let d):
            if d.rounded() == d, abs(d) < 9.0e15 { try c.encode(Int(d)) } else if d.isFinite { try c.encode(d) } else { try c.encodeNil() }
        case .string(let s): try c.encode(s)
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }

    /// Parses one JSON text (UTF-8 bytes) that must hold exactly one value.
    public static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch let error as DecodingError {
            switch error {
            case .dataCorrupted(let context):
                let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
                throw JSONParseError(reason: underlying ?? context.debugDescription)
            default:
                throw JSONParseError(reason: "\(error)")
            }
        }
    }

    /// Parses one JSON text given as a string.
    public static func parse(_ text: String) throws -> JSONValue { try parse(Array(text.utf8)) }

    /// The value as compact JSON with sorted keys (what goes on the wire).
    public var serialized: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
